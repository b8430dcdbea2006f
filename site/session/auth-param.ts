/**
 * The `auth` query parameter: a password's SHA-256 key in a sign-in link. Read here on every page;
 * checked by use-auth-param.ts, which travels in the signed-in chunk.
 */
import type { Path } from 'react-router-dom';

export function authParamOf(search: string): string | null {
  return new URLSearchParams(search).get('auth');
}

/** The same address without the parameter, so the credential does not linger in history, bookmarks or screenshots. */
export function withoutAuthParam({ pathname, search, hash }: Path): Path {
  const params = new URLSearchParams(search);
  params.delete('auth');
  const rest = params.toString();
  return { pathname, search: rest ? `?${rest}` : '', hash };
}
