/**
 * What an operator may do to an account's hospital sign-in, once for the console and the command
 * line: connect it to the hospital's OpenID Connect provider (or change the connection), or remove
 * it. The issuer is discovered before anything is saved, so a typo or a provider this server cannot
 * reach is said at once; the client secret is sealed (sso-secrets.ts) and never read back, only
 * replaced; each change writes its `account-sso-set` row naming the operator. A change that takes
 * a way in away ends the sessions that came by it: removing the connection or changing its issuer
 * ends the account's people's sessions, refusing the shared password ends the password's.
 */
import type { HospitalSignInChange } from '../../engine/shared/console/console-api';
import { type AccountActionContext, AccountActionError, record } from '../auth/account-actions';
import type { AccountRecord, AccountSsoRecord } from '../storage/records';
import { domainPattern } from './admission';
import { type IdentityProviders, ProviderUnreachableError } from './identity-providers';
import { clientSecretSealer } from './sso-secrets';

export const maxClientSecretLength = 1024;
const claimPattern = /^[\x21-\x7e]{1,200}$/;

function invalid(message: string): never {
  throw new AccountActionError(message, 'invalid');
}

/** The change's values, trimmed and checked; the domains lower case, without repeats. */
function checked(change: HospitalSignInChange, connected: boolean) {
  const issuer = change.issuer.trim();
  const clientId = change.clientId.trim();
  const clientSecret = change.clientSecret?.trim() || undefined;
  const domains = [...new Set(change.domains.map((domain) => domain.trim().toLowerCase()).filter(Boolean))];
  const groupClaim = change.groupClaim?.trim() || null;
  const groupValue = change.groupValue?.trim() || null;
  if (clientId === '' || clientId.length > 255) invalid('The client id is required (at most 255 characters)');
  if (!connected && !clientSecret) invalid('The client secret is required to connect the account');
  if (clientSecret && clientSecret.length > maxClientSecretLength) {
    invalid(`The client secret is at most ${maxClientSecretLength} characters`);
  }
  const bad = domains.filter((domain) => !domainPattern.test(domain));
  if (bad.length > 0) invalid(`Not an e-mail domain: ${bad.join(', ')} (write it as hospital.org)`);
  if ((groupClaim === null) !== (groupValue === null))
    invalid('Give the group claim and its value together, or neither');
  if (groupClaim !== null && (!claimPattern.test(groupClaim) || !claimPattern.test(groupValue ?? ''))) {
    invalid('The group claim and value are printable characters without spaces, at most 200');
  }
  if (domains.length === 0 && groupClaim === null) {
    invalid('Give at least one e-mail domain, or a group claim and value, that admits the account’s people');
  }
  return { issuer, clientId, clientSecret, domains, groupClaim, groupValue, passwordAllowed: change.passwordAllowed };
}

/** What the audit row says of a connection; never its secret. */
function describe(connection: Omit<AccountSsoRecord, 'sealedClientSecret' | 'accountId' | 'updatedAt' | 'updatedBy'>) {
  const group = connection.groupClaim ? `, group ${connection.groupClaim}=${connection.groupValue}` : '';
  const password = connection.passwordAllowed ? 'shared password allowed' : 'shared password refused';
  return `issuer ${connection.issuer}, client ${connection.clientId}, domains ${connection.domains.join(',') || '-'}${group}, ${password}`;
}

export async function setHospitalSignIn(
  context: AccountActionContext,
  providers: IdentityProviders,
  account: AccountRecord,
  change: HospitalSignInChange,
): Promise<AccountSsoRecord> {
  const { storage } = context;
  const before = await storage.accountSso.get(account.id);
  const values = checked(change, before !== undefined);
  for (const domain of values.domains) {
    const other = (await storage.accountSso.findByDomain(domain)).find((found) => found.accountId !== account.id);
    const owner = other && (await storage.accounts.findById(other.accountId));
    if (owner) throw new AccountActionError(`${domain} already signs in to the account "${owner.name}"`, 'conflict');
  }
  try {
    await providers.discover(values.issuer);
  } catch (error) {
    if (error instanceof ProviderUnreachableError) {
      invalid(
        `The identity provider ${values.issuer} cannot be reached from this server: nothing was saved. Check the address, and that this server may reach it (firewall, proxy).`,
      );
    }
    invalid(`${(error as Error).message}: nothing was saved`);
  }
  const sealedClientSecret = values.clientSecret
    ? clientSecretSealer(context.secret).seal(account.id, values.clientSecret)
    : (before?.sealedClientSecret ?? '');
  const connection: AccountSsoRecord = {
    accountId: account.id,
    issuer: values.issuer,
    clientId: values.clientId,
    sealedClientSecret,
    domains: values.domains,
    groupClaim: values.groupClaim,
    groupValue: values.groupValue,
    passwordAllowed: values.passwordAllowed,
    updatedAt: context.now(),
    updatedBy: context.actor.operator,
  };
  await storage.accountSso.set(connection);
  const ended: string[] = [];
  if (before && before.issuer !== connection.issuer) {
    await storage.sessions.deleteForAccountOfKind(account.id, 'named');
    ended.push("its people's sessions ended");
  }
  if (before?.passwordAllowed !== false && !connection.passwordAllowed) {
    await storage.sessions.deleteForAccountOfKind(account.id, 'shared');
    ended.push("the shared password's sessions ended");
  }
  const secret = values.clientSecret ? (before ? 'client secret replaced' : 'client secret set') : 'client secret kept';
  await record(context, 'account-sso-set', account.name, [describe(connection), secret, ...ended].join('; '));
  return connection;
}

export async function removeHospitalSignIn(context: AccountActionContext, account: AccountRecord): Promise<void> {
  if (!(await context.storage.accountSso.remove(account.id))) {
    throw new AccountActionError(`"${account.name}" has no hospital sign-in`, 'not-found');
  }
  await context.storage.sessions.deleteForAccountOfKind(account.id, 'named');
  await record(context, 'account-sso-set', account.name, "removed; its people's sessions ended");
}
