/** What every demo drawing shares: its colours, the mark that says this script drew it, and escaping. */

/** The demo's colours: the portal's brand blues, with teal, amber and red as the devices' accents. */
export const palette = {
  navy: '#0a2f57',
  blue: '#0a4f96',
  sky: '#3d8bd4',
  tint: '#e3edf8',
  mist: '#f3f7fb',
  line: '#c5d2e0',
  steel: '#8a9bb0',
  white: '#ffffff',
  teal: '#17a398',
  tealTint: '#d6f1ee',
  amber: '#f0a030',
  red: '#d64545',
  fluid: '#bfe3f7',
  screen: '#0f2740',
  screenText: '#e8f1fa',
  screenMuted: '#8fa9c2',
} as const;

/**
 * Written into each drawing (and video) this script makes: a file that carries it may be drawn
 * again when the drawing changes, and any other file is left alone.
 */
export const drawnBy = 'Drawn by scripts/generate-demo-assets.ts';

export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole SVG file; `title` names it for whoever opens the file alone (pages give their own alt). */
export function svgDocument(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<!-- ${drawnBy} -->
<title>${escapeXml(title)}</title>
${body.trim()}
</svg>
`;
}

/** A soft backdrop shared by the product pictures: a tinted field with two large rings. */
export function backdrop(width: number, height: number, accent: string = palette.tint): string {
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${palette.mist}"/><stop offset="1" stop-color="${accent}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<circle cx="${width * 0.82}" cy="${height * 0.18}" r="${height * 0.42}" fill="${palette.white}" opacity="0.55"/>
<circle cx="${width * 0.1}" cy="${height * 0.95}" r="${height * 0.3}" fill="${palette.white}" opacity="0.4"/>`;
}
