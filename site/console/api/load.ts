/** Loaders' reads: a signed-out answer (401) sends the operator to sign in, then back to this page. */
import { redirect } from 'react-router-dom';
import { type ConsoleSessionAnswer, consolePaths } from '../../../engine/shared/console/console-api';
import { ConsoleError, getJson } from './console-http';

/**
 * Who is signed in, asked once per navigation: the router hands every loader of a navigation the
 * same request, so the layout and the page wait on one answer, and a signed-out visit asks for
 * nothing the server would refuse.
 */
const sessions = new WeakMap<Request, Promise<ConsoleSessionAnswer>>();

export function sessionOf(request: Request): Promise<ConsoleSessionAnswer> {
  let session = sessions.get(request);
  if (!session) {
    session = getJson<ConsoleSessionAnswer>(consolePaths.session);
    sessions.set(request, session);
  }
  return session;
}

/** The page asked for, below the console's base, as the sign-in page's `next`. */
export function signInAddress(request: Request): string {
  const url = new URL(request.url);
  const path = url.pathname.replace(/^\/admin(?=\/|$)/, '') || '/';
  return `/sign-in?${new URLSearchParams({ next: `${path}${url.search}` })}`;
}

export async function loadJson<T>(request: Request, path: string): Promise<T> {
  if (!(await sessionOf(request)).signedIn) throw redirect(signInAddress(request));
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
