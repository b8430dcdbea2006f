import { describe, expect, it, vi } from 'vitest';
import type { Document } from '../types';
import { withDocumentName } from './document-name';

describe('withDocumentName', () => {
  it('keeps a named document as it is, silently', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const document: Document = { type: 'download', name: 'Guide', filePath: 'acme/guide.pdf' };
    expect(withDocumentName(document)).toBe(document);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('names a link row without a name after its file, with the console message', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const document = { type: 'download', filePath: 'acme/setup-guide.pdf' } as unknown as Document;
    expect(withDocumentName(document)).toMatchObject({ name: 'setup-guide.pdf' });
    expect(warn).toHaveBeenCalledWith(
      'Document name not found: a "download" row for "acme/setup-guide.pdf" is shown as "setup-guide.pdf"',
    );
    warn.mockRestore();
  });

  it('leaves text rows alone', () => {
    const document: Document = { type: 'sectiontext', text: 'Hello' };
    expect(withDocumentName(document)).toBe(document);
  });
});
