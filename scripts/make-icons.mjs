// The installed menu's icons (public/icons), drawn from the site's icon (public/favicon.svg) on the top bar's colour:
// node scripts/make-icons.mjs after a change to either.
import fs from 'node:fs';
import sharp from 'sharp';
const mark = fs
  .readFileSync('public/favicon.svg', 'utf8')
  .replace(/<svg[^>]*>/, '')
  .replace('</svg>', '');
// The pide on the bar's colour: "any" icons with rounded corners, "maskable" with the mark inside the safe circle (80 %).
const icon = (size, { maskable }) => {
  const scale = maskable ? 0.62 : 0.8;
  const inner = size * scale;
  const offset = (size - inner) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
<rect width="${size}" height="${size}" ${maskable ? '' : `rx="${size * 0.2}"`} fill="#7a2e0e"/>
<g transform="translate(${offset} ${offset + inner * 0.02}) scale(${inner / 64})">${mark}</g></svg>`;
};
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
]) {
  await sharp(Buffer.from(icon(size, { maskable })))
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${name}`);
}
