import { expect, type Page } from '@playwright/test';
import { printToPdf, type PdfPage, type ReadOptions, type TextRun } from './pdf.js';

/**
 * Whether a printed page reads cleanly, measured on the paper itself: the page is printed to
 * PDF by Chromium (print media, its own @page size) and each run of text's box is read back by
 * PDF.js. No two runs overlap and none leaves the printable part of the sheet. It looks at the
 * PDF only, never at the page's markup, so it holds for any page however it is drawn.
 */

/** What a printer cannot reach at the sheet's edges (most office printers leave 4–5 mm). */
export const PRINTER_MARGIN_MM = 4;
/** Boxes are estimates from the font size: runs may touch by this much without overlapping. */
const TOUCH_MM = 0.4;

export const PAPER = {
  A4: { width: 210, height: 297 },
  A3: { width: 297, height: 420 },
} as const;

export interface PrintedLayoutOptions extends ReadOptions {
  /** The paper the page must print on. */
  paper?: { width: number; height: number };
}

const mm = (value: number) => `${value.toFixed(1)} mm`;
const quote = (run: TextRun) => `"${run.text.length > 40 ? `${run.text.slice(0, 40)}…` : run.text}"`;

/** What is wrong with one printed sheet: text off the printable area, or over other text. */
export function layoutProblems(sheet: PdfPage, number: number): string[] {
  const problems: string[] = [];
  const edge = PRINTER_MARGIN_MM;
  for (const run of sheet.runs) {
    const outside = [
      run.left < edge && `starts ${mm(run.left)} from the left edge`,
      run.right > sheet.width - edge && `ends ${mm(sheet.width - run.right)} from the right edge`,
      run.top < edge && `starts ${mm(run.top)} from the top edge`,
      run.bottom > sheet.height - edge && `ends ${mm(sheet.height - run.bottom)} from the bottom edge`,
    ].filter(Boolean);
    if (outside.length > 0) problems.push(`page ${number}: ${quote(run)} ${outside.join(', ')}`);
  }
  sheet.runs.forEach((run, index) => {
    for (const other of sheet.runs.slice(index + 1)) {
      const across = Math.min(run.right, other.right) - Math.max(run.left, other.left);
      const down = Math.min(run.bottom, other.bottom) - Math.max(run.top, other.top);
      if (across > TOUCH_MM && down > TOUCH_MM) {
        problems.push(`page ${number}: ${quote(run)} overlaps ${quote(other)} by ${mm(across)} × ${mm(down)}`);
      }
    }
  });
  return problems;
}

/**
 * Prints the page open in `page` (kept as test-results/print/<name>.pdf, and a PNG per sheet when drawn)
 * and expects every sheet to be laid out cleanly; answers the sheets for further checks.
 */
export async function expectPrintedLayout(page: Page, name: string, { paper, pictures }: PrintedLayoutOptions = {}): Promise<PdfPage[]> {
  const sheets = await printToPdf(page, name, { pictures });
  expect(sheets.length, `${name} prints at least one sheet`).toBeGreaterThan(0);
  if (paper) {
    for (const sheet of sheets) {
      expect([Math.round(sheet.width), Math.round(sheet.height)], `${name} on its paper`).toEqual([paper.width, paper.height]);
    }
  }
  const problems = sheets.flatMap((sheet, index) => layoutProblems(sheet, index + 1));
  expect(problems, `${name}: text over text or off the printable area`).toEqual([]);
  return sheets;
}
