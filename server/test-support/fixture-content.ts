/**
 * A tiny compiled content tree for server tests, written to a temp folder. Typed with the
 * engine's compiled shapes so a change there is a type error here. Neutral keys only:
 * brand "acme" (model "test-pump") and brand "globex" (model "other-pump").
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { compileProductLine } from '../../engine/compile/resolve-product';
import type { FileIndex, IndexedFile } from '../../engine/files/file-index';
import type { CatalogueEntry, CompiledProduct, SiteSettings } from '../../engine/types';

export const fixtureModels = { first: 'test-pump', second: 'other-pump' } as const;

/** 1000 bytes whose value at offset i is i % 256, so range answers are easy to check. */
export const pdfBytes = Buffer.from(Array.from({ length: 1000 }, (_, index) => index % 256));

export interface FixtureTree {
  root: string;
  contentDir: string;
  buildDir: string;
  siteDir: string;
  cleanup(): void;
}

export const fixtureSite: SiteSettings = {
  siteTitle: 'CUSTOMER RESOURCES',
  logo: { src: 'logos/maker.svg', alt: 'Maker' },
  login: {
    heading: 'Log in',
    passwordLabel: 'Password',
    buttonLabel: 'LOGIN',
    errorMessage: 'Password is incorrect. Please contact your admin.',
    contactLinkText: 'contact your admin',
  },
  catalogue: { heading: 'WELCOME', intro: 'Select your product below.', cardLinkLabel: 'LEARN MORE' },
  disclaimer: { text: 'Supplementary content.', acknowledgeLabel: 'I acknowledge' },
  footer: { copyrightYear: 2025, copyrightHolder: 'Maker', supportLabel: 'Support', links: [] },
  products: ['test-pump', 'other-pump'],
};

function entry(brand: string, model: string, title: string): CatalogueEntry {
  return { brand, model, title, pathPrefix: `/${model}`, image: { src: `cards/${model}.png`, alt: title } };
}

export const fixtureCatalogue: CatalogueEntry[] = [
  entry('acme', fixtureModels.first, 'Test pump'),
  entry('globex', fixtureModels.second, 'Other pump'),
];

export function fixtureProduct(brand: string, model: string, title: string): CompiledProduct {
  return compileProductLine(
    {
      brand,
      model,
      title,
      pathPrefix: `/${model}`,
      card: { title, image: { src: `cards/${model}.png`, alt: title } },
      logo: { src: `logos/${brand}.svg`, alt: brand },
      welcome: `Welcome to ${title}.`,
      homePath: 'internal/home',
      map: [],
      routes: [
        { path: 'internal/home', name: 'home', kind: 'home', meta: { title: 'Home' } },
        {
          path: 'internal/video',
          name: 'video',
          meta: { title: 'Video', url: 'https://player.example.com/embed/1' },
        },
      ],
    },
    {
      'quick-tips': {
        message: 'Quick tips',
        documents: [
          {
            type: 'download',
            name: 'Tips',
            filePath: `${model}/tips.pdf`,
            dateUpdated: '2025-01-02',
          },
          { type: 'secure-download', name: 'Guide', path: `${model}/guide.pdf` },
        ],
      },
    },
    { download: { [`${model}/tips.pdf`]: pdfBytes.length }, 'secure-download': {} },
  );
}

function indexed(model: string, kind: IndexedFile['kind'], source: string, contentType: string): IndexedFile {
  return { models: [model], kind, source, contentType };
}

export function fixtureFileIndex(): FileIndex {
  const { first, second } = fixtureModels;
  return {
    public: {
      [`${first}/tips.pdf`]: indexed(first, 'public', `files/${first}/tips.pdf`, 'application/pdf'),
      [`${first}/Übersicht "neu".pdf`]: indexed(first, 'public', `files/${first}/overview.pdf`, 'application/pdf'),
      [`${second}/tips.pdf`]: indexed(second, 'public', `files/${second}/tips.pdf`, 'application/pdf'),
    },
    secure: {
      [`${first}/guide.pdf`]: indexed(first, 'secure', `secure/${first}/guide.pdf`, 'application/pdf'),
      [`${second}/guide.pdf`]: indexed(second, 'secure', `secure/${second}/guide.pdf`, 'application/pdf'),
    },
    training: {
      'library/index.html': indexed(first, 'training', 'training/library/index.html', 'text/html'),
    },
  };
}

/** Writes content files, compiled content and a built site; returns the folders. */
export function writeFixtureTree(options: { site?: boolean } = {}): FixtureTree {
  const root = mkdtempSync(join(tmpdir(), 'portal-server-'));
  const contentDir = join(root, 'content');
  const buildDir = join(root, 'build', 'content');
  const siteDir = join(root, 'build', 'site');
  const write = (path: string, data: string | Buffer) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, data);
  };

  const { first, second } = fixtureModels;
  write(join(contentDir, 'files', first, 'tips.pdf'), pdfBytes);
  write(join(contentDir, 'files', first, 'overview.pdf'), '%PDF');
  write(join(contentDir, 'files', second, 'tips.pdf'), '%PDF');
  write(join(contentDir, 'secure', first, 'guide.pdf'), 'secret');
  write(join(contentDir, 'secure', second, 'guide.pdf'), 'secret');
  write(join(contentDir, 'training', 'library', 'index.html'), '<html></html>');
  write(join(contentDir, 'images', 'logos', 'maker.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write(join(contentDir, 'images', 'notes.txt'), 'not an image');

  write(join(buildDir, 'site.json'), JSON.stringify({ site: fixtureSite, catalogue: fixtureCatalogue }));
  write(join(buildDir, 'files.json'), JSON.stringify(fixtureFileIndex()));
  write(join(buildDir, 'products', `${first}.json`), JSON.stringify(fixtureProduct('acme', first, 'Test pump')));
  write(join(buildDir, 'products', `${second}.json`), JSON.stringify(fixtureProduct('globex', second, 'Other pump')));

  if (options.site !== false) {
    write(join(siteDir, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
    write(join(siteDir, 'assets', 'app-1234.js'), 'console.log("app")');
  }
  return { root, contentDir, buildDir, siteDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
