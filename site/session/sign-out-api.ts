/**
 * Sign out: ends the server session. Apart from the session question (session-api.ts), which the entry
 * asks at start, so the login page does not carry a call that only the signed-in chunk makes.
 */
import { requestEmpty } from '../api/http';

export function deleteSession(signal?: AbortSignal): Promise<void> {
  return requestEmpty('DELETE', '/api/session', { signal });
}
