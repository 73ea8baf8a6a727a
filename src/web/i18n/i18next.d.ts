import 'i18next';
import type tr from './tr.json';

// Typed keys: a misspelt translation key is a compile error, not a blank label on a phone.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof tr };
  }
}
