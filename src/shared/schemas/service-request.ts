import { z } from 'zod';
import { answer, withoutNul } from './fields.js';
import { TABLE_NAME_MAX } from '../tables.js';
import { REQUEST_KINDS, REQUEST_STATES } from '../calls.js';

export { REQUEST_COOLDOWN_MS, REQUEST_KINDS, REQUEST_STATES, type RequestKind, type RequestState } from '../calls.js';

/** A phone's name for itself, or for one call: random, 16–64 letters, digits, `-` or `_`. */
export const token = (label: string) =>
  z
    .string({ error: `${label} metin olmalı` })
    .regex(/^[A-Za-z0-9_-]{16,64}$/, { error: `${label} 16–64 harf, rakam, tire veya alt çizgi olmalı` });

/** The table a code names (`?masa=5`), as the guest's phone sends it. */
export const tableOfCode = z
  .string({ error: 'Masa gerekli' })
  .trim()
  .min(1, { error: 'Masa gerekli' })
  .max(TABLE_NAME_MAX, { error: `Masa en fazla ${TABLE_NAME_MAX} karakter olabilir` })
  .refine(...withoutNul('Masa'));

/**
 * A guest's call (`POST /api/requests`). `id` is the phone's own name for this call, so a call
 * sent again (offline, or after a lost answer) is stored once; `device` is the phone's random
 * key, kept only as a hash and only for the cooldown.
 */
export const serviceRequestInput = z.strictObject({
  id: token('Çağrı kimliği'),
  table: tableOfCode,
  kind: z.enum(REQUEST_KINDS, { error: 'Çağrı türü waiter veya bill olmalı' }),
  device: token('Cihaz anahtarı'),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestInput>;

export const requestClientId = z.strictObject({ id: token('Çağrı kimliği') });

/** A call as the guest who made it sees it. */
export const guestRequest = z.object({
  id: z.string(),
  kind: z.enum(REQUEST_KINDS),
  state: z.enum(REQUEST_STATES),
  createdAt: answer.timestamp,
});
export type GuestRequest = z.infer<typeof guestRequest>;

/** A call as the staff board shows it. */
export const boardRequest = z.object({
  id: answer.id,
  table: answer.text,
  kind: z.enum(REQUEST_KINDS),
  state: z.enum(REQUEST_STATES),
  createdAt: answer.timestamp,
  takenAt: answer.timestamp.nullable(),
  takenBy: z.object({ id: answer.id.nullable(), name: answer.text }).nullable(),
  doneAt: answer.timestamp.nullable(),
});
export type BoardRequest = z.infer<typeof boardRequest>;

/** The board when it opens: the calls still open or taken, and where its stream starts. */
export const boardState = z.object({ requests: z.array(boardRequest), lastEventId: z.number().int().nonnegative() });
export type BoardState = z.infer<typeof boardState>;

/** One event of the board's stream: a call made, taken, done or cancelled, as it is now. */
export interface BoardEvent {
  id: number;
  type: 'opened' | 'taken' | 'done' | 'cancelled';
  request: BoardRequest;
}
