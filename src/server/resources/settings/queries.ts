import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import {
  DEFAULT_SETTINGS,
  settingsInput,
  type MenuRestaurant,
  type RestaurantSettings,
  type SettingsData,
} from '../../../shared/schemas/settings.js';
import type { Database } from '../../platform/db/schema.js';
import { englishFields, englishTexts, writeTexts } from '../../platform/records/translated.js';

/** The one row the details live in. */
export const SETTINGS_ID = 1;
export const MISSING = 'Ayarlar bulunamadı';

/**
 * The stored document as the current fields: a document saved before a field existed gets its
 * default, and one that no longer reads (edited by hand) the defaults, rather than a 500.
 */
function dataOf(json: string): SettingsData {
  try {
    const parsed = settingsInput.safeParse({ ...DEFAULT_SETTINGS, ...(JSON.parse(json) as object) });
    return parsed.success ? parsed.data : DEFAULT_SETTINGS;
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export async function getSettings(db: Kysely<Database>): Promise<RestaurantSettings> {
  const [row, english] = await Promise.all([
    db.selectFrom('settings').select(['data', 'version']).where('id', '=', SETTINGS_ID).executeTakeFirst(),
    englishTexts(db, 'settings', [SETTINGS_ID]),
  ]);
  // A database the migration made always has the row; without it the defaults stand.
  const data = row ? dataOf(row.data) : DEFAULT_SETTINGS;
  return { ...data, ...englishFields('settings', english.get(SETTINGS_ID)), version: row?.version ?? 1 };
}

/** What guests see: the details without the version, exceptions from today on, and the hours' time zone. */
export async function readMenuRestaurant(db: Kysely<Database>, today: CalendarDay, timeZone: string): Promise<MenuRestaurant> {
  const { version: _version, ...settings } = await getSettings(db);
  return { ...settings, exceptions: settings.exceptions.filter((exception) => exception.date >= today), timeZone };
}

/** The document as stored: the note's English is a translation row (writeSettingsEnglish). */
export function toSettingsColumns({ noteEn: _english, ...data }: SettingsData) {
  return { data: JSON.stringify(data) };
}

/** The note's English, saved in the transaction that saves the details. */
export const writeSettingsEnglish = (trx: Kysely<Database>, data: SettingsData, at: Date) =>
  writeTexts(trx, 'settings', SETTINGS_ID, data, at);
