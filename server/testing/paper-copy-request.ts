/** A paper-copy request as the route stores it, for store, retention and reference tests. */
import type { NewPaperCopyRequest } from '../storage/records';

export function paperCopyRequest(changes: Partial<NewPaperCopyRequest> = {}): NewPaperCopyRequest {
  return {
    reference: 'PC-TEST-0000',
    createdAt: 1,
    account: 'ward-7',
    sessionId: null,
    model: 'm',
    documentName: 'Instructions for use',
    documentPath: 'm/ifu.pdf',
    documentVersion: null,
    copies: 1,
    name: 'Ada',
    facility: 'St Mary’s',
    address: 'Ward 7',
    email: 'ada@example.org',
    ...changes,
  };
}
