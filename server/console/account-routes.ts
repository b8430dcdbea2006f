/**
 * Customer accounts in the console: the catalogue to choose product lines from, the list with its
 * filters, and every change, each through the same actions as the command line
 * (auth/account-actions.ts), audited under the operator's name.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type AccountChange,
  type AccountSummary,
  type CatalogueLine,
  type CustomerSession,
  consolePaths,
  type IssuedSignInLink,
  type NewAccountRequest,
  type PasswordShownOnce,
  type RemovedAccount,
  type SignInLink,
  type SignInLinkRequest,
} from '../../engine/shared/console/console-api';
import { audit } from '../audit/audit-request';
import {
  type AccountActionContext,
  AccountActionError,
  addAccount,
  findAccount,
  OpenPaperCopiesError,
  removeAccount,
  revokeSessions,
  setAccountEnabled,
  setAccountModels,
  setAccountPassword,
} from '../auth/account-actions';
import { authKeyOf, findAccountByAuthKey } from '../auth/credentials';
import { generatePassword } from '../auth/generated-password';
import { customerSessionTimeouts, isLiveSession, sessionIdOf } from '../auth/session-manager';
import {
  issueSignInLink,
  linkAddress,
  linkStatus,
  maxLabelLength,
  maxLinkDays,
  plainHashLinkAllowed,
  revokeSignInLink,
  setPlainHashLink,
} from '../auth/sign-in-links';
import type { AccountRecord, SessionRecord, SignInLinkRecord } from '../storage/records';
import { dayMs } from '../usage/usage-day';
import { actorOf, operatorOf } from './console-gate';
import {
  accountSummary,
  catalogueLines,
  customerSessions,
  idleDaysQuery,
  issuedSignInLink,
  link,
  passwordShownOnce,
  removedAccount,
  revoked,
  signInLink,
} from './console-schemas';
import { describeConsoleLockout } from './console-sign-in-limits';

export const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
const modelsSchema = { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 100 } } as const;
const passwordSchema = { type: 'string', minLength: 1, maxLength: 1024 } as const;

const statusOf: Record<AccountActionError['reason'], number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** An action's refusal as the console's error answer; anything else goes to the error handler. */
export async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountActionError) return reply.code(statusOf[error.reason]).send({ error: error.message });
    if (error instanceof OpenPaperCopiesError) {
      return reply.code(409).send({
        error: `${error.message}. Mark them sent or cancelled first, or remove the account with them (discardOpenRequests).`,
      });
    }
    throw error;
  }
}

export function registerAccountRoutes(app: FastifyInstance): void {
  const { storage, config, content } = app;
  const timeouts = customerSessionTimeouts(config);

  const actionsOf = (request: FastifyRequest): AccountActionContext => ({
    storage,
    secret: app.secret,
    now: app.now,
    modelKeys: content.modelKeys,
    demoMode: config.demoMode,
    scryptCost: app.accountScryptCost,
    actor: actorOf(request),
  });

  const liveSessions = async (account: AccountRecord): Promise<SessionRecord[]> => {
    const time = app.now();
    const sessions = await storage.sessions.listForAccount(account.id);
    return sessions.filter((session) => isLiveSession(timeouts, { session, account }, time));
  };

  const lastSignInOf = async (name: string): Promise<number | null> => {
    const newest = { account: name, kinds: ['login-ok'] as const, newestFirst: true, limit: 1 };
    for await (const event of storage.audit.query(newest)) return event.time;
    return null;
  };

  const summaryOf = async (account: AccountRecord): Promise<AccountSummary> => {
    const [lastSignIn, sessions] = await Promise.all([lastSignInOf(account.name), liveSessions(account)]);
    return {
      name: account.name,
      models: account.models,
      enabled: !account.disabled,
      createdAt: account.createdAt,
      lastSignIn,
      openSessions: account.disabled ? 0 : sessions.length,
      plainHashLink: account.plainHashLink ?? 'default',
      plainHashLinkAllowed: plainHashLinkAllowed(account, config.plainSignInLinks),
    };
  };

  const linkOf = (link: SignInLinkRecord): SignInLink => ({
    id: link.id,
    label: link.label,
    createdBy: link.createdBy,
    createdAt: link.createdAt,
    expiresAt: link.expiresAt,
    revokedAt: link.revokedAt,
    lastUsedAt: link.lastUsedAt,
    status: linkStatus(link, app.now()),
  });

  /** Only a password the server generated goes back: one the operator typed is theirs already. */
  const shownOnce = async (account: AccountRecord, typed: string | undefined, password: string) => {
    const summary = await summaryOf(account);
    return typed === undefined ? { account: summary, password } : { account: summary };
  };

  app.get(
    consolePaths.catalogue,
    { schema: { response: { 200: catalogueLines } } },
    async (): Promise<CatalogueLine[]> =>
      content.catalogue.map((entry) => ({ model: entry.model, title: entry.title })),
  );

  app.get<{ Querystring: { q?: string; model?: string; enabled?: 'true' | 'false'; idleDays?: number } }>(
    consolePaths.accounts,
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            q: { type: 'string', maxLength: 64 },
            model: { type: 'string', maxLength: 100 },
            enabled: { type: 'string', enum: ['true', 'false'] },
            idleDays: idleDaysQuery,
          },
        },
        response: { 200: { type: 'array', items: accountSummary } },
      },
    },
    async (request): Promise<AccountSummary[]> => {
      const { q, model, enabled, idleDays } = request.query;
      const needle = q?.trim().toLowerCase();
      const accounts = (await storage.accounts.list()).filter(
        (account) =>
          (!needle || account.name.toLowerCase().includes(needle)) &&
          (!model || account.models.includes(model)) &&
          (enabled === undefined || account.disabled === (enabled === 'false')),
      );
      const summaries = await Promise.all(accounts.map(summaryOf));
      if (idleDays === undefined) return summaries;
      const before = app.now() - Number(idleDays) * dayMs;
      return summaries.filter((summary) => summary.lastSignIn === null || summary.lastSignIn < before);
    },
  );

  app.post<{ Body: NewAccountRequest }>(
    consolePaths.accounts,
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'models'],
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 64 },
            models: modelsSchema,
            password: passwordSchema,
          },
        },
        response: { 201: passwordShownOnce },
      },
    },
    (request, reply) =>
      answering(reply, async (): Promise<PasswordShownOnce> => {
        const typed = request.body.password;
        const password = typed ?? generatePassword();
        const account = await addAccount(actionsOf(request), { ...request.body, password });
        void reply.code(201);
        return shownOnce(account, typed, password);
      }),
  );

  app.get<{ Params: { name: string } }>(
    '/admin/api/accounts/:name',
    { schema: { params: nameParams, response: { 200: accountSummary } } },
    (request, reply) => answering(reply, async () => summaryOf(await findAccount(storage, request.params.name))),
  );

  app.patch<{ Params: { name: string }; Body: AccountChange }>(
    '/admin/api/accounts/:name',
    {
      schema: {
        params: nameParams,
        body: {
          type: 'object',
          additionalProperties: false,
          minProperties: 1,
          properties: {
            models: modelsSchema,
            enabled: { type: 'boolean' },
            plainHashLink: { type: 'string', enum: ['allowed', 'refused', 'default'] },
          },
        },
        response: { 200: accountSummary },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const actions = actionsOf(request);
        const { models, enabled, plainHashLink } = request.body;
        const account = await findAccount(storage, request.params.name);
        if (models !== undefined) await setAccountModels(actions, account, models);
        if (enabled !== undefined && enabled === account.disabled) await setAccountEnabled(actions, account, enabled);
        const setting = plainHashLink === 'default' ? null : plainHashLink;
        if (setting !== undefined && setting !== account.plainHashLink) {
          await setPlainHashLink(actions, account, setting);
        }
        return summaryOf(await findAccount(storage, account.name));
      }),
  );

  app.delete<{ Params: { name: string }; Querystring: { discardOpenRequests?: 'true' | 'false' } }>(
    '/admin/api/accounts/:name',
    {
      schema: {
        params: nameParams,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { discardOpenRequests: { type: 'string', enum: ['true', 'false'] } },
        },
        response: { 200: removedAccount },
      },
    },
    (request, reply) =>
      answering(reply, async (): Promise<RemovedAccount> => {
        const account = await findAccount(storage, request.params.name);
        const removed = await removeAccount(actionsOf(request), account, {
          discardOpenRequests: request.query.discardOpenRequests === 'true',
        });
        return { name: account.name, ...removed };
      }),
  );

  app.post<{ Params: { name: string }; Body: { password?: string } | undefined }>(
    '/admin/api/accounts/:name/password',
    {
      schema: {
        params: nameParams,
        body: { type: 'object', additionalProperties: false, properties: { password: passwordSchema } },
        response: { 200: passwordShownOnce },
      },
    },
    (request, reply) =>
      answering(reply, async (): Promise<PasswordShownOnce> => {
        const account = await findAccount(storage, request.params.name);
        const typed = request.body?.password;
        const password = typed ?? generatePassword();
        await setAccountPassword(actionsOf(request), account, password);
        return shownOnce(await findAccount(storage, account.name), typed, password);
      }),
  );

  // The link holds the password's auth key, and the server keeps only a slow hash of the password,
  // so the operator gives the password, as `accounts link` asks for it. Admins only: the answer
  // says whether a password is the account's, which a viewer has no business finding out.
  app.post<{ Params: { name: string }; Body: { password: string } }>(
    '/admin/api/accounts/:name/link',
    {
      schema: {
        params: nameParams,
        body: {
          type: 'object',
          required: ['password'],
          additionalProperties: false,
          properties: { password: passwordSchema },
        },
        response: { 200: link },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        // Each wrong password counts as a failed console sign-in of the operator, so this cannot
        // be used to guess a hospital's password faster than signing in would allow.
        const operator = operatorOf(request).operator.name;
        const limiter = app.consoleSignInLimiter;
        const wait = await limiter.retryAfterSeconds(request.ip, operator);
        if (wait > 0) {
          return reply
            .code(429)
            .header('retry-after', String(wait))
            .send({ error: `Too many wrong passwords; try again in ${wait} seconds` });
        }
        const account = await findAccount(storage, request.params.name);
        const authKey = authKeyOf(request.body.password);
        const result = await findAccountByAuthKey(storage, app.secret, authKey);
        if (!result.ok || result.account.id !== account.id) {
          for (const lockout of await limiter.recordFailure(request.ip, operator)) {
            const text = describeConsoleLockout(lockout);
            request.log.warn(`console sign-in limit reached: ${text}`);
            await audit(request, 'lockout', text, { account: null, operator });
          }
          await audit(request, 'access-denied', 'sign-in link: wrong password', { account: account.name, operator });
          return reply.code(400).send({ error: `That is not the password of "${account.name}"` });
        }
        // The portal's public address (PUBLIC_ORIGIN), as the command line's `link` builds it.
        return { url: linkAddress(config.publicOrigin, authKey) };
      }),
  );

  app.get<{ Params: { name: string } }>(
    '/admin/api/accounts/:name/links',
    { schema: { params: nameParams, response: { 200: { type: 'array', items: signInLink } } } },
    (request, reply) =>
      answering(reply, async (): Promise<SignInLink[]> => {
        const account = await findAccount(storage, request.params.name);
        return (await storage.signInLinks.listForAccount(account.id)).map(linkOf);
      }),
  );

  // Signed by the server and made without the password: the address is in this answer only.
  app.post<{ Params: { name: string }; Body: SignInLinkRequest | undefined }>(
    '/admin/api/accounts/:name/links',
    {
      schema: {
        params: nameParams,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            days: { type: 'integer', minimum: 1, maximum: maxLinkDays },
            label: { type: 'string', maxLength: maxLabelLength },
          },
        },
        response: { 201: issuedSignInLink },
      },
    },
    (request, reply) =>
      answering(reply, async (): Promise<IssuedSignInLink> => {
        const account = await findAccount(storage, request.params.name);
        const { link, token } = await issueSignInLink(actionsOf(request), account, request.body ?? {});
        void reply.code(201).header('cache-control', 'no-store');
        // The portal's public address (PUBLIC_ORIGIN), as the command line builds it.
        return { link: linkOf(link), url: linkAddress(config.publicOrigin, token) };
      }),
  );

  app.delete<{ Params: { name: string; id: string } }>(
    '/admin/api/accounts/:name/links/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['name', 'id'],
          properties: { ...nameParams.properties, id: { type: 'string', pattern: '^[1-9][0-9]{0,14}$' } },
        },
        response: { 200: signInLink },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const account = await findAccount(storage, request.params.name);
        return linkOf(await revokeSignInLink(actionsOf(request), account, Number(request.params.id)));
      }),
  );

  app.get<{ Params: { name: string } }>(
    '/admin/api/accounts/:name/sessions',
    { schema: { params: nameParams, response: { 200: customerSessions } } },
    (request, reply) =>
      answering(reply, async (): Promise<CustomerSession[]> => {
        const account = await findAccount(storage, request.params.name);
        return (await liveSessions(account)).map((session) => ({
          id: sessionIdOf(session),
          createdAt: session.createdAt,
          lastSeenAt: session.lastSeenAt,
          clientAddress: session.clientAddress,
          userAgent: session.userAgent,
        }));
      }),
  );

  app.delete<{ Params: { name: string } }>(
    '/admin/api/accounts/:name/sessions',
    { schema: { params: nameParams, response: { 200: revoked } } },
    (request, reply) =>
      answering(reply, async () => {
        const account = await findAccount(storage, request.params.name);
        return { revoked: (await revokeSessions(actionsOf(request), account)).length };
      }),
  );

  app.delete<{ Params: { name: string; id: string } }>(
    '/admin/api/accounts/:name/sessions/:id',
    {
      schema: {
        params: {
          type: 'object',
          required: ['name', 'id'],
          properties: { ...nameParams.properties, id: { type: 'string', pattern: '^[0-9a-f]{12}$' } },
        },
        response: { 200: revoked },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const account = await findAccount(storage, request.params.name);
        return { revoked: (await revokeSessions(actionsOf(request), account, request.params.id)).length };
      }),
  );
}
