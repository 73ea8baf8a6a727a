import type { Kysely } from 'kysely';
import type { CalendarDay } from '../../../shared/calendar.js';
import {
  DEFAULT_SETTINGS,
  SETTINGS_ID,
  settingsInput,
  type MenuRestaurant,
  type RestaurantSettings,
  type SettingsData,
} from '../../../shared/schemas/settings.js';
import type { Database } from '../../platform/db/schema.js';
import { recordTexts, textFieldsOf, writeTexts } from '../../platform/records/translated.js';

export { SETTINGS_ID };
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
  const [row, texts] = await Promise.all([
    db.selectFrom('settings').select(['data', 'version']).where('id', '=', SETTINGS_ID).executeTakeFirst(),
    recordTexts(db, 'settings', [SETTINGS_ID]),
  ]);
  // A database the migration made always has the row; without it the defaults stand.
  const data = row ? dataOf(row.data) : DEFAULT_SETTINGS;
  const { noteEn, translations } = textFieldsOf('settings', texts.get(SETTINGS_ID));
  return { ...data, noteEn, translations: translations as RestaurantSettings['translations'], version: row?.version ?? 1 };
}

/** What guests see: the details without the version, exceptions from today on, and the hours' time zone. */
export async function readMenuRestaurant(db: Kysely<Database>, today: CalendarDay, timeZone: string): Promise<MenuRestaurant> {
  const {
    version: _version,
    translations: _translations,
    approvalLimitKurus: _limit,
    dayEndsAt: _dayEnd,
    ...settings
  } = await getSettings(db);
  return { ...settings, exceptions: settings.exceptions.filter((exception) => exception.date >= today), timeZone };
}

/** The document as stored: the note's other languages are translation rows (writeSettingsTexts). */
export function toSettingsColumns({ noteEn: _english, translations: _translations, ...data }: SettingsData) {
  return { data: JSON.stringify(data) };
}

/** The note's English and other languages, saved in the transaction that saves the details. */
export const writeSettingsTexts = (trx: Kysely<Database>, data: SettingsData, at: Date) =>
  writeTexts(trx, 'settings', SETTINGS_ID, data, at);
