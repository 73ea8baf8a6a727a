import type { Kysely } from 'kysely';
import { isLanguage, OPTIONAL_LANGUAGES, type Language, type OptionalLanguage } from '../../../shared/languages.js';
import type { LocalTexts, PublicMenu } from '../../../shared/menu.js';
import type { Database } from '../../platform/db/schema.js';
import { menuTranslations } from '../../resources/translations/queries.js';
import { optionPath } from '../../../shared/schemas/product.js';
import { partOf } from '../../../shared/schemas/translation.js';
import { optionKey, sizeKey } from '../../platform/records/translated.js';

/**
 * The menu's texts in the languages an admin turned on beside Turkish and English
 * (docs/decisions/005): the server's menu holds them all (`texts`, by language), for the
 * addresses of every page in every language; a guest gets one language's (menuIn).
 */
export async function withTranslations(db: Kysely<Database>, menu: PublicMenu): Promise<PublicMenu> {
  const languages = OPTIONAL_LANGUAGES.filter((code) => menu.restaurant.menuLanguages.includes(code));
  if (languages.length === 0) return menu;
  const byLanguage = await Promise.all(languages.map(async (language) => [language, await menuTranslations(db, language)] as const));
  const textsOf = (pick: (translations: (typeof byLanguage)[number][1]) => Record<string, string> | undefined): LocalTexts | undefined => {
    const texts: LocalTexts = {};
    for (const [language, translations] of byLanguage) {
      const found = pick(translations);
      if (found && Object.keys(found).length > 0) texts[language] = found;
    }
    return Object.keys(texts).length > 0 ? texts : undefined;
  };
  const onlyFields = (texts: Record<string, string> | undefined) =>
    texts && Object.fromEntries(Object.entries(texts).filter(([field]) => partOf(field) === null));
  // A size's or an option's translation is a text of its own: `{ label }`, `{ name }`.
  const partTexts = (id: number, key: string, field: 'label' | 'name') =>
    textsOf((t) => {
      const text = t.products.get(id)?.[key];
      return text === undefined ? undefined : { [field]: text };
    });
  return {
    ...menu,
    categories: menu.categories.map((c) =>
      withTexts(
        c,
        textsOf((t) => t.categories.get(c.id)),
      ),
    ),
    products: menu.products.map((p) => ({
      ...withTexts(
        p,
        textsOf((t) => onlyFields(t.products.get(p.id))),
      ),
      sizes: p.sizes.map((size) => withTexts(size, partTexts(p.id, sizeKey(size.labelTr), 'label'))),
      options: p.options.map((group) => ({
        ...withTexts(group, partTexts(p.id, optionKey(optionPath(group.nameTr)), 'name')),
        choices: group.choices.map((choice) =>
          withTexts(choice, partTexts(p.id, optionKey(optionPath(group.nameTr, choice.nameTr)), 'name')),
        ),
      })),
    })),
    tags: menu.tags.map((tag) =>
      withTexts(
        tag,
        textsOf((t) => t.tags.get(tag.id)),
      ),
    ),
    ingredients: menu.ingredients.map((i) =>
      withTexts(
        i,
        textsOf((t) => t.ingredients.get(i.id)),
      ),
    ),
    campaign:
      menu.campaign &&
      withTexts(
        menu.campaign,
        textsOf((t) => t.campaigns.get(menu.campaign!.id)),
      ),
    restaurant: withTexts(
      menu.restaurant,
      textsOf((t) => [...t.settings.values()][0]),
    ),
  };
}

function withTexts<T extends object>(record: T, texts: LocalTexts | undefined): T {
  return texts === undefined ? record : { ...record, texts };
}

/** The language a guest asks the menu in (`?language=ru`): one that is on, else Turkish and English. */
export function menuLanguageOf(asked: unknown, menu: PublicMenu): OptionalLanguage | null {
  if (typeof asked !== 'string') return null;
  const code = asked.toLowerCase();
  return isLanguage(code) && (menu.restaurant.menuLanguages as readonly string[]).includes(code) ? (code as OptionalLanguage) : null;
}

/**
 * The menu as a guest reading `language` gets it: that language's texts alone, and an English
 * text left out where the language has its own (never read then), so that a page downloads one
 * language. Turkish stays: it is every text's last fallback and what guests search for.
 */
export function menuIn(menu: PublicMenu, asked: string | null): PublicMenu {
  let language: Language | null = asked !== null && isLanguage(asked) ? asked : null;
  const project = <T extends { texts?: LocalTexts }>(record: T): T => {
    const { texts, ...rest } = record;
    const own = language === null ? undefined : texts?.[language];
    if (own === undefined) return texts === undefined ? record : (rest as T);
    const blanked: Record<string, unknown> = { ...rest, texts: { [language as Language]: own } };
    for (const field of Object.keys(own)) {
      if (`${field}En` in blanked) blanked[`${field}En`] = '';
      // A Turkish name stays (guests search for it in every language), and a size's Turkish label
      // (its key on the page); the other Turkish texts are read only where the language has none.
      if (field !== 'name' && field !== 'label' && `${field}Tr` in blanked) blanked[`${field}Tr`] = '';
    }
    return blanked as T;
  };
  if (language === 'tr' || language === 'en') language = null;
  return {
    ...menu,
    categories: menu.categories.map(project),
    products: menu.products.map((p) => ({
      ...project(p),
      sizes: p.sizes.map(project),
      options: p.options.map((group) => ({ ...project(group), choices: group.choices.map(project) })),
    })),
    tags: menu.tags.map(project),
    ingredients: menu.ingredients.map(project),
    campaign: menu.campaign && project(menu.campaign),
    restaurant: project(menu.restaurant),
  };
}
