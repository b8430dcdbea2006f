import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateContent } from '../../engine/compiler/validation/validators';
import { newSection } from './new-section';
import { onContentCopy, snapshot } from './testing/temp-tree';

// The section files and the product lines that name their brands are all the command reads.
const { content, run } = onContentCopy(newSection, ['content/site.json', 'content/products', 'content/brands']);
const sectionAt = (path: string) => JSON.parse(readFileSync(join(content.dir, path), 'utf8')) as unknown;

describe('npm run new:section', () => {
  it("adds a product line's section: a message and one paragraph, valid by the schema", async () => {
    const { code, out } = await run('--product', 'soluflex', '--name', 'quick-tips');
    expect(code).toBe(0);
    const section = sectionAt('products/soluflex/sections/quick-tips.json');
    expect(validateContent('section', 'quick-tips.json', section).ok).toBe(true);
    expect(section).toMatchObject({ message: expect.any(String), documents: [{ type: 'sectiontext' }] });
    expect(out).toContain(join('soluflex', 'sections', 'quick-tips.json'));
    expect(out).toContain('"sectionName": "quick-tips"');
  });

  it("adds a brand's shared section, also for a brand without a sections folder yet", async () => {
    expect((await run('--brand', 'agilia', '--name', 'quick-start')).code).toBe(0);
    expect((await run('--brand', 'soluflex', '--name', 'quick-start')).code).toBe(0);
    for (const brand of ['agilia', 'soluflex']) {
      const section = sectionAt(`brands/${brand}/sections/quick-start.json`);
      expect(validateContent('section', 'quick-start.json', section).ok).toBe(true);
    }
  });

  interface Refusal {
    what: string;
    argv: string[];
    message: string;
  }
  const refusals: Refusal[] = [
    { what: 'an existing file', argv: ['--product', 'ivenix', '--name', 'quick-tips'], message: 'already exists' },
    {
      what: 'a name not in kebab-case',
      argv: ['--product', 'ivenix', '--name', 'Quick_Tips'],
      message: 'is not a key',
    },
    {
      what: 'a product line that does not exist',
      argv: ['--product', 'nope', '--name', 'a'],
      message: 'no product line "nope"',
    },
    {
      what: 'a brand no line has',
      argv: ['--brand', 'nope', '--name', 'a'],
      message: 'no product line has the brand "nope"',
    },
    {
      what: 'both --product and --brand',
      argv: ['--product', 'ivenix', '--brand', 'ivenix', '--name', 'a'],
      message: 'not both',
    },
    { what: 'neither --product nor --brand', argv: ['--name', 'a'], message: '--product or --brand is required' },
    { what: 'a missing name', argv: ['--product', 'ivenix'], message: '--name is required' },
  ];
  for (const { what, argv, message } of refusals) {
    it(`refuses ${what}, with exit 1 and nothing written`, async () => {
      const before = snapshot(content.dir);
      const { code, err } = await run(...argv);
      expect(code).toBe(1);
      expect(err).toContain(message);
      expect(err).toContain('Usage: npm run new:section');
      expect(snapshot(content.dir)).toEqual(before);
    });
  }
});
