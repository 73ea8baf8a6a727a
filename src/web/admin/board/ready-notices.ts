import { useEffect, useRef } from 'react';
import type { StaffTable } from '../../../shared/schemas/order.js';
import { tableLabel } from '../../../shared/tables.js';

/**
 * What the kitchen made ready since the tables were last loaded, as 'Masalar' says it: one
 * notice per table ("Masa 5: 2 Kıymalı Pide hazır"). What was ready at the first load is not news.
 */
export function useReadyNotices(tables: readonly StaffTable[] | undefined, onReady: (notice: string) => void): void {
  const known = useRef<Set<number> | null>(null);
  const callback = useRef(onReady);
  useEffect(() => {
    callback.current = onReady;
  }, [onReady]);
  useEffect(() => {
    if (!tables) return;
    const ready = tables.flatMap((table) =>
      table.orders.flatMap((order) => order.lines.filter((line) => line.state === 'ready').map((line) => ({ table: table.name, line }))),
    );
    const first = known.current === null;
    const fresh = first ? [] : ready.filter(({ line }) => !known.current!.has(line.id));
    known.current = new Set(ready.map(({ line }) => line.id));
    const byTable = new Map<string, string[]>();
    for (const { table, line } of fresh) {
      byTable.set(table, [...(byTable.get(table) ?? []), `${line.quantity} ${line.nameTr}${line.sizeTr ? ` (${line.sizeTr})` : ''}`]);
    }
    for (const [table, lines] of byTable) callback.current(`${tableLabel(table, 'Masa')}: ${lines.join(', ')} hazır`);
  }, [tables]);
}
