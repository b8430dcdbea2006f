/**
 * An account's named people, as operators see and remove them: the people who signed in as
 * themselves through the hospital's identity provider. Removing one forgets them (their sessions
 * end; what they confirmed stays in the acknowledgement report, marked removed), audited
 * as `person-removed` under the operator; they appear again, as new, if they sign in again.
 */
import { type AccountActionContext, AccountActionError, record } from '../auth/account-actions';
import { type customerSessionTimeouts, isLiveSession } from '../auth/session-manager';
import type { AccountRecord, PersonRecord } from '../storage/records';
import type { Storage } from '../storage/storage';

/** Each of the account's people with the sessions they have open now. */
export async function namedPeople(
  storage: Storage,
  account: AccountRecord,
  timeouts: ReturnType<typeof customerSessionTimeouts>,
  now: number,
): Promise<(PersonRecord & { openSessions: number })[]> {
  const [people, sessions] = await Promise.all([
    storage.people.listForAccount(account.id),
    storage.sessions.listForAccount(account.id),
  ]);
  const live = sessions.filter((session) => isLiveSession(timeouts, { session, account }, now));
  return people.map((person) => ({
    ...person,
    openSessions: live.filter((session) => session.personId === person.id).length,
  }));
}

/** `Name <e-mail>`, as audit rows name a person. */
const personOf = (person: PersonRecord) => `${person.name} <${person.email}>`;

export async function removePerson(
  context: AccountActionContext,
  account: AccountRecord,
  personId: number,
): Promise<{ person: PersonRecord; sessionsEnded: number }> {
  const person = await context.storage.people.find(personId);
  if (!person || person.accountId !== account.id) {
    throw new AccountActionError(`"${account.name}" has no named person ${personId}`, 'not-found');
  }
  const sessions = await context.storage.sessions.listForAccount(account.id);
  const sessionsEnded = sessions.filter((session) => session.personId === person.id).length;
  await context.storage.people.remove(person.id);
  await record(
    context,
    'person-removed',
    account.name,
    `${personOf(person)}: removed by an operator, ${sessionsEnded} session(s) ended`,
  );
  return { person, sessionsEnded };
}
