/** Answers of the console's API as the stories and component tests see them: product lines of the demo content. */
import type {
  AccountSummary,
  AccountUsage,
  AcknowledgementReport,
  AuditPage,
  CatalogueLine,
  CustomerSession,
  HospitalSignIn,
  NamedPerson,
  PaperCopy,
  SignInLink,
  SignInLockout,
  SiteLanguage,
  UsageAnswer,
} from '../../../engine/shared/console/console-api';
import { noCustomerDetails } from '../../../engine/shared/console/customer-fields';

const day = 86_400_000;
/** A fixed "now", so stories and tests draw the same dates every day. */
export const fixtureNow = Date.parse('2026-03-16T10:30:00Z');

export const siteLanguages: SiteLanguage[] = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
];

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
    details: {
      hospitalName: "St Mary's Hospital",
      customerNumber: 'C-10442',
      country: 'GB',
      language: 'en',
      contactName: 'Dana Whitfield',
      contactEmail: 'dana.whitfield@example.org',
      notes: 'Pharmacy and biomedical engineering share the account.\nRenewal handled by procurement.',
    },
    accessEndsOn: '2027-01-01',
    accessEnded: false,
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
    details: {
      ...noCustomerDetails,
      hospitalName: 'Royal Infirmary of the Northern Counties, Pharmacy Department and Aseptic Services Unit',
      customerNumber: 'C-20871-PHARM',
      country: 'GB',
    },
    accessEndsOn: null,
    accessEnded: false,
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
    details: { ...noCustomerDetails, hospitalName: 'Clínica de la Ciudad', country: 'ES', language: 'es' },
    accessEndsOn: '2026-03-01',
    accessEnded: true,
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

export const accountUsage: AccountUsage = {
  from: '2026-02-15',
  to: '2026-03-16',
  days: [
    { day: '2026-03-02', signIns: 4, refusedSignIns: 0, downloads: 12, searches: 7 },
    { day: '2026-03-09', signIns: 2, refusedSignIns: 1, downloads: 3, searches: 0 },
    { day: '2026-03-16', signIns: 1, refusedSignIns: 0, downloads: 0, searches: 2 },
  ],
  totals: { signIns: 7, refusedSignIns: 1, downloads: 15, searches: 9 },
  keptDays: { audit: 400, searches: 90 },
};

export const namedPeople: NamedPerson[] = [
  {
    id: 3,
    name: 'Ana Ruiz',
    email: 'ana.ruiz@st-marys.example.org',
    firstSeenAt: fixtureNow - 40 * day,
    lastSeenAt: fixtureNow - 3_600_000,
    openSessions: 1,
  },
  {
    id: 7,
    name: 'Bartholomew Featherstonehaugh-Wickenden',
    email: 'bartholomew.featherstonehaugh-wickenden@pharmacy.st-marys.example.org',
    firstSeenAt: fixtureNow - 2 * day,
    lastSeenAt: fixtureNow - 2 * day,
    openSessions: 0,
  },
];

export const lockouts: SignInLockout[] = [
  {
    address: '198.51.100.77',
    accounts: ['st-marys-hospital'],
    since: fixtureNow - 10 * 60_000,
    until: fixtureNow + 20 * 60_000,
    count: 12,
  },
  { address: '203.0.113.9', accounts: [], since: fixtureNow - 5 * 60_000, until: fixtureNow + 25 * 60_000, count: 30 },
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

/** The first account's hospital sign-in: connected, its shared password still working. */
export const hospitalSignIn: HospitalSignIn = {
  redirectUri: 'https://portal.example/sso/callback',
  settings: {
    issuer: 'https://login.microsoftonline.com/3f8e9c4a-0000-4000-8000-000000000000/v2.0',
    clientId: '6731de76-14a6-49ae-97bc-6eba6914391e',
    domains: ['stmary.example'],
    groupClaim: null,
    groupValue: null,
    passwordAllowed: true,
    updatedAt: fixtureNow - 3 * day,
    updatedBy: 'alice',
  },
};

const ifu = {
  model: 'infusion-pump',
  line: 'Infusion Pump System',
  document: 'infusion-pump-system-ifu',
  name: 'Infusion Pump System instructions for use (PDF)',
  version: 'Rev. D',
  date: '2025-07-08',
};
const cleaning = {
  model: 'infusion-pump',
  line: 'Infusion Pump System',
  document: 'cleaning-and-disinfecting-sheet',
  name: 'Cleaning and disinfecting sheet',
  version: '3',
  date: '2025-02-27',
};
const ana = { name: 'Ana Ruiz', email: 'ana.ruiz@st-marys.example', removed: false };
const ben = { name: 'Ben Okafor', email: 'ben.okafor@st-marys.example', removed: false };
const carla = { name: 'Carla Díaz', email: 'carla.diaz@st-marys.example', removed: true };

/**
 * An account's report: two documents of a line, two people, one of them confirmed the current and
 * an earlier version; and a person removed since, whose confirmation stays.
 */
export const acknowledgementReport: AcknowledgementReport = {
  account: 'st-marys-hospital',
  documents: [ifu, cleaning],
  people: 2,
  rows: [
    { ...ifu, current: true, person: ana, status: 'confirmed', confirmedAt: fixtureNow - 3 * day },
    { ...ifu, current: true, person: ben, status: 'outstanding', confirmedAt: null },
    {
      ...ifu,
      version: 'Rev. C',
      date: null,
      current: false,
      person: ana,
      status: 'confirmed',
      confirmedAt: fixtureNow - 120 * day,
    },
    { ...ifu, current: true, person: carla, status: 'confirmed', confirmedAt: fixtureNow - 30 * day },
    { ...cleaning, current: true, person: ana, status: 'outstanding', confirmedAt: null },
    { ...cleaning, current: true, person: ben, status: 'confirmed', confirmedAt: fixtureNow - day },
  ],
};
