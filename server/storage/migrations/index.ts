/**
 * The schema's migrations, one list for both engines, applied in order by Kysely's Migrator.
 * Append a new entry to change the schema; never edit one that has shipped.
 */
import type { Kysely, Migration } from 'kysely';
import * as accountsSessionsAuditSettings from './0001-accounts-sessions-audit-settings';
import * as auditDocuments from './0002-audit-documents';
import * as lockoutsRevocationsDemoMarks from './0003-lockouts-revocations-demo-marks';
import * as paperCopies from './0004-paper-copies';
import * as instances from './0005-instances';
import * as paperCopyLimits from './0006-paper-copy-limits';
import * as operators from './0007-operators';
import * as usage from './0008-usage';
import * as searchLogBounds from './0009-search-log-bounds';
import * as operatorSecrets from './0010-operator-secrets';
import * as lockoutRecourse from './0011-lockout-recourse';
import * as signInLinks from './0012-sign-in-links';
import * as peopleAndIdentity from './0013-people-and-identity';
import * as accountSearchesPersonRemoval from './0014-account-searches-person-removal';
import * as confirmationsOutlivePeople from './0015-confirmations-outlive-people';
import * as publicPaperCopies from './0016-public-paper-copies';
import * as noticeSubscriptions from './0017-notice-subscriptions';
import type { Engine } from './columns';

type Step = (db: Kysely<unknown>, engine: Engine) => Promise<void>;

const steps: readonly [name: string, up: Step][] = [
  ['0001-accounts-sessions-audit-settings', accountsSessionsAuditSettings.up],
  ['0002-audit-documents', auditDocuments.up],
  ['0003-lockouts-revocations-demo-marks', lockoutsRevocationsDemoMarks.up],
  ['0004-paper-copies', paperCopies.up],
  ['0005-instances', instances.up],
  ['0006-paper-copy-limits', paperCopyLimits.up],
  ['0007-operators', operators.up],
  ['0008-usage', usage.up],
  ['0009-search-log-bounds', searchLogBounds.up],
  ['0010-operator-secrets', operatorSecrets.up],
  ['0011-lockout-recourse', lockoutRecourse.up],
  ['0012-sign-in-links', signInLinks.up],
  ['0013-people-and-identity', peopleAndIdentity.up],
  ['0014-account-searches-person-removal', accountSearchesPersonRemoval.up],
  ['0015-confirmations-outlive-people', confirmationsOutlivePeople.up],
  ['0016-public-paper-copies', publicPaperCopies.up],
  ['0017-notice-subscriptions', noticeSubscriptions.up],
];

export const migrationNames = steps.map(([name]) => name);

/**
 * The migrations for one engine. The first `alreadyApplied` are recorded without running: a
 * SQLite file made before Kysely holds them already (its `PRAGMA user_version` says how many).
 */
export function migrationsFor(engine: Engine, alreadyApplied = 0): Record<string, Migration> {
  return Object.fromEntries(
    steps.map(([name, up], index) => [
      name,
      { up: index < alreadyApplied ? async () => {} : (db: Kysely<unknown>) => up(db, engine) },
    ]),
  );
}
