/**
 * What the console's account routes share: the context the account actions run in (the operator
 * of the request, audited), the name in their address, and a refused action as the console's
 * error answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type AccountActionContext, AccountActionError, OpenPaperCopiesError } from '../auth/account-actions';
import { actorOf } from './console-gate';

export const nameParams = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const statusOf: Record<AccountActionError['reason'], number> = { invalid: 400, 'not-found': 404, conflict: 409 };

/** An action's refusal as the console's error answer; anything else goes to the error handler. */
export async function answering<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T | FastifyReply> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountActionError) {
      return reply
        .code(statusOf[error.reason])
        .send({ error: error.message, ...(error.fields ? { fields: error.fields } : {}) });
    }
    if (error instanceof OpenPaperCopiesError) {
      return reply.code(409).send({
        error: `${error.message}. Mark them sent or cancelled first, or remove the account with them (discardOpenRequests).`,
      });
    }
    throw error;
  }
}

/** The account actions' context for a console request, under its operator's name. */
export function actionsOf(app: FastifyInstance, request: FastifyRequest): AccountActionContext {
  return {
    storage: app.storage,
    secret: app.secret,
    now: app.now,
    modelKeys: app.content.modelKeys,
    demoMode: app.config.demoMode,
    scryptCost: app.accountScryptCost,
    actor: actorOf(request),
  };
}

/** The site's language codes, the default first: the languages a customer may be given. */
export const siteLanguageCodes = (app: FastifyInstance): string[] =>
  app.content.languages.map((language) => language.code);
