import { allergenName, allergensOf, isContent } from '../../shared/allergens.js';
import { langOf, menuText, type MenuTag } from '../../shared/menu.js';
import { useGuestTranslation } from '../i18n/language.js';

/** A tag on a dish, in the page's language (marked when it is a fallback's). */
function TagChip({ tag, className }: { tag: MenuTag; className: string | undefined }) {
  const { language } = useGuestTranslation();
  const name = menuText(tag, 'name', language);
  return (
    <li className={className} data-tag={tag.id} {...langOf(name, language)}>
      {name.text}
    </li>
  );
}

/** A dish's tags as chips, each coloured by its tag's rule (shared/tag-styles.ts, useMenuStyles). */
export function TagList({
  tags,
  className,
  chipClassName,
}: {
  tags: readonly MenuTag[];
  className: string | undefined;
  chipClassName: string | undefined;
}) {
  const { t } = useGuestTranslation();
  return (
    <ul className={className} aria-label={t('product.tags')}>
      {tags.map((tag) => (
        <TagChip key={tag.id} tag={tag} className={chipClassName} />
      ))}
    </ul>
  );
}

/**
 * A dish's allergen groups, an icon beside each name, never instead of it; alcohol and pork,
 * which are no allergens, in a list of their own ("İçerir").
 */
export function AllergenList({
  codes,
  className,
  label = true,
}: {
  codes: readonly string[];
  className: string | undefined;
  label?: boolean;
}) {
  const { t, language } = useGuestTranslation();
  const listed = allergensOf(codes);
  const item = (allergen: (typeof listed)[number]) => (
    <li key={allergen.code}>
      <span aria-hidden="true">{allergen.icon}</span> {allergenName(allergen.code, language)}
    </li>
  );
  const allergens = listed.filter(({ code }) => !isContent(code));
  const contents = listed.filter(({ code }) => isContent(code));
  return (
    <>
      {allergens.length > 0 && (
        <ul className={className} {...(label ? { 'aria-label': t('product.allergens') } : {})}>
          {allergens.map(item)}
        </ul>
      )}
      {contents.length > 0 && (
        <ul className={className} aria-label={t('product.contains')}>
          {contents.map(item)}
        </ul>
      )}
    </>
  );
}
