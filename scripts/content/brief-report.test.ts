import { describe, expect, it } from 'vitest';
import { translationWarnings } from '../../engine/compiler/compile/languages';
import type { ContentError } from '../../engine/compiler/validation/content-error';
import { briefContentReport } from './brief-report';

const original = (name: string) => ({
  contentPath: `products/pump/sections/${name}.json`,
  file: `content/products/pump/sections/${name}.json`,
  group: 'products/pump',
});

/** The warnings the compiler gives for two untranslated files in Spanish and one in French. */
const missing = translationWarnings([
  { lang: 'es', name: 'Español', files: [original('faq'), original('tips')] },
  { lang: 'fr', name: 'Français', files: [original('faq')] },
]);

const otherWarning: ContentError = {
  severity: 'warning',
  file: 'content/products/pump/sections/faq.json',
  pointer: '/documents/0/text',
  line: 3,
  column: 5,
  message: 'the page will not show onclick on <p>: the sanitiser removes them',
};

describe('the brief content report of a build step', () => {
  it('sums up the missing translations in one line per language, pointing to the command that lists them', () => {
    expect(missing).toHaveLength(3);
    expect(briefContentReport({ errors: [], warnings: missing, sources: new Map() })?.split('\n')).toEqual([
      'Español (es): 2 content files are not translated yet; npm run content:translations -- --details lists them.',
      'Français (fr): 1 content file is not translated yet; npm run content:translations -- --details lists them.',
    ]);
  });

  it('prints every other warning in full, before the sums', () => {
    const report = briefContentReport({ errors: [], warnings: [...missing, otherWarning], sources: new Map() }) ?? '';
    expect(report).toContain('faq.json:3:5  warning: /documents/0/text: the page will not show onclick');
    expect(report).not.toContain('not translated into');
    expect(report.split('\n').at(-1)).toMatch(/^Français \(fr\): 1 content file is not translated yet/);
  });

  it('is nothing when there is nothing to say', () => {
    expect(briefContentReport({ errors: [], warnings: [], sources: new Map() })).toBeUndefined();
  });
});
