/**
 * The one way a customer's session starts, for the password (and its links) and for a hospital
 * sign-in alike: any session the browser held ends (a token planted before sign-in, session
 * fixation, is worthless), a new one starts in the store under the account's cap of sessions
 * (MAX_SESSIONS_PER_ACCOUNT), the cookie is set, and the `login-ok` row is written, with a
 * `session-revoked` row for each session the cap ended.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { audit, personLabel } from '../audit/audit-request';
import type { AccountRecord, PersonRecord } from '../storage/records';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { sessionIdOf } from './session-manager';

export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: AccountRecord,
  /** What the `login-ok` row says of how (the route, a link's id, single sign-on). */
  how: string,
  person: PersonRecord | null = null,
): Promise<void> {
  const { sessions } = request.server;
  await sessions.end(sessionTokenOf(request));
  const { token, ended } = await sessions.start(
    account.id,
    { clientAddress: request.ip, userAgent: request.headers['user-agent'] ?? null },
    person?.id ?? null,
  );
  setSessionCookie(reply, token);
  const who = { account: account.name, person: person && personLabel(person) };
  await audit(request, 'login-ok', how, who);
  for (const session of ended) {
    await audit(
      request,
      'session-revoked',
      `session ${sessionIdOf(session)}: over the limit of sessions per account`,
      who,
    );
  }
}
