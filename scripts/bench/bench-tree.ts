/**
 * The load benchmark's own copy of what the portal serves, in a temporary folder removed when the
 * benchmark ends: the built site, the content and the compiled content, plus a 4 KiB and an 8 MiB
 * PDF indexed as the compiler would index documents of the first product line, so nothing under
 * content/ or build/ changes and nothing big is written into the repository. The folder is open
 * to other users (0755) because nginx, started as root, reads files as its worker user.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import type { CompiledSite, FileIndex } from '../../engine/shared/types';
import { built, readJson } from './built';
import { onStop } from './run-bench';

interface BenchPdf {
  path: string;
  size: number;
}

export interface BenchTree {
  root: string;
  siteDir: string;
  contentDir: string;
  buildDir: string;
  /** Model of the first product line, whose manifest and documents are asked for. */
  model: string;
  smallPdf: BenchPdf;
  largePdf: BenchPdf;
}

/** A file that starts and ends like a PDF, filled with random (incompressible) bytes. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

export function createBenchTree(): BenchTree {
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  onStop(() => rmSync(root, { recursive: true, force: true }));
  chmodSync(root, 0o755);
  const siteDir = join(root, 'site');
  const contentDir = join(root, 'content');
  const buildDir = join(root, 'build-content');
  cpSync(built.siteDir, siteDir, { recursive: true });
  cpSync(built.contentDir, contentDir, { recursive: true });
  cpSync(built.buildDir, buildDir, { recursive: true });

  const site = readJson<CompiledSite>(join(buildDir, buildLayout.site));
  const model = site.catalogue[0]?.model;
  if (!model) throw new Error('The compiled catalogue is empty');
  const index = readJson<FileIndex>(join(buildDir, buildLayout.files));
  mkdirSync(join(contentDir, 'files', 'bench'));
  const addPdf = (file: string, size: number): BenchPdf => {
    const key = `bench/${file}`;
    writeFileSync(join(contentDir, 'files', key), pdfOfSize(size));
    index.public[key] = { models: [model], kind: 'public', source: `files/${key}`, contentType: 'application/pdf' };
    return { path: `/public/${key}`, size };
  };
  const smallPdf = addPdf('small-4k.pdf', 4 * 1024);
  const largePdf = addPdf('large-8m.pdf', 8 * 1024 * 1024);
  writeFileSync(join(buildDir, buildLayout.files), JSON.stringify(index));
  return { root, siteDir, contentDir, buildDir, model, smallPdf, largePdf };
}
