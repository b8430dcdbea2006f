/**
 * An account's hospital sign-in in the console: what it is connected to (never the client secret,
 * only that one is set) and the redirect URI to register, connecting or changing it, removing it;
 * each change through the same actions as the command line (sso/hospital-sign-in-settings.ts),
 * audited under the operator's name.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type {
  HospitalSignIn,
  HospitalSignInChange,
  HospitalSignInSettings,
} from '../../engine/shared/console/console-api';
import { type AccountActionContext, findAccount } from '../auth/account-actions';
import { maxClientSecretLength, removeHospitalSignIn, setHospitalSignIn } from '../sso/hospital-sign-in-settings';
import { redirectUriOf } from '../sso/sso-routes';
import type { AccountSsoRecord } from '../storage/records';
import { answering, nameParams } from './account-answers';
import { actorOf } from './console-gate';
import { hospitalSignIn } from './console-schemas';

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = { type: ['string', 'null'], maxLength: 200 } as const;

function settingsOf(connection: AccountSsoRecord | undefined): HospitalSignInSettings | null {
  if (!connection) return null;
  const { issuer, clientId, domains, groupClaim, groupValue, passwordAllowed, updatedAt, updatedBy } = connection;
  return { issuer, clientId, domains, groupClaim, groupValue, passwordAllowed, updatedAt, updatedBy };
}

export function registerHospitalSignInRoutes(app: FastifyInstance): void {
  const { storage, config } = app;
  const redirectUri = redirectUriOf(config.publicOrigin);
  const path = '/admin/api/accounts/:name/hospital-sign-in';

  const actionsOf = (request: FastifyRequest): AccountActionContext => ({
    storage,
    secret: app.secret,
    now: app.now,
    modelKeys: app.content.modelKeys,
    demoMode: config.demoMode,
    actor: actorOf(request),
  });

  const answer = async (accountId: number): Promise<HospitalSignIn> => ({
    redirectUri,
    settings: settingsOf(await storage.accountSso.get(accountId)),
  });

  app.get<{ Params: { name: string } }>(
    path,
    { schema: { params: nameParams, response: { 200: hospitalSignIn } } },
    (request, reply) => answering(reply, async () => answer((await findAccount(storage, request.params.name)).id)),
  );

  app.post<{ Params: { name: string }; Body: HospitalSignInChange }>(
    path,
    {
      schema: {
        params: nameParams,
        body: {
          type: 'object',
          required: ['issuer', 'clientId', 'domains', 'groupClaim', 'groupValue', 'passwordAllowed'],
          additionalProperties: false,
          properties: {
            issuer: text(500),
            clientId: text(255),
            clientSecret: text(maxClientSecretLength),
            domains: { type: 'array', maxItems: 50, items: text(253) },
            groupClaim: nullableText,
            groupValue: nullableText,
            passwordAllowed: { type: 'boolean' },
          },
        },
        response: { 200: hospitalSignIn },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        void reply.header('cache-control', 'no-store');
        const account = await findAccount(storage, request.params.name);
        await setHospitalSignIn(actionsOf(request), app.identityProviders, account, request.body);
        return answer(account.id);
      }),
  );

  app.delete<{ Params: { name: string } }>(
    path,
    { schema: { params: nameParams, response: { 200: hospitalSignIn } } },
    (request, reply) =>
      answering(reply, async () => {
        const account = await findAccount(storage, request.params.name);
        await removeHospitalSignIn(actionsOf(request), account);
        return answer(account.id);
      }),
  );
}
