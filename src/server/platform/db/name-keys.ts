import { foldTurkish } from '../../../shared/text.js';

/**
 * The keys stored beside a category's, tag's or ingredient's names (migration 002). Their
 * unique indexes, not a read before the write, keep names unique the Turkish way (D12), even
 * when two staff save at the same moment: `Çorba`, `ÇORBA` and `çorba` have one key.
 */
export function nameKeysOf(names: { nameTr: string; nameEn: string }): { nameTrKey: string; nameEnKey: string } {
  return { nameTrKey: foldTurkish(names.nameTr), nameEnKey: foldTurkish(names.nameEn) };
}
