/**
 * Story smoke test shared by renderers and site: every story of the given modules renders
 * with its real demo data, shows something, plays its interaction, logs no React error and
 * passes the accessibility checks of Storybook's a11y panel; every story file has a phone variant.
 */
import type { A11yParameters } from '@storybook/addon-a11y';
import { composeStories, setProjectAnnotations } from '@storybook/react';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { phoneGlobals } from '../../.storybook/viewports';

export type StoriesModule = Parameters<typeof composeStories>[0];
/** A composed story: a component with its story's play function, parameters and globals. */
type ComposedStory = ComponentType & {
  play?: (context: { canvasElement: HTMLElement }) => Promise<void>;
  parameters: { a11y?: A11yParameters };
  globals: { viewport?: unknown };
};

/** The rules the a11y panel runs, less those jsdom cannot judge; a story's own a11y parameters apply. */
async function accessibilityViolations({ a11y }: ComposedStory['parameters']): Promise<string[]> {
  if (a11y?.disable || a11y?.test === 'off') return [];
  axe.reset();
  axe.configure({
    rules: [
      // Left out by the addon too: a component story is not a whole page with landmarks.
      { id: 'region', enabled: false },
      // jsdom lays nothing out and computes no colours, so contrast is judged only in a browser:
      // the a11y panel in Storybook and the axe scans of tests/e2e/a11y.spec.ts.
      { id: 'color-contrast', enabled: false },
      ...(a11y?.config?.rules ?? []),
    ],
  });
  // jsdom loads no frame documents (videos, the learning library), so axe must not wait on them.
  const { violations } = await axe.run(document.body, {
    ...a11y?.options,
    iframes: false,
    resultTypes: ['violations'],
  });
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${violation.help} at ${node.target.join(' ')}`),
  );
}

const isPhone = (story: ComposedStory) =>
  JSON.stringify(story.globals.viewport) === JSON.stringify(phoneGlobals.viewport);

export function describeStories(what: string, modules: Record<string, StoriesModule>, minimumFiles: number): void {
  setProjectAnnotations(preview);
  describe(`stories of ${what}`, () => {
    afterEach(() => vi.restoreAllMocks());

    it(`finds the stories of ${what}`, () => {
      expect(Object.keys(modules).length).toBeGreaterThanOrEqual(minimumFiles);
    });

    for (const [file, module] of Object.entries(modules)) {
      describe(file, () => {
        // composeStories is typed per module; here every module is one of many, so name the shape we render.
        const stories = Object.entries(composeStories(module)) as [string, ComposedStory][];

        it('shows the component on a phone', () => {
          expect(stories.filter(([, story]) => isPhone(story)).map(([name]) => name)).not.toEqual([]);
        });

        for (const [name, Story] of stories) {
          it(`renders ${name}`, async () => {
            // Some stories show content mistakes on purpose (unknown route, missing icon); those only warn.
            vi.spyOn(console, 'warn').mockImplementation(() => {});
            const error = vi.spyOn(console, 'error');
            const { container } = render(<Story />);
            if (Story.play) await Story.play({ canvasElement: container });
            expect(container.textContent?.trim()).not.toBe('');
            expect(error).not.toHaveBeenCalled();
            expect(await accessibilityViolations(Story.parameters)).toEqual([]);
          });
        }
      });
    }
  });
}
