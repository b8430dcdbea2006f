/** Answers of the console's API as the stories and component tests see them: product lines of the demo content. */
import type {
  AccountSummary,
  AuditPage,
  CatalogueLine,
  CustomerSession,
  PaperCopy,
  SignInLink,
  UsageAnswer,
} from '../../../engine/shared/console/console-api';

const day = 86_400_000;
/** A fixed "now", so stories and tests draw the same dates every day. */
export const fixtureNow = Date.parse('2026-03-16T10:30:00Z');

export const catalogue: CatalogueLine[] = [
  { model: 'syringe-pump', title: 'Agilia Connect Syringe Pump' },
  { model: 'volumetric-pump', title: 'Agilia Connect Volumetric Pump' },
  { model: 'infusion-pump', title: 'Infusion Pump System' },
  { model: 'volumat-mc', title: 'Volumat MC Agilia' },
];

export const accounts: AccountSummary[] = [
  {
    name: 'st-marys-hospital',
    models: ['syringe-pump', 'volumetric-pump'],
    enabled: true,
    createdAt: fixtureNow - 200 * day,
    lastSignIn: fixtureNow - 2 * 3_600_000,
    openSessions: 3,
    plainHashLink: 'refused',
    plainHashLinkAllowed: false,
  },
  {
    name: 'royal-infirmary-of-the-northern-counties-pharmacy-department',
    models: ['infusion-pump', 'volumat-mc', 'syringe-pump', 'volumetric-pump'],
    enabled: true,
    createdAt: fixtureNow - 90 * day,
    lastSignIn: fixtureNow - 45 * day,
    openSessions: 0,
    plainHashLink: 'default',
    plainHashLinkAllowed: true,
  },
  {
    name: 'city-clinic',
    models: ['volumat-mc'],
    enabled: false,
    createdAt: fixtureNow - 30 * day,
    lastSignIn: null,
    openSessions: 0,
    plainHashLink: 'default',
    plainHashLinkAllowed: true,
  },
];

export const sessions: CustomerSession[] = [
  {
    id: 's1',
    createdAt: fixtureNow - 3 * 3_600_000,
    lastSeenAt: fixtureNow - 60_000,
    clientAddress: '198.51.100.23',
    userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/131.0',
  },
];

export const signInLinks: SignInLink[] = [
  {
    id: 2,
    label: 'Ward 7 tablet',
    createdBy: 'alice',
    createdAt: fixtureNow - 2 * day,
    expiresAt: fixtureNow + 28 * day,
    revokedAt: null,
    lastUsedAt: fixtureNow - 3_600_000,
    status: 'active',
  },
  {
    id: 1,
    label: null,
    createdBy: 'cli:root',
    createdAt: fixtureNow - 40 * day,
    expiresAt: fixtureNow - 10 * day,
    revokedAt: null,
    lastUsedAt: null,
    status: 'expired',
  },
];

export function paperCopy(overrides: Partial<PaperCopy> = {}): PaperCopy {
  const createdAt = overrides.createdAt ?? fixtureNow - 9 * day;
  return {
    reference: 'PC-2026-0042',
    createdAt,
    dueAt: createdAt + 7 * day,
    overdue: createdAt + 7 * day < fixtureNow,
    status: 'open',
    closedAt: null,
    note: null,
    account: 'st-marys-hospital',
    fromPublicPage: false,
    model: 'syringe-pump',
    documentName: 'Agilia SP MC Instructions for Use',
    documentVersion: '2024-03',
    copies: 2,
    name: 'Dana Whitfield',
    facility: "St Mary's Hospital, Biomedical Engineering",
    address: '1 Hospital Road\nLeeds LS1 3EX\nUnited Kingdom',
    email: 'dana.whitfield@example.org',
    ...overrides,
  };
}

export const auditPage: AuditPage = {
  page: 2,
  pageSize: 3,
  total: 120,
  rows: [
    {
      id: 9,
      time: fixtureNow - 60_000,
      kind: 'account-created',
      account: 'st-marys-hospital',
      operator: 'alice',
      clientAddress: '127.0.0.1',
      detail: 'syringe-pump, volumetric-pump',
      count: 1,
      instance: 'portal-1',
    },
    {
      id: 8,
      time: fixtureNow - 120_000,
      kind: 'file-delivered',
      account: 'st-marys-hospital',
      operator: null,
      clientAddress: '198.51.100.23',
      detail: 'document:agilia-syringe/ifu.pdf',
      count: 1,
      instance: 'portal-2',
    },
    {
      id: 7,
      time: fixtureNow - 180_000,
      kind: 'login-failed',
      account: null,
      operator: null,
      clientAddress: '203.0.113.9',
      detail: null,
      count: 4,
      instance: 'portal-1',
    },
  ],
};

export const usage: UsageAnswer = {
  from: '2026-03-10',
  to: '2026-03-16',
  signIns: [
    { day: '2026-03-10', ok: 12, failed: 1 },
    { day: '2026-03-11', ok: 18, failed: 0 },
    { day: '2026-03-12', ok: 9, failed: 3 },
    { day: '2026-03-14', ok: 4, failed: 0 },
    { day: '2026-03-16', ok: 15, failed: 2 },
  ],
  downloads: [
    { day: '2026-03-10', model: 'syringe-pump', downloads: 20 },
    { day: '2026-03-10', model: 'volumat-mc', downloads: 5 },
    { day: '2026-03-12', model: 'syringe-pump', downloads: 11 },
    { day: '2026-03-15', model: 'volumat-mc', downloads: 7 },
  ],
  topDocuments: [
    {
      document: 'agilia-syringe/ifu.pdf',
      title: 'Agilia SP MC Instructions for Use',
      model: 'syringe-pump',
      page: 'Documents',
      downloads: 31,
    },
    { document: 'volumat/quick.pdf', title: 'Quick reference guide', model: 'volumat-mc', page: null, downloads: 12 },
  ],
  dormantAccounts: [{ account: 'city-clinic', lastSignIn: null }],
  searches: [
    { day: '2026-03-10', searches: 40, empty: 6 },
    { day: '2026-03-11', searches: 22, empty: 2 },
  ],
  emptySearches: [{ query: 'occlusion alarm', model: 'syringe-pump', count: 5 }],
};
