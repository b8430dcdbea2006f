/**
 * The e-mail updates of notices at a glance, for every operator: per line, the confirmed
 * subscribers counted by language and the mail queue by state. No operator, admin or viewer, sees
 * an address: the counts are what running the service needs, and the addresses are the
 * subscribers' own business.
 */
import type { FastifyInstance } from 'fastify';
import { consolePaths, type NoticeMailAnswer, type NoticeMailLine } from '../../engine/shared/console/console-api';

const count = { type: 'integer', minimum: 0 } as const;
const answerSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['lines'],
  properties: {
    lines: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['model', 'subscribers', 'waiting', 'sent', 'failing', 'failed', 'lastError'],
        properties: {
          model: { type: 'string' },
          subscribers: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['lang', 'count'],
              properties: { lang: { type: 'string' }, count },
            },
          },
          waiting: count,
          sent: count,
          failing: count,
          failed: count,
          lastError: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

export function registerNoticeMailRoutes(app: FastifyInstance): void {
  app.get(
    consolePaths.noticeMail,
    { schema: { response: { 200: answerSchema } } },
    async (): Promise<NoticeMailAnswer> => {
      const [counts, queue] = await Promise.all([
        app.storage.notices.subscriberCounts(),
        app.storage.mailQueue.state(),
      ]);
      const lines = app.content.modelKeys.map((model): NoticeMailLine => {
        const state = queue.find((line) => line.model === model);
        return {
          model,
          subscribers: app.content.languages.map(({ code }) => ({
            lang: code,
            count: counts.find((row) => row.model === model && row.lang === code)?.count ?? 0,
          })),
          waiting: state?.waiting ?? 0,
          sent: state?.sent ?? 0,
          failing: state?.failing ?? 0,
          failed: state?.failed ?? 0,
          lastError: state?.lastError ?? null,
        };
      });
      return { lines };
    },
  );
}
