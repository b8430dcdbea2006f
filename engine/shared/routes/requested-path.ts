/**
 * What a requested path (a file route's path or `file` parameter, and the login page's
 * `requestedFile` and the path of its `next` page) may look like: a relative path of plain segments, optionally with one
 * leading slash. Anything that could name another site, another scheme or a place outside the
 * file tables is refused before it is looked up or put in a redirect: absolute URLs, `//host`,
 * `/\host`, `javascript:`, `..` and `.` segments, backslashes, control characters (NUL, CR, LF),
 * and any of those hidden behind one or more layers of percent-encoding.
 */

export const maxRequestedPathLength = 1024;

/** Layers of percent-decoding checked; a path still encoded after that many is refused. */
const decodeLayers = 4;

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused.
const forbiddenCharacter = /[\u0000-\u001f\u007f-\u009f\\\u2028\u2029]/;

function plainPathIsSafe(path: string): boolean {
  if (path.length === 0 || path.length > maxRequestedPathLength) return false;
  if (forbiddenCharacter.test(path)) return false;
  const relative = path.startsWith('/') ? path.slice(1) : path;
  // A scheme (javascript:, https:, data:) or a Windows drive anywhere before the first slash.
  const firstSegment = relative.split('/')[0] ?? '';
  if (firstSegment.includes(':')) return false;
  return relative.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Decodes %XX escapes, leaving a % that starts no escape as it is; undefined when escapes are not UTF-8. */
function decodeEscapes(path: string): string | undefined {
  try {
    return path.replace(/(%[0-9A-Fa-f]{2})+/g, (escapes) => decodeURIComponent(escapes));
  } catch {
    return undefined;
  }
}

/** True when the path is safe to look up and to carry in a same-site redirect. */
export function isSafeRequestedPath(path: string): boolean {
  let current = path;
  for (let layer = 0; layer <= decodeLayers; layer++) {
    if (!plainPathIsSafe(current)) return false;
    const decoded = decodeEscapes(current);
    if (decoded === undefined) return false;
    if (decoded === current) return true;
    current = decoded;
  }
  return false;
}
