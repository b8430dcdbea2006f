/**
 * The demo's logos (40 pixels high): the manufacturer's mark and wordmark, and a wordmark for each
 * brand, named by their file under content/images/logos. Their letters are turned into outlines,
 * as a logo's are, so they look the same on every machine whatever its fonts.
 */
import { Resvg } from '@resvg/resvg-js';
import { escapeXml, palette, svgDocument } from '../svg';

const height = 40;
const font = 'DejaVu Sans';

interface Word {
  text: string;
  weight: 'bold' | 'normal';
  fill: string;
  size?: number;
  /** Extra space between letters, in pixels. */
  spacing?: number;
}

interface Mark {
  /** The symbol before the words, drawn in a 40 by 40 box. */
  symbol: string;
  words: Word[];
  /** Space between the words in pixels: a word space, or none for two halves of one name. */
  gap?: number;
}

/** The droplet in a rounded square: the manufacturer's symbol, as on the portal's own icon. */
const dropletSymbol = `<rect x="2" y="2" width="36" height="36" rx="9" fill="${palette.blue}"/>
<path d="M20 7.5c-3 5-8.5 11.5-8.5 17a8.5 8.5 0 0 0 17 0c0-5.5-5.5-12-8.5-17Z" fill="${palette.white}"/>
<path d="M15.5 25a4.5 4.5 0 0 0 4.5 4.5" fill="none" stroke="${palette.blue}" stroke-width="2.2" stroke-linecap="round"/>`;

const marks: Record<string, Mark> = {
  manufacturer: {
    symbol: dropletSymbol,
    words: [
      { text: 'Infusion', weight: 'bold', fill: palette.navy },
      { text: 'Products', weight: 'normal', fill: palette.blue },
    ],
    gap: 7,
  },
  ivenix: {
    symbol: `<circle cx="20" cy="20" r="15" fill="none" stroke="${palette.blue}" stroke-width="3"/>
<path d="M20 9.5c-2.2 3.6-6 8.2-6 12a6 6 0 0 0 12 0c0-3.8-3.8-8.4-6-12Z" fill="${palette.teal}"/>`,
    words: [{ text: 'ivenix', weight: 'bold', fill: palette.navy, size: 25, spacing: 0.5 }],
  },
  agilia: {
    symbol: `<path d="M6 30c4-14 12-21 28-22-8 5-12 12-13 22" fill="none" stroke="${palette.teal}" stroke-width="4" stroke-linecap="round"/>
<circle cx="13" cy="31" r="4" fill="${palette.blue}"/>`,
    words: [{ text: 'agilia', weight: 'bold', fill: '#0d6b78', size: 25, spacing: 1 }],
  },
  freeflex: {
    symbol: `<path d="M12 6h16a3 3 0 0 1 3 3v17a8 8 0 0 1-8 8h-6a8 8 0 0 1-8-8V9a3 3 0 0 1 3-3Z" fill="${palette.tint}" stroke="${palette.blue}" stroke-width="2.5"/>
<path d="M9 20c4-3 8 3 11 0s8-3 11 0v6a8 8 0 0 1-8 8h-6a8 8 0 0 1-8-8Z" fill="${palette.sky}"/>`,
    words: [
      { text: 'free', weight: 'normal', fill: palette.blue, size: 25 },
      { text: 'flex', weight: 'bold', fill: palette.navy, size: 25 },
    ],
  },
  soluflex: {
    symbol: `<path d="M4 24c5-6 10 6 16 0s11 6 16 0" fill="none" stroke="${palette.teal}" stroke-width="4" stroke-linecap="round"/>
<path d="M4 15c5-6 10 6 16 0s11 6 16 0" fill="none" stroke="${palette.blue}" stroke-width="4" stroke-linecap="round"/>`,
    words: [
      { text: 'solu', weight: 'normal', fill: '#0f766e', size: 25 },
      { text: 'flex', weight: 'bold', fill: palette.navy, size: 25 },
    ],
  },
};

/** The words one after another from x = 48, as SVG text (before their letters become outlines). */
function wordsText(words: Word[], between: number): string {
  const spans = words
    .map(
      (word, i) =>
        `<tspan${i > 0 ? ` dx="${between}"` : ''} font-weight="${word.weight}" fill="${word.fill}"${word.spacing ? ` letter-spacing="${word.spacing}"` : ''}>${escapeXml(word.text)}</tspan>`,
    )
    .join('');
  const size = words[0]?.size ?? 22;
  return `<text x="48" y="28" font-family="${font}" font-size="${size}" xml:space="preserve">${spans}</text>`;
}

/** Coordinates to two decimals: a logo's outlines need no more, and the file stays small. */
const rounded = (svg: string) => svg.replace(/-?\d+\.\d{3,}/g, (n) => String(Math.round(Number(n) * 100) / 100));

/**
 * content/images/logos/<name>.svg. A brand without a mark of its own gets its `alt` as its words.
 * The file's title is the words it draws, since its letters are outlines no program can read.
 */
export function brandMark(name: string, alt: string): string {
  const mark: Mark = Object.hasOwn(marks, name)
    ? (marks[name] as Mark)
    : { symbol: dropletSymbol, words: [{ text: alt, weight: 'bold', fill: palette.navy }] };
  const gap = mark.gap ?? 1;
  const draft = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="${height}">${mark.symbol}${wordsText(mark.words, gap)}</svg>`;
  const resvg = new Resvg(draft, { font: { loadSystemFonts: true, defaultFontFamily: font } });
  const box = resvg.getBBox();
  const width = Math.ceil((box?.x ?? 0) + (box?.width ?? 0)) + 2;
  const outlines = resvg
    .toString()
    .replace(/^[\s\S]*?<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/<defs\/>/, '');
  const drawn = mark.words.map((word) => word.text).join(gap > 2 ? ' ' : '');
  return svgDocument(width, height, drawn, rounded(outlines).replace(/\n\s*/g, '\n'));
}
