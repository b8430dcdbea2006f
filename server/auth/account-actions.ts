/**
 * What an operator may do to a customer account, once for the command line and the console:
 * each action checks its input, changes the store, and writes its audit row naming the operator
 * (the console's operator, or `cli:<system user>`) before it returns. A password is stored as the
 * portal's sign-in will look for it: the browser sends the SHA-256 hex of the trimmed password
 * (the auth key), so the stored credential is made from that key, never from the password itself.
 */

import { customerFields } from '../../engine/shared/console/customer-fields';
import { accessEndsOnOf, checkDetails, type DetailsInput, describeProblems } from '../customers/customer-details';
import { type AccountRecord, type AuditKind, DuplicateAccountError, type SessionRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { authKeyOf, credentialFor } from './credentials';
import type { ScryptCost } from './password-hash';
import { passwordProblem } from './password-policy';
import { sessionIdOf } from './session-manager';

/** Who acts and from where, as the audit row records it. */
export interface Actor {
  /** A console operator's name, or `cli:<system user>`. */
  operator: string;
  clientAddress: string;
  requestId: string;
  userAgent: string | null;
}

export interface AccountActionContext {
  storage: Storage;
  /** Key of the account lookup HMAC (auth/session-secret.ts). */
  secret: string;
  now: () => number;
  /** Valid model keys: the compiled catalogue's. */
  modelKeys: readonly string[];
  /** Demo mode may enable a demo account whose password is published; production may not. */
  demoMode: boolean;
  scryptCost?: ScryptCost | undefined;
  actor: Actor;
}

/** Why an action was refused; `reason` lets the console choose its status code. */
export class AccountActionError extends Error {
  constructor(
    message: string,
    readonly reason: 'invalid' | 'not-found' | 'conflict',
    /** A refused form: what is wrong with each field, by its key. */
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AccountActionError';
  }
}

/** Removing an account would delete paper-copy requests not sent yet; each caller says how to proceed. */
export class OpenPaperCopiesError extends Error {
  constructor(
    readonly account: string,
    readonly references: readonly string[],
  ) {
    super(`"${account}" has ${references.length} paper-copy request(s) not sent yet: ${references.join(', ')}`);
    this.name = 'OpenPaperCopiesError';
  }
}

export const accountNamePattern = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/** The models without repeats, every one of them in the catalogue, at least one. */
export function checkedModels(models: readonly string[], valid: readonly string[]): string[] {
  const unique = [...new Set(models.map((model) => model.trim()).filter(Boolean))];
  const unknown = unique.filter((model) => !valid.includes(model));
  if (unknown.length > 0 || unique.length === 0) {
    throw new AccountActionError(
      `Unknown model key(s): ${unknown.join(', ') || '(none given)'}. Valid keys: ${valid.join(', ')}`,
      'invalid',
    );
  }
  return unique;
}

function checkedPassword(password: string): string {
  const problem = passwordProblem(password);
  if (problem) throw new AccountActionError(problem, 'invalid');
  return password;
}

async function credentialOf(context: AccountActionContext, password: string) {
  return credentialFor(context.secret, authKeyOf(checkedPassword(password)), context.scryptCost);
}

/** Writes the action's audit row, naming the operator who acted. */
export function record(context: AccountActionContext, kind: AuditKind, account: string | null, detail: string | null) {
  return context.storage.audit.write({ time: context.now(), kind, account, detail, ...context.actor });
}

function rethrowAsConflict(error: unknown): never {
  throw error instanceof DuplicateAccountError ? new AccountActionError(error.message, 'conflict') : error;
}

export async function findAccount(storage: Storage, name: string): Promise<AccountRecord> {
  const account = await storage.accounts.findByName(name);
  if (!account) throw new AccountActionError(`No account named "${name}"`, 'not-found');
  return account;
}

export async function addAccount(
  context: AccountActionContext,
  request: { name: string; models: readonly string[]; password: string },
): Promise<AccountRecord> {
  const { name } = request;
  if (!accountNamePattern.test(name)) {
    throw new AccountActionError(
      'The name must be letters, digits, dot, dash or underscore, up to 64 characters',
      'invalid',
    );
  }
  if (await context.storage.accounts.findByName(name)) {
    throw new AccountActionError(`An account named "${name}" exists`, 'conflict');
  }
  const models = checkedModels(request.models, context.modelKeys);
  const credential = await credentialOf(context, request.password);
  const account = await context.storage.accounts
    .create({ name, models, ...credential, now: context.now() })
    .catch(rethrowAsConflict);
  await record(context, 'account-created', name, `models ${models.join(',')}`);
  return account;
}

/** Ends the account's sessions; a demo account becomes an ordinary one, its password no longer the published one. */
export async function setAccountPassword(
  context: AccountActionContext,
  account: AccountRecord,
  password: string,
): Promise<void> {
  const credential = await credentialOf(context, password);
  await context.storage.accounts
    .setPassword(account.id, credential.lookupKey, credential.passwordHash, context.now())
    .catch(rethrowAsConflict);
  if (account.demo) await context.storage.accounts.setDemo(account.id, false);
  await record(context, 'account-password-set', account.name, 'sessions ended');
}

export async function setAccountModels(
  context: AccountActionContext,
  account: AccountRecord,
  requested: readonly string[],
): Promise<string[]> {
  const models = checkedModels(requested, context.modelKeys);
  await context.storage.accounts.setModels(account.id, models);
  await record(context, 'account-models-set', account.name, `models ${models.join(',')}`);
  return models;
}

/**
 * Sets the customer's details and access end date given in `input`, the others kept. An end date
 * that has passed ends the account's sessions. The audit row names the details changed and the
 * end date, never the values of the others (a contact's address, the notes).
 */
export async function setAccountDetails(
  context: AccountActionContext,
  account: AccountRecord,
  input: DetailsInput,
  /** The site's language codes, the only languages a customer may have. */
  languages: readonly string[],
): Promise<AccountRecord> {
  const checked = checkDetails(input, languages);
  if (checked.problems.length > 0) {
    throw new AccountActionError(
      describeProblems(checked.problems),
      'invalid',
      Object.fromEntries(checked.problems.map((problem) => [problem.field, problem.message])),
    );
  }
  const details = { ...account.details, ...checked.details };
  const accessEndsAt = checked.accessEndsAt === undefined ? account.accessEndsAt : checked.accessEndsAt;
  const changed = customerFields.filter((spec) => details[spec.key] !== account.details[spec.key]);
  const endChanged = accessEndsAt !== account.accessEndsAt;
  if (changed.length === 0 && !endChanged) return account;
  const now = context.now();
  await context.storage.accounts.setDetails(account.id, details, accessEndsAt, now);
  const said = changed.map((spec) => spec.label.toLowerCase());
  if (endChanged) {
    const end = accessEndsOnOf(accessEndsAt);
    said.push(
      end === null
        ? 'access end removed'
        : `access ends ${end}${accessEndsAt !== null && accessEndsAt <= now ? ' (sessions ended)' : ''}`,
    );
  }
  await record(context, 'account-details-set', account.name, said.join(', '));
  return { ...account, details, accessEndsAt };
}

/** Disabling ends the account's sessions. */
export async function setAccountEnabled(
  context: AccountActionContext,
  account: AccountRecord,
  enabled: boolean,
): Promise<void> {
  if (enabled && account.demo && !context.demoMode) {
    throw new AccountActionError(
      `"${account.name}" is a demo account whose password is published; give it a new password first`,
      'conflict',
    );
  }
  await context.storage.accounts.setDisabled(account.id, !enabled);
  await record(
    context,
    enabled ? 'account-enabled' : 'account-disabled',
    account.name,
    enabled ? null : 'sessions ended',
  );
}

/**
 * Removes the account with its sessions and paper-copy requests. Refused (OpenPaperCopiesError)
 * while requests are not sent yet, unless the operator chose to discard them.
 */
export async function removeAccount(
  context: AccountActionContext,
  account: AccountRecord,
  options: { discardOpenRequests: boolean },
): Promise<{ paperCopies: number; openPaperCopies: number }> {
  const open = await context.storage.paperCopies.list({ status: 'open', account: account.name });
  if (open.length > 0 && !options.discardOpenRequests) {
    throw new OpenPaperCopiesError(
      account.name,
      open.map((request) => request.reference),
    );
  }
  const removed = await context.storage.accounts.remove(account.id);
  const unsent = removed.openPaperCopies > 0 ? ` (${removed.openPaperCopies} not sent, discarded)` : '';
  await record(context, 'account-removed', account.name, `${removed.paperCopies} paper-copy request(s)${unsent}`);
  return removed;
}

/** Ends one session (by its id, sessionIdOf) or, without an id, every session of the account. */
export async function revokeSessions(
  context: AccountActionContext,
  account: AccountRecord,
  sessionId?: string,
): Promise<SessionRecord[]> {
  const sessions = await context.storage.sessions.listForAccount(account.id);
  const chosen = sessionId === undefined ? sessions : sessions.filter((session) => sessionIdOf(session) === sessionId);
  if (sessionId !== undefined && chosen.length === 0) {
    throw new AccountActionError(`"${account.name}" has no session ${sessionId}`, 'not-found');
  }
  for (const session of chosen) {
    await context.storage.sessions.delete(session.tokenHash);
    await record(context, 'session-revoked', account.name, `session ${sessionIdOf(session)}: revoked by an operator`);
  }
  return chosen;
}
