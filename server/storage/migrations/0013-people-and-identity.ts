/**
 * People as themselves beside the shared password: a customer account may be connected to its
 * hospital's OpenID Connect provider (its client secret kept encrypted, never in clear), the people
 * who signed in through it are remembered per account (issuer + subject), a session may belong to
 * one of them, and each confirms "read and understood" per document version. The account gains
 * what a device maker keeps about a customer (hospital, customer number, country, language,
 * contact, notes, an access end date), and audit rows name the person beside the account.
 */
import type { Kysely } from 'kysely';
import { twelfthAuditKinds } from './0012-sign-in-links';
import { columnsWithModel, rebuildAuditTable, replaceAuditKinds } from './audit-rebuild';
import { type Engine, timeType, withIdColumn } from './columns';

export const thirteenthAuditKinds = [
  ...twelfthAuditKinds,
  'account-sso-set',
  'account-details-set',
  'accounts-imported',
  'document-acknowledged',
] as const;

export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .createTable('account_sso')
    .addColumn('account_id', 'integer', (column) => column.primaryKey().references('accounts.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (column) => column.notNull())
    .addColumn('client_id', 'text', (column) => column.notNull())
    // Encrypted under a key kept outside the database; never read back to an operator.
    .addColumn('client_secret', 'text', (column) => column.notNull())
    // JSON array of e-mail domains, lower case, matched exactly.
    .addColumn('domains', 'text', (column) => column.notNull())
    .addColumn('group_claim', 'text')
    .addColumn('group_value', 'text')
    .addColumn('password_allowed', 'integer', (column) => column.notNull().defaultTo(1))
    .addColumn('updated_at', timeType, (column) => column.notNull())
    .addColumn('updated_by', 'text', (column) => column.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('people'), engine)
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('issuer', 'text', (column) => column.notNull())
    .addColumn('subject', 'text', (column) => column.notNull())
    .addColumn('name', 'text', (column) => column.notNull())
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('first_seen_at', timeType, (column) => column.notNull())
    .addColumn('last_seen_at', timeType, (column) => column.notNull())
    .addUniqueConstraint('people_identity', ['account_id', 'issuer', 'subject'])
    .execute();

  await db.schema
    .alterTable('sessions')
    .addColumn('person_id', 'integer', (column) => column.references('people.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('sessions_by_person').on('sessions').column('person_id').execute();

  await withIdColumn(db.schema.createTable('acknowledgements'), engine)
    .addColumn('person_id', 'integer', (column) => column.notNull().references('people.id').onDelete('cascade'))
    .addColumn('account_id', 'integer', (column) => column.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('model', 'text', (column) => column.notNull())
    .addColumn('document', 'text', (column) => column.notNull())
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('confirmed_at', timeType, (column) => column.notNull())
    .addUniqueConstraint('acknowledgements_once', ['person_id', 'model', 'document', 'version'])
    .execute();
  await db.schema
    .createIndex('acknowledgements_by_account')
    .on('acknowledgements')
    .columns(['account_id', 'model', 'document'])
    .execute();

  for (const column of [
    'hospital_name',
    'customer_number',
    'country',
    'language',
    'contact_name',
    'contact_email',
    'notes',
  ]) {
    await db.schema.alterTable('accounts').addColumn(column, 'text').execute();
  }
  await db.schema.alterTable('accounts').addColumn('access_ends_at', timeType).execute();

  if (engine === 'postgres') await replaceAuditKinds(db, twelfthAuditKinds, thirteenthAuditKinds);
  else await rebuildAuditTable(db, engine, thirteenthAuditKinds, columnsWithModel);
  // Who among the account's people acted: "Name <e-mail>"; null for the shared password and operators.
  await db.schema.alterTable('audit').addColumn('person', 'text').execute();
}
