/**
 * Creates the demo content's missing files: a real PDF for every download and
 * secure download, an HTML page for every training package, and an SVG for
 * every image the manifests name. Existing files are left alone, and output is
 * deterministic, so re-running changes nothing. Run: `npm run demo:assets`.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { trainingPrefix } from '../engine/documents/links';
import type { RouteNode } from '../engine/types';
import type { ContentError } from '../engine/validation/format-errors';
import { loadContent } from './content/load-content';
import { cardSvg, iconSvg, logoSvg, trainingPage, videoPlayerPage } from './demo/templates';

const contentDir = join(import.meta.dirname, '..', 'content');
const fixedDate = new Date('2025-01-01T00:00:00Z');

async function demoPdf(title: string, productTitle: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setAuthor('Customer resources demo content');
  pdf.setProducer('scripts/generate-demo-assets.ts');
  pdf.setCreator('scripts/generate-demo-assets.ts');
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  // Longer titles give longer sheets, so the demo's sizes differ like real files do.
  const pages = 1 + (title.length % 3);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(productTitle, { x: 56, y: 730, size: 12, font, color: rgb(0.2, 0.3, 0.5) });
    page.drawText(title, { x: 56, y: 700, size: 18, font: bold, maxWidth: 500 });
    const lines = [
      'DEMO DOCUMENT - not for clinical use.',
      "This sheet stands in for the manufacturer's published document of the same name.",
      "Always follow your facility's protocols and the instructions for use.",
      `Page ${n} of ${pages}.`,
    ];
    lines.forEach((line, i) => {
      page.drawText(line, { x: 56, y: 650 - i * 22, size: 12, font });
    });
  }
  return pdf.save({ useObjectStreams: false });
}

function write(path: string, data: string | Uint8Array, created: string[]) {
  if (existsSync(path)) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  created.push(path);
}

const errors: ContentError[] = [];
const content = loadContent(contentDir, errors);
if (errors.length > 0) {
  console.error('Fix the content errors first (npm run content:check).');
  process.exit(1);
}
const created: string[] = [];
const images = join(contentDir, 'images');
if (content.site) write(join(images, content.site.settings.logo.src), logoSvg('Infusion', 'products'), created);
const allSections = [
  ...content.products.flatMap((line) => Object.values(line.sections).map((s) => ({ line, section: s.section }))),
  ...Object.entries(content.brandSections).flatMap(([brand, sections]) =>
    Object.values(sections).map((s) => ({
      line: content.products.find((l) => l.product.brand === brand),
      section: s.section,
    })),
  ),
];
for (const line of content.products) {
  const { product } = line;
  write(join(images, product.card.image.src), cardSvg(product.card.title), created);
  write(join(images, product.logo.src), logoSvg(product.brand, ''), created);
  for (const [name, icon] of Object.entries(product.icons ?? {})) write(join(images, icon.src), iconSvg(name), created);
}
const videoPlayers = (nodes: RouteNode[]): RouteNode[] =>
  nodes.flatMap((node) => [
    ...(node.meta.url?.startsWith(`${trainingPrefix}/`) ? [node] : []),
    ...videoPlayers(node.children ?? []),
  ]);
for (const line of content.products) {
  for (const node of videoPlayers(line.product.routes)) {
    const entry = (node.meta.url ?? '').slice(`${trainingPrefix}/`.length);
    write(join(contentDir, 'training', entry), videoPlayerPage(node.meta.title, line.product.title), created);
  }
}
for (const { line, section } of allSections) {
  const productTitle = line?.product.title ?? 'Infusion products';
  for (const document of section.documents) {
    if (document.type === 'download') {
      write(join(contentDir, 'files', document.filePath), await demoPdf(document.name, productTitle), created);
    } else if (document.type === 'secure-download') {
      write(join(contentDir, 'secure', document.path), await demoPdf(document.name, productTitle), created);
    } else if (document.type === 'training') {
      write(join(contentDir, 'training', document.path), trainingPage(document.name), created);
    }
  }
}
console.log(
  created.length
    ? `Created ${created.length} demo files:\n${created.map((c) => `  ${c}`).join('\n')}`
    : 'All demo files exist.',
);
