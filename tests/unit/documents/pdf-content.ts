import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, OPS, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** pdfjs' metrics of the 14 standard PDF fonts pdfkit uses (Helvetica), shipped in pdfjs-dist. */
const STANDARD_FONTS = `${path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** What a test can check in a PDF: its pages' text, the number of images painted and the first page size (points). */
export interface PdfContent {
  pages: number;
  text: string;
  /** Each page's text, whitespace collapsed. */
  pageTexts: string[];
  images: number;
  width: number;
  height: number;
}

/** Opens PDF bytes with pdfjs (legacy build, for Node) and reads every page's text and image paints. */
export async function readPdf(bytes: Uint8Array): Promise<PdfContent> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl: STANDARD_FONTS,
    useSystemFonts: false,
    isEvalSupported: false,
    verbosity: VerbosityLevel.ERRORS,
  }).promise;
  const texts: string[] = [];
  let images = 0;
  let width = 0;
  let height = 0;
  for (let n = 1; n <= pdf.numPages; n += 1) {
    const page = await pdf.getPage(n);
    if (n === 1) [, , width, height] = page.view as [number, number, number, number];
    const content = await page.getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
    const operators = await page.getOperatorList();
    images += operators.fnArray.filter(
      (fn) => fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject,
    ).length;
  }
  await pdf.destroy();
  const pageTexts = texts.map((text) => text.replace(/\s+/g, ' '));
  return { pages: pdf.numPages, text: texts.join('\n').replace(/\s+/g, ' '), pageTexts, images, width, height };
}
