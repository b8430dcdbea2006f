import { describe, expect, it } from 'vitest';
import { contentDisposition, dispositionType } from './content-disposition';

describe('contentDisposition', () => {
  it('quotes plain names and encodes others per RFC 5987', () => {
    expect(contentDisposition('inline', 'guide.pdf')).toBe(`inline; filename="guide.pdf"; filename*=UTF-8''guide.pdf`);
    expect(contentDisposition('attachment', 'naïve "x"\\%(1)\r\n.pdf')).toBe(
      `attachment; filename="na_ve _x___(1)__.pdf"; filename*=UTF-8''na%C3%AFve%20%22x%22%5C%25%281%29%0D%0A.pdf`,
    );
  });

  it('shows PDFs and media inline and saves the rest', () => {
    expect(dispositionType('application/pdf')).toBe('inline');
    expect(dispositionType('image/png')).toBe('inline');
    expect(dispositionType('application/zip')).toBe('attachment');
    expect(dispositionType('text/html')).toBe('attachment');
  });
});
