import { globSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastPairs, minimumContrast } from './testing/design-token-pairs';
import { contrastRatio, designTokens, tokensByName } from './testing/design-tokens';

const repoRoot = join(import.meta.dirname, '..', '..');
const tokensCss = readFileSync(join(import.meta.dirname, 'tokens.css'), 'utf8');
const tokens = tokensByName(designTokens(tokensCss));

describe('the design tokens', () => {
  it('reads every group and token of tokens.css, references followed', () => {
    const titles = designTokens(tokensCss).map((group) => group.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Brand', 'Text and surfaces', 'Type', 'Spacing', 'Radius', 'Elevation', 'Layout']),
    );
    expect(tokens.get('--color-heading')).toMatchObject({ value: 'var(--color-brand-dark)', resolved: '#0a2f57' });
    expect(tokens.get('--focus-halo')?.resolved).toBe('0 0 0 5px #0a2f57');
  });

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it.each(contrastPairs)('$foreground on $background ($use) meets WCAG AA', ({ foreground, background, kind }) => {
    const front = tokens.get(foreground)?.resolved;
    const back = tokens.get(background)?.resolved;
    expect(front, `${foreground} is a token`).toBeDefined();
    expect(back, `${background} is a token`).toBeDefined();
    expect(contrastRatio(front ?? '', back ?? '')).toBeGreaterThanOrEqual(minimumContrast[kind]);
  });

  it('defines every token a stylesheet of the portal or the console uses', () => {
    const stylesheets = globSync('{site,renderers}/**/*.css', { cwd: repoRoot });
    expect(stylesheets).toContain('site/console/console.css');
    const undefinedUses = stylesheets.flatMap((file) =>
      [...readFileSync(join(repoRoot, file), 'utf8').matchAll(/var\((--[\w-]+)/g)]
        .map((use) => use[1] ?? '')
        .filter((name) => !tokens.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(undefinedUses).toEqual([]);
  });

  it('leaves no colour literal in the stylesheets outside tokens.css but paper black and white', () => {
    const stylesheets = globSync('{site,renderers}/**/*.css', { cwd: repoRoot }).filter(
      (file) => !file.endsWith('tokens.css'),
    );
    const literals = stylesheets.flatMap((file) =>
      readFileSync(join(repoRoot, file), 'utf8')
        // Comments may name a colour; only declarations draw one.
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .split('\n')
        .filter((line) => /#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i.test(line))
        .filter((line) => !(file.endsWith('print.css') && /#(000|fff)\b/i.test(line)))
        .map((line) => `${file}: ${line.trim()}`),
    );
    expect(literals).toEqual([]);
  });
});
