import { useId } from 'react';
import { langOf, menuText, type MenuProduct } from '../../../shared/menu.js';
import { formatLira } from '../../../shared/money.js';
import { choiceKey, offeredChoices, toggledChoice } from '../../../shared/options.js';
import { orderWords } from '../../../shared/i18n/order.js';
import { useGuestTranslation } from '../../i18n/language.js';
import styles from './TableOrder.module.css';

/**
 * An id for an element of ordering's sheets. They are drawn in the calls' bar, a Preact root of
 * its own that numbers its ids (useId) from the same start as the page's app: without a prefix
 * of their own, a label here could name an element of the page.
 */
export const useOrderId = () => `order-${useId()}`;

interface OptionChoicesProps {
  product: MenuProduct;
  /** The choices picked (shared/options.ts choiceKey). */
  picked: readonly string[];
  onChange: (picked: string[]) => void;
  /** The allergens the guest left out: a choice adding one is not offered. */
  excluded: readonly string[];
}

/**
 * A dish's option groups on the 'Ekle' sheet, in the guest's language: one to choose as radio
 * buttons, the others as boxes to tick up to the group's most, each with what it adds.
 */
export function OptionChoices({ product, picked, onChange, excluded }: OptionChoicesProps) {
  const { language } = useGuestTranslation();
  const w = orderWords(language);
  const groupName = useOrderId();
  return (
    <>
      {product.options.map((group, index) => {
        const offered = offeredChoices(group.choices, excluded);
        const name = menuText(group, 'name', language);
        const one = group.min === 1 && group.max === 1;
        const count = group.choices.filter((choice) => picked.includes(choiceKey(group.nameTr, choice.nameTr))).length;
        const rule = [group.min > 0 ? w('optionRequired') : '', group.max > 1 ? w('optionUpTo', { count: group.max }) : '']
          .filter(Boolean)
          .join(' · ');
        // A yes/no named as its one choice ("Acı") is that choice's box alone; its name stays for a screen reader.
        const lone = group.choices.length === 1 && group.choices[0]!.nameTr === group.nameTr && rule === '';
        return (
          <fieldset key={group.nameTr} className={styles.sizes} data-option-group={group.nameTr}>
            <legend className={lone ? 'sr-only' : styles.legend}>
              <span {...langOf(name, language)}>{name.text}</span>
              {rule !== '' && <span className={styles.rule}> ({rule})</span>}
            </legend>
            {offered.map((choice) => {
              const label = menuText(choice, 'name', language);
              const checked = picked.includes(choiceKey(group.nameTr, choice.nameTr));
              return (
                <label key={choice.nameTr} className={styles.size}>
                  <input
                    type={one ? 'radio' : 'checkbox'}
                    name={`${groupName}-${index}`}
                    checked={checked}
                    disabled={!one && !checked && group.max > 1 && count >= group.max}
                    onChange={() => onChange(toggledChoice(picked, group, choice.nameTr))}
                  />
                  <span {...langOf(label, language)}>{label.text}</span>
                  {choice.priceKurus > 0 && <bdi className={styles.sizePrice}>+{formatLira(choice.priceKurus)}</bdi>}
                </label>
              );
            })}
            {offered.length < group.choices.length && <p className={styles.hint}>{w('optionsHidden')}</p>}
          </fieldset>
        );
      })}
    </>
  );
}
