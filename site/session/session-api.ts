/** The server session, asked for by the signed-in layout's loader; ended by Sign out (sign-out-api.ts). */
import type { SessionAnswer } from '../api/client';
import { requestJson } from '../api/http';

// A new tab's first page on a product line asks from two loaders at once (the signed-in layout's
// and the line's): they share the one question on its way, so the server is asked once.
let asking: Promise<SessionAnswer> | undefined;

/** The tab's session; rejects as unauthenticated when there is none (the server's 204). */
export function getSession(): Promise<SessionAnswer> {
  asking ??= requestJson<SessionAnswer>('GET', '/api/session').finally(() => {
    asking = undefined;
  });
  return asking;
}
