/** Loaders' reads: a signed-out answer (401) sends the operator to sign in, then back to this page. */
import { redirect } from 'react-router-dom';
import { ConsoleError, getJson } from './console-http';

/** The page asked for, below the console's base, as the sign-in page's `next`. */
export function signInAddress(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/admin(?=\/|$)/, '') || '/';
  return `/sign-in?${new URLSearchParams({ next: `${path}${url.search}` })}`;
}

export async function loadJson<T>(request: Request, path: string): Promise<T> {
  try {
    return await getJson<T>(path);
  } catch (error) {
    if (error instanceof ConsoleError && error.status === 401) throw redirect(signInAddress(request));
    throw error;
  }
}

/** `next` only ever names a page of the console, never another site. */
export function safeNext(next: string | null): string {
  return next?.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : '/accounts';
}
