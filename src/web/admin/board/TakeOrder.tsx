import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { z } from 'zod';
import { formatLira } from '../../../shared/money.js';
import { QUANTITY_MAX } from '../../../shared/orders.js';
import { choiceKey, chosenOptions, firstChoices, groupsShort, optionsPrice, toggledChoice } from '../../../shared/options.js';
import type { AdminProduct } from '../../../shared/schemas/product.js';
import type { StaffTable } from '../../../shared/schemas/order.js';
import { tableLabel } from '../../../shared/tables.js';
import { containsFolded } from '../../../shared/text.js';
import { apiRequest } from '../../api/client.js';
import { useProducts } from '../api/products.js';
import { Button } from '../ui/Button.js';
import { Field } from '../ui/Field.js';
import { Modal } from '../ui/Modal.js';
import { notify } from '../ui/toasts.js';
import { sendWaiterOrder } from './waiter-orders.js';
import { TableSelect } from './TableSelect.js';
import styles from './TakeOrder.module.css';

interface Line {
  productId: number;
  size: string | null;
  name: string;
  /** The size's price, or the dish's one price; the options' come on top. */
  basePriceKurus: number;
  /** The dish's option groups, and those picked (shared/options.ts choiceKey). */
  groups: AdminProduct['options'];
  options: string[];
  quantity: number;
  note: string;
}

const unitPriceOf = (line: Line) => line.basePriceKurus + optionsPrice(line.groups, line.options);

const popularKey = ['orders', 'popular'] as const;

/**
 * 'Sipariş al' (D57): a waiter's order for any table, one-handed on the counter's phone. The
 * dishes ordered most in the last 30 days come first; the search finds a dish the Turkish way
 * ("kasarli" finds Kaşarlı). A tap on a dish (or on one of its sizes) adds a line; each line's
 * options, quantity and note are changed in place (a dish with options starts at its groups'
 * first choice where one must be made). Sent, it is kept on the phone until the server has it.
 */
export function TakeOrder({ tables, onClose }: { tables: StaffTable[]; onClose: () => void }) {
  const products = useProducts();
  const popular = useQuery({
    queryKey: popularKey,
    queryFn: () => apiRequest<number[]>('/api/admin/orders/popular', { answer: z.array(z.number()) }),
  });
  const [table, setTable] = useState('');
  const [search, setSearch] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [tableError, setTableError] = useState<string | undefined>();
  const listId = useId();

  const dishes = useMemo(() => {
    const onSale = (products.data ?? []).filter((product) => product.isActive && product.soldOut === null);
    const rank = new Map((popular.data ?? []).map((id, index) => [id, index]));
    const found = search.trim() === '' ? onSale : onSale.filter((product) => containsFolded(product.nameTr, search));
    return [...found].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
  }, [products.data, popular.data, search]);

  const add = (product: AdminProduct, size: AdminProduct['sizes'][number] | null) => {
    const name = size ? `${product.nameTr} (${size.labelTr})` : product.nameTr;
    setLines((current) => {
      // A dish with options gets a line of its own each time: its options may differ.
      const same = current.find(
        (line) => line.productId === product.id && line.size === (size?.labelTr ?? null) && line.note === '' && line.groups.length === 0,
      );
      if (same) return current.map((line) => (line === same ? { ...line, quantity: Math.min(QUANTITY_MAX, line.quantity + 1) } : line));
      return [
        ...current,
        {
          productId: product.id,
          size: size?.labelTr ?? null,
          name,
          basePriceKurus: size?.priceKurus ?? product.priceKurus,
          groups: product.options,
          options: firstChoices(product.options, []),
          quantity: 1,
          note: '',
        },
      ];
    });
  };
  // A quantity of 0 takes the line out.
  const change = (index: number, changes: Partial<Line>) =>
    setLines((current) =>
      current.flatMap((line, at) => {
        if (at !== index) return [line];
        const next = { ...line, ...changes };
        return next.quantity > 0 ? [next] : [];
      }),
    );
  const total = lines.reduce((sum, line) => sum + unitPriceOf(line) * line.quantity, 0);
  const [linesError, setLinesError] = useState<string | undefined>();

  const send = () => {
    const chosen = tables.find((candidate) => String(candidate.id) === table);
    if (!chosen) {
      setTableError('Masa seçilmeli');
      return;
    }
    const short = lines.flatMap((line) => groupsShort(line.groups, line.options).map((group) => `${line.name}: ${group.nameTr}`));
    if (short.length > 0) {
      setLinesError(`Seçilmeli: ${short.join('; ')}`);
      return;
    }
    const label = tableLabel(chosen.name, 'Masa');
    sendWaiterOrder(
      {
        id: crypto.randomUUID(),
        table: chosen.name,
        lines: lines.map(({ productId, size, groups, options, quantity, note }) => ({
          productId,
          size,
          options: chosenOptions(groups, options),
          quantity,
          note: note.trim(),
        })),
      },
      () => notify.success(`${label}: sipariş gönderildi.`),
    );
    if (!navigator.onLine) notify.success(`${label}: sipariş bağlantı gelince gönderilecek.`);
    onClose();
  };

  return (
    <Modal title="Sipariş al" onClose={onClose}>
      <div className={styles.form}>
        <TableSelect
          label="Masa"
          required
          error={tableError}
          tables={tables}
          value={table}
          onChange={(value) => {
            setTable(value);
            setTableError(undefined);
          }}
        />
        <Field label="Ürün ara" hint="En çok sipariş edilenler önce.">
          {(c) => (
            <input
              {...c}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              autoComplete="off"
              aria-controls={listId}
            />
          )}
        </Field>
        <ul id={listId} className={styles.dishes} aria-label="Ürünler">
          {dishes.map((product) => (
            <li key={product.id} className={styles.dish}>
              {product.sizes.length === 0 ? (
                <button type="button" className={styles.add} onClick={() => add(product, null)}>
                  <span>{product.nameTr}</span>
                  <span className={styles.price}>{formatLira(product.priceKurus)}</span>
                </button>
              ) : (
                <>
                  <span className={styles.dishName}>{product.nameTr}</span>
                  <span className={styles.sizes}>
                    {product.sizes.map((size) => (
                      <button
                        key={size.labelTr}
                        type="button"
                        className={styles.size}
                        aria-label={`${product.nameTr} (${size.labelTr}) ${formatLira(size.priceKurus)}`}
                        onClick={() => add(product, size)}
                      >
                        {size.labelTr} <span className={styles.price}>{formatLira(size.priceKurus)}</span>
                      </button>
                    ))}
                  </span>
                </>
              )}
            </li>
          ))}
          {dishes.length === 0 && (
            <li className={styles.none}>{products.isPending ? 'Ürünler yükleniyor…' : 'Bu adda satışta ürün yok.'}</li>
          )}
        </ul>
        <section aria-label="Sipariş" className={styles.lines}>
          {lines.length === 0 ? (
            <p className={styles.none}>Ürüne dokunun: satır eklenir.</p>
          ) : (
            <ul className={styles.lineList}>
              {lines.map((line, index) => (
                <li key={`${line.productId} ${line.size ?? ''} ${index}`} className={styles.line}>
                  <span className={styles.lineName}>
                    {line.quantity} × {line.name} <span className={styles.price}>{formatLira(unitPriceOf(line) * line.quantity)}</span>
                  </span>
                  <span className={styles.stepper}>
                    <Button small aria-label={`Bir azalt: ${line.name}`} onClick={() => change(index, { quantity: line.quantity - 1 })}>
                      −
                    </Button>
                    <Button
                      small
                      aria-label={`Bir artır: ${line.name}`}
                      disabled={line.quantity >= QUANTITY_MAX}
                      onClick={() => change(index, { quantity: line.quantity + 1 })}
                    >
                      +
                    </Button>
                  </span>
                  {line.groups.map((group) => (
                    <fieldset key={group.nameTr} className={styles.options}>
                      <legend className={styles.optionsName}>
                        {group.nameTr}
                        {group.min > 0 ? ' (zorunlu)' : ''}
                      </legend>
                      {group.choices.map((choice) => {
                        const pressed = line.options.includes(choiceKey(group.nameTr, choice.nameTr));
                        return (
                          <button
                            key={choice.nameTr}
                            type="button"
                            className={styles.option}
                            aria-pressed={pressed}
                            aria-label={`${line.name}: ${group.nameTr}: ${choice.nameTr}`}
                            onClick={() => {
                              setLinesError(undefined);
                              change(index, { options: toggledChoice(line.options, group, choice.nameTr) });
                            }}
                          >
                            {choice.nameTr}
                            {choice.priceKurus > 0 && <span className={styles.price}> +{formatLira(choice.priceKurus)}</span>}
                          </button>
                        );
                      })}
                    </fieldset>
                  ))}
                  <Field label={`Not: ${line.name}`} className={styles.note}>
                    {(c) => (
                      <input
                        {...c}
                        value={line.note}
                        maxLength={140}
                        onChange={(event) => change(index, { note: event.target.value })}
                        autoComplete="off"
                      />
                    )}
                  </Field>
                </li>
              ))}
            </ul>
          )}
        </section>
        {linesError && (
          <p className={styles.error} role="alert">
            {linesError}
          </p>
        )}
        <div className={styles.foot}>
          <span className={styles.total}>{formatLira(total)}</span>
          <Button variant="primary" disabled={lines.length === 0} onClick={send}>
            Gönder
          </Button>
        </div>
      </div>
    </Modal>
  );
}
