/**
 * The site's icon: the SVG the site settings name is checked like every picture, and drawn once,
 * when the content is written, into the PNG sizes browsers and phones ask for and a favicon.ico.
 */
import { Resvg, type ResvgRenderOptions } from '@resvg/resvg-js';
import { imageSize } from 'image-size';
import type { SiteSettings } from '../../shared/types';
import type { ContentError } from '../validation/content-error';
import { buildLayout, iconPixels } from './build-layout';
import type { ContentFiles } from './content-source';
import { checkImage } from './missing-file';

// System fonts would make the pictures differ from one building machine to the next; text in
// the SVG is refused instead (svgProblem).
const drawing: ResvgRenderOptions = { font: { loadSystemFonts: false }, logLevel: 'off' };

/** What kind of picture the bytes are ('png', 'svg', …), when image-size knows it. */
function pictureKind(bytes: Uint8Array): string | undefined {
  try {
    return imageSize(bytes).type;
  } catch {
    return undefined;
  }
}

function svgProblem(svg: Uint8Array): string | undefined {
  const kind = pictureKind(svg);
  if (kind && kind !== 'svg') return `is a ${kind.toUpperCase()} picture, not an SVG`;
  let size: { width: number; height: number };
  try {
    size = new Resvg(Buffer.from(svg), drawing);
  } catch (error) {
    return `is not an SVG picture (${(error as Error).message})`;
  }
  const { width, height } = size;
  if (Math.abs(width - height) > 0.5) {
    return `is ${Math.round(width)}×${Math.round(height)}; an icon must be square (make its viewBox square)`;
  }
  if (/<text[\s>/]/.test(Buffer.from(svg).toString('utf8'))) {
    return 'has text, which is drawn without fonts when the content is compiled; turn the text into paths';
  }
  return undefined;
}

/** The icon must be an existing, square SVG that can be drawn without fonts. */
export function checkSiteIcon(
  icon: NonNullable<SiteSettings['icon']>,
  file: string,
  files: ContentFiles,
  errors: ContentError[],
): void {
  const pointer = '/icon/src';
  const svg = files.readFile(`images/${icon.src}`);
  if (!svg) {
    checkImage(files, icon.src, file, pointer, errors);
    return;
  }
  const problem = svgProblem(svg);
  if (problem) errors.push({ file, pointer, message: `content/images/${icon.src} ${problem}` });
}

function png(svg: Buffer, pixels: number, background?: string): Buffer {
  const options = {
    ...drawing,
    fitTo: { mode: 'width', value: pixels } as const,
    ...(background ? { background } : {}),
  };
  return new Resvg(svg, options).render().asPng();
}

/** An ICO file holding one PNG, which every browser that asks for favicon.ico reads. */
function icoOf(image: Buffer, pixels: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(pixels % 256, 6); // width and height; 0 stands for 256
  header.writeUInt8(pixels % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(image.length, 14);
  header.writeUInt32LE(header.length, 18); // where the image starts
  return Buffer.concat([header, image]);
}

/** Every file of the icon, keyed by its path under build/content, drawn from an SVG checkSiteIcon accepted. */
export function drawSiteIcon(svg: Uint8Array): Record<string, Uint8Array> {
  const source = Buffer.from(svg);
  const favicon = png(source, iconPixels.favicon);
  const files: Record<string, Uint8Array> = {
    [buildLayout.iconSvg]: source,
    [buildLayout.iconIco]: icoOf(favicon, iconPixels.favicon),
    // iOS shows the transparent parts of a home-screen icon black; white matches the page.
    [buildLayout.iconPng(iconPixels.appleTouch)]: png(source, iconPixels.appleTouch, '#ffffff'),
  };
  for (const pixels of iconPixels.manifest) files[buildLayout.iconPng(pixels)] = png(source, pixels);
  return files;
}
