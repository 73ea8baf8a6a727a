import QRCode from 'qrcode';
import sharp from 'sharp';
import type { ErrorCorrection } from '../../../shared/schemas/table.js';
import { escapeHtml } from '../../platform/http/html.js';

/**
 * A menu's QR codes, drawn by `qrcode` (the encoding, its error correction and mask) as SVG,
 * and as PNG at print resolution by sharp from that SVG, so both are the same picture.
 */

export interface QrOptions {
  errorCorrection: ErrorCorrection;
  /** A mark in the centre: only with Q or H, which rebuild what it covers. */
  wordmark: boolean;
  /**
   * The restaurant's logo (a square PNG) as that mark instead of the pide. A logo can be any
   * picture, so the code is then drawn with H, the most that can be rebuilt.
   */
  logo?: Buffer | null;
}

/** Four modules of white around the code, as the standard asks, so a phone finds its edges. */
const QUIET_ZONE = 4;
/** A PNG at least this wide: 10 cm at 300 dpi. */
export const PNG_MIN_WIDTH = 1200;
/** The mark's side as a share of the code's: 4.8 % of its area, well within what Q recovers (25 %). */
const MARK_SHARE = 0.22;

/**
 * The pide of the site's icon (public/favicon.svg) in flat colours, on a white tile: drawn on
 * a 64-unit square.
 */
const MARK = `<rect x="0" y="0" width="64" height="64" rx="10" fill="#ffffff"/>
<path d="M2 34C10 24 20 20 32 20S54 24 62 34C54 44 44 48 32 48S10 44 2 34Z" fill="#9c4f1e"/>
<path d="M2 32C10 20 20 16 32 16S54 20 62 32C54 42 44 46 32 46S10 42 2 32Z" fill="#e0954a"/>
<path d="M12 32C18 26 24 24 32 24S46 26 52 32C46 38 40 40 32 40S18 38 12 32Z" fill="#8a3a1c"/>
<g fill="#c9502c"><circle cx="24" cy="31" r="2.2"/><circle cx="38" cy="34" r="2.2"/></g>
<g fill="#5fa33a"><circle cx="31" cy="29" r="1.8"/><circle cx="44" cy="31" r="1.6"/><circle cx="20" cy="34" r="1.5"/></g>`;

/** The logo on the same white tile as the pide, inside the 64-unit square, carried in the SVG itself. */
const logoMark = (png: Buffer) =>
  `<rect x="0" y="0" width="64" height="64" rx="10" fill="#ffffff"/><image x="5" y="5" width="54" height="54" href="data:image/png;base64,${png.toString('base64')}"/>`;

/** The code as an SVG document; `size` in modules, quiet zone included. */
export async function qrSvg(address: string, options: QrOptions): Promise<{ svg: string; size: number }> {
  const logo = options.wordmark && options.logo ? options.logo : null;
  const svg = await QRCode.toString(address, {
    type: 'svg',
    errorCorrectionLevel: logo ? 'H' : options.errorCorrection,
    margin: QUIET_ZONE,
    color: { dark: '#000000', light: '#ffffff' },
  });
  const size = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  if (!Number.isInteger(size) || size <= 0) throw new Error('qrcode drew an SVG without its viewBox');
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" role="img" aria-label="QR" `);
  if (!logo && (!options.wordmark || options.errorCorrection === 'M')) return { svg: sized.trim(), size };
  const inner = size - 2 * QUIET_ZONE;
  const side = Math.round(inner * MARK_SHARE);
  const offset = (size - side) / 2;
  const mark = `<g transform="translate(${offset} ${offset}) scale(${side / 64})">${logo ? logoMark(logo) : MARK}</g>`;
  return { svg: sized.replace('</svg>', `${mark}</svg>`).trim(), size };
}

/** The same code as a PNG of whole pixels per module, at least PNG_MIN_WIDTH wide, marked 300 dpi. */
export async function qrPng(address: string, options: QrOptions): Promise<Buffer> {
  const { svg, size } = await qrSvg(address, options);
  const scale = Math.ceil(PNG_MIN_WIDTH / size);
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: '#ffffff' })
    .png({ compressionLevel: 9 })
    .withMetadata({ density: 300 })
    .toBuffer();
}

/** The SVG to put inside a page: without the XML namespace's document wrapper concerns, sized by CSS. */
export async function qrInline(address: string, options: QrOptions, label: string): Promise<string> {
  const { svg } = await qrSvg(address, options);
  return svg.replace(/ width="\d+" height="\d+" role="img" aria-label="QR"/, ` role="img" aria-label="${escapeHtml(label)}"`);
}
