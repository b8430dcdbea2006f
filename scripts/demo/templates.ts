/** Small, self-contained demo pages and the placeholder pictures of a new product line; no external fonts or requests. */
import { brandMark } from './pictures/brand-marks';
import { productPicture } from './pictures/product-pictures';
import { escapeXml, palette, svgDocument } from './svg';

/** A new line's card picture until it has its own: a device, without words (the card prints the title). */
export function cardSvg(title: string): string {
  return productPicture('', title);
}

/** A new brand's logo until it has its own: the manufacturer's symbol and the brand's name. */
export function logoSvg(brand: string): string {
  return brandMark('', brand);
}

/** An icon a line names in its `icons` but has no picture for yet: a plain tile, without letters. */
export function iconSvg(name: string): string {
  return svgDocument(
    48,
    48,
    name,
    `<rect x="2" y="2" width="44" height="44" rx="12" fill="${palette.tint}"/>
<rect x="14" y="14" width="20" height="20" rx="5" fill="none" stroke="${palette.blue}" stroke-width="3"/>`,
  );
}

export function trainingPage(title: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>
<body>
<h1>${escapeXml(title)}</h1>
<p>Demo eLearning package. A real package replaces this folder.</p>
</body>
</html>
`;
}

/** Stands in for the video host's player page, so the demo embeds nothing from off the machine. */
export function videoPlayerPage(title: string, productTitle: string, lang?: string): string {
  // The portal's video page holds this page in a frame under its own h1 of the same title: a
  // second h1 would give the page two.
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeXml(title)}</title></head>
<body>
<h2${lang ? ` lang="${escapeXml(lang)}"` : ''}>${escapeXml(title)}</h2>
<p>${escapeXml(productTitle)}: demo video player. The deployment's video host plays the real video here.</p>
</body>
</html>
`;
}
