/**
 * The audit log's, the paper-copy requests' and the search log's retention: rows past their time
 * are removed at start-up and once a day. Rows are written by audit() (audit/audit-request.ts) into `app.storage`.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  defaultOperatorSessionTimeouts,
  deleteExpiredOperatorSessions,
  type OperatorSessionTimeouts,
} from '../console/operator-session-expiry';
import { pruneSentPaperCopies } from '../paper-copies/paper-copy-retention';
import { housekeeping } from '../plugins/housekeeping';
import { pruneSearchLog } from '../search/search-log-retention';
import { pruneAuditEvents } from './audit-retention';

const retentionIntervalMs = 24 * 3_600_000;

interface AuditPluginOptions {
  /** The console's session timeouts, for deleting expired operator sessions; default 15 minutes idle, 8 hours absolute. */
  operatorSessionTimeouts?: OperatorSessionTimeouts;
}

async function auditPlugin(app: FastifyInstance, options: AuditPluginOptions): Promise<void> {
  const { config, storage } = app;
  const pruneAudit = async () => {
    const removed = await pruneAuditEvents(storage, config.auditRetentionDays, app.now());
    if (removed > 0)
      app.log.info(`Audit retention: removed ${removed} event(s) older than ${config.auditRetentionDays} days`);
  };
  const prunePaperCopies = async () => {
    const days = config.paperCopyRetentionDays;
    const removed = await pruneSentPaperCopies(storage, days, app.now());
    if (removed > 0)
      app.log.info(`Paper-copy retention: removed ${removed} request(s) sent more than ${days} days ago`);
  };
  const expireOperatorSessions = () =>
    deleteExpiredOperatorSessions(
      storage,
      options.operatorSessionTimeouts ?? defaultOperatorSessionTimeouts,
      app.now(),
    );
  const pruneSearches = async () => {
    const days = config.searchLogRetentionDays;
    const removed = await pruneSearchLog(storage, days, app.now());
    if (removed > 0) app.log.info(`Search-log retention: removed ${removed} row(s) older than ${days} days`);
  };
  await pruneAudit();
  await prunePaperCopies();
  await pruneSearches();
  await expireOperatorSessions();
  housekeeping(app, retentionIntervalMs, {
    'audit retention': pruneAudit,
    'paper-copy retention': prunePaperCopies,
    'search-log retention': pruneSearches,
    'operator-session expiry': expireOperatorSessions,
  });
}

export default fp(auditPlugin, { name: 'audit', dependencies: ['storage'], decorators: { fastify: ['now'] } });
