import { describe, expect, it } from 'vitest';
import { contentDisposition, dispositionType } from './content-disposition';

describe('contentDisposition', () => {
  it('sends plain names as they are and adds an RFC 8187 filename* with an ASCII fallback for others', () => {
    expect(contentDisposition('inline', 'guide.pdf')).toBe('inline; filename=guide.pdf');
    expect(contentDisposition('attachment', 'user guide.zip')).toBe('attachment; filename="user guide.zip"');
    expect(contentDisposition('inline', '50%25.pdf')).toBe(`inline; filename=50_25.pdf; filename*=UTF-8''50%2525.pdf`);
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
