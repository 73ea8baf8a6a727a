import { z } from 'zod';

/**
 * The sample restaurant a new database starts with (its menu, campaign, veresiye accounts,
 * tables and details), and its removal ('Ayarlar' → 'Örnek verileri kaldır', admins only;
 * docs/decisions/product.md D52). A sample record staff have changed since stays, and from then
 * on is the restaurant's own.
 */

const count = z.number().int().nonnegative();

/** The sample's records by kind, counted; `settings` is 1 for the sample's details, else 0. */
export const sampleCounts = z.object({
  categories: count,
  products: count,
  tags: count,
  ingredients: count,
  campaigns: count,
  accounts: count,
  tables: count,
  settings: count,
});
export type SampleCounts = z.infer<typeof sampleCounts>;

/** What a removal takes: the records, and what goes with them (an account's entries, a dish's reviews). */
export const sampleRemovedCounts = sampleCounts.extend({ accountEntries: count, reviews: count });
export type SampleRemovedCounts = z.infer<typeof sampleRemovedCounts>;

/**
 * Why a sample record stays: staff changed it (`edited`: a removal with `includeEdited` takes it
 * too, but for the details), something that stays uses it (`used`: a dish staff added uses the
 * sample's tag), or staff entered a charge, payment or reversal in its ledger (`ledger`: it is a
 * real customer's, and always stays).
 */
export const SAMPLE_KEPT_REASONS = ['edited', 'used', 'ledger'] as const;

/** One sample record a removal leaves, by name ("Kıymalı Pide"; a table as guests read it, "Masa 3"). */
export const sampleKeptRecord = z.object({
  kind: z.enum(['categories', 'products', 'tags', 'ingredients', 'campaigns', 'accounts', 'tables', 'settings']),
  name: z.string(),
  reason: z.enum(SAMPLE_KEPT_REASONS),
});
export type SampleKeptRecord = z.infer<typeof sampleKeptRecord>;

/** What a removal would take, and what it would leave: counted, and each record by name with why. */
const plan = z.object({ toRemove: sampleRemovedCounts, toKeep: sampleCounts, kept: z.array(sampleKeptRecord) });

/** `GET /api/admin/sample-data`: a removal's plan now, and that of one that takes the edited sample records too. */
export const sampleDataStatus = plan.extend({ withEdited: plan });
export type SampleDataStatus = z.infer<typeof sampleDataStatus>;

/** `POST /api/admin/sample-data/removal`: what it took, and what it left as the restaurant's own. */
export const sampleDataRemoval = z.object({ removed: sampleRemovedCounts, kept: sampleCounts });
export type SampleDataRemoval = z.infer<typeof sampleDataRemoval>;

/**
 * The removal's body: whether the sample records staff edited go too (`includeEdited`; never the
 * details staff changed, an account with entries staff made, or what staff added). What goes is
 * worked out under the removal's lock.
 */
export const sampleDataRemovalInput = z.strictObject({
  includeEdited: z.boolean({ error: 'Düzenlenenler seçimi evet/hayır olmalı' }).default(false),
});
export type SampleDataRemovalInput = z.input<typeof sampleDataRemovalInput>;

/** Each kind as a count of it reads in Turkish: "14 ürün" (a noun after a number stays singular). */
const LABELS: Record<keyof SampleRemovedCounts, string> = {
  categories: 'kategori',
  products: 'ürün',
  tags: 'etiket',
  ingredients: 'malzeme',
  campaigns: 'kampanya',
  accounts: 'veresiye hesabı',
  accountEntries: 'hesap hareketi',
  reviews: 'yorum',
  tables: 'masa',
  settings: 'restoran bilgileri',
};

/** "2 kategori, 9 ürün, 2 veresiye hesabı, restoran bilgileri", or '' when every count is 0. */
export function describeSampleCounts(counts: SampleCounts | SampleRemovedCounts): string {
  return (Object.keys(LABELS) as (keyof SampleRemovedCounts)[])
    .flatMap((kind) => {
      const n = (counts as Partial<SampleRemovedCounts>)[kind] ?? 0;
      if (n === 0) return [];
      return [kind === 'settings' ? LABELS.settings : `${n} ${LABELS[kind]}`];
    })
    .join(', ');
}

/** Whether a report counts nothing at all. */
export const isEmptyCount = (counts: SampleCounts | SampleRemovedCounts): boolean => Object.values(counts).every((n) => n === 0);
