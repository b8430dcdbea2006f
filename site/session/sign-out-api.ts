/**
 * Sign out: ends the server session. Apart from the session question (session-api.ts), which the entry
 * asks at start, so the login page does not carry a call that only the signed-in chunk makes.
 */
import { send } from '../api/http';

export async function deleteSession(signal?: AbortSignal): Promise<void> {
  await send('DELETE', '/api/session', { signal });
}
