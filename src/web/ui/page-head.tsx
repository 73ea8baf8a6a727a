import { createContext, useContext, useEffect } from 'react';

/**
 * What a guest page puts in `<head>`: its title and the preload of its largest picture. The
 * server gathers them as it draws the page (entry-server.tsx writes them into the head); in the
 * browser the title is set as the page shows. The guest pages' runtime (Preact) has neither
 * React's `<title>` hoisting nor its `preload()`; this works with either runtime.
 */
export class PageHead {
  #title: string | null = null;
  /** `<link rel="preload" as="image">` tags, in the order the page asked for them. */
  readonly #preloads = new Set<string>();

  setTitle(title: string): void {
    this.#title = title;
  }

  preloadImage(image: ImagePreload): void {
    const attributes = [
      // An uploaded photo is named by its set alone: a browser without image sets fetches nothing.
      ['href', image.srcSet ? undefined : image.href],
      ['imagesrcset', image.srcSet],
      ['imagesizes', image.sizes],
      ['type', image.type],
      ['fetchpriority', 'high'],
    ]
      .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
      .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`);
    this.#preloads.add(`<link rel="preload" as="image"${attributes.join('')}>`);
  }

  /** The tags for `<head>`: a `<title>`, then the preloads. */
  tags(): string {
    const title = this.#title === null ? '' : `<title>${escapeText(this.#title)}</title>`;
    return title + [...this.#preloads].join('');
  }
}

const Head = createContext<PageHead | null>(null);

/** Gathers what the pages drawn inside it put in `<head>` (the server's renderer). */
export const GatherPageHead = Head.Provider;

/** The page's title (the browser's tab, a shared link's). */
export function PageTitle({ children }: { children: string }) {
  useContext(Head)?.setTitle(children);
  useEffect(() => {
    document.title = children;
  }, [children]);
  return null;
}

/** A picture the browser should fetch first, asked for from the head of the page the server draws. */
export interface ImagePreload {
  href: string;
  /** An uploaded photo's AVIF set and the sizes the page shows it at. */
  srcSet?: string;
  sizes?: string;
  type?: string;
}

/** Asks for `image` from the page's head when the server draws the page (in the browser, the page has it in hand). */
export function usePreloadImage(image: ImagePreload | null): void {
  const head = useContext(Head);
  if (image) head?.preloadImage(image);
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function escapeAttribute(text: string): string {
  return escapeText(text).replace(/"/g, '&quot;');
}
