/**
 * The console's answers as JSON Schemas, beside the types of engine/shared/console/console-api.ts
 * that its pages read: Fastify serialises each answer through its schema, so a field the contract
 * does not name (a hash, a secret) never leaves the server, even if a handler passed it along.
 */
import { customerFields } from '../../engine/shared/console/customer-fields';
import { errorSchema } from '../plugins/schemas';

const string = { type: 'string' } as const;
const integer = { type: 'integer' } as const;
const boolean = { type: 'boolean' } as const;
const nullable = <T extends { type: string }>(schema: T) => ({ type: [schema.type, 'null'] }) as const;
const object = (properties: Record<string, unknown>) => ({
  type: 'object',
  required: Object.keys(properties),
  additionalProperties: false,
  properties,
});
const list = (items: unknown) => ({ type: 'array', items });

/** Query values the console's routes share: a UTC day, and a count of days without sign-in. */
export const dayQuery = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const idleDaysQuery = { type: 'string', pattern: '^[0-9]{1,4}$' } as const;

export const sessionAnswer = {
  type: 'object',
  required: ['signedIn'],
  properties: {
    signedIn: boolean,
    operator: object({ name: string, role: { type: 'string', enum: ['admin', 'viewer'] } }),
    csrfToken: string,
    expiresAt: integer,
    failedSignIns: object({ count: integer, since: integer, lockouts: integer }),
  },
} as const;

export const catalogueLines = list(object({ model: string, title: string }));

export const accountSummary = object({
  name: string,
  models: list(string),
  enabled: boolean,
  createdAt: integer,
  lastSignIn: nullable(integer),
  openSessions: integer,
  plainHashLink: { type: 'string', enum: ['allowed', 'refused', 'default'] },
  plainHashLinkAllowed: boolean,
  details: object(Object.fromEntries(customerFields.map((field) => [field.key, nullable(string)]))),
  accessEndsOn: nullable(string),
  accessEnded: boolean,
});

export const siteLanguages = list(object({ code: string, name: string }));

export const importCheck = object({
  rows: list(
    object({
      line: integer,
      name: string,
      models: list(string),
      hospitalName: nullable(string),
      customerNumber: nullable(string),
      accessEndsOn: nullable(string),
    }),
  ),
  problems: list(object({ line: integer, column: nullable(string), message: string })),
});

export const namedPeople = list(
  object({
    id: integer,
    name: string,
    email: string,
    firstSeenAt: integer,
    lastSeenAt: integer,
    openSessions: integer,
  }),
);
export const removedPerson = object({ name: string, email: string, sessionsEnded: integer });

const accountFigures = { signIns: integer, refusedSignIns: integer, downloads: integer, searches: integer };

export const accountUsage = object({
  from: string,
  to: string,
  days: list(object({ day: string, ...accountFigures })),
  totals: object(accountFigures),
  keptDays: object({ audit: integer, searches: integer }),
});

export const importedAccounts = object({ accounts: list(object({ name: string, password: string })) });

export const passwordShownOnce = {
  ...object({ account: accountSummary, password: string }),
  // Only a password the server generated comes back: one the operator typed is theirs already.
  required: ['account'],
};
export const removedAccount = object({ name: string, paperCopies: integer, openPaperCopies: integer });
export const revoked = object({ revoked: integer });
export const link = object({ url: string });

export const signInLink = object({
  id: integer,
  label: nullable(string),
  createdBy: string,
  createdAt: integer,
  expiresAt: integer,
  revokedAt: nullable(integer),
  lastUsedAt: nullable(integer),
  status: { type: 'string', enum: ['active', 'expired', 'revoked'] },
});
export const issuedSignInLink = object({ link: signInLink, url: string });

export const customerSessions = list(
  object({
    id: string,
    createdAt: integer,
    lastSeenAt: integer,
    clientAddress: nullable(string),
    userAgent: nullable(string),
  }),
);

export const paperCopy = object({
  reference: string,
  createdAt: integer,
  dueAt: integer,
  overdue: boolean,
  status: { type: 'string', enum: ['open', 'done', 'cancelled'] },
  closedAt: nullable(integer),
  note: nullable(string),
  account: string,
  fromPublicPage: boolean,
  model: string,
  documentName: string,
  documentVersion: nullable(string),
  copies: integer,
  name: string,
  facility: string,
  address: string,
  email: string,
});

export const auditPage = object({
  rows: list(
    object({
      id: integer,
      time: integer,
      kind: string,
      account: nullable(string),
      operator: nullable(string),
      clientAddress: string,
      detail: nullable(string),
      count: integer,
      instance: nullable(string),
    }),
  ),
  page: integer,
  pageSize: integer,
  total: integer,
});

export const usageAnswer = object({
  from: string,
  to: string,
  signIns: list(object({ day: string, ok: integer, failed: integer })),
  downloads: list(object({ day: string, model: string, downloads: integer })),
  topDocuments: list(
    object({ document: string, title: string, model: string, page: nullable(string), downloads: integer }),
  ),
  dormantAccounts: list(object({ account: string, lastSignIn: nullable(integer) })),
  searches: list(object({ day: string, searches: integer, empty: integer })),
  emptySearches: list(object({ query: string, model: string, count: integer })),
});

export const healthAnswer = object({
  instances: list(object({ instance: string, lastSeen: integer })),
  database: object({ engine: { type: 'string', enum: ['sqlite', 'postgres'] }, reachable: boolean }),
  contentBuiltAt: nullable(string),
});

export const signInLockout = object({
  address: nullable(string),
  accounts: list(string),
  since: integer,
  until: integer,
  count: integer,
});

/** The answers every console route may give besides its own: refusals of the gate, of validation and of the actions. */
const acknowledgedDocument = {
  model: string,
  line: string,
  document: string,
  name: string,
  version: string,
};

export const acknowledgementReport = object({
  account: string,
  documents: list(object({ ...acknowledgedDocument, date: string })),
  people: integer,
  rows: list(
    object({
      ...acknowledgedDocument,
      current: boolean,
      date: nullable(string),
      person: object({ name: string, email: string, removed: boolean }),
      status: { type: 'string', enum: ['confirmed', 'outstanding'] },
      confirmedAt: nullable(integer),
    }),
  ),
});

export const refusals = Object.fromEntries([400, 401, 403, 404, 409, 429, 503].map((status) => [status, errorSchema]));

/** An account's hospital sign-in: the secret is not among its fields, so it never leaves the server. */
export const hospitalSignIn = object({
  redirectUri: string,
  settings: {
    ...object({
      issuer: string,
      clientId: string,
      domains: list(string),
      groupClaim: nullable(string),
      groupValue: nullable(string),
      passwordAllowed: boolean,
      updatedAt: integer,
      updatedBy: string,
    }),
    type: ['object', 'null'],
  },
});
