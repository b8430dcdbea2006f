/**
 * The demo's PDF sheets: a page or three naming the document, its product line, its version and
 * words of its own, in the sheet's language, so search finds each PDF by its words. pdf-lib is
 * told a fixed date and producer, so a sheet is the same bytes each time it is made.
 */
import { sha256 } from 'js-sha256';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';

const fixedDate = new Date('2025-01-01T00:00:00Z');

// The script that makes the sheets, as each PDF names its producer.
const producer = 'scripts/generate-demo-assets.ts';

export interface DemoSheet {
  title: string;
  productTitle: string;
  /** The sheet's language, for its words around the title: English unless a translated section names it. */
  lang?: string;
  /** The document's own description from its manifest. */
  text?: string;
  version?: string;
  date?: string;
  note?: string;
}

/** The sheets' own words in each language the demo has; a sheet in another language takes the English ones. */
const sheetWords = {
  en: {
    covers: (title: string, product: string) => `This sheet covers ${title.toLowerCase()} on the ${product}.`,
    number: 'Demo document number',
    demo: 'DEMO DOCUMENT - not for clinical use.',
    version: (version: string, date?: string) => `Version ${version}${date ? `, published ${date}` : ''}.`,
    standsIn: "This sheet stands in for the manufacturer's published document of the same name.",
    protocols: "Always follow your facility's protocols and the instructions for use.",
    page: (n: number, of: number) => `Page ${n} of ${of}.`,
  },
  es: {
    covers: (title: string, product: string) =>
      `Esta hoja trata de ${title.toLowerCase()} en el ${product.toLowerCase()}.`,
    number: 'Documento de demostración número',
    demo: 'DOCUMENTO DE DEMOSTRACIÓN - no apto para uso clínico.',
    version: (version: string, date?: string) => `Versión ${version}${date ? `, publicada el ${date}` : ''}.`,
    standsIn: 'Esta hoja sustituye al documento publicado por el fabricante con el mismo nombre.',
    protocols: 'Siga siempre los protocolos de su centro y las instrucciones de uso.',
    page: (n: number, of: number) => `Página ${n} de ${of}.`,
  },
};
const wordsOf = (sheet: DemoSheet) => (sheet.lang === 'es' ? sheetWords.es : sheetWords.en);

/** Words only this sheet carries, so searching for them finds this PDF and no other. */
function ownParagraph(sheet: DemoSheet): string[] {
  const number = sha256(`${sheet.productTitle}\u0000${sheet.title}\u0000${sheet.version ?? ''}`)
    .slice(0, 6)
    .toUpperCase();
  const words = wordsOf(sheet);
  return [
    words.covers(sheet.title, sheet.productTitle),
    ...(sheet.text ? [sheet.text] : []),
    `${words.number} DD-${number}.`,
  ];
}

export async function demoPdf(sheet: DemoSheet): Promise<Uint8Array> {
  const { title, productTitle } = sheet;
  const pdf = await PDFDocument.create();
  pdf.setTitle(sheet.version ? `${title} (version ${sheet.version})` : title);
  pdf.setAuthor('Customer resources demo content');
  pdf.setProducer(producer);
  pdf.setCreator(producer);
  pdf.setCreationDate(fixedDate);
  pdf.setModificationDate(fixedDate);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const words = wordsOf(sheet);
  const versionLine = sheet.version
    ? [`${words.version(sheet.version, sheet.date)}${sheet.note ? ` ${sheet.note}` : ''}`]
    : [];
  // Longer titles give longer sheets, so the demo's sizes differ like real files do.
  const pages = 1 + (title.length % 3);
  for (let n = 1; n <= pages; n++) {
    const page = pdf.addPage([612, 792]);
    page.drawText(productTitle, { x: 56, y: 730, size: 12, font, color: rgb(0.2, 0.3, 0.5) });
    page.drawText(title, { x: 56, y: 700, size: 18, font: bold, maxWidth: 500 });
    const lines = [
      words.demo,
      ...versionLine,
      ...(n === 1 ? ownParagraph(sheet) : []),
      words.standsIn,
      words.protocols,
      words.page(n, pages),
    ];
    lines.forEach((line, i) => {
      page.drawText(line, { x: 56, y: 650 - i * 22, size: 11, font, maxWidth: 500 });
    });
  }
  return pdf.save({ useObjectStreams: false });
}

/** pdf-lib writes the Producer as UTF-16 hex; a PDF carrying ours was made by this script and may be made again. */
export const producerHex = `FEFF${[...producer].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0').toUpperCase()).join('')}`;
