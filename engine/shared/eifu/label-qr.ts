/**
 * The QR code printed on a device's label: its GS1 Digital Link address (`<origin>/01/<GTIN-14>`)
 * as an SVG drawing, the same for the page that shows it and the demo's asset files.
 */
import QRCode from 'qrcode';
import { digitalLinkPath } from './eifu-addresses';

export function digitalLinkOf(origin: string, gtin14: string): string {
  return `${origin.replace(/\/+$/, '')}${digitalLinkPath(gtin14)}`;
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * An SVG of the address's QR code with a quiet zone, medium error correction as GS1 recommends for
 * labels, titled with the address it holds (what a screen reader or a printed file's viewer names).
 */
export async function labelQrSvg(address: string): Promise<string> {
  const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
  return svg.replace(/^<svg([^>]*)>/, (open) => `${open}<title>${escapeXml(address)}</title>`);
}
