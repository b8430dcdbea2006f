/** What Storybook's preview says of the story it draws, as the story check records it in the page. */

export interface StoryReport {
  /** Storybook's `storyFinished`: the status and every addon's report (the a11y addon's among them). */
  finished?: { status: string; reporters: { type: string; status: string; result?: unknown }[] };
  /** Exceptions of the render or the play function, and a story the build lacks. */
  errors: string[];
}

/**
 * Listens on Storybook's channel from the moment the preview creates it, so no event is missed, and
 * keeps what it hears in `window.__storyReport`. Plain JavaScript in a string: the page runs it as
 * written, without the helpers a compiler adds to functions.
 */
export const recordChannel = `
  const report = { errors: [] };
  window.__storyReport = report;
  const describe = (payload) => {
    if (payload && typeof payload === 'object') {
      const words = [payload.title, payload.message, payload.description].filter(Boolean).join(' — ');
      return words || JSON.stringify(payload);
    }
    return String(payload);
  };
  let channel;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (value) => {
      channel = value;
      value.on('storyFinished', (payload) => { report.finished = payload; });
      for (const event of ['storyThrewException', 'storyErrored', 'playFunctionThrewException']) {
        value.on(event, (payload) => report.errors.push(event + ': ' + describe(payload)));
      }
      value.on('storyMissing', () => report.errors.push('storyMissing: the index names a story the build lacks'));
    },
  });
`;
