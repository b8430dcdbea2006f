/** The site's icon: checked like every picture, and drawn into every size browsers and phones ask for. */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import { formatContentError } from '../../engine/compiler/validation/format-errors';
import { compileContent, writeCompiled } from '../../scripts/content/write-content';
import { fixtureContentDir } from '../fixtures/fixture-paths';

const cacheDir = join(import.meta.dirname, '..', '..', '.cache');
const squareSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b4f8a"/></svg>';
const dirs: string[] = [];

function tempDir(prefix: string): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(dir);
  return dir;
}

/** A copy of the fixture content whose site settings name `icon`, with `files` written under images/. */
function contentWithIcon(icon: Record<string, unknown>, files: Record<string, string | Buffer> = {}): string {
  const dir = tempDir('content-');
  cpSync(fixtureContentDir, dir, { recursive: true });
  for (const [path, bytes] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'images', path)), { recursive: true });
    writeFileSync(join(dir, 'images', path), bytes);
  }
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  writeFileSync(join(dir, 'site.json'), JSON.stringify({ ...site, icon }));
  return dir;
}

function errorsOf(dir: string): string[] {
  const result = compileContent(dir);
  if (result.ok) throw new Error('expected errors');
  return result.errors.map((e) => formatContentError({ ...e, file: 'site.json', line: undefined }));
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the site icon', () => {
  it('is drawn into every size, beside the SVG as given and a favicon.ico', async () => {
    const contentDir = contentWithIcon(
      { src: 'logos/icon.svg', themeColor: '#0b4f8a' },
      { 'logos/icon.svg': squareSvg },
    );
    const result = compileContent(contentDir);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    expect(result.compiled.site.icon).toEqual({ src: 'logos/icon.svg', themeColor: '#0b4f8a' });
    const outDir = tempDir('compiled-');
    await writeCompiled(result.compiled, outDir, { contentDir, cacheDir, warn: () => {} });

    const read = (name: string) => readFileSync(join(outDir, name));
    expect(read(buildLayout.iconSvg).toString()).toBe(squareSvg);
    for (const pixels of [180, 192, 512] as const) {
      expect(imageSize(read(buildLayout.iconPng(pixels)))).toMatchObject({
        type: 'png',
        width: pixels,
        height: pixels,
      });
    }
    const ico = read(buildLayout.iconIco);
    // ICONDIR: reserved, type 1 (icon), one image; then its entry: 32×32, a PNG at byte 22.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 1]);
    expect([ico[6], ico[7], ico.readUInt32LE(14), ico.readUInt32LE(18)]).toEqual([32, 32, ico.length - 22, 22]);
    expect(imageSize(ico.subarray(22))).toMatchObject({ type: 'png', width: 32, height: 32 });
  });

  it('is optional: without one nothing of it is written', async () => {
    const result = compileContent(fixtureContentDir);
    if (!result.ok) throw new Error(result.errors.map(formatContentError).join('\n'));
    expect(result.compiled.site.icon).toBeUndefined();
    const outDir = tempDir('compiled-');
    await writeCompiled(result.compiled, outDir, { contentDir: fixtureContentDir, cacheDir, warn: () => {} });
    expect(existsSync(join(outDir, dirname(buildLayout.iconSvg)))).toBe(false);
  });

  it('must exist under content/images', () => {
    const dir = contentWithIcon({ src: 'logos/sit.svg', themeColor: '#0b4f8a' });
    expect(errorsOf(dir)).toEqual([
      'site.json: /icon/src: image content/images/logos/sit.svg does not exist; did you mean "logos/site.svg"?',
    ]);
  });

  it('must be an SVG, named so and drawn so', () => {
    expect(errorsOf(contentWithIcon({ src: 'logos/site.png', themeColor: '#0b4f8a' }))).toEqual([
      expect.stringMatching(/^site\.json: \/icon\/src: does not fit the pattern .*\(Square SVG under content\/images/),
    ]);
    // A file that is no picture at all, and a PNG renamed .svg.
    expect(
      errorsOf(contentWithIcon({ src: 'logos/icon.svg', themeColor: '#0b4f8a' }, { 'logos/icon.svg': 'hello' })),
    ).toMatchInlineSnapshot(`
      [
        "site.json: /icon/src: content/images/logos/icon.svg is not an SVG picture (SVG data parsing failed cause unknown token at 1:1)",
      ]
    `);
    const png = new Resvg(squareSvg).render().asPng();
    expect(
      errorsOf(contentWithIcon({ src: 'logos/icon.svg', themeColor: '#0b4f8a' }, { 'logos/icon.svg': png })),
    ).toMatchInlineSnapshot(`
      [
        "site.json: /icon/src: content/images/logos/icon.svg is a PNG picture, not an SVG",
      ]
    `);
  });

  it('must be square and have no text', () => {
    const wide = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 180 40"><rect width="180" height="40"/></svg>';
    const lettered = squareSvg.replace('</svg>', '<text x="8" y="40">CR</text></svg>');
    const dir = contentWithIcon({ src: 'logos/wide.svg', themeColor: '#0b4f8a' }, { 'logos/wide.svg': wide });
    expect(errorsOf(dir)).toMatchInlineSnapshot(`
      [
        "site.json: /icon/src: content/images/logos/wide.svg is 180×40; an icon must be square (make its viewBox square)",
      ]
    `);
    const other = contentWithIcon({ src: 'logos/cr.svg', themeColor: '#0b4f8a' }, { 'logos/cr.svg': lettered });
    expect(errorsOf(other)).toMatchInlineSnapshot(`
      [
        "site.json: /icon/src: content/images/logos/cr.svg has text, which is drawn without fonts when the content is compiled; turn the text into paths",
      ]
    `);
  });

  it('has a theme colour written #rrggbb', () => {
    const dir = contentWithIcon({ src: 'logos/icon.svg', themeColor: 'blue' }, { 'logos/icon.svg': squareSvg });
    expect(errorsOf(dir)).toMatchInlineSnapshot(`
      [
        "site.json: /icon/themeColor: does not fit the pattern ^#[0-9a-fA-F]{6}$ (Colour as #rrggbb, e.g. #0b4f8a: phones and installed sites tint the address bar and title bar with it.)",
      ]
    `);
  });
});
