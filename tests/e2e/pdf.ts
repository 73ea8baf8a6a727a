import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';

export interface PdfPage {
  /** The page's text, as a reader or a search would find it. */
  text: string;
  /** The page drawn as a PNG (2 px per point), what a printer puts on paper: when asked for (`pictures`). */
  png?: Buffer;
  /** The paper's size in millimetres. */
  width: number;
  height: number;
  /** Each run of text as printed: its box in millimetres from the paper's top left corner. */
  runs: TextRun[];
}

export interface TextRun {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
  /** Its type's size in points. */
  size: number;
  /** Its baseline, in millimetres from the paper's top. */
  baseline: number;
  /** The direction PDF.js read its glyphs in. */
  dir: 'ltr' | 'rtl';
}

/** PDF units (points) per millimetre. */
const POINTS_PER_MM = 72 / 25.4;
/** A line's glyphs reach about this far above and below the baseline, as shares of the font size. */
const ASCENT = 0.78;
const DESCENT = 0.22;

const PDFJS = path.resolve('node_modules/pdfjs-dist/build');
const ORIGIN = 'http://pdf.test';

export interface ReadOptions {
  /**
   * Draws each page to a picture too. Only the tests that look at the paper ask: drawing and
   * encoding a sheet costs more than reading its text, and the 300-dish price list is many sheets.
   */
  pictures?: boolean;
}

/**
 * Reads a PDF with Mozilla's PDF.js, in a page of its own in the same Chromium: each page's
 * text, and when asked the page drawn to a picture. Independent of the PDF's maker (Chromium's
 * printing).
 */
export async function readPdf(browser: Browser, pdf: Buffer, { pictures = false }: ReadOptions = {}): Promise<PdfPage[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.route(`${ORIGIN}/**`, (route) => {
      const { pathname } = new URL(route.request().url());
      if (pathname === '/') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>PDF</title>' });
      if (pathname === '/file.pdf') return route.fulfill({ contentType: 'application/pdf', body: pdf });
      return route.fulfill({ contentType: 'text/javascript', path: path.join(PDFJS, path.basename(pathname)) });
    });
    await page.goto(`${ORIGIN}/`);
    const pages = await page.evaluate(
      async ({ origin, pictures }) => {
        const library = `${origin}/pdf.min.mjs`;
        const pdfjs = (await import(library)) as {
          GlobalWorkerOptions: { workerSrc: string };
          getDocument: (source: { url: string }) => { promise: Promise<PdfDocument> };
        };
        interface PdfDocument {
          numPages: number;
          getPage: (n: number) => Promise<{
            getViewport: (options: { scale: number }) => { width: number; height: number };
            render: (options: { canvas: HTMLCanvasElement; viewport: unknown }) => { promise: Promise<void> };
            getTextContent: () => Promise<{
              items: { str?: string; dir?: string; hasEOL?: boolean; width?: number; height?: number; transform?: number[] }[];
            }>;
          }>;
        }
        pdfjs.GlobalWorkerOptions.workerSrc = `${origin}/pdf.worker.min.mjs`;
        const document_ = await pdfjs.getDocument({ url: `${origin}/file.pdf` }).promise;
        const result: {
          text: string;
          png: string | null;
          size: [number, number];
          items: { str: string; dir: string; x: number; y: number; width: number; size: number }[];
        }[] = [];
        for (let n = 1; n <= document_.numPages; n += 1) {
          const pdfPage = await document_.getPage(n);
          let png: string | null = null;
          if (pictures) {
            const viewport = pdfPage.getViewport({ scale: 2 });
            const canvas = document.createElement('canvas');
            canvas.width = Math.ceil(viewport.width);
            canvas.height = Math.ceil(viewport.height);
            await pdfPage.render({ canvas, viewport }).promise;
            png = canvas.toDataURL('image/png');
          }
          // Runs of one line join as they are; a line's end is a space.
          const { items } = await pdfPage.getTextContent();
          const text = items.map((item) => (item.str ?? '') + (item.hasEOL ? ' ' : '')).join('');
          const paper = pdfPage.getViewport({ scale: 1 });
          result.push({
            text: text.replace(/\s+/g, ' '),
            png,
            size: [paper.width, paper.height],
            // Unrotated text: the transform's last two numbers are the baseline's start, its fourth the font size.
            items: items
              .filter((item) => item.str !== undefined && item.str.trim() !== '' && item.transform !== undefined)
              .map((item) => ({
                str: item.str!,
                dir: item.dir ?? 'ltr',
                x: item.transform![4]!,
                y: item.transform![5]!,
                width: item.width ?? 0,
                size: Math.hypot(item.transform![2]!, item.transform![3]!),
              })),
          });
        }
        return result;
      },
      { origin: ORIGIN, pictures },
    );
    return pages.map(({ text, png, size: [width, height], items }) => ({
      text,
      ...(png !== null && { png: Buffer.from(png.slice(png.indexOf(',') + 1), 'base64') }),
      width: width / POINTS_PER_MM,
      height: height / POINTS_PER_MM,
      // PDF measures up from the bottom; paper is read down from the top.
      runs: items.map(({ str, dir, x, y, width: advance, size }) => ({
        text: str,
        size,
        baseline: (height - y) / POINTS_PER_MM,
        dir: dir === 'rtl' ? 'rtl' : 'ltr',
        left: x / POINTS_PER_MM,
        right: (x + advance) / POINTS_PER_MM,
        top: (height - y - ASCENT * size) / POINTS_PER_MM,
        bottom: (height - y + DESCENT * size) / POINTS_PER_MM,
      })),
    }));
  } finally {
    await context.close();
  }
}

const PRINT_DIR = path.resolve('test-results/print');

/** The picture of a sheet read with `pictures`. */
export function pictureOf(sheet: PdfPage | undefined): Buffer {
  if (!sheet?.png) throw new Error('The sheet was read without its picture: print it with { pictures: true }.');
  return sheet.png;
}

/**
 * Prints the page as Chromium's "Save as PDF" does (the page's own paper size, background
 * graphics on), keeps the file (and its pages' pictures, when drawn) in test-results/print, and
 * reads it back.
 */
export async function printToPdf(page: Page, name: string, options: ReadOptions = {}): Promise<PdfPage[]> {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  fs.mkdirSync(PRINT_DIR, { recursive: true });
  fs.writeFileSync(path.join(PRINT_DIR, `${name}.pdf`), pdf);
  const pages = await readPdf(page.context().browser()!, pdf, options);
  pages.forEach((pdfPage, index) => {
    if (pdfPage.png) fs.writeFileSync(path.join(PRINT_DIR, `${name}-page-${index + 1}.png`), pdfPage.png);
  });
  return pages;
}

/** Runs this far apart on one baseline are in different places on the paper (columns, a name and its price). */
const APART_MM = 3;
/** Runs this far apart are words apart. */
const WORD_GAP_MM = 0.5;

/**
 * The sheet's lines in reading order, as a reader reads the paper: runs on one baseline and
 * close together make a line (runs far apart, in another column or a price beside its name, make
 * lines of their own), read in `base` direction (the page's: left to right for a Turkish page,
 * right to left for an Arabic one). Within it, a stretch of Arabic runs reads right to left,
 * whatever the line's direction; PDF.js gives Arabic letter by letter, in the shapes printed,
 * which are read back as the letters they are (NFKC). So a line reads as printed: an English
 * fallback printed with its full stop at the front reads ".green pepper", a heading printed with
 * its slash after the Arabic reads "Pide بيدة /".
 */
export function printedLines(sheet: PdfPage, base: 'ltr' | 'rtl' = 'ltr'): string[] {
  const rows: TextRun[][] = [];
  for (const run of [...sheet.runs].sort((a, b) => a.baseline - b.baseline || a.left - b.left)) {
    const row = rows.find((each) => Math.abs(each[0]!.baseline - run.baseline) < 0.6);
    if (row) row.push(run);
    else rows.push([run]);
  }
  const lines: TextRun[][] = [];
  for (const row of rows) {
    row.sort((a, b) => a.left - b.left);
    row.forEach((run, index) => {
      if (index > 0 && run.left - row[index - 1]!.right <= APART_MM) lines.at(-1)!.push(run);
      else lines.push([run]);
    });
  }
  return lines.map((line) => readLine(line, base)).filter((text) => text !== '');
}

/** One line's runs (left to right on the paper) in reading order. */
function readLine(line: TextRun[], base: 'ltr' | 'rtl'): string {
  // Stretches of one direction, left to right; each read in its own direction.
  const stretches: TextRun[][] = [];
  line.forEach((run, index) => {
    if (index > 0 && line[index - 1]!.dir === run.dir) stretches.at(-1)!.push(run);
    else stretches.push([run]);
  });
  const read = (runs: TextRun[], dir: 'ltr' | 'rtl') => {
    const ordered = dir === 'ltr' ? runs : [...runs].reverse();
    return ordered.reduce((text, run, index) => {
      const previous = ordered[index - 1];
      const gap = previous !== undefined && (dir === 'ltr' ? run.left - previous.right : previous.left - run.right) > WORD_GAP_MM;
      return `${text}${gap ? ' ' : ''}${run.text}`;
    }, '');
  };
  const ordered = base === 'ltr' ? stretches : [...stretches].reverse();
  return ordered
    .map((stretch) => read(stretch, stretch[0]!.dir))
    .join(' ')
    .normalize('NFKC')
    .replace(/\s+/g, ' ')
    .trim();
}
