/**
 * Sign out: ends the server session; for a person signed in with their hospital's account, the
 * answer may carry the provider's address that signs them out there too. Apart from the session
 * question (session-api.ts), which the entry asks at start, so the login page does not carry a call
 * that only the signed-in chunk makes.
 */
import type { SignOutAnswer } from '../../engine/shared/types';
import { send } from '../api/http';

export async function deleteSession(signal?: AbortSignal): Promise<string | undefined> {
  const answer = await send('DELETE', '/api/session', { signal });
  return answer.status === 200 ? ((await answer.json()) as SignOutAnswer).hospitalSignOut : undefined;
}
