import type { Language } from '../languages.js';
import ar from './print/ar.json' with { type: 'json' };
import de from './print/de.json' with { type: 'json' };
import en from './print/en.json' with { type: 'json' };
import ru from './print/ru.json' with { type: 'json' };
import tr from './print/tr.json' with { type: 'json' };

/**
 * The printed menu's own words, in the catalogue beside the guest pages' (a file of their own,
 * so no phone downloads them); the allergens' names on paper are the guest pages' own.
 */
export const printWords = (language: Language): typeof tr => ({ tr, en, de, ru, ar })[language];
