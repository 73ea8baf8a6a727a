import path from 'node:path';
import type { Browser } from '@playwright/test';

export interface PdfPage {
  /** The page's text, as a reader or a search would find it. */
  text: string;
  /** The page drawn as a PNG (2 px per point): what a printer puts on paper. */
  png: Buffer;
}

const PDFJS = path.resolve('node_modules/pdfjs-dist/build');
const ORIGIN = 'http://pdf.test';

/**
 * Reads a PDF with Mozilla's PDF.js, in a page of its own in the same Chromium: each page's
 * text, and the page drawn to a picture. Independent of the PDF's maker (Chromium's printing).
 */
export async function readPdf(browser: Browser, pdf: Buffer): Promise<PdfPage[]> {
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
    const pages = await page.evaluate(async (origin) => {
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
          getTextContent: () => Promise<{ items: { str?: string; hasEOL?: boolean }[] }>;
        }>;
      }
      pdfjs.GlobalWorkerOptions.workerSrc = `${origin}/pdf.worker.min.mjs`;
      const document_ = await pdfjs.getDocument({ url: `${origin}/file.pdf` }).promise;
      const result: { text: string; png: string }[] = [];
      for (let n = 1; n <= document_.numPages; n += 1) {
        const pdfPage = await document_.getPage(n);
        const viewport = pdfPage.getViewport({ scale: 2 });
        const canvas = document.createElement('canvas');
        canvas.width = Math.ceil(viewport.width);
        canvas.height = Math.ceil(viewport.height);
        await pdfPage.render({ canvas, viewport }).promise;
        // Runs of one line join as they are; a line's end is a space.
        const text = (await pdfPage.getTextContent()).items.map((item) => (item.str ?? '') + (item.hasEOL ? ' ' : '')).join('');
        result.push({ text: text.replace(/\s+/g, ' '), png: canvas.toDataURL('image/png') });
      }
      return result;
    }, ORIGIN);
    return pages.map(({ text, png }) => ({ text, png: Buffer.from(png.slice(png.indexOf(',') + 1), 'base64') }));
  } finally {
    await context.close();
  }
}
