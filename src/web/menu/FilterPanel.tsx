import type { ReactNode } from 'react';
import { ALLERGENS, allergenName } from '../../shared/allergens.js';
import { orderedPriceRange, priceBoundOf } from '../../shared/filters.js';
import { langOf, menuText, type Language, type MenuCategory, type MenuTag, type MenuText, type PublicMenu } from '../../shared/menu.js';
import { useGuestTranslation } from '../i18n/language.js';
import { AttachLater } from '../ui/AttachLater.js';
import buttons from '../ui/Button.module.css';
import { toggled, type FilterDraft } from './category-filter.js';
import styles from './FilterPanel.module.css';
import { FilterSheet, type FilterSheetProps } from './FilterSheet.js';

interface FilterPanelProps {
  id: string;
  menu: PublicMenu;
  category: MenuCategory;
  draft: FilterDraft;
  onChange: (change: Partial<FilterDraft>) => void;
  onClear: () => void;
  /** Whether it is open, and how it opens and closes (FilterSheet). */
  frame: Omit<FilterSheetProps, 'id' | 'children'>;
}

/**
 * The category's tags, ingredients and price range (spec §2 "Filter panel"), and the allergen
 * groups a guest can leave out: above the list on a wide screen, a sheet over it on a phone.
 * Drawn with the page, closed, so that it opens before the app has attached.
 */
export function FilterPanel({ frame, ...props }: FilterPanelProps) {
  return (
    <FilterSheet id={props.id} {...frame}>
      {/* The chips attach in a task of their own, after the page's frame (ui/attached.ts). */}
      <AttachLater>
        <FilterGroups {...props} />
      </AttachLater>
    </FilterSheet>
  );
}

function FilterGroups({ id, menu, category, draft, onChange, onClear }: Omit<FilterPanelProps, 'frame'>) {
  const { t, language } = useGuestTranslation();
  const tags = menu.tags.filter((tag) => tag.categoryId === category.id);
  const ingredients = menu.ingredients.filter((ingredient) => ingredient.categoryId === category.id);

  // A minus typed in a price box becomes 0 at once: no price is below it (spec §5).
  const nonNegative = (text: string) => (Number(text) < 0 ? '0' : text);
  // Min ≤ Max is settled when the guest leaves a box, not at each keystroke: typing 90 into Max
  // passes through 9, which must not drag Min down on the way.
  const keepOrdered = (changed: 'min' | 'max') => {
    const min = priceBoundOf(draft.minPrice);
    const max = priceBoundOf(draft.maxPrice);
    if (min === null || max === null) return;
    const range = orderedPriceRange({ min, max }, changed);
    if (range.min !== min || range.max !== max) onChange({ minPrice: String(range.min), maxPrice: String(range.max) });
  };

  return (
    <section className={styles.panel} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.heading}>
        {t('filters.heading')}
      </h2>

      {tags.length > 0 && (
        <ChipGroup id={`${id}-tags`} heading={t('filters.tags')}>
          {tags.map((tag) => (
            <li key={tag.id}>
              <TagChip
                tag={tag}
                label={<MenuTextSpan text={menuText(tag, 'name', language)} language={language} />}
                pressed={draft.tagIds.includes(tag.id)}
                onToggle={() => onChange({ tagIds: toggled(draft.tagIds, tag.id) })}
              />
            </li>
          ))}
        </ChipGroup>
      )}

      {ingredients.length > 0 && (
        <ChipGroup id={`${id}-ingredients`} heading={t('filters.ingredients')}>
          {ingredients.map((ingredient) => {
            const pressed = draft.ingredientIds.includes(ingredient.id);
            return (
              <li key={ingredient.id}>
                <ToggleChip pressed={pressed} onToggle={() => onChange({ ingredientIds: toggled(draft.ingredientIds, ingredient.id) })}>
                  <MenuTextSpan text={menuText(ingredient, 'name', language)} language={language} />
                </ToggleChip>
              </li>
            );
          })}
        </ChipGroup>
      )}

      <ChipGroup
        id={`${id}-allergens`}
        heading={t('filters.excludeAllergens')}
        notice={{ id: `${id}-allergen-notice`, text: t('category.allergenNotice') }}
      >
        {ALLERGENS.map((allergen) => {
          const pressed = draft.excludedAllergens.includes(allergen.code);
          return (
            <li key={allergen.code}>
              <ExcludeChip
                pressed={pressed}
                icon={allergen.icon}
                name={allergenName(allergen.code, language)}
                onToggle={() => onChange({ excludedAllergens: toggled(draft.excludedAllergens, allergen.code) })}
              />
            </li>
          );
        })}
      </ChipGroup>

      <fieldset className={styles.price}>
        <legend className={styles.subheading}>{t('filters.price')}</legend>
        <div className={styles.priceFields}>
          <PriceBound
            label={t('filters.min')}
            value={draft.minPrice}
            onChange={(text) => onChange({ minPrice: nonNegative(text) })}
            onBlur={() => keepOrdered('min')}
          />
          <PriceBound
            label={t('filters.max')}
            value={draft.maxPrice}
            onChange={(text) => onChange({ maxPrice: nonNegative(text) })}
            onBlur={() => keepOrdered('max')}
          />
        </div>
      </fieldset>

      {ingredients.length > 0 && (
        <div className={styles.group}>
          <h3 className={styles.subheading}>{t('filters.ingredientList')}</h3>
          <dl className={styles.ingredientList}>
            {ingredients.map((ingredient) => {
              const name = menuText(ingredient, 'name', language);
              const description = menuText(ingredient, 'description', language);
              return (
                <div key={ingredient.id}>
                  <dt {...langOf(name, language)}>{name.text}</dt>
                  {description.text && <dd {...langOf(description, language)}>{description.text}</dd>}
                </div>
              );
            })}
          </dl>
        </div>
      )}

      <button type="button" className={buttons.secondary} onClick={onClear}>
        {t('filters.clear')}
      </button>
    </section>
  );
}

interface ToggleChipProps {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
}

/** A chip that stays pressed: a check mark then says so, never the colour alone. */
function ToggleChip({ pressed, onToggle, children }: ToggleChipProps) {
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} onClick={onToggle}>
      {pressed && <span aria-hidden="true">✓ </span>}
      {children}
    </button>
  );
}

interface ExcludeChipProps {
  pressed: boolean;
  onToggle: () => void;
  /** The allergen's icon, shown until pressed. */
  icon: string;
  name: string;
}

/**
 * An allergen chip of 'İçermesin': pressed, its dishes are left out, so it is crossed out (✕,
 * the name struck through) rather than checked like the chips just above it, which choose
 * dishes *with* an ingredient. Its name says "without" ('Süt içermesin', 'Without Milk').
 */
function ExcludeChip({ pressed, onToggle, icon, name }: ExcludeChipProps) {
  const { t } = useGuestTranslation();
  return (
    <button type="button" className={styles.chip} aria-pressed={pressed} aria-label={t('filters.without', { name })} onClick={onToggle}>
      <span aria-hidden="true">{pressed ? '✕ ' : `${icon} `}</span>
      <span className={pressed ? styles.excluded : undefined}>{name}</span>
    </button>
  );
}

interface TagChipProps {
  tag: MenuTag;
  label: ReactNode;
  pressed: boolean;
  onToggle: () => void;
}

/**
 * A tag chip in the colours staff chose for it (the menu's style sheet, by `data-tag`). Pressed,
 * its text and background swap and a check mark appears, so the state never depends on colour
 * alone.
 */
function TagChip({ tag, label, pressed, onToggle }: TagChipProps) {
  return (
    <button type="button" className={styles.chip} data-tag={tag.id} aria-pressed={pressed} onClick={onToggle}>
      {pressed && <span aria-hidden="true">✓ </span>}
      {label}
    </button>
  );
}

/** A menu text inside a chip: in a span of its own language when it is a fallback's. */
function MenuTextSpan({ text, language }: { text: MenuText; language: Language }) {
  return text.lang === language ? <>{text.text}</> : <span lang={text.lang}>{text.text}</span>;
}

/** A group of filter chips under its heading, with a notice that describes it under them. */
function ChipGroup({
  id,
  heading,
  notice,
  children,
}: {
  id: string;
  heading: string;
  notice?: { id: string; text: string };
  children: ReactNode;
}) {
  return (
    <div className={styles.group} role="group" aria-labelledby={id} aria-describedby={notice?.id}>
      <h3 id={id} className={styles.subheading}>
        {heading}
      </h3>
      <ul className={styles.chips}>{children}</ul>
      {notice && (
        <p id={notice.id} className={styles.notice}>
          {notice.text}
        </p>
      )}
    </div>
  );
}

/** One end of the price range, in whole liras. */
function PriceBound({
  label,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
}) {
  return (
    <label className={styles.priceField}>
      <span>{label}</span>
      <input
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </label>
  );
}
