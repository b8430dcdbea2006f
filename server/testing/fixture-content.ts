/**
 * The fixture content for server tests, copied to a temp folder: the files, secure files,
 * training files and images of tests/fixtures/content, the compiled content vitest's global setup
 * wrote from them (build/fixture-content), and a stub built site. Each test gets its own copy, so
 * it may overwrite, delete or symlink files freely.
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FileIndex, IndexedFile } from '../../engine/compiler/files/file-index';
import { fixtureModels } from '../../tests/fixtures/fixture-content';
import { fixtureBuildDir, fixtureContentDir } from '../../tests/fixtures/fixture-paths';

export { fixtureModels };

/** Where the first line's pages are (its pathPrefix). */
export const firstPathPrefix = '/demo';

/** Index keys of the files server tests ask for, as the documents link them. */
export const fixtureFiles = {
  /** Public file of the first line (its brand section shares it with the brand's other line). */
  tips: 'demo/tips.pdf',
  /** Secure file of the first line. */
  guide: 'demo/guide.pdf',
  /** Public and secure files of the other brand's line, which the one-line demo account lacks. */
  otherTips: 'other/tips.pdf',
  otherGuide: 'other/guide.pdf',
  /** Training file of the first line's brand. */
  training: 'acme/course/index.html',
} as const;

/** 1000 bytes whose value at offset i is i % 256, so range answers are easy to check. */
export const pdfBytes = readFileSync(join(fixtureContentDir, 'files', fixtureFiles.tips));

/**
 * A file added to files.json by hand: a state the compiler refuses to write (such as a name outside
 * the allowed pattern) but which the server must still answer safely.
 */
export interface HandIndexedFile extends IndexedFile {
  key: string;
  bytes: string | Buffer;
}

/** A non-ASCII name with quotes and a space, for a Content-Disposition that must stay safe. */
export const oddlyNamedFile: HandIndexedFile = {
  key: 'demo/Übersicht "neu".pdf',
  models: [fixtureModels.first],
  kind: 'public',
  source: 'files/demo/overview.pdf',
  contentType: 'application/pdf',
  bytes: '%PDF',
};

/** A document stored under a name with spaces, non-ASCII letters, # and ?: its X-Accel-Redirect must be encoded. */
export const awkwardlyStoredFile: HandIndexedFile = {
  key: 'demo/handbook.pdf',
  models: [fixtureModels.first],
  kind: 'public',
  source: 'files/demo/Übersicht neu #1?.pdf',
  contentType: 'application/pdf',
  bytes: Buffer.from('%PDF-1.7 awkwardly stored'),
};

export interface FixtureTree {
  root: string;
  contentDir: string;
  buildDir: string;
  siteDir: string;
  cleanup(): void;
}

export interface FixtureTreeOptions {
  /** Write the stub built site (default true). */
  site?: boolean;
  /** Files to add to the copied files.json, with their bytes. */
  handIndexed?: readonly HandIndexedFile[];
}

function write(path: string, data: string | Buffer): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
}

/** The compiled file index of a tree, as the server reads it at start-up. */
export function readTreeFileIndex(tree: Pick<FixtureTree, 'buildDir'>): FileIndex {
  return JSON.parse(readFileSync(join(tree.buildDir, 'files.json'), 'utf8')) as FileIndex;
}

/** Writes the file into the tree's content folder and indexes it under its key. */
function addHandIndexedFile(tree: FixtureTree, file: HandIndexedFile): void {
  const { key, bytes, ...indexed } = file;
  write(join(tree.contentDir, indexed.source), bytes);
  const index = readTreeFileIndex(tree);
  index[indexed.kind][key] = indexed;
  writeFileSync(join(tree.buildDir, 'files.json'), JSON.stringify(index, null, 2));
}

/** The build manifest of the stub site: the lazy chunks a page preloads, shaped as Vite writes them. */
const stubBuildManifest = {
  'index.html': { file: 'assets/app-1234.js', isEntry: true, css: ['assets/app-1234.css'] },
  '_shared-1234.js': { file: 'assets/shared-1234.js' },
  'layouts/signed-in-layout.tsx': {
    file: 'assets/signed-in-1234.js',
    isDynamicEntry: true,
    imports: ['index.html'],
    css: ['assets/signed-in-1234.css'],
  },
  'search/search-box.tsx': {
    file: 'assets/search-1234.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-1234.js'],
  },
  'catalogue/catalogue-page.tsx': {
    file: 'assets/catalogue-1234.js',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'product/product-line.tsx': {
    file: 'assets/product-1234.js',
    isDynamicEntry: true,
    imports: ['layouts/signed-in-layout.tsx', 'index.html', '_shared-1234.js'],
    css: ['assets/product-1234.css'],
  },
};

/** Copies content files, compiled content and (unless `site: false`) a built site; returns the folders. */
export function writeFixtureTree(options: FixtureTreeOptions = {}): FixtureTree {
  const root = mkdtempSync(join(tmpdir(), 'portal-server-'));
  const contentDir = join(root, 'content');
  const buildDir = join(root, 'build', 'content');
  const siteDir = join(root, 'build', 'site');
  const tree = { root, contentDir, buildDir, siteDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };

  // The server reads only these folders of the content; the authoring JSON reaches it compiled.
  for (const folder of ['files', 'secure', 'training', 'images']) {
    cpSync(join(fixtureContentDir, folder), join(contentDir, folder), { recursive: true });
  }
  cpSync(fixtureBuildDir, buildDir, { recursive: true });
  for (const file of options.handIndexed ?? []) addHandIndexedFile(tree, file);

  if (options.site !== false) {
    write(
      join(siteDir, 'index.html'),
      // As site/index.html has them: the page's language, the theme colour and the site texts' preload.
      '<!doctype html><html lang="en"><meta name="theme-color" content="" /><link rel="preload" href="/api/site" as="fetch" crossorigin /><title>Portal</title><div id="root"></div>',
    );
    write(join(siteDir, 'assets', 'app-1234.js'), 'console.log("app")');
    write(join(siteDir, '.vite', 'manifest.json'), JSON.stringify(stubBuildManifest));
  }
  return tree;
}
