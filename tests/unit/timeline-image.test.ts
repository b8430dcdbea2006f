/**
 * The implementation overview's timeline picture: every label is drawn inside the picture, and
 * every text has at least 4.5:1 contrast against the shape it sits on.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';

const file = join(import.meta.dirname, '..', '..', 'content', 'images', 'implementation', 'sample-timeline.svg');
const svg = readFileSync(file, 'utf8');
const [, width = '0', height = '0'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? [];

function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

/** Each text with its colour (its own, else its group's) and the colour of the last shape drawn under its anchor. */
function textsOnTheirBackgrounds(): { text: string; fill: string; background: string }[] {
  const shapes: { x: number; y: number; w: number; h: number; fill: string }[] = [];
  const found: { text: string; fill: string; background: string }[] = [];
  let groupFill: string | undefined;
  for (const [tag, text] of svg.matchAll(/<(?:rect|g|text)\b[^>]*>(?:([^<]*)<\/text>)?/g)) {
    const fill = attribute(tag, 'fill');
    if (tag.startsWith('<g')) groupFill = fill;
    if (tag.startsWith('<rect')) {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((name) => Number(attribute(tag, name) ?? 0));
      shapes.push({ x: x ?? 0, y: y ?? 0, w: w ?? 0, h: h ?? 0, fill: fill ?? '#000000' });
    }
    if (tag.startsWith('<text')) {
      const [x, y] = ['x', 'y'].map((name) => Number(attribute(tag, name)));
      const under = shapes.findLast(
        (shape) =>
          (x ?? 0) >= shape.x && (x ?? 0) <= shape.x + shape.w && (y ?? 0) >= shape.y && (y ?? 0) <= shape.y + shape.h,
      );
      found.push({ text: text ?? '', fill: fill ?? groupFill ?? '#000000', background: under?.fill ?? '#ffffff' });
    }
  }
  return found;
}

describe('the implementation timeline picture', () => {
  it('draws every label inside its frame', () => {
    // Without its full-size background, what is drawn is the shapes and the labels as rendered.
    const withoutBackground = svg.replace(new RegExp(`<rect width="${width}" height="${height}"[^>]*/>`), '');
    expect(withoutBackground).not.toBe(svg);
    const drawn = new Resvg(withoutBackground, { font: { loadSystemFonts: true } }).getBBox();
    expect(drawn).toBeDefined();
    expect(drawn?.x).toBeGreaterThanOrEqual(0);
    expect(drawn?.y).toBeGreaterThanOrEqual(0);
    expect((drawn?.x ?? 0) + (drawn?.width ?? 0)).toBeLessThanOrEqual(Number(width));
    expect((drawn?.y ?? 0) + (drawn?.height ?? 0)).toBeLessThanOrEqual(Number(height));
  });

  it('gives every text at least 4.5:1 contrast', () => {
    const texts = textsOnTheirBackgrounds();
    expect(texts.map(({ text }) => text)).toContain('Month 0');
    const weak = texts.filter(({ fill, background }) => contrast(fill, background) < 4.5);
    expect(weak).toEqual([]);
  });
});
