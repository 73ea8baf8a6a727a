import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GUEST_PAGES, matchGuestPage } from '../../src/shared/guest-pages.js';

const match = (pathname: string) => {
  const found = matchGuestPage(pathname);
  return found && { kind: found.page.kind, language: found.language, ...found.params };
};

describe('the guest pages’ table', () => {
  it('tells each guest address’s page and language, in any case, with a trailing slash or none', () => {
    expect(match('/')).toEqual({ kind: 'home', language: 'tr' });
    expect(match('/EN')).toEqual({ kind: 'home', language: 'en' });
    expect(match('/en/')).toEqual({ kind: 'home', language: 'en' });
    expect(match('/category/Pide')).toEqual({ kind: 'category', language: 'tr', categoryName: 'Pide' });
    expect(match('/EN/Category/Drinks/')).toEqual({ kind: 'category', language: 'en', categoryName: 'Drinks' });
    expect(match('/category/Pide/kiymali-pide')).toEqual({ kind: 'dish', language: 'tr', categoryName: 'Pide', dishSlug: 'kiymali-pide' });
    expect(match('/en/category/Pide/minced-meat-pide')).toEqual({
      kind: 'dish',
      language: 'en',
      categoryName: 'Pide',
      dishSlug: 'minced-meat-pide',
    });
  });

  it('decodes a segment, and keeps one that does not decode as it came', () => {
    expect(match('/category/%C4%B0%C3%A7ecekler')).toMatchObject({ categoryName: 'İçecekler' });
    expect(match('/category/100%')).toMatchObject({ categoryName: '100%' });
  });

  it('is no guest page for any other address', () => {
    for (const pathname of ['/admin', '/api/menu', '/enginar', '/category', '/category/Pide/a/b', '/EN/x', '//category/Pide'])
      expect(match(pathname), pathname).toBeNull();
  });

  it('names source modules that exist for the parts each page shows', () => {
    for (const source of GUEST_PAGES.flatMap((page) => page.parts)) expect(fs.existsSync(source), source).toBe(true);
  });
});
