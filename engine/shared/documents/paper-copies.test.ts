import { describe, expect, it } from 'vitest';
import type { CompiledProduct, CompiledRoute, SectionResource } from '../types';
import { findPaperCopyDocument, paperCopyDocumentsOf } from './paper-copies';

const instructions: SectionResource = {
  message: 'Instructions for use',
  documents: [
    { type: 'external', name: 'eIFU', url: 'https://eifu.example.com/x' },
    { type: 'download', name: 'IFU (PDF)', filePath: 'a/ifu.pdf', version: 'Rev. D' },
    { type: 'download', name: 'Hidden', filePath: 'a/hidden.pdf', hidden: true },
    { type: 'download', name: 'Disabled', filePath: 'a/disabled.pdf', disabled: true },
    { type: 'training', name: 'Course', path: '/a/course/index.html' },
    { type: 'secure-download', name: 'Cleaning', path: 'a/cleaning.pdf' },
  ],
};
const tips: SectionResource = {
  message: 'Tips',
  documents: [{ type: 'download', name: 'Tip', filePath: 'a/tip.pdf' }],
};

const page = (path: string, kind: CompiledRoute['kind'], sectionName: string): CompiledRoute => ({
  path,
  kind,
  meta: { title: path, sectionName },
  children: [],
});

const compiled = {
  product: {
    routes: [
      {
        path: '/a/internal',
        meta: { title: 'Internal' },
        children: [
          page('/a/internal/ifu', 'instructions-for-use', 'ifu'),
          page('/a/internal/tips', 'content-list', 'tips'),
        ],
      },
      // A content list that happens to show the instructions' section is not an instructions-for-use page.
      page('/a/other', 'content-list', 'ifu-copy'),
    ],
  } as unknown as CompiledProduct['product'],
  routePaths: {},
  fileSizes: { download: {}, 'secure-download': {} },
  sections: { ifu: instructions, tips, 'ifu-copy': { message: 'm', documents: [...tips.documents] } },
} satisfies CompiledProduct;

describe('paper-copy documents', () => {
  it("lists an instructions-for-use page's printable documents in its order, keyed by type and path", () => {
    expect(paperCopyDocumentsOf(instructions)).toEqual([
      { key: 'external:https://eifu.example.com/x', name: 'eIFU', path: 'https://eifu.example.com/x' },
      { key: 'download:a/ifu.pdf', name: 'IFU (PDF)', path: 'a/ifu.pdf', version: 'Rev. D' },
      { key: 'secure-download:a/cleaning.pdf', name: 'Cleaning', path: 'a/cleaning.pdf' },
    ]);
    expect(paperCopyDocumentsOf(undefined)).toEqual([]);
  });

  it('finds a document only on an instructions-for-use page of the line, by type and path', () => {
    expect(findPaperCopyDocument(compiled, 'secure-download:a/cleaning.pdf')?.name).toBe('Cleaning');
    expect(findPaperCopyDocument(compiled, 'download:a/tip.pdf')).toBeUndefined();
    expect(findPaperCopyDocument(compiled, 'download:a/hidden.pdf')).toBeUndefined();
    expect(findPaperCopyDocument(compiled, 'secure-download:a/ifu.pdf')).toBeUndefined();
    expect(findPaperCopyDocument(compiled, 'constructor')).toBeUndefined();
  });
});
