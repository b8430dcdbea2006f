/**
 * A hospital provider's client secret at rest: sealed (auth/sealed-secrets.ts) under a key of its
 * own purpose, bound to its account (`account:<id>`), so a copy of the database does not hand it
 * over and a sealed secret moved onto another account's row does not open. It is opened only to
 * talk to the provider, never to show an operator.
 */
import { secretSealer } from '../auth/sealed-secrets';

const ownerOf = (accountId: number) => `account:${accountId}`;

export function clientSecretSealer(sessionSecret: string) {
  const sealer = secretSealer(sessionSecret, 'account sso client secrets');
  return {
    seal: (accountId: number, clientSecret: string) => sealer.seal(ownerOf(accountId), clientSecret),
    open: (accountId: number, sealed: string) => sealer.open(ownerOf(accountId), sealed),
  };
}
