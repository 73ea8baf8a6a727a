import { useEffect, useState, type FormEvent } from 'react';
import { localized, menuText, langOf, type MenuProduct, type PublicMenu } from '../../../shared/menu.js';
import { MENU_LANGUAGES, type Language } from '../../../shared/languages.js';
import { formatLira } from '../../../shared/money.js';
import { excludedAllergensOf } from '../../../shared/filters.js';
import { LINE_NOTE_MAX, QUANTITY_MAX, type LineState } from '../../../shared/orders.js';
import { chosenOptions, firstChoices, groupsShort, optionsPrice, optionsText } from '../../../shared/options.js';
import type { GuestTableState, LineOption } from '../../../shared/schemas/order.js';
import { tableLabel } from '../../../shared/tables.js';
import { useCallState } from '../../api/calls.js';
import { useMenu } from '../../api/menu.js';
import { addLine, changeLine, clearNotice, followTable, sendBasket, useTableOrder } from '../../api/table-order.js';
import { loadOrderWords, orderWords } from '../../../shared/i18n/order.js';
import { useGuestTranslation } from '../../i18n/language.js';
import { GuestSheet } from '../GuestSheet.js';
import { offerOrdering } from './offer.js';
import { OptionChoices, useOrderId } from './OptionChoices.js';
import styles from './TableOrder.module.css';

interface TableOrderProps {
  table: string;
  tableKey: string;
  /** The page's app attaches now: the dishes' 'Ekle' buttons are the app's. */
  attachApp: () => void;
}

/**
 * Ordering from the table (D57), for a guest whose table's code carried its key, in a chunk of
 * its own that no other guest downloads: the table's shared basket in the calls bar, 'Ekle'
 * offered to the page's dishes, and the orders sent with each line's state, all in the guest's
 * language. Nothing shows where the restaurant takes no orders from the table.
 */
export default function TableOrder({ table, tableKey, attachApp }: TableOrderProps) {
  const { t, language } = useGuestTranslation();
  const w = orderWords(language);
  const { state, refused, notice } = useTableOrder();
  // The dish being added, and the size its page had chosen (the first on a card).
  const [adding, setAdding] = useState<{ product: MenuProduct; size: number } | null>(null);
  const [basketOpen, setBasketOpen] = useState(false);
  // The words of the page's language, loaded before anything shows, and again as the guest switches.
  const [wordsOf, setWordsOf] = useState<Language | null>(null);
  const [taking, setTaking] = useState(false);
  // 'Hesap iste' sent: the bill opens on the phone, once for each time it is asked for (D60).
  const asked = useCallState('bill');
  const askedAt = asked?.step === 'sent' ? asked.at : null;
  const [billShownFor, setBillShownFor] = useState<number | null>(null);
  if (askedAt !== null && askedAt !== billShownFor && state?.bill) {
    setBillShownFor(askedAt);
    setBasketOpen(true);
  }

  useEffect(() => {
    let left = false;
    void loadOrderWords(language).then(() => {
      if (!left) setWordsOf(language);
    });
    return () => {
      left = true;
    };
  }, [language]);

  useEffect(() => {
    let left = false;
    void followTable(table, tableKey).then((ordering) => {
      if (left || ordering === null) return;
      setTaking(true);
      attachApp();
    });
    return () => {
      left = true;
    };
  }, [table, tableKey, attachApp]);

  // 'Ekle' on the dishes, offered anew in each language's words as they arrive.
  useEffect(() => {
    if (taking && wordsOf !== null) offerOrdering((product, size = 0) => setAdding({ product, size }));
  }, [taking, wordsOf]);
  useEffect(() => () => offerOrdering(null), []);

  if (wordsOf === null) return null;

  if (refused === 'old_key') {
    return (
      <p className={styles.refused} role="status">
        {w('refused.old_key')}
      </p>
    );
  }
  if (!state || state.ordering === 'off') return null;
  const { basket } = state;
  const count = basket.lines.reduce((sum, line) => sum + line.quantity, 0);
  const label = tableLabel(table, t('nav.table'));
  return (
    <>
      {(basket.lines.length > 0 || state.orders.length > 0) && (
        <button type="button" className={styles.bar} data-order-bar="" onClick={() => setBasketOpen(true)}>
          {basket.lines.length > 0 ? (
            <>
              <span>{w('basketCount', { count })}</span>
              <bdi>{formatLira(basket.totalKurus)}</bdi>
            </>
          ) : (
            <>
              <span>{w('orders')}</span>
              <bdi>{formatLira(state.totalKurus)}</bdi>
            </>
          )}
        </button>
      )}
      <p className="sr-only" role="status">
        {notice === 'added' ? w('added') : ''}
      </p>
      <GuestSheet
        name="add"
        open={adding !== null}
        onClose={() => setAdding(null)}
        title={adding ? <DishName product={adding.product} /> : ''}
        closeLabel={w('close')}
      >
        {adding && <AddForm key={adding.product.id} product={adding.product} size={adding.size} onAdded={() => setAdding(null)} />}
      </GuestSheet>
      <GuestSheet
        name="basket"
        open={basketOpen}
        onClose={() => {
          setBasketOpen(false);
          clearNotice();
        }}
        title={w('basketTitle', { table: label })}
        closeLabel={w('close')}
      >
        {basketOpen && <Basket state={state} />}
      </GuestSheet>
    </>
  );
}

function DishName({ product }: { product: MenuProduct }) {
  const { language } = useGuestTranslation();
  const name = menuText(product, 'name', language);
  return <span {...langOf(name, language)}>{name.text}</span>;
}

/** Ordering's words in the page's language. */
function useOrderWords() {
  return orderWords(useGuestTranslation().language);
}

/** A refusal in the guest's words, by the code the server gave it. */
function useRefusal(): (code: string) => string {
  const w = useOrderWords();
  return (code) => {
    switch (code) {
      case 'sold_out':
      case 'not_now':
      case 'closed':
      case 'ordering_off':
      case 'table_closed':
      case 'old_key':
      case 'basket_full':
      case 'basket_amount':
      case 'basket_empty':
      case 'prices_changed':
      case 'not_yours':
      case 'not_found':
      case 'offline':
        return w(`refused.${code}`);
      default:
        return w('refused.failed');
    }
  };
}

/** 'Ekle': the dish's size, its options, how many and a short note, then into the table's basket. */
function AddForm({ product, size: startSize, onAdded }: { product: MenuProduct; size: number; onAdded: () => void }) {
  const { language } = useGuestTranslation();
  const w = orderWords(language);
  const refusal = useRefusal();
  // The allergens the guest left out in the category's filter: options adding one are not offered.
  const [excluded] = useState(() => excludedAllergensOf(window.location.search));
  const [picked, setPicked] = useState(() => firstChoices(product.options, excluded));
  const [size, setSize] = useState(startSize);
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // One id for what this sheet adds: tapped twice, or again after a lost answer, it is added once.
  const [id] = useState(() => crypto.randomUUID());
  const sizeGroup = useOrderId();
  const noteId = useOrderId();
  const chosen = product.sizes[size];
  const unit = (chosen?.priceKurus ?? product.priceKurus) + optionsPrice(product.options, picked);
  const short = groupsShort(product.options, picked)[0];
  const [tried, setTried] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (busy || short) return;
    setBusy(true);
    setProblem(null);
    const options = chosenOptions(product.options, picked);
    void addLine({ id, productId: product.id, size: chosen?.labelTr ?? null, options, quantity, note: note.trim(), language }).then(
      (refused) => {
        setBusy(false);
        if (refused === null) onAdded();
        else setProblem(refused);
      },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit}>
      {product.sizes.length > 0 && (
        <fieldset className={styles.sizes}>
          <legend className={styles.legend}>{w('size')}</legend>
          {product.sizes.map((option, index) => {
            const label = menuText(option, 'label', language);
            return (
              <label key={option.labelTr} className={styles.size}>
                <input type="radio" name={sizeGroup} checked={index === size} onChange={() => setSize(index)} />
                <span {...langOf(label, language)}>{label.text}</span>
                <bdi className={styles.sizePrice}>{formatLira(option.priceKurus)}</bdi>
              </label>
            );
          })}
        </fieldset>
      )}
      <OptionChoices product={product} picked={picked} onChange={setPicked} excluded={excluded} />
      <Quantity value={quantity} onChange={setQuantity} label={w('quantity')} />
      <label className={styles.noteLabel} htmlFor={noteId}>
        {w('note')}
      </label>
      <textarea
        id={noteId}
        className={styles.note}
        rows={2}
        maxLength={LINE_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {problem !== null && (
        <p className={styles.problem} role="alert">
          {refusal(problem)}
        </p>
      )}
      {tried && short && (
        <p className={styles.problem} role="alert">
          {w('optionMissing', { group: menuText(short, 'name', language).text })}
        </p>
      )}
      <button type="submit" className={styles.primary} disabled={busy}>
        {w('addToBasket', { price: formatLira(unit * quantity) })}
      </button>
    </form>
  );
}

function Quantity({ value, onChange, label }: { value: number; onChange: (value: number) => void; label: string }) {
  const w = useOrderWords();
  const labelId = useOrderId();
  return (
    <div className={styles.quantity} role="group" aria-labelledby={labelId}>
      <span id={labelId} className={styles.legend}>
        {label}
      </span>
      <button type="button" className={styles.step} disabled={value <= 1} onClick={() => onChange(value - 1)}>
        <span aria-hidden="true">−</span>
        <span className="sr-only">{w('less')}</span>
      </button>
      <output className={styles.count} aria-live="polite">
        {value}
      </output>
      <button type="button" className={styles.step} disabled={value >= QUANTITY_MAX} onClick={() => onChange(value + 1)}>
        <span aria-hidden="true">+</span>
        <span className="sr-only">{w('more')}</span>
      </button>
    </div>
  );
}

/** A dish, its size and options in the guest's own language from the menu, or as the phone that added it read them. */
function lineName(
  menu: PublicMenu | undefined,
  line: { productId: number | null; name: string; size: string | null; sizeTr: string | null; options: readonly LineOption[] },
  language: Language,
): { name: string; size: string | null; options: string } {
  const product = line.productId === null ? undefined : menu?.products.find((candidate) => candidate.id === line.productId);
  if (!product) return { name: line.name, size: line.size, options: optionsText(line.options) };
  const size = product.sizes.find((candidate) => candidate.labelTr === line.sizeTr);
  const options = line.options.map((option) => {
    const group = product.options.find((candidate) => candidate.nameTr === option.groupTr);
    const choice = group?.choices.find((candidate) => candidate.nameTr === option.choiceTr);
    return group && choice ? { group: localized(group, language), choice: localized(choice, language) } : option;
  });
  return {
    name: localized(product, language),
    size: size ? menuText(size, 'label', language).text : line.size,
    options: optionsText(options),
  };
}

/** The table's basket (each line marked by the phone that added it), 'Siparişi gönder', and the orders sent. */
function Basket({ state }: { state: GuestTableState }) {
  const { language } = useGuestTranslation();
  const w = orderWords(language);
  const refusal = useRefusal();
  const { sending, notice } = useTableOrder();
  const menu = useMenu().data;
  const { basket } = state;
  return (
    <div className={styles.basket}>
      {basket.lines.length === 0 ? (
        <p className={styles.empty}>{w('empty')}</p>
      ) : (
        <>
          <ul className={styles.lines}>
            {basket.lines.map((line) => {
              const shown = lineName(menu, line, language);
              return (
                <li key={line.id} className={styles.line}>
                  <PhoneMark phone={line.phone} mine={line.mine} />
                  <LineText {...shown} quantity={line.quantity} note={line.note} noteLanguage={line.language} />
                  <bdi className={styles.linePrice}>{formatLira(line.totalKurus)}</bdi>
                  {line.mine && (
                    <div className={styles.lineActions}>
                      <button
                        type="button"
                        className={styles.step}
                        aria-label={`${w('less')}: ${shown.name}`}
                        onClick={() => void changeLine(line.id, line.quantity - 1)}
                      >
                        <span aria-hidden="true">−</span>
                      </button>
                      <button
                        type="button"
                        className={styles.step}
                        disabled={line.quantity >= QUANTITY_MAX}
                        aria-label={`${w('more')}: ${shown.name}`}
                        onClick={() => void changeLine(line.id, line.quantity + 1)}
                      >
                        <span aria-hidden="true">+</span>
                      </button>
                      <button
                        type="button"
                        className={styles.remove}
                        aria-label={`${w('remove')}: ${shown.name}`}
                        onClick={() => void changeLine(line.id, 0)}
                      >
                        {w('remove')}
                      </button>
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
          <p className={styles.total}>
            <span>{w('basketTotal')}</span> <bdi>{formatLira(basket.totalKurus)}</bdi>
          </p>
          {state.ordering === 'confirm' && <p className={styles.hint}>{w('confirmHint')}</p>}
          <button type="button" className={styles.primary} disabled={sending} onClick={() => sendBasket(language)}>
            {sending ? w('sending') : w('send')}
          </button>
        </>
      )}
      <p className={notice === 'sent' ? styles.sent : styles.problem} role="status">
        {notice === 'sent' ? w('sent') : notice !== null && notice !== 'added' ? refusal(notice) : ''}
      </p>
      {state.orders.length > 0 && (
        <section className={styles.orders} aria-labelledby="table-orders">
          <h3 id="table-orders" className={styles.ordersTitle}>
            {w('tableOrders')}
          </h3>
          {state.orders.map((order) => (
            <ul key={order.id} className={styles.lines}>
              {order.lines.map((line, index) => {
                const shown = lineName(menu, line, language);
                return (
                  // An order's lines never move: their place names them.
                  <li key={index} className={`${styles.line} ${line.state === 'cancelled' ? styles.cancelled : ''}`}>
                    <StateMark state={line.state} />
                    <LineText {...shown} quantity={line.quantity} note={line.note} noteLanguage={line.language} />
                    <bdi className={styles.linePrice}>{formatLira(line.totalKurus)}</bdi>
                    {line.cancelReason !== null && <p className={styles.reason}>{w('cancelReason', { reason: line.cancelReason })}</p>}
                  </li>
                );
              })}
            </ul>
          ))}
          {/* Once something is confirmed (or paid), the bill; before, what the table sent. */}
          {state.bill && (state.bill.totalKurus > 0 || state.bill.paidKurus > 0) ? (
            <BillSummary bill={state.bill} />
          ) : (
            <p className={styles.total}>
              <span>{w('tableTotal')}</span> <bdi>{formatLira(state.totalKurus)}</bdi>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

/** What an amount in lira comes to in a currency at `rate` kuruş a unit, in the guest's language: "≈ 12,30 €". */
function approx(kurus: number, rate: number, currency: 'EUR' | 'USD' | 'RUB', language: Language): string {
  return `≈ ${new Intl.NumberFormat(language, { style: 'currency', currency, maximumFractionDigits: 2 }).format(kurus / rate)}`;
}

/**
 * The table's bill as 'Hesap iste' shows it (D60): what is on it, given free and taken off, the
 * total in lira, what was paid and what is left; and, where the owner gave rates, what is left
 * in euro, dollar or rouble, marked "≈" with the rates' day (the bill is paid in lira).
 */
function BillSummary({ bill }: { bill: NonNullable<GuestTableState['bill']> }) {
  const { language } = useGuestTranslation();
  const w = orderWords(language);
  const rates = useMenu().data?.restaurant.rates;
  const row = (label: string, kurus: number, strong = false) => (
    <p className={strong ? styles.total : styles.billRow}>
      <span>{label}</span> <bdi>{formatLira(kurus)}</bdi>
    </p>
  );
  const currencies = rates
    ? (
        [
          ['EUR', rates.eur],
          ['USD', rates.usd],
          ['RUB', rates.rub],
        ] as const
      ).filter(([, rate]) => rate > 0)
    : [];
  const due = bill.remainingKurus;
  return (
    <section className={styles.bill} aria-labelledby="table-bill">
      <h3 id="table-bill" className={styles.ordersTitle}>
        {w('billTitle')}
      </h3>
      {(bill.ikramKurus > 0 || bill.discountKurus > 0) && row(w('billSubtotal'), bill.subtotalKurus)}
      {bill.ikramKurus > 0 && row(w('billIkram'), -bill.ikramKurus)}
      {bill.discountKurus > 0 && row(w('billDiscount'), -bill.discountKurus)}
      {row(w('billTotal'), bill.totalKurus, bill.paidKurus === 0)}
      {bill.paidKurus > 0 && row(w('billPaid'), bill.paidKurus)}
      {bill.paidKurus > 0 && row(w('billRemaining'), due, true)}
      {currencies.length > 0 && due > 0 && rates && (
        <>
          <p className={styles.approx}>
            {currencies.map(([currency, rate]) => (
              <bdi key={currency}>{approx(due, rate, currency, language)}</bdi>
            ))}
          </p>
          {rates.day && <p className={styles.hint}>{w('billApprox', { day: rates.day.split('-').reverse().join('.') })}</p>}
        </>
      )}
    </section>
  );
}

interface LineTextProps {
  name: string;
  size: string | null;
  options: string;
  quantity: number;
  note: string;
  /** The language the note was typed in: the menu language of the phone that added the line. */
  noteLanguage: Language;
}

function LineText({ name, size, options, quantity, note, noteLanguage }: LineTextProps) {
  const w = useOrderWords();
  return (
    <div className={styles.lineText}>
      <p className={styles.lineName}>
        <bdi>{name}</bdi>
        {size !== null && (
          <>
            {' '}
            (<bdi>{size}</bdi>)
          </>
        )}{' '}
        <span className={styles.times}>× {quantity}</span>
      </p>
      {options !== '' && (
        <p className={styles.lineOptions}>
          <bdi>{options}</bdi>
        </p>
      )}
      {note !== '' && (
        <p className={styles.lineNote}>
          {w('noteShown')}{' '}
          <bdi lang={noteLanguage} dir={MENU_LANGUAGES[noteLanguage].dir}>
            {note}
          </bdi>
        </p>
      )}
    </div>
  );
}

/** Which phone added a line: a colour and a number, never a name; this phone's says so. */
function PhoneMark({ phone, mine }: { phone: number; mine: boolean }) {
  const w = useOrderWords();
  return (
    <span className={styles.phone} data-phone={((phone - 1) % 6) + 1} data-mine={mine ? '' : undefined}>
      <span aria-hidden="true">{phone}</span>
      <span className="sr-only">{mine ? w('thisPhone') : w('phone', { number: phone })}</span>
    </span>
  );
}

function StateMark({ state }: { state: LineState }) {
  const w = useOrderWords();
  return (
    <span className={styles.state} data-state={state}>
      {w(`state.${state}`)}
    </span>
  );
}
