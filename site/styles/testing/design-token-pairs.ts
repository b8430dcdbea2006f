/**
 * The colour pairs the portal and the console draw, foreground on background, with the WCAG AA
 * contrast each must reach: 4.5:1 for text, 3:1 for what is not text (a field's edge, the focus
 * ring). ../design-tokens.test.ts holds the palette to them; Storybook's token page shows them.
 */

export interface ContrastPair {
  foreground: string;
  background: string;
  /** Where the pair is drawn. */
  use: string;
  kind: 'text' | 'non-text';
}

const text = (foreground: string, background: string, use: string): ContrastPair => ({
  foreground,
  background,
  use,
  kind: 'text',
});

const nonText = (foreground: string, background: string, use: string): ContrastPair => ({
  foreground,
  background,
  use,
  kind: 'non-text',
});

/** WCAG 2.2 AA: 1.4.3 for text, 1.4.11 for user-interface components and their states. */
export const minimumContrast = { text: 4.5, 'non-text': 3 } as const;

export const contrastPairs: ContrastPair[] = [
  text('--color-text', '--color-surface', 'body text'),
  text('--color-text', '--color-subtle', 'text in zebra rows and table heads'),
  text('--color-text', '--color-brand-tint', 'text in information panels'),
  text('--color-text', '--color-highlight', 'a matched word in search results'),
  text('--color-heading', '--color-surface', 'headings'),
  text('--color-heading', '--color-subtle', 'table heads, the section bar'),
  text('--color-heading', '--color-brand-tint', 'an open question, information panels'),
  text('--color-muted', '--color-surface', 'dates, sizes, counts'),
  text('--color-muted', '--color-subtle', 'meta lines in zebra rows'),
  text('--color-brand', '--color-surface', 'links, secondary buttons'),
  text('--color-brand', '--color-subtle', 'links in zebra rows and the section bar'),
  text('--color-brand', '--color-brand-tint', 'links in information panels'),
  text('--color-brand-strong', '--color-surface', 'a link under the pointer'),
  text('--color-on-brand', '--color-brand', 'primary buttons, home cards'),
  text('--color-on-brand', '--color-brand-strong', 'a primary button under the pointer'),
  text('--color-on-brand', '--color-brand-dark', 'the footer, the disclaimer, the skip link'),
  text('--color-on-brand', '--color-disabled', 'a button that cannot be used'),
  text('--color-on-brand', '--color-error', 'a destructive button'),
  text('--color-on-brand', '--color-notice', 'the "updated" badge'),
  text('--color-disabled', '--color-surface', 'a secondary button that cannot be used'),
  text('--color-error', '--color-surface', 'error messages'),
  text('--color-error', '--color-error-tint', 'error panels'),
  nonText('--color-border', '--color-surface', 'the edge of a field'),
  nonText('--color-border', '--color-subtle', 'the edge of a field on a filter bar'),
  nonText('--color-brand-dark', '--color-surface', "the focus ring's dark edge on the page"),
  nonText('--color-focus', '--color-brand-dark', "the focus ring's yellow against its edge and the dark bands"),
];
