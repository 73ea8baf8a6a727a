import { settingsRecord } from '../../../shared/schemas/settings.js';
import type { RestaurantSettings, SettingsInput } from '../../../shared/schemas/settings.js';
import { singleRecord } from './resource.js';

const settings = singleRecord<RestaurantSettings, SettingsInput & { version: number }>('settings', settingsRecord);

/** The restaurant's details (admins only). */
export const useSettings = settings.useRecord;
/** Saves the details whole, with the version they were loaded with (409 stale otherwise). */
export const useSaveSettings = settings.useSave;
