import latin from '@fontsource/pacifico/files/pacifico-latin-400-normal.woff2?url';
import latinExtended from '@fontsource/pacifico/files/pacifico-latin-ext-400-normal.woff2?url';

const FAMILY = 'Restaurant Wordmark';

/**
 * The whole of Pacifico (latin, and latin-ext for ğ, ş, İ) for a restaurant's name with other
 * letters than the wordmark's (D40), added once the app has attached. Declared in the style
 * sheet, its 33 kB were fetched at the highest priority beside the page's first picture, which
 * on a slow phone connection put the picture half a second later (the bench's LCP). Until it
 * arrives, and without the app, the name shows in the page's serif.
 */
export function loadFullWordmark(name: string): void {
  // A browser without the Font Loading API keeps the serif. (Chromium gives a face's family in quotes.)
  if (typeof FontFace === 'undefined' || !document.fonts || [...document.fonts].some((face) => face.family.replaceAll('"', '') === FAMILY))
    return;
  const faces = [
    [latin, 'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122'],
    [latinExtended, 'U+0100-0130, U+0132-0151, U+0154-024F, U+1E00-1EFF'],
  ] as const;
  for (const [url, unicodeRange] of faces)
    document.fonts.add(new FontFace(FAMILY, `url(${url}) format('woff2')`, { display: 'swap', unicodeRange }));
  // Only the files the name's letters need.
  void document.fonts.load(`1em "${FAMILY}"`, name).catch(() => undefined);
}
