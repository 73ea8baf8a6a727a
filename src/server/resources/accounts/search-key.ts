import { foldTurkish } from '../../../shared/text.js';

/**
 * What the accounts list searches and sorts by name: the customer's name first, then the
 * contact person's, folded the Turkish way (D12: `yildiz` finds "Yıldız İnşaat"), then the
 * phone's digits (`5321112233` finds "0532 111 22 33"). SQL's LIKE folds only ASCII, so the
 * folding happens here, on every write.
 */
export function accountSearchKey(account: { customerName: string; name: string; phone: string }): string {
  return `${foldTurkish(account.customerName)} | ${foldTurkish(account.name)} | ${account.phone.replace(/\D/g, '')}`;
}

/** A search as the key holds it: folded, `%` and `_` taken literally (escaped with `\`). */
export function searchPattern(search: string): string {
  const folded = foldTurkish(search);
  // A number is looked for by its digits, without the leading 0 (or 0090) a number may be typed with.
  const digits = /^[\d\s()+.-]+$/.test(search) ? search.replace(/\D/g, '').replace(/^0+/, '') : folded;
  return `%${digits.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
