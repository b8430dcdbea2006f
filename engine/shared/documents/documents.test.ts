import { describe, expect, it } from 'vitest';
import type { CompiledProduct } from '../types';
import { downloadsOf, sizeInKb } from './downloads';
import { downloadHref, secureDownloadHref, trainingHref } from './links';

describe('downloadsOf', () => {
  const compiled = {
    product: {} as CompiledProduct['product'],
    routePaths: {},
    fileSizes: {
      download: { 'acme/guide.pdf': 10_752, 'acme/ignored.pdf': 1, 'acme/video.mp4': 1 },
      'secure-download': {},
    },
    sections: {
      a: {
        message: 'A',
        documents: [
          { type: 'download', name: 'Guide', filePath: 'acme/guide.pdf' },
          { type: 'download', name: 'Ignored', filePath: 'acme/ignored.pdf', ignoreOnDownloads: true },
          { type: 'download', name: 'Video', filePath: 'acme/video.mp4' },
          { type: 'secure-download', name: 'Secure', path: 'acme/secure.pdf' },
        ],
      },
      b: {
        message: 'B',
        documents: [{ type: 'download', name: 'Guide again', filePath: 'acme/guide.pdf' }],
      },
    },
  } satisfies CompiledProduct;

  it('lists each PDF download once with its type and size in KB', () => {
    expect(downloadsOf(compiled)).toEqual([{ name: 'Guide', filePath: 'acme/guide.pdf', fileType: 'PDF', sizeKb: 11 }]);
  });

  it('rounds bytes/1024 to whole KB', () => {
    expect([511, 512, 1536, 0].map(sizeInKb)).toEqual([0, 1, 2, 0]);
  });
});

describe('document links', () => {
  it('encodes every path segment', () => {
    expect(downloadHref({ filePath: 'acme/a b.pdf' })).toBe('/public/acme/a%20b.pdf');
    expect(secureDownloadHref('acme/guide.pdf')).toBe('/secure-download?file=acme%2Fguide.pdf');
    expect(trainingHref({ type: 'training', name: 'x', path: '/acme/course/index.html' })).toBe(
      '/public/training/acme/course/index.html',
    );
  });
});
