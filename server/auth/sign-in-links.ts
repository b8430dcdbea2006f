/**
 * Sign-in links an operator issues for an account, beside the plain-hash link of the
 * specification (`?auth=` with the password's SHA-256, which never expires and dies only with the
 * password). An issued link's token is 32 random bytes in the same 64 lowercase hex digits as a
 * password's key, so it travels as `?auth=` through the same login page and route; the server
 * keeps only an HMAC of it under its secret, so neither a copy of the database nor an operator can
 * read a usable link back. Each link expires, can be revoked on its own, and records when it was
 * last used; the operator needs no password to issue one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { loginPath } from '../../engine/shared/routes/login-path';
import type { AccountRecord, PlainHashLink, SignInLinkRecord } from '../storage/records';
import type { Storage } from '../storage/storage';
import { type AccountActionContext, AccountActionError, record } from './account-actions';
import { type SignInRefusal, signInRefusal } from './sign-in-refusal';

const defaultLinkDays = 30;
export const maxLinkDays = 365;
export const maxLabelLength = 100;

const dayMs = 24 * 60 * 60 * 1000;

function newLinkToken(): string {
  return randomBytes(32).toString('hex');
}

/** Keyed, and apart from the accounts' lookup keys, so a token can never be mistaken for a password's key. */
function linkTokenHash(secret: string, token: string): string {
  return createHmac('sha256', secret).update(`sign-in-link:${token}`).digest('hex');
}

export type LinkStatus = 'active' | 'expired' | 'revoked';

export function linkStatus(link: SignInLinkRecord, now: number): LinkStatus {
  if (link.revokedAt !== null) return 'revoked';
  return now >= link.expiresAt ? 'expired' : 'active';
}

/** The portal's address that signs in with a key or token (`?auth=`): the login page, or another page of the portal. */
export function linkAddress(base: string, token: string, path: string = loginPath): string {
  const page = path.startsWith('/') ? path : `/${path}`;
  return `${base.replace(/\/+$/, '')}${page}?auth=${token}`;
}

/** Whether the plain-hash link signs in to the account: its own setting, else the server's default. */
export function plainHashLinkAllowed(account: AccountRecord, serverDefault: boolean): boolean {
  return account.plainHashLink === null ? serverDefault : account.plainHashLink === 'allowed';
}

export type LinkCheck =
  | { found: false }
  | {
      found: true;
      link: SignInLinkRecord;
      account: AccountRecord;
      refused?: 'expired' | 'revoked' | 'account disabled' | 'access ended';
      /** Why the account may not sign in (sign-in-refusal.ts), when that is why the link is refused. */
      refusal?: SignInRefusal;
    };

/** Finds the issued link a token stands for; `found: false` means it may still be a password's key. */
export async function checkSignInLink(
  storage: Storage,
  secret: string,
  token: string,
  now: number,
): Promise<LinkCheck> {
  const link = await storage.signInLinks.findByTokenHash(linkTokenHash(secret, token));
  const account = link && (await storage.accounts.findById(link.accountId));
  if (!link || !account) return { found: false };
  const status = linkStatus(link, now);
  if (status !== 'active') return { found: true, link, account, refused: status };
  const refusal = signInRefusal(account, now);
  if (refusal?.kind === 'disabled') return { found: true, link, account, refused: 'account disabled', refusal };
  if (refusal) return { found: true, link, account, refused: 'access ended', refusal };
  return { found: true, link, account };
}

function checkedDays(days: number | undefined): number {
  if (days === undefined) return defaultLinkDays;
  if (!Number.isInteger(days) || days < 1 || days > maxLinkDays) {
    throw new AccountActionError(`A link lasts a whole number of days from 1 to ${maxLinkDays}`, 'invalid');
  }
  return days;
}

function checkedLabel(label: string | undefined): string | null {
  const trimmed = label?.trim() ?? '';
  if (trimmed.length > maxLabelLength || /\p{Cc}/u.test(trimmed)) {
    throw new AccountActionError(
      `A label is at most ${maxLabelLength} characters, without control characters`,
      'invalid',
    );
  }
  return trimmed || null;
}

/** The token is in the answer only: give it to the hospital now, it cannot be shown again. */
export async function issueSignInLink(
  context: AccountActionContext,
  account: AccountRecord,
  options: { days?: number; label?: string },
): Promise<{ link: SignInLinkRecord; token: string }> {
  const days = checkedDays(options.days);
  const label = checkedLabel(options.label);
  const token = newLinkToken();
  const createdAt = context.now();
  const link = await context.storage.signInLinks.create({
    accountId: account.id,
    tokenHash: linkTokenHash(context.secret, token),
    label,
    createdBy: context.actor.operator,
    createdAt,
    expiresAt: createdAt + days * dayMs,
  });
  const named = label === null ? '' : ` "${label}"`;
  const expires = new Date(link.expiresAt).toISOString();
  await record(context, 'account-link-issued', account.name, `link ${link.id}${named}: expires ${expires}`);
  return { link, token };
}

/** Refused for a link of another account (not found) or one revoked already (conflict). */
export async function revokeSignInLink(
  context: AccountActionContext,
  account: AccountRecord,
  id: number,
): Promise<SignInLinkRecord> {
  const link = await context.storage.signInLinks.findById(id);
  if (!link || link.accountId !== account.id) {
    throw new AccountActionError(`"${account.name}" has no sign-in link ${id}`, 'not-found');
  }
  const revokedAt = context.now();
  if (!(await context.storage.signInLinks.revoke(id, revokedAt))) {
    throw new AccountActionError(`Sign-in link ${id} of "${account.name}" was revoked already`, 'conflict');
  }
  await record(context, 'account-link-revoked', account.name, `link ${id}: revoked`);
  return { ...link, revokedAt };
}

/** null: the server's default (PLAIN_SIGN_IN_LINKS). Password sign-in is never affected. */
export async function setPlainHashLink(
  context: AccountActionContext,
  account: AccountRecord,
  value: PlainHashLink | null,
): Promise<void> {
  await context.storage.accounts.setPlainHashLink(account.id, value);
  await record(context, 'account-plain-link-set', account.name, `plain-hash link: ${value ?? 'server default'}`);
}
