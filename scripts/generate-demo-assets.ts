/**
 * Creates the demo content's missing files: a real PDF for every download and
 * secure download and safety notice, an HTML page for every training package, a drawing for every
 * picture the manifests name (product pictures, logos, icons), the learning library,
 * and for every video page that plays a video file, the video (with ffmpeg) and its
 * captions. Output is deterministic, so re-running changes nothing; a file this script
 * made is made again when what it shows changes (a PDF's words or versions, a drawing,
 * a storyboard), and every other existing file is left alone. Run: `npm run demo:assets`.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import type { ContentError } from '../engine/compiler/validation/content-error';
import { digitalLinkOf, labelQrSvg } from '../engine/shared/eifu/label-qr';
import { gtin14 } from '../engine/shared/gtin';
import type { SectionResource } from '../engine/shared/types';
import environmentSchema from '../schema/environment.schema.json' with { type: 'json' };
import { loadContent } from './content/read-content';
import { coursePage, courseSlugs, libraryPage } from './demo/learning-library';
import { type DemoSheet, demoPdf, producerHex } from './demo/pdf-sheets';
import { brandMark } from './demo/pictures/brand-marks';
import { productPicture } from './demo/pictures/product-pictures';
import { drawnBy } from './demo/svg';
import { iconSvg, trainingPage } from './demo/templates';
import { routesWithLocalVideos, writeVideoFiles } from './demo/video/video-files';

const contentDir = join(import.meta.dirname, '..', 'content');

/** Writes a missing file, or an existing one that `remake` says this script may write again. */
function write(path: string, data: string | Uint8Array, created: string[], remake = (_existing: Buffer) => false) {
  if (existsSync(path) && !remake(readFileSync(path))) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, data);
  created.push(path);
}

/** Demo PDFs follow their manifests: one this script made is rewritten when its words change; any other is left alone. */
const writePdf = (path: string, data: Uint8Array, created: string[]) =>
  write(path, data, created, (existing) => !existing.equals(data) && existing.includes(producerHex));

const errors: ContentError[] = [];
const content = loadContent(contentDir, errors);
if (errors.length > 0) {
  console.error('Fix the content errors first (npm run content:check).');
  process.exit(1);
}
const created: string[] = [];
/** A drawing, page or caption file this script made is drawn again when it changes; any other file is left alone. */
const redrawn = (data: string) => (existing: Buffer) => existing.includes(drawnBy) && existing.toString() !== data;
const draw = (path: string, data: string) => write(path, data, created, redrawn(data));
const images = join(contentDir, 'images');
/** A picture's name: its file's, without folder and extension (cards/infusion-pump.svg is infusion-pump). */
const nameOf = (src: string) => basename(src, extname(src));
if (content.site) {
  const { logo } = content.site.settings;
  draw(join(images, logo.src), brandMark(nameOf(logo.src), logo.alt));
}
const brandLine = (brand: string) => content.products.find((l) => l.product.brand === brand);
// Originals first: a translated row that keeps the original's file never rewrites it in another language.
const allSections: { line?: (typeof content.products)[number]; section: SectionResource; lang?: string }[] = [
  ...content.products.flatMap((line) => Object.values(line.sections).map((s) => ({ line, section: s.section }))),
  ...Object.entries(content.brandSections).flatMap(([brand, sections]) =>
    Object.values(sections).map((s) => ({ line: brandLine(brand), section: s.section })),
  ),
  ...(content.translations ?? []).flatMap(({ language, products, productSections, brandSections }) => [
    ...Object.entries(productSections).flatMap(([folder, sections]) => {
      const line = content.products.find((l) => l.folder === folder);
      const title = products[folder]?.value.title ?? line?.product.title;
      const translatedLine = line && title ? { ...line, product: { ...line.product, title } } : line;
      return Object.values(sections).map((s) => ({ line: translatedLine, section: s.value, lang: language.code }));
    }),
    ...Object.entries(brandSections).flatMap(([brand, sections]) =>
      Object.values(sections).map((s) => ({ line: brandLine(brand), section: s.value, lang: language.code })),
    ),
  ]),
];
for (const line of content.products) {
  const { product } = line;
  draw(join(images, product.card.image.src), productPicture(nameOf(product.card.image.src), product.card.image.alt));
  draw(join(images, product.logo.src), brandMark(nameOf(product.logo.src), product.logo.alt));
  for (const [name, icon] of Object.entries(product.icons ?? {})) draw(join(images, icon.src), iconSvg(name));
}
// The demo's learning library is the package the default LEARNING_LIBRARY_URL opens.
const libraryEntry = environmentSchema.properties.LEARNING_LIBRARY_URL.default.replace(/^\/public\/training\//, '');
const library = join(contentDir, 'training', dirname(libraryEntry));
draw(join(library, basename(libraryEntry)), libraryPage('en'));
draw(join(library, 'es', basename(libraryEntry)), libraryPage('es'));
for (const slug of courseSlugs) {
  draw(join(library, 'courses', `${slug}.html`), coursePage(slug, 'en') ?? '');
  draw(join(library, 'es', 'courses', `${slug}.html`), coursePage(slug, 'es') ?? '');
}
const videoLines = [
  ...content.products.map(({ product }) => product),
  ...(content.translations ?? []).flatMap(({ products }) => Object.values(products).map(({ value }) => value)),
];
const unmade = writeVideoFiles(contentDir, routesWithLocalVideos(videoLines), (path, data, remake) =>
  write(path, data, created, remake),
);
/** One sheet per PDF: a file listed by several documents takes the words of the one that names its version. */
const sheets = new Map<string, DemoSheet>();
const addSheet = (path: string, sheet: DemoSheet) => {
  if (!sheets.has(path) || (sheet.version && !sheets.get(path)?.version)) sheets.set(path, sheet);
};
for (const { line, section, lang } of allSections) {
  const productTitle = line?.product.title ?? 'Infusion products';
  for (const document of section.documents) {
    if (document.type === 'download' || document.type === 'secure-download') {
      const folder = join(contentDir, document.type === 'download' ? 'files' : 'secure');
      const sheet = { title: document.name, productTitle, text: document.text, lang };
      addSheet(join(folder, document.type === 'download' ? document.filePath : document.path), {
        ...sheet,
        version: document.version,
        date: document.dateUpdated,
      });
      for (const earlier of document.versions ?? [])
        addSheet(join(folder, 'filePath' in earlier ? earlier.filePath : earlier.path), { ...sheet, ...earlier });
    } else if (document.type === 'training') {
      write(join(contentDir, 'training', document.path), trainingPage(document.name), created);
    }
  }
}
// Each notice's PDF, in each language that names one: its title, date and the first words of its body.
const noticeLines = [
  ...content.products.map(({ product }) => ({ product, lang: undefined as string | undefined })),
  ...(content.translations ?? []).flatMap(({ language, products }) =>
    Object.values(products).map(({ value }) => ({ product: value, lang: language.code })),
  ),
];
for (const { product, lang } of noticeLines)
  for (const notice of product.notices ?? [])
    addSheet(join(contentDir, 'files', notice.filePath), {
      title: notice.title,
      productTitle: product.title,
      text: notice.body
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
      date: notice.date,
      lang,
    });
for (const [path, sheet] of sheets) writePdf(path, await demoPdf(sheet), created);
// Each demo device's label: the QR code of its GS1 Digital Link address, at the public origin when
// PUBLIC_ORIGIN is set, else at a placeholder host (README: "Labels and QR codes").
const labelOrigin = process.env.PUBLIC_ORIGIN ?? 'https://portal.example.com';
const gtins = new Set(
  allSections.flatMap(({ section }) =>
    section.documents.flatMap((d) => (d.type === 'download' ? (d.regulatory?.gtins ?? []) : [])),
  ),
);
for (const gtin of [...gtins].flatMap((g) => gtin14(g) ?? [])) {
  const svg = await labelQrSvg(digitalLinkOf(labelOrigin, gtin));
  write(join(images, 'labels', `${gtin}.svg`), svg, created, (existing) => existing.toString() !== svg);
}
console.log(
  created.length
    ? `Created ${created.length} demo files:\n${created.map((c) => `  ${c}`).join('\n')}`
    : 'All demo files exist and are up to date.',
);
if (unmade.length > 0) {
  console.warn(
    `Not made, as ffmpeg is not installed (apt-get install ffmpeg):\n${unmade.map((path) => `  ${path}`).join('\n')}`,
  );
}
