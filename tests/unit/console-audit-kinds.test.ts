/** The console names every kind of audit entry the server writes, and no kind it does not. */
import { describe, expect, it } from 'vitest';
import { auditKinds } from '../../server/storage/records';
import { auditKindNames } from '../../site/console/audit/audit-kinds';

describe("the console's names of audit kinds", () => {
  it('name exactly the kinds the server writes', () => {
    expect(Object.keys(auditKindNames).sort()).toEqual([...auditKinds].sort());
  });
});
