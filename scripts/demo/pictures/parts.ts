/** Pieces the product pictures share: bags, tubing, screens and keys, drawn on a 400 by 300 picture. */
import { palette } from '../svg';

/** A soft IV bag hanging from its tab, filled to `fill` (0 to 1) of its height, with its ports below. */
export function ivBag(
  x: number,
  y: number,
  width: number,
  height: number,
  fill = 0.7,
  accent: string = palette.blue,
  fluid: string = palette.fluid,
) {
  const level = y + 14 + (height - 14) * (1 - fill);
  const right = x + width;
  const bottom = y + height;
  const outline = `M${x + 8} ${y + 10} H${right - 8} Q${right} ${y + 10} ${right} ${y + 18} V${bottom - 16} Q${right} ${bottom} ${right - 16} ${bottom} H${x + 16} Q${x} ${bottom} ${x} ${bottom - 16} V${y + 18} Q${x} ${y + 10} ${x + 8} ${y + 10} Z`;
  const ticks = Array.from({ length: 5 }, (_, i) => {
    const ty = y + 30 + i * ((height - 50) / 5);
    return `<path d="M${right - 14} ${ty} h8" stroke="${palette.steel}" stroke-width="1.5"/>`;
  }).join('');
  return `<g>
<rect x="${x + width / 2 - 12}" y="${y - 6}" width="24" height="18" rx="5" fill="${palette.white}" stroke="${palette.line}" stroke-width="2"/>
<circle cx="${x + width / 2}" cy="${y + 2}" r="4" fill="${palette.mist}" stroke="${palette.line}" stroke-width="1.5"/>
<clipPath id="bag-${x}-${y}"><path d="${outline}"/></clipPath>
<path d="${outline}" fill="${palette.white}" fill-opacity="0.9"/>
<rect x="${x}" y="${level}" width="${width}" height="${bottom - level}" fill="${fluid}" clip-path="url(#bag-${x}-${y})"/>
<path d="${outline}" fill="none" stroke="${palette.line}" stroke-width="2.5"/>
<rect x="${x + 14}" y="${y + 26}" width="${width * 0.42}" height="7" rx="3.5" fill="${accent}"/>
<rect x="${x + 14}" y="${y + 40}" width="${width * 0.3}" height="5" rx="2.5" fill="${palette.steel}" opacity="0.6"/>
<rect x="${x + 14}" y="${y + 51}" width="${width * 0.36}" height="5" rx="2.5" fill="${palette.steel}" opacity="0.6"/>
${ticks}
<rect x="${x + width * 0.3 - 6}" y="${bottom}" width="12" height="14" rx="2" fill="${palette.white}" stroke="${palette.line}" stroke-width="2"/>
<rect x="${x + width * 0.7 - 7}" y="${bottom}" width="14" height="12" rx="3" fill="${accent}"/>
</g>`;
}

/** A tube along a path, drawn as a light line with a darker edge. */
export function tube(d: string, width = 5) {
  return `<path d="${d}" fill="none" stroke="${palette.steel}" stroke-width="${width + 2.5}" stroke-linecap="round" stroke-linejoin="round"/>
<path d="${d}" fill="none" stroke="${palette.white}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** A drip chamber at (cx, y): a clear cylinder with fluid in its lower third and a drop above it. */
export function dripChamber(cx: number, y: number) {
  return `<rect x="${cx - 9}" y="${y}" width="18" height="34" rx="6" fill="${palette.white}" stroke="${palette.steel}" stroke-width="2"/>
<rect x="${cx - 7}" y="${y + 20}" width="14" height="12" rx="4" fill="${palette.fluid}"/>
<circle cx="${cx}" cy="${y + 11}" r="3" fill="${palette.sky}"/>`;
}

/**
 * A device screen with a channel tab, a large value bar, two smaller rows and a running mark:
 * what a pump shows while it infuses, without words, so the picture needs no translation.
 */
export function pumpScreen(x: number, y: number, width: number, height: number, accent: string = palette.teal) {
  const pad = width * 0.08;
  return `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${Math.min(8, height / 8)}" fill="${palette.screen}"/>
<rect x="${x + pad}" y="${y + pad}" width="${width * 0.22}" height="${height * 0.16}" rx="3" fill="${accent}"/>
<rect x="${x + width - pad - width * 0.14}" y="${y + pad}" width="${width * 0.14}" height="${height * 0.12}" rx="2" fill="none" stroke="${palette.screenMuted}" stroke-width="1.5"/>
<rect x="${x + pad}" y="${y + height * 0.36}" width="${width * 0.5}" height="${height * 0.2}" rx="3" fill="${palette.screenText}"/>
<rect x="${x + pad + width * 0.54}" y="${y + height * 0.42}" width="${width * 0.2}" height="${height * 0.1}" rx="2" fill="${palette.screenMuted}"/>
<rect x="${x + pad}" y="${y + height * 0.66}" width="${width * 0.36}" height="${height * 0.09}" rx="2" fill="${palette.screenMuted}"/>
<rect x="${x + pad}" y="${y + height * 0.8}" width="${width * 0.28}" height="${height * 0.09}" rx="2" fill="${palette.screenMuted}"/>
<path d="M${x + width - pad - 14} ${y + height * 0.7} l14 8 -14 8 Z" fill="${accent}"/>`;
}

/** A row of round keys, the first in the accent colour. */
export function keys(x: number, y: number, count: number, gap: number, r: number, accent: string = palette.blue) {
  return Array.from(
    { length: count },
    (_, i) =>
      `<circle cx="${x + i * gap}" cy="${y}" r="${r}" fill="${i === 0 ? accent : palette.mist}" stroke="${palette.line}" stroke-width="1.5"/>`,
  ).join('');
}

/** A soft shadow under an object standing at (cx, y). */
export function shadow(cx: number, y: number, rx: number) {
  return `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${rx * 0.09}" fill="${palette.navy}" opacity="0.12"/>`;
}
