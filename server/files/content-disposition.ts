/** Content-Disposition (RFC 6266) of delivered files, written by the content-disposition library. */
import { create } from 'content-disposition';

/**
 * The plain `filename` old clients read is printable ASCII without quote, backslash or percent
 * (some browsers decode percent-escapes in it); the full name travels in `filename*` (RFC 8187).
 */
function asciiFallback(filename: string): string {
  return filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
}

export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  return create(filename, { type, fallback: asciiFallback(filename) });
}

/** Documents a browser shows itself open in the tab; everything else is saved. */
export function dispositionType(contentType: string): 'inline' | 'attachment' {
  return /^(application\/pdf|image\/|video\/|audio\/|text\/plain)/.test(contentType) ? 'inline' : 'attachment';
}
