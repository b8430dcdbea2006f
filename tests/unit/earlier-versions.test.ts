import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { earlierVersionsOf, type VersionedDocument } from '../../engine/shared/documents/versions';
import type { CompiledProduct, DocumentOf } from '../../engine/shared/types';
import { fixtureLine } from '../fixtures/fixture-content';
import { fixtureContentDir } from '../fixtures/fixture-paths';

const bytesOf = (path: string) => statSync(join(fixtureContentDir, path)).size;

function versioned<T extends 'download' | 'secure-download'>(compiled: CompiledProduct, section: string, type: T) {
  const found = compiled.sections[section]?.documents.find(
    (document): document is DocumentOf<T> => document.type === type && 'versions' in document && !!document.versions,
  );
  if (!found) throw new Error(`the fixture's ${section} has no ${type} with versions`);
  return found as VersionedDocument;
}

describe('earlierVersionsOf', () => {
  it("links a download's earlier file like the current one, with its date, note and measured size", () => {
    const compiled = fixtureLine();
    expect(earlierVersionsOf(compiled, versioned(compiled, 'instructions-for-use', 'download'))).toEqual([
      {
        version: '5.0 Rev. A',
        date: '2025-01-20',
        note: 'First edition for software version 5.',
        href: '/public/demo/instructions-for-use-v5-rev-a.pdf',
        bytes: bytesOf('files/demo/instructions-for-use-v5-rev-a.pdf'),
      },
    ]);
  });

  it("links a secure download's earlier file through the secure address", () => {
    const compiled = fixtureLine();
    expect(earlierVersionsOf(compiled, versioned(compiled, 'instructions-for-use', 'secure-download'))).toEqual([
      {
        version: '2023',
        date: '2023-06-01',
        href: '/secure-download?file=acme%2Fcompatibility-2023.pdf',
        bytes: bytesOf('secure/acme/compatibility-2023.pdf'),
      },
    ]);
  });

  it('leaves out a size the compiler did not measure', () => {
    const compiled = fixtureLine();
    compiled.fileSizes.download = {};
    const [earlier] = earlierVersionsOf(compiled, versioned(compiled, 'instructions-for-use', 'download'));
    expect(earlier).not.toHaveProperty('bytes');
  });

  it('is empty for a document without earlier versions', () => {
    const compiled = fixtureLine();
    expect(earlierVersionsOf(compiled, { type: 'download', name: 'Tips', filePath: 'demo/tips.pdf' })).toEqual([]);
  });
});
