import { describe, expect, it } from 'vitest';
import { matchGuestPage } from '../../src/shared/guest-pages.js';
import { loadStrings, translator } from '../../src/shared/i18n/translate.js';
import { fallbackChain, isLanguage, LANGUAGES, languagesOn, MENU_LANGUAGES } from '../../src/shared/languages.js';
import { langOf, menuText, type Language, type MenuProduct } from '../../src/shared/menu.js';
import { EMPTY_FILTER, visibleProducts } from '../../src/shared/filters.js';
import { categoryPath, homePath, languageOfPath } from '../../src/shared/paths.js';
import { foldTurkish } from '../../src/shared/text.js';
import { phoneLanguage } from '../../src/server/features/guest-pages/phone-language.js';

const pide = { nameTr: 'Kıymalı Pide', nameEn: 'Minced Meat Pide', descriptionTr: 'Bol kıymalı', descriptionEn: '' };

describe('the menu’s languages', () => {
  it('are Turkish and English always, then those an admin turned on, in the catalogue’s order', () => {
    expect(languagesOn([])).toEqual(['tr', 'en']);
    expect(languagesOn(['ar', 'de'])).toEqual(['tr', 'en', 'de', 'ar']);
  });

  it('fall back from a language to its fallback, English, then Turkish; a Turkish page shows Turkish alone', () => {
    expect(fallbackChain('ru')).toEqual(['ru', 'en', 'tr']);
    expect(fallbackChain('en')).toEqual(['en', 'tr']);
    expect(fallbackChain('tr')).toEqual(['tr']);
    for (const code of LANGUAGES) {
      const { fallback } = MENU_LANGUAGES[code];
      if (fallback === null) continue;
      // A shipped language other than itself, read right after it.
      expect(isLanguage(fallback) && fallback !== code, `${code} falls back to ${fallback}`).toBe(true);
      expect(fallbackChain(code).slice(0, 2)).toEqual([code, fallback]);
      expect(fallbackChain(code).at(-1)).toBe('tr');
    }
  });

  it('give a text along the chain with its language, so a page marks one in another language', () => {
    expect(menuText(pide, 'name', 'ru')).toEqual({ text: 'Minced Meat Pide', lang: 'en' });
    // An English description left empty: the Turkish one, never a blank.
    expect(menuText(pide, 'description', 'ru')).toEqual({ text: 'Bol kıymalı', lang: 'tr' });
    expect(menuText(pide, 'description', 'en')).toEqual({ text: 'Bol kıymalı', lang: 'tr' });
    expect(menuText({ ...pide, descriptionTr: '' }, 'description', 'tr')).toEqual({ text: '', lang: 'tr' });
    expect(langOf(menuText(pide, 'name', 'ru'), 'ru')).toEqual({ lang: 'en', dir: 'ltr' });
    // On an Arabic page, an English fallback is isolated in its own direction (issue 53).
    expect(langOf(menuText(pide, 'name', 'ar'), 'ar')).toEqual({ lang: 'en', dir: 'ltr' });
    // A language's own text (its menu's `texts`) comes first.
    const translated = { ...pide, texts: { ru: { name: 'Пиде с фаршем' } } };
    expect(menuText(translated, 'name', 'ru')).toEqual({ text: 'Пиде с фаршем', lang: 'ru' });
    expect(menuText(translated, 'description', 'ru')).toEqual({ text: 'Bol kıymalı', lang: 'tr' });
    expect(menuText(translated, 'name', 'de')).toEqual({ text: 'Minced Meat Pide', lang: 'en' });
    expect(langOf(menuText(pide, 'name', 'en'), 'en')).toEqual({});
  });

  it('each have their addresses, matched in any case; a Turkish word that starts like a code stays Turkish', () => {
    expect(languageOfPath('/RU')).toBe('ru');
    expect(languageOfPath('/ar/category/Pide')).toBe('ar');
    expect(languageOfPath('/De/')).toBe('de');
    for (const turkish of ['/', '/derya', '/arnavut', '/tr', '/category/Ruhsat']) expect(languageOfPath(turkish), turkish).toBe('tr');
    expect(homePath('ar')).toBe('/AR');
    expect(categoryPath({ nameTr: 'İçecekler', nameEn: 'Drinks' } as never, 'de')).toBe('/DE/category/Drinks');
    expect(matchGuestPage('/ru/Category/Drinks/ayran')).toMatchObject({
      language: 'ru',
      params: { categoryName: 'Drinks', dishSlug: 'ayran' },
    });
  });

  it('fold each language’s letters for search: ё as е, ß as ss, umlauts, Arabic without its vowel marks', () => {
    expect(foldTurkish('ПИДЕ с Сёмгой')).toBe(foldTurkish('пиде с семгой'));
    expect(foldTurkish('Сёмга')).toBe('семга');
    expect(foldTurkish('Weißbrot Käse')).toBe(foldTurkish('weissbrot kase'));
    expect(foldTurkish('بِيدَا')).toBe('بيدا');
    expect(foldTurkish('بيـــدا')).toBe('بيدا');
  });

  it('load their interface strings on demand; until then a page reads English, never a key', async () => {
    expect(translator('ru')('home.heroTitle')).toBe(translator('en')('home.heroTitle'));
    await loadStrings('ru');
    expect(translator('ru')('home.heroTitle')).not.toBe(translator('en')('home.heroTitle'));
    expect(translator('ru')('category.productCount', { count: 3 })).toMatch(/^3 /);
  });
});

describe('a phone’s language', () => {
  it('is its first Accept-Language the menu has, English when it has none of them, Turkish without a header', () => {
    const on = ['tr', 'en', 'ru'] as const;
    expect(phoneLanguage('de-DE,ru;q=0.5', on)).toBe('ru');
    expect(phoneLanguage('ru;q=0.2,tr;q=0.9', on)).toBe('tr');
    expect(phoneLanguage('ja', on)).toBe('en');
    expect(phoneLanguage('', on)).toBe('tr');
    expect(phoneLanguage(undefined, on)).toBe('tr');
  });
});

describe('a category’s search on a page in another language', () => {
  it('finds a dish by the name the page shows, and by its Turkish and English ones', () => {
    const dish = {
      id: 1,
      categoryId: 1,
      nameTr: 'Kıymalı Pide',
      nameEn: '',
      texts: { ru: { name: 'Пиде с фаршем' } },
      tagIds: [],
      ingredientIds: [],
      allergens: [],
      priceKurus: 12000,
      sizes: [],
    } as unknown as MenuProduct;
    const search = (text: string, language: Language) => visibleProducts([dish], 1, { ...EMPTY_FILTER, search: text }, language).length;
    expect(search('ПИДЕ С', 'ru')).toBe(1);
    expect(search('kiymali', 'ru')).toBe(1);
    expect(search('фарш', 'tr')).toBe(0);
  });
});
