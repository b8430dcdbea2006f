/** db:copy and db:migrate, into each engine: rows copied and counted back, sessions left behind, a non-empty target refused. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationNames } from '../storage/migrations/index';
import { openDatabase } from '../storage/open-storage';
import { openSqliteStorage } from '../storage/sqlite-storage';
import { postgresSkipReason, type ThrowawaySchema, throwawaySchema } from '../testing/postgres-database';
import { CopyError, copyDatabase } from './db-copy';
import { runDbMigrate } from './db-migrate';

const folders: string[] = [];
const schemas: ThrowawaySchema[] = [];
afterEach(async () => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  for (const schema of schemas.splice(0)) await schema.drop();
});

function tempFile(): string {
  const folder = mkdtempSync(join(tmpdir(), 'portal-copy-'));
  folders.push(folder);
  return join(folder, 'portal.sqlite');
}

const targets = [
  { name: 'SQLite', skip: false, make: async () => tempFile() },
  {
    name: 'PostgreSQL',
    skip: postgresSkipReason !== undefined,
    make: async () => {
      const schema = await throwawaySchema();
      schemas.push(schema);
      return schema.url;
    },
  },
];
const limits = { databasePoolSize: 4, databaseStatementTimeoutMs: 5000 };

const operator = (name: string, codes: string[]) => ({
  name,
  role: 'admin' as const,
  passwordHash: `hash-${name}`,
  totpSecret: `SECRET${name.toUpperCase()}`,
  recoveryCodeHashes: codes,
  now: 3,
});

/**
 * A portal file as one machine used it: two accounts, one connected to its hospital's sign-in with
 * two named people (one removed since) and their confirmations, the secret, 1200 audit rows, a
 * request, a session, an operator with three recovery codes (one used) and a console session, and
 * a subscriber to a line's e-mail updates told of a notice and a revision, with a mail queued.
 */
async function usedSource(): Promise<string> {
  const path = tempFile();
  const storage = await openSqliteStorage(path, 'old-machine');
  const ward = await storage.accounts.create({
    name: 'ward-7',
    models: ['m'],
    lookupKey: 'k7',
    passwordHash: 'h7',
    now: 1,
  });
  await storage.accounts.create({ name: 'ward-8', models: ['m'], lookupKey: 'k8', passwordHash: 'h8', now: 2 });
  await storage.accountSso.set({
    accountId: ward.id,
    issuer: 'https://idp.hospital.example',
    clientId: 'portal',
    sealedClientSecret: 'sealed',
    domains: ['hospital.example'],
    groupClaim: null,
    groupValue: null,
    passwordAllowed: true,
    updatedAt: 2,
    updatedBy: 'cli:root',
  });
  const identity = (subject: string) => ({
    issuer: 'https://idp.hospital.example',
    subject,
    name: `Nurse ${subject}`,
    email: `${subject}@hospital.example`,
  });
  const confirm = (person: { id: number; name: string; email: string }, version: string, confirmedAt: number) =>
    storage.acknowledgements.confirm({
      personId: person.id,
      person: { name: person.name, email: person.email },
      accountId: ward.id,
      model: 'm',
      document: 'ifu',
      version,
      confirmedAt,
    });
  const ana = await storage.people.signedIn(ward.id, identity('ana'), 3);
  const ben = await storage.people.signedIn(ward.id, identity('ben'), 3);
  await confirm(ana, '1', 4);
  await confirm(ben, '1', 5);
  await storage.people.remove(ben.id);
  await storage.notices.subscribe({ model: 'm', lang: 'en', email: 'ward@hospital.example', now: 6 });
  await storage.notices.announceNotice('m', 'fsn-1', 6);
  await storage.notices.announceRevision('m', 'en', 'm/ifu.pdf', 6);
  await storage.mailQueue.enqueue(
    [
      {
        kind: 'notice',
        model: 'm',
        recipient: 'ward@hospital.example',
        message: { subject: 'Field safety notice', text: 'Read it.', headers: {} },
      },
    ],
    6,
  );
  await storage.settings.getOrInsert('demo-session-secret', 'the-secret');
  for (let index = 0; index < 1200; index++) {
    await storage.audit.write({
      time: index,
      kind: 'file-delivered',
      account: 'ward-7',
      clientAddress: '::1',
      requestId: `r${index}`,
      userAgent: null,
      detail: 'public:x.pdf',
      document: 'public:x.pdf',
    });
  }
  await storage.paperCopies.create({
    reference: 'PC-AAAA-AAAA',
    createdAt: 5,
    account: 'ward-7',
    sessionId: null,
    model: 'm',
    documentName: 'IFU',
    documentPath: 'm/ifu.pdf',
    documentVersion: null,
    copies: 1,
    name: 'N',
    facility: 'F',
    address: 'A',
    email: 'e@example.org',
    clientKey: '2001:db8:1:2::/64',
  });
  await storage.paperCopies.markDone('PC-AAAA-AAAA', 9);
  const ann = await storage.operators.create(operator('ann', ['a1', 'a2', 'a3']));
  await storage.operators.useRecoveryCode(ann.id, 'a2', 10);
  await storage.operators.createSession({
    tokenHash: 'console',
    operatorId: ann.id,
    createdAt: 10,
    lastSeenAt: 10,
    clientAddress: null,
    userAgent: null,
  });
  await storage.sessions.create({
    tokenHash: 's',
    accountId: ward.id,
    createdAt: 1,
    lastSeenAt: 1,
    clientAddress: null,
    userAgent: null,
  });
  await storage.close();
  return path;
}

describe.each(targets)('db:copy into $name', (engine) => {
  it.skipIf(engine.skip)(
    'copies accounts with their sign-in, people and confirmations, the secret, audit history, requests, operators and e-mail updates, not sessions, and counts them back',
    async () => {
      const source = await openDatabase(await usedSource(), limits);
      const targetAddress = await engine.make();
      const target = await openDatabase(targetAddress, limits);
      try {
        const counts = await copyDatabase(source.db, target.db, { append: false, targetEngine: target.engine });
        expect(counts.map(({ table, copied, targetAfter }) => [table, copied, targetAfter])).toEqual([
          ['accounts', 2, 2],
          ['account_sso', 1, 1],
          ['people', 1, 1],
          ['acknowledgements', 2, 2],
          ['settings', 1, 1],
          ['audit', 1200, 1200],
          ['paper_copy_requests', 1, 1],
          ['operators', 1, 1],
          ['operator_recovery_codes', 3, 3],
          ['notice_subscribers', 1, 1],
          ['announced_notices', 1, 1],
          ['announced_ifu_revisions', 1, 1],
          ['mail_queue', 1, 1],
        ]);
        expect(await target.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
        expect(await target.db.selectFrom('operator_sessions').selectAll().execute()).toEqual([]);
        for (const table of [
          'people',
          'acknowledgements',
          'operators',
          'operator_recovery_codes',
          'notice_subscribers',
          'mail_queue',
        ] as const) {
          expect(await target.db.selectFrom(table).selectAll().orderBy('id').execute()).toEqual(
            await source.db.selectFrom(table).selectAll().orderBy('id').execute(),
          );
        }
        // Every column of a request, the key its address is counted by and its closing among them.
        expect(await target.db.selectFrom('paper_copy_requests').selectAll().execute()).toEqual(
          await source.db.selectFrom('paper_copy_requests').selectAll().execute(),
        );
        expect(await target.db.selectFrom('paper_copy_requests').select(['client_key', 'done_at']).execute()).toEqual([
          { client_key: '2001:db8:1:2::/64', done_at: 9 },
        ]);
        await expect(
          copyDatabase(source.db, target.db, { append: false, targetEngine: target.engine }),
        ).rejects.toThrow(CopyError);
        const appended = await copyDatabase(source.db, target.db, { append: true, targetEngine: target.engine });
        expect(
          appended.map(({ table, copied, skipped, targetAfter }) => [table, copied, skipped, targetAfter]),
        ).toEqual([
          ['accounts', 0, 2, 2],
          ['account_sso', 0, 1, 1],
          ['people', 0, 1, 1],
          ['acknowledgements', 0, 2, 2],
          ['settings', 0, 1, 1],
          ['audit', 1200, 0, 2400],
          ['paper_copy_requests', 0, 1, 1],
          ['operators', 0, 1, 1],
          ['operator_recovery_codes', 0, 3, 3],
          ['notice_subscribers', 0, 1, 1],
          ['announced_notices', 0, 1, 1],
          ['announced_ifu_revisions', 0, 1, 1],
          ['mail_queue', 1, 0, 2],
        ]);
      } finally {
        await target.db.destroy();
        await source.db.destroy();
      }
    },
  );
});

describe.each(targets)('db:copy --append into $name', (engine) => {
  it.skipIf(engine.skip)('gives a copied operator a new id that its recovery codes follow', async () => {
    const source = await openDatabase(await usedSource(), limits);
    const target = await openDatabase(await engine.make(), limits);
    try {
      // The target's own operator holds the id ann has in the source.
      await target.db
        .insertInto('operators')
        .values({ name: 'zoe', role: 'viewer', password_hash: 'h', totp_secret: 'S', created_at: 1 })
        .execute();
      await copyDatabase(source.db, target.db, { append: true, targetEngine: target.engine });
      const ann = await target.db.selectFrom('operators').selectAll().where('name', '=', 'ann').executeTakeFirst();
      expect(ann).toMatchObject({ password_hash: 'hash-ann', totp_secret: 'SECRETANN' });
      const codes = await target.db
        .selectFrom('operator_recovery_codes')
        .select(['operator_id', 'code_hash', 'used_at'])
        .orderBy('code_hash')
        .execute();
      expect(codes).toEqual([
        { operator_id: ann?.id, code_hash: 'a1', used_at: null },
        { operator_id: ann?.id, code_hash: 'a2', used_at: 10 },
        { operator_id: ann?.id, code_hash: 'a3', used_at: null },
      ]);
    } finally {
      await target.db.destroy();
      await source.db.destroy();
    }
  });
});

describe.each(targets)('db:copy --append of a hospital into $name', (engine) => {
  it.skipIf(engine.skip)('moves its sign-in, people and confirmations to its new id', async () => {
    const source = await openDatabase(await usedSource(), limits);
    const target = await openDatabase(await engine.make(), limits);
    try {
      // The target's own account holds the id ward-7 has in the source; ward-8 is the target's already, and stays.
      for (const name of ['ward-1', 'ward-8']) {
        await target.db
          .insertInto('accounts')
          .values({
            name,
            models: '["m"]',
            lookup_key: `t-${name}`,
            password_hash: 'h',
            created_at: 1,
            password_changed_at: 1,
          })
          .execute();
      }
      const counts = await copyDatabase(source.db, target.db, { append: true, targetEngine: target.engine });
      expect(counts.slice(0, 4).map(({ table, copied, skipped }) => [table, copied, skipped])).toEqual([
        ['accounts', 1, 1],
        ['account_sso', 1, 0],
        ['people', 1, 0],
        ['acknowledgements', 2, 0],
      ]);
      const ward = await target.db.selectFrom('accounts').selectAll().where('name', '=', 'ward-7').executeTakeFirst();
      expect(await target.db.selectFrom('account_sso').select(['account_id', 'issuer']).execute()).toEqual([
        { account_id: ward?.id, issuer: 'https://idp.hospital.example' },
      ]);
      const [ana] = await target.db.selectFrom('people').selectAll().execute();
      expect(ana).toMatchObject({ account_id: ward?.id, subject: 'ana' });
      expect(
        await target.db
          .selectFrom('acknowledgements')
          .select(['account_id', 'person_id', 'person_name', 'confirmed_at'])
          .orderBy('confirmed_at')
          .execute(),
      ).toEqual([
        { account_id: ward?.id, person_id: ana?.id, person_name: 'Nurse ana', confirmed_at: 4 },
        { account_id: ward?.id, person_id: null, person_name: 'Nurse ben', confirmed_at: 5 },
      ]);
    } finally {
      await target.db.destroy();
      await source.db.destroy();
    }
  });
});

describe('db:migrate', () => {
  it('applies the migrations once and says so, then finds nothing to apply', async () => {
    const path = tempFile();
    const lines: string[] = [];
    await runDbMigrate({ DATABASE_PATH: path }, (line) => lines.push(line));
    await runDbMigrate({ DATABASE_PATH: path }, (line) => lines.push(line));
    expect(lines[0]).toBe(
      `${path}: applied ${migrationNames.length} migration(s):\n${migrationNames.map((name) => `  ${name}`).join('\n')}`,
    );
    expect(lines[1]).toBe(`${path}: up to date, no migration applied`);
  });

  it('migrates a production database with nothing set but the database: no secret, support line or eIFU password', async () => {
    const path = tempFile();
    const lines: string[] = [];
    await runDbMigrate({ NODE_ENV: 'production', DATABASE_PATH: path }, (line) => lines.push(line));
    expect(lines[0]).toMatch(new RegExp(`^${path}: applied ${migrationNames.length} migration`));
  });
});
