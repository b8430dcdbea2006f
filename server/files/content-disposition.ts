/** Content-Disposition per RFC 6266 with an RFC 5987 filename* for names outside ASCII. */

/** Characters RFC 5987's attr-char allows besides alphanumerics; encodeURIComponent leaves a few others alone. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  // The quoted fallback must be plain printable ASCII without quote, backslash or percent.
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(filename)}`;
}

/** Documents a browser shows itself open in the tab; everything else is saved. */
export function dispositionType(contentType: string): 'inline' | 'attachment' {
  return /^(application\/pdf|image\/|video\/|audio\/|text\/plain)/.test(contentType) ? 'inline' : 'attachment';
}
