/**
 * The benchmark's own copy of what the portal serves, in a temp folder: the built site, the
 * content and the compiled content, plus two generated PDFs (4 KiB and 8 MiB) indexed as
 * documents of the first product line. Nothing under content/ or build/ is changed and
 * nothing big is written into the repository. The folder is opened to other users (0755) because
 * nginx, started as root, reads files as its worker user.
 */
import { randomBytes } from 'node:crypto';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildLayout } from '../../engine/compiler/compile/build-layout';
import type { CompiledSite, FileIndex } from '../../engine/shared/types';
import { repoRoot } from './child-server';

export interface BenchTree {
  root: string;
  siteDir: string;
  contentDir: string;
  buildDir: string;
  databasePath: string;
  /** nginx's pid, logs, temporary files and configs. */
  stateDir: string;
  /** What nginx alone serves for the manifest address: the compiled manifest and its .gz. */
  staticManifestDir: string;
  /** Model of the first product line, whose manifest and documents are asked for. */
  model: string;
  /** Address of the site's largest JavaScript asset. */
  jsAsset: string;
  /** Addresses of the generated documents, with their sizes. */
  smallPdf: { path: string; size: number };
  largePdf: { path: string; size: number };
  remove(): void;
}

/** What `npm run build` writes and the benchmark needs; undefined when all of it is there. */
export function missingBuild(): string[] | undefined {
  const needed = [join('build', 'site', 'index.html'), join('build', 'content', buildLayout.files)];
  const missing = needed.filter((path) => !existsSync(join(repoRoot, path)));
  return missing.length > 0 ? missing : undefined;
}

/** A file that starts and ends like a PDF, filled with random (incompressible) bytes. */
function pdfOfSize(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n');
  const tail = Buffer.from('\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

function largestScript(siteDir: string): string {
  const scripts = readdirSync(join(siteDir, 'assets')).filter((name) => name.endsWith('.js'));
  const [largest] = scripts.sort(
    (a, b) => statSync(join(siteDir, 'assets', b)).size - statSync(join(siteDir, 'assets', a)).size,
  );
  if (!largest) throw new Error('build/site/assets has no JavaScript: run `npm run build`');
  return `/assets/${largest}`;
}

/** The bench tree of this checkout, built beforehand. */
export function createBenchTree(): BenchTree {
  const root = mkdtempSync(join(tmpdir(), 'portal-bench-compare-'));
  chmodSync(root, 0o755);
  const siteDir = join(root, 'site');
  const contentDir = join(root, 'content');
  const buildDir = join(root, 'build-content');
  const stateDir = join(root, 'nginx');
  const staticManifestDir = join(root, 'static-manifests');
  cpSync(join(repoRoot, 'build', 'site'), siteDir, { recursive: true });
  cpSync(join(repoRoot, 'content'), contentDir, { recursive: true });
  cpSync(join(repoRoot, 'build', 'content'), buildDir, { recursive: true });
  mkdirSync(stateDir);
  mkdirSync(staticManifestDir);

  const site = JSON.parse(readFileSync(join(buildDir, buildLayout.site), 'utf8')) as CompiledSite;
  const model = site.catalogue[0]?.model;
  if (!model) throw new Error('The compiled catalogue is empty');

  // Two documents of the first line, indexed as the compiler would index them.
  const index = JSON.parse(readFileSync(join(buildDir, buildLayout.files), 'utf8')) as FileIndex;
  const documents = { smallPdf: ['small-4k.pdf', 4 * 1024], largePdf: ['large-8m.pdf', 8 * 1024 * 1024] } as const;
  mkdirSync(join(contentDir, 'files', 'bench'));
  const made = Object.fromEntries(
    Object.entries(documents).map(([name, [file, size]]) => {
      const key = `bench/${file}`;
      writeFileSync(join(contentDir, 'files', key), pdfOfSize(size));
      index.public[key] = { models: [model], kind: 'public', source: `files/${key}`, contentType: 'application/pdf' };
      return [name, { path: `/public/${key}`, size }];
    }),
  ) as Record<keyof typeof documents, { path: string; size: number }>;
  writeFileSync(join(buildDir, buildLayout.files), JSON.stringify(index));

  const manifest = readFileSync(join(buildDir, buildLayout.product(model)));
  writeFileSync(join(staticManifestDir, model), manifest);
  writeFileSync(join(staticManifestDir, `${model}.gz`), gzipSync(manifest, { level: 9 }));

  return {
    root,
    siteDir,
    contentDir,
    buildDir,
    databasePath: join(root, 'portal.sqlite'),
    stateDir,
    staticManifestDir,
    model,
    jsAsset: largestScript(siteDir),
    ...made,
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
