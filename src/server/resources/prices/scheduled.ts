import type { FastifyBaseLogger } from 'fastify';
import { repeatEvery } from '../../platform/repeat.js';
import type { Kysely } from 'kysely';
import { exactInstantIn, instantIn, wallClockIn, type CalendarDay } from '../../../shared/calendar.js';
import type { PriceRule } from '../../../shared/prices.js';
import { MAX_SCHEDULE_DAYS, type PriceScope, type ScheduledPrice } from '../../../shared/schemas/prices.js';
import type { Actor } from '../../platform/audit/audited.js';
import { recordAuditEvent } from '../../platform/audit/record.js';
import { lockKey, type DialectName } from '../../platform/db/dialect.js';
import type { Database } from '../../platform/db/schema.js';
import { conflict, HttpError, notFound } from '../../platform/http/errors.js';
import { applyRule, assertWithinCeiling, changeSummaries, previewPrices, PRICES_LOCK, storedScope } from './queries.js';

export const MISSING_SCHEDULED = 'İleri tarihli fiyat değişikliği bulunamadı';

const DAY = 24 * 60 * 60 * 1000;

/**
 * The moment a date-and-time field names on the restaurant's clock, checked to be ahead and
 * within a year. A time the clock skips when it goes forward is refused, saying what the clock
 * shows instead (never moved silently); a time it repeats when it goes back is the first.
 */
export function momentOf(local: string, timeZone: string, now: Date): Date {
  const [day, time] = local.split('T') as [CalendarDay, string];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const refuse = (message: string) => new HttpError(400, 'validation', message, { effectiveAt: message });
  const moment = exactInstantIn(timeZone, day, hour, minute);
  if (moment === null) {
    const instead = wallClockIn(timeZone, instantIn(timeZone, day, hour, minute));
    const clock = (h: number, m: number) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
    throw refuse(
      `Saatler ileri alındığı için bu gün ${clock(hour, minute)} yok (o an saat ${clock(instead.hour, instead.minute)} gösterir); başka bir saat seçin`,
    );
  }
  if (moment.getTime() <= now.getTime()) throw refuse('Tarih ve saat ileride olmalı; şimdi uygulamak için “Uygula”yı kullanın');
  if (moment.getTime() - now.getTime() > MAX_SCHEDULE_DAYS * DAY) throw refuse('En fazla bir yıl sonrası seçilebilir');
  return moment;
}

/** How a change set for later is named in the history: "1.12.2026 00:00: Pide kategorisi: %10 artış…". */
function historyEntry(summary: string, moment: string, timeZone: string): Record<string, string> {
  const when = new Intl.DateTimeFormat('tr-TR', { timeZone, dateStyle: 'short', timeStyle: 'short' }).format(new Date(moment));
  return { effectiveAt: when, summary };
}

/**
 * Sets a change to take effect at `moment`; its id. Noted in the change history. A change that
 * would already raise a price above the form's ceiling is refused now, naming the dishes; one
 * that only does so by its moment (prices raised meanwhile) is marked refused then, with why,
 * and writes nothing (applyDueChanges).
 */
export async function scheduleChange(
  db: Kysely<Database>,
  actor: Actor,
  change: { scope: PriceScope; rule: PriceRule },
  moment: Date,
  timeZone: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    assertWithinCeiling((await previewPrices(trx, change.scope, change.rule, actor.at)).rows);
    const row = {
      rule: JSON.stringify(change.rule),
      scope: JSON.stringify(change.scope),
      effectiveAt: moment.toISOString(),
      createdById: actor.by.id,
      createdByName: actor.by.name,
      createdAt: actor.at.toISOString(),
    };
    const { id } = await trx.insertInto('scheduledPrices').values(row).returning('id').executeTakeFirstOrThrow();
    const summary = (await changeSummaries(trx))(row);
    await recordAuditEvent(
      trx,
      {
        at: actor.at,
        by: actor.by,
        action: 'create',
        resource: 'scheduled-prices',
        recordId: id,
        before: null,
        after: historyEntry(summary, row.effectiveAt, timeZone),
      },
      actor.log,
    );
    return id;
  });
}

/** The changes still waiting, and those of the last 30 days, soonest first. */
export async function listScheduled(db: Kysely<Database>, now: Date): Promise<ScheduledPrice[]> {
  const since = new Date(now.getTime() - 30 * DAY).toISOString();
  const rows = await db
    .selectFrom('scheduledPrices')
    .selectAll()
    .where((eb) => eb.or([eb('ranAt', 'is', null).and('cancelledAt', 'is', null), eb('effectiveAt', '>=', since)]))
    .orderBy('effectiveAt')
    .orderBy('id')
    .execute();
  const summary = await changeSummaries(db);
  return rows.map((row) => ({
    id: row.id,
    effectiveAt: row.effectiveAt,
    summary: summary(row),
    by: row.createdByName,
    createdAt: row.createdAt,
    state: row.cancelledAt !== null ? 'cancelled' : row.ranAt === null ? 'waiting' : row.batchId !== null ? 'applied' : 'refused',
    batchId: row.batchId,
    refusal: row.refusal,
    cancelledBy: row.cancelledByName,
  }));
}

export async function getScheduled(db: Kysely<Database>, id: number, now: Date): Promise<ScheduledPrice> {
  const found = (await listScheduled(db, now)).find((candidate) => candidate.id === id);
  if (!found) throw notFound(MISSING_SCHEDULED);
  return found;
}

/** Cancels a change that still waits; one applied (or cancelled) already is a 409. */
export async function cancelScheduled(db: Kysely<Database>, actor: Actor, id: number, timeZone: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Under the lock the moment takes, so a cancel and the change's own moment never both win.
    await lockKey(trx, actor.dialect, PRICES_LOCK);
    const row = await trx.selectFrom('scheduledPrices').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound(MISSING_SCHEDULED);
    if (row.cancelledAt !== null) throw conflict('Bu değişiklik zaten iptal edildi.');
    if (row.ranAt !== null) throw conflict('Bu değişiklik uygulandı; geri almak için toplu değişikliği geri alın.');
    await trx
      .updateTable('scheduledPrices')
      .set({ cancelledAt: actor.at.toISOString(), cancelledByName: actor.by.name })
      .where('id', '=', id)
      .execute();
    const before = historyEntry((await changeSummaries(trx))(row), row.effectiveAt, timeZone);
    await recordAuditEvent(
      trx,
      { at: actor.at, by: actor.by, action: 'delete', resource: 'scheduled-prices', recordId: id, before, after: null },
      actor.log,
    );
  });
}

/**
 * Applies every change whose moment has come, each exactly once: the prices' lock makes
 * instances (and a cancel) take turns, and a change is marked as run in the transaction that
 * applies it. A change that cannot be applied then (a price would fall to zero or rise above
 * the form's ceiling, no dish left) is marked with why, and no price is written. Whether any prices changed.
 */
export async function applyDueChanges(db: Kysely<Database>, dialect: DialectName, now: Date, log: FastifyBaseLogger): Promise<boolean> {
  const due = async () =>
    db
      .selectFrom('scheduledPrices')
      .select('id')
      .where('ranAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .where('effectiveAt', '<=', now.toISOString())
      .executeTakeFirst();
  // Most ticks find nothing due: they ask without the lock.
  if (!(await due())) return false;
  return db.transaction().execute(async (trx) => {
    await lockKey(trx, dialect, PRICES_LOCK);
    const rows = await trx
      .selectFrom('scheduledPrices')
      .selectAll()
      .where('ranAt', 'is', null)
      .where('cancelledAt', 'is', null)
      .where('effectiveAt', '<=', now.toISOString())
      .orderBy('effectiveAt')
      .orderBy('id')
      .execute();
    let changed = false;
    for (const row of rows) {
      // Applied in the name of whoever set it, at its own moment.
      const actor: Actor = {
        by: { id: row.createdById ?? 0, name: row.createdByName, role: 'admin' },
        at: new Date(row.effectiveAt),
        log,
        dialect,
      };
      let batchId: number | null = null;
      let refusal: string | null = null;
      try {
        batchId = await applyRule(trx, actor, storedScope(row.scope), JSON.parse(row.rule) as PriceRule, null);
        changed = true;
      } catch (error) {
        // A refusal is found before anything is written; anything else ends the transaction.
        if (!(error instanceof HttpError)) throw error;
        refusal = error.message;
        log.warn({ scheduledPriceId: row.id, refusal }, 'a scheduled price change could not be applied');
      }
      await trx.updateTable('scheduledPrices').set({ ranAt: now.toISOString(), batchId, refusal }).where('id', '=', row.id).execute();
    }
    return changed;
  });
}

/** How often each instance looks for a change whose moment has come. */
export const SCHEDULE_CHECK_MS = 5_000;

/** Looks for due changes now and every `everyMs`; guests' pages get the new prices with the menu's next check. */
export const watchScheduledPrices = (
  everyMs: number,
  run: () => Promise<boolean>,
  onChanged: () => Promise<void>,
  onError: (error: unknown) => void,
) =>
  repeatEvery(
    everyMs,
    async () => {
      if (await run()) await onChanged();
    },
    onError,
  );
