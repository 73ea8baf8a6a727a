import type { Generated, Selectable } from 'kysely';
import type { AuditAction, AuditResource } from '../../../shared/schemas/audit.js';
import type { PhotoShape } from '../../../shared/schemas/media.js';
import type { UserRole } from '../../../shared/roles.js';

/**
 * The database as Kysely sees it. Column names are snake_case in SQL and camelCase here
 * (CamelCasePlugin). Portable types only, so SQLite and PostgreSQL share one schema:
 * booleans are integers 0/1, money is integer kuruş (D3), instants are ISO 8601 text and
 * calendar days `YYYY-MM-DD` text. Mutable records carry a `version` for optimistic locking.
 */
export interface Database {
  categories: CategoryTable;
  products: ProductTable;
  productTags: ProductTagTable;
  productIngredients: ProductIngredientTable;
  tags: TagTable;
  ingredients: IngredientTable;
  campaigns: CampaignTable;
  reviews: ReviewTable;
  users: UserTable;
  sessions: SessionTable;
  accounts: AccountTable;
  accountEntries: AccountEntryTable;
  loginFailures: LoginFailureTable;
  meta: MetaTable;
  auditEvents: AuditEventTable;
  mediaOriginals: MediaOriginalTable;
  media: MediaTable;
  mediaVariants: MediaVariantTable;
  settings: SettingsTable;
  diningTables: DiningTableTable;
  qrSettings: QrSettingsTable;
  formerCategoryNames: FormerCategoryNameTable;
  formerDishSlugs: FormerDishSlugTable;
  categoryTranslations: TranslationTable;
  productTranslations: TranslationTable;
  tagTranslations: TranslationTable;
  ingredientTranslations: TranslationTable;
  campaignTranslations: TranslationTable;
  settingsTranslations: TranslationTable;
  priceBatches: PriceBatchTable;
  priceBatchItems: PriceBatchItemTable;
  priceHistory: PriceHistoryTable;
  scheduledPrices: ScheduledPriceTable;
  sampleRecords: SampleRecordTable;
  serviceRequests: ServiceRequestTable;
  serviceEvents: ServiceEventTable;
  guestEvents: GuestEventTable;
  eventTotals: EventTotalTable;
  basketLines: BasketLineTable;
  orders: OrderTable;
  orderLines: OrderLineTable;
  orderEvents: OrderEventTable;
  stations: StationTable;
  stationCategories: StationCategoryTable;
  stationProducts: StationProductTable;
  tickets: TicketTable;
  bills: BillTable;
  payments: PaymentTable;
  billChanges: BillChangeTable;
}

type Flag = number;

interface Timestamps {
  createdAt: string;
  updatedAt: string;
}

export interface CategoryTable extends Timestamps {
  id: Generated<number>;
  nameTr: string;
  /** `foldTurkish(nameTr)`, set by the app on every write; unique: names are guests' URLs (D12). */
  nameTrKey: string;
  /** `foldTurkish` of the English name (its text is a translation row, migration 021), likewise unique. */
  nameEnKey: string;
  descriptionTr: string;
  image: string;
  hasMultipleSizes: Flag;
  /** When it is served (`{ weekdays, windows }` as JSON), or null for whenever the restaurant is open. */
  availability: string | null;
  /** The VAT (KDV) in its prices, in percent (migration 034): 10 for food, 20 for alcohol. */
  vatRate: Generated<number>;
  isActive: Flag;
  sortOrder: number;
  version: Generated<number>;
}
export type CategoryRow = Selectable<CategoryTable>;

export interface ProductTable extends Timestamps {
  id: Generated<number>;
  categoryId: number;
  nameTr: string;
  /** `foldTurkish(nameTr)`, unique within the category (migration 029): one dish per name. */
  nameTrKey: string;
  descriptionTr: string;
  image: string;
  priceKurus: number;
  /** The allergen codes (shared/allergens.ts) as a JSON array, in the regulation's order. */
  allergens: Generated<string>;
  /** The sizes ({ labelTr, priceKurus, grams }) as a JSON array in staff's order; [] for one price.
   * Their other languages are translation rows (`size:<Turkish label, folded>`). */
  sizes: Generated<string>;
  /** The option groups (migration 032) as a JSON array in staff's order (StoredOptionGroup); [] for none.
   * Their names' other languages are translation rows (`option:<Turkish name, folded>`). */
  optionGroups: Generated<string>;
  /** When the price or the sizes last changed (migration 014), for the price list on the door. */
  pricesChangedAt: string | null;
  /** Sold out through this calendar day (RESTAURANT_TZ), SOLD_OUT_UNTIL_CLEARED, or on sale (null). */
  soldOutUntil: string | null;
  /** When it is served (`{ weekdays, windows }` as JSON), or null for whenever its category is. */
  availability: string | null;
  /** Kilocalories per serving (migration 018), or null when staff leave it out. */
  calories: number | null;
  /** The one portion's weight in grams (migration 023); null for none and for a dish with sizes. */
  grams: number | null;
  /** At most one product has 1 (a partial unique index). */
  isWeeklyChoice: Flag;
  isActive: Flag;
  sortOrder: number;
  version: Generated<number>;
}
export type ProductRow = Selectable<ProductTable>;

export interface ProductTagTable {
  productId: number;
  tagId: number;
}

export interface ProductIngredientTable {
  productId: number;
  ingredientId: number;
}

export interface TagTable extends Timestamps {
  id: Generated<number>;
  categoryId: number;
  nameTr: string;
  /** `foldTurkish(nameTr)`, set by the app on every write; unique within the category (D12). */
  nameTrKey: string;
  /** `foldTurkish` of the English name (its text is a translation row), likewise unique within the category. */
  nameEnKey: string;
  color: string;
  border: string;
  textColor: string;
  bgColor: string;
  fontWeight: number;
  isActive: Flag;
  version: Generated<number>;
}
export type TagRow = Selectable<TagTable>;

export interface IngredientTable extends Timestamps {
  id: Generated<number>;
  categoryId: number;
  nameTr: string;
  /** `foldTurkish(nameTr)`, set by the app on every write; unique within the category (D12). */
  nameTrKey: string;
  /** `foldTurkish` of the English name (its text is a translation row), likewise unique within the category. */
  nameEnKey: string;
  descriptionTr: string;
  isActive: Flag;
  version: Generated<number>;
}
export type IngredientRow = Selectable<IngredientTable>;

export interface CampaignTable extends Timestamps {
  id: Generated<number>;
  titleTr: string;
  descriptionTr: string;
  image: string | null;
  startDate: string;
  endDate: string;
  isActive: Flag;
  priceKurus: number | null;
  discountPriceKurus: number | null;
  version: Generated<number>;
}
export type CampaignRow = Selectable<CampaignTable>;

export interface ReviewTable {
  id: Generated<number>;
  productId: number;
  authorName: string;
  rating: number;
  comment: string;
  isVisible: Flag;
  /** Filled-in honeypot: kept for the rate limit, never shown to anyone. */
  isSpam: Flag;
  /** Keyed hashes of the poster's device (address and browser) and address, for rate limits. */
  clientKey: string;
  addressKey: string;
  /** The table the guest wrote it at (a table's name when it was written), shown to staff only. */
  tableName: Generated<string | null>;
  /** The phone's name for the review, so a second try of the same review finds the first (unique). */
  requestId: Generated<string | null>;
  /** The language it was written in (shared/languages.ts), or null for one written before that was kept. */
  language: Generated<string | null>;
  createdAt: string;
}

/**
 * One field of one record in one of the languages an admin turns on (migration 020): `name`,
 * `description`, `title`, `note`, or `size:<Turkish label, folded>`. `source` fingerprints the
 * Turkish text it was translated from: when that changes, the translation is stale.
 */
export interface TranslationTable {
  recordId: number;
  language: string;
  field: string;
  text: string;
  source: string;
  version: Generated<number>;
  updatedAt: string;
}

export interface UserTable extends Timestamps {
  id: Generated<number>;
  name: string;
  /** The name folded for uniqueness: "admin" and "ADMİN" are the same user. */
  nameKey: string;
  passwordHash: string;
  role: UserRole;
  isActive: Flag;
  version: Generated<number>;
  /** argon2id of an admin's approval PIN (migration 035), or null. */
  pinHash: string | null;
  /** Wrong PINs in a row, and when the last was typed. */
  pinFailures: Generated<number>;
  pinFailedAt: string | null;
}
export type UserRow = Selectable<UserTable>;

export interface SessionTable {
  /** SHA-256 of the cookie's token: a stolen database holds no usable session. */
  id: string;
  userId: number;
  persistent: Flag;
  createdAt: string;
  lastSeenAt: string;
  expiresAt: string;
}

export interface AccountTable extends Timestamps {
  id: Generated<number>;
  customerName: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  /** The ledger's totals: 64-bit (bigint on PostgreSQL, migration 016-account-totals), as they add up over the years. */
  totalDebtKurus: number;
  paidAmountKurus: number;
  remainingDebtKurus: number;
  lastPaymentDate: string | null;
  creditLimitKurus: number | null;
  status: 'Ödendi' | 'Kısmi Ödeme' | 'Ödenmedi' | 'Hareket yok';
  /** The day of the oldest charge not yet paid off (shared/ledger.ts), for the aging buckets. */
  oldestUnpaidDay: string | null;
  /** When the customer's personal data was removed (KVKK); null while it is kept. */
  anonymisedAt: string | null;
  /** The names folded and the phone's digits, for the list's search and order (accounts/search-key.ts). */
  searchKey: string;
  notes: string;
  isActive: Flag;
  version: Generated<number>;
}
export type AccountRow = Selectable<AccountTable>;

/** An entry of an account's ledger: added, never changed (shared/ledger.ts). */
export interface AccountEntryTable {
  id: Generated<number>;
  accountId: number;
  kind: 'charge' | 'payment' | 'reversal';
  amountKurus: number;
  day: string;
  method: 'cash' | 'card' | 'transfer' | null;
  description: string;
  reversesId: number | null;
  /** 1 when staff confirmed a charge that took the balance over the credit limit. */
  overLimitConfirmed: Flag;
  createdById: number | null;
  /** The staff member's name as it was then, kept if the user is later removed. */
  createdByName: string;
  createdAt: string;
}
export type AccountEntryRow = Selectable<AccountEntryTable>;

export interface LoginFailureTable {
  id: Generated<number>;
  userKey: string;
  clientKey: string;
  /** The trusted browser's key when the attempt came with a valid device cookie, else null. */
  deviceKey: string | null;
  at: string;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** One staff change (migration 004): who, when, what, and the fields' before and after. */
export interface AuditEventTable {
  id: Generated<number>;
  /** The server's clock, ISO 8601. */
  at: string;
  /** The staff user, not a foreign key: deleting the user keeps their history. */
  userId: number | null;
  /** Copied at the time of the change, for the same reason. */
  userName: string;
  action: AuditAction;
  resource: AuditResource;
  /** Null for a reorder, which changes many records at once. */
  recordId: number | null;
  /** JSON text: `{ field: { before, after } }`, password fields never included. */
  changes: string;
}
export type AuditEventRow = Selectable<AuditEventTable>;

/** An uploaded file as it came (migration 006); never served, kept to crop it again. */
export interface MediaOriginalTable {
  /** SHA-256 (hex) of `bytes`. */
  key: string;
  bytes: Buffer;
  format: 'jpeg' | 'png' | 'webp' | 'avif';
  /** After its EXIF rotation: what staff see and crop. */
  width: number;
  height: number;
  createdAt: string;
}

/** One crop of an original in one shape: a photo a record's `image` can name (`/media/<key>`). */
export interface MediaTable {
  /** SHA-256 (hex) of the original's key, the shape and the crop. */
  key: string;
  originalKey: string;
  shape: PhotoShape;
  cropX: number;
  cropY: number;
  cropWidth: number;
  cropHeight: number;
  /** The crop's size, which is the largest variant's at most. */
  width: number;
  height: number;
  /** JSON text: the AVIF and WebP variants' widths, smallest first. */
  widths: string;
  /** A PNG data URL of a few pixels. */
  placeholder: string;
  createdAt: string;
}

export type MediaVariantFormat = 'avif' | 'webp' | 'jpeg';

/** A file guests download: the crop resized, without metadata. */
export interface MediaVariantTable {
  mediaKey: string;
  width: number;
  format: MediaVariantFormat;
  bytes: Buffer;
  /** The quoted entity tag sent as `ETag`. */
  etag: string;
}

/** The restaurant's details: one row (id 1), the fields as JSON (shared/schemas/settings.ts). */
export interface SettingsTable {
  id: number;
  data: string;
  version: Generated<number>;
  updatedAt: string;
}

/** A table a QR code is printed for; `nameKey` is `foldTurkish(name)`, unique (migration 014). */
export interface DiningTableTable extends Timestamps {
  id: Generated<number>;
  name: string;
  nameKey: string;
  /** The random key its printed code carries (migration 030): renewed, the old cards order nothing. */
  orderKey: string;
  /** When its guests sat down (staff opened it, or a confirmed order did); null while closed. */
  openedAt: string | null;
  version: Generated<number>;
}
export type DiningTableRow = Selectable<DiningTableTable>;

/** How the codes are made: one row (id 1). */
export interface QrSettingsTable {
  id: number;
  /** The menu's public address, '' until staff set one. */
  publicUrl: string;
  errorCorrection: 'M' | 'Q' | 'H';
  wordmark: Flag;
  version: Generated<number>;
  updatedAt: string;
}

/** A category's former name in one language, folded as addresses are matched (migration 017). */
export interface FormerCategoryNameTable {
  language: 'tr' | 'en';
  nameKey: string;
  categoryId: number;
}

/** A dish's former address segment within a category, in one language (migration 017). */
export interface FormerDishSlugTable {
  categoryId: number;
  language: 'tr' | 'en';
  slug: string;
  productId: number;
}

/** A change of many prices at once (migration 022): what staff chose, when it was applied and undone. */
export interface PriceBatchTable {
  id: Generated<number>;
  /** The rule (shared/prices.ts `PriceRule`) as JSON. */
  rule: string;
  /** Which dishes it was for (`{ categoryId, tagId, search }`) as JSON. */
  scope: string;
  createdById: number | null;
  createdByName: string;
  appliedAt: string;
  undoneAt: string | null;
  undoneByName: string | null;
}

/** One price a batch changed: a dish's one price (`sizeLabel` '') or a size's. */
export interface PriceBatchItemTable {
  batchId: number;
  productId: number;
  sizeLabel: string;
  beforeKurus: number;
  afterKurus: number;
}

/** A price a dish or one of its sizes took, and when (migration 024). */
export interface PriceHistoryTable {
  id: Generated<number>;
  productId: number;
  /** '' for a dish's one price; otherwise the size's Turkish label. */
  sizeLabel: string;
  priceKurus: number;
  effectiveAt: string;
  /** The change of many prices it came with, or null for a dish's own save. */
  batchId: number | null;
}

/** A change of many prices set for later (migration 025). */
export interface ScheduledPriceTable {
  id: Generated<number>;
  rule: string;
  scope: string;
  effectiveAt: string;
  createdById: number | null;
  createdByName: string;
  createdAt: string;
  cancelledAt: string | null;
  cancelledByName: string | null;
  /** When it was applied (or could not be); null while it waits. */
  ranAt: string | null;
  batchId: number | null;
  refusal: string | null;
}

/**
 * A record the first start's sample data made (migration 026), by its kind (a table's name, or
 * `settings` for the sample's details), until an admin removes the sample data.
 */
export interface SampleRecordTable {
  kind: string;
  recordId: number;
}

/** A guest's call from a table ('Garson çağır', 'Hesap iste'), and what became of it (migration 027). */
export interface ServiceRequestTable {
  id: Generated<number>;
  /** The phone's own name for the call: one call, however often it is sent. */
  clientId: string;
  tableId: number;
  tableName: string;
  kind: 'waiter' | 'bill';
  state: 'open' | 'taken' | 'done' | 'cancelled';
  /** A hash of the phone's random key, for the cooldown; cleared after two days. */
  deviceHash: string | null;
  createdAt: string;
  takenAt: string | null;
  takenById: number | null;
  takenByName: string | null;
  doneAt: string | null;
  cancelledAt: string | null;
}
export type ServiceRequestRow = Selectable<ServiceRequestTable>;

/** A line of a table's shared basket, until it is sent (migration 030). */
export interface BasketLineTable {
  id: Generated<number>;
  /** The phone's own name for the line. */
  clientId: string;
  tableId: number;
  /** A hash of the phone's random key: the phone may change only its own lines. */
  deviceHash: string;
  productId: number;
  /** The size's Turkish label, or null for a dish of one price. */
  sizeTr: string | null;
  quantity: number;
  note: string;
  /** The guest's menu language, and the dish's and size's names in it, as they read them. */
  language: string;
  name: string;
  sizeName: string | null;
  /** The options chosen (migration 032), as a JSON array of StoredLineOption. */
  options: Generated<string>;
  /** The price the guest saw when adding the line, its options' with it; sending checks it is still the price. */
  unitPriceKurus: number;
  createdAt: string;
}
export type BasketLineRow = Selectable<BasketLineTable>;

/** A basket sent, or an order a waiter typed (migration 030). */
export interface OrderTable {
  id: Generated<number>;
  /** The phone's own name for the sending: one order, however often it is sent. */
  clientId: string;
  tableId: number | null;
  tableName: string;
  language: string;
  source: 'table' | 'waiter';
  createdAt: string;
  createdById: number | null;
  createdByName: string | null;
  confirmedAt: string | null;
  confirmedById: number | null;
  confirmedByName: string | null;
  /** When the table's bill closed it. */
  closedAt: string | null;
  /** The bill it is on (migration 034); null for an order closed before bills. */
  billId: number | null;
}
export type OrderRow = Selectable<OrderTable>;

/** A line of an order, its names and price frozen as they were when it was sent. */
export interface OrderLineTable {
  id: Generated<number>;
  orderId: number;
  productId: number | null;
  nameTr: string;
  sizeTr: string | null;
  name: string;
  sizeName: string | null;
  quantity: number;
  note: string;
  /** The menu language of the phone that added the line: its note is in it. */
  language: string;
  /** The options chosen (migration 032), as a JSON array of StoredLineOption, frozen with the line. */
  options: Generated<string>;
  unitPriceKurus: number;
  state: 'sent' | 'confirmed' | 'preparing' | 'ready' | 'served' | 'cancelled';
  cancelReason: string | null;
  changedAt: string;
  /** The station's ticket it went out on once confirmed (migration 033), or null before. */
  ticketId: number | null;
  /** The VAT in its price, in percent, its category's when it was ordered (migration 034). */
  vatRate: Generated<number>;
  /** 1 when it is given free (ikram). */
  ikram: Generated<Flag>;
  /** The part of a split by lines it is paid in; null before a split (part 1). */
  part: number | null;
}
export type OrderLineRow = Selectable<OrderLineTable>;

/** A change at a table (its basket, its orders, opened or closed), numbered in commit order. */
export interface OrderEventTable {
  id: Generated<number>;
  tableId: number;
  type: string;
  at: string;
}

/** Where dishes are prepared (migration 033): Fırın, Mutfak, Bar. Exactly one is the default. */
export interface StationTable extends Timestamps {
  id: Generated<number>;
  name: string;
  nameKey: string;
  colour: string;
  /** Minutes after which a waiting ticket turns amber (red after twice as many). */
  warnMinutes: number;
  /** The network printer's `host:port`, or '' for none. */
  printer: string;
  isDefault: Flag;
  version: Generated<number>;
}
export type StationRow = Selectable<StationTable>;

/** The station that prepares a category's dishes. */
export interface StationCategoryTable {
  categoryId: number;
  stationId: number;
}

/** The station that prepares a dish, apart from its category's. */
export interface StationProductTable {
  productId: number;
  stationId: number;
}

/** One station's part of a confirmed order (migration 033). */
export interface TicketTable {
  id: Generated<number>;
  orderId: number;
  stationId: number | null;
  stationName: string;
  tableName: string;
  confirmedAt: string;
  /** When its lines were all ready; null while it waits. */
  bumpedAt: string | null;
  /** When a network printer or a station PC took it to print: once only. */
  printedAt: string | null;
}
export type TicketRow = Selectable<TicketTable>;

/** A table's bill from its first order to its closing (migration 034, D60): at most one open a table. */
export interface BillTable {
  id: Generated<number>;
  tableId: number | null;
  tableName: string;
  openedAt: string;
  /** When its guests asked for it ('Hesap iste'). */
  requestedAt: string | null;
  /** Taken off the whole bill. */
  discountKurus: Generated<number>;
  splitKind: Generated<'none' | 'equal' | 'lines'>;
  splitParts: Generated<number>;
  /** When its payments came to its total; null while open. */
  closedAt: string | null;
  closedById: number | null;
  closedByName: string | null;
  version: Generated<number>;
}
export type BillRow = Selectable<BillTable>;

/** A payment on a bill, made once whatever retries (`clientId` unique). */
export interface PaymentTable {
  id: Generated<number>;
  clientId: string;
  billId: number;
  /** The part of a split it paid; null for the bill as a whole. */
  part: number | null;
  method: 'cash' | 'card' | 'transfer' | 'account';
  amountKurus: number;
  /** The cash handed over (the change is what is above the amount); null for other methods. */
  tenderedKurus: number | null;
  /** A voluntary tip taken with it, apart from the bill. */
  tipKurus: Generated<number>;
  accountId: number | null;
  /** The customer's ledger charge it made ('Veresiye'). */
  accountEntryId: number | null;
  createdAt: string;
  createdById: number | null;
  createdByName: string;
}
export type PaymentRow = Selectable<PaymentTable>;

/** Something done to a bill besides ordering and paying, with who, when and why. */
export interface BillChangeTable {
  id: Generated<number>;
  billId: number;
  kind: 'discount' | 'ikram' | 'void' | 'move' | 'merge' | 'lines_moved' | 'split' | 'reopen' | 'unpaid';
  lineId: number | null;
  /** What it took off the bill (a discount, an ikram, a void), for the day's figures. */
  amountKurus: Generated<number>;
  /** What it was, in Turkish ("%10", "Masa 5 → Masa 7"). */
  detail: Generated<string>;
  reason: Generated<string>;
  byId: number | null;
  byName: string;
  /** The admin who allowed it above the limit, when a waiter asked. */
  approvedByName: string | null;
  at: string;
}
export type BillChangeRow = Selectable<BillChangeTable>;

/** A change of a call, numbered in commit order: what the staff board's stream sends and resumes from. */
export interface ServiceEventTable {
  id: Generated<number>;
  requestId: number;
  type: 'opened' | 'taken' | 'done' | 'cancelled';
  at: string;
}

/**
 * A guest's event as it came (migration 028), kept at most 48 hours: its kind as stored
 * (resources/reports/events.ts: `search` found something, `search-empty` did not) and the one
 * thing it names (a table's or dish's id, a language, an allergen, a search's folded text).
 */
export interface GuestEventTable {
  id: Generated<number>;
  at: string;
  kind: string;
  key: string;
}

/** How many events of a kind named a key on a calendar day (the restaurant's); kept. */
export interface EventTotalTable {
  day: string;
  kind: string;
  key: string;
  count: number;
}

/**
 * Every table's columns as the migrations make them, readable at run time: each column's type
 * (integer, text or blob, whichever the engine calls it) and `| null` where it may be null. The
 * compiler holds it to the interfaces above: every table and column, none missing and none
 * extra, of the same type. tests/api/schema-matches-migrations.test.ts holds it to a freshly
 * migrated database on each engine, so the row types cannot drift from the migrations. The
 * test database's fingerprint (tests/support/fingerprint.ts) takes its tables from here too.
 */
/** Every translation table's columns (migration 020). */
const TRANSLATION_COLUMNS = {
  recordId: 'integer',
  language: 'text',
  field: 'text',
  text: 'text',
  source: 'text',
  version: 'integer',
  updatedAt: 'text',
} as const;

export const TABLE_COLUMNS = {
  categories: {
    id: 'integer',
    nameTr: 'text',
    descriptionTr: 'text',
    image: 'text',
    hasMultipleSizes: 'integer',
    isActive: 'integer',
    sortOrder: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    nameTrKey: 'text',
    nameEnKey: 'text',
    availability: 'text | null',
    vatRate: 'integer',
  },
  products: {
    id: 'integer',
    categoryId: 'integer',
    nameTr: 'text',
    descriptionTr: 'text',
    image: 'text',
    priceKurus: 'integer',
    isWeeklyChoice: 'integer',
    isActive: 'integer',
    sortOrder: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    allergens: 'text',
    soldOutUntil: 'text | null',
    sizes: 'text',
    availability: 'text | null',
    pricesChangedAt: 'text | null',
    calories: 'integer | null',
    grams: 'integer | null',
    nameTrKey: 'text',
    optionGroups: 'text',
  },
  productTags: {
    productId: 'integer',
    tagId: 'integer',
  },
  productIngredients: {
    productId: 'integer',
    ingredientId: 'integer',
  },
  tags: {
    id: 'integer',
    categoryId: 'integer',
    nameTr: 'text',
    color: 'text',
    border: 'text',
    textColor: 'text',
    bgColor: 'text',
    fontWeight: 'integer',
    isActive: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    nameTrKey: 'text',
    nameEnKey: 'text',
  },
  ingredients: {
    id: 'integer',
    categoryId: 'integer',
    nameTr: 'text',
    descriptionTr: 'text',
    isActive: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    nameTrKey: 'text',
    nameEnKey: 'text',
  },
  campaigns: {
    id: 'integer',
    titleTr: 'text',
    descriptionTr: 'text',
    image: 'text | null',
    startDate: 'text',
    endDate: 'text',
    isActive: 'integer',
    priceKurus: 'integer | null',
    discountPriceKurus: 'integer | null',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
  },
  reviews: {
    id: 'integer',
    productId: 'integer',
    authorName: 'text',
    rating: 'integer',
    comment: 'text',
    isVisible: 'integer',
    isSpam: 'integer',
    clientKey: 'text',
    addressKey: 'text',
    createdAt: 'text',
    tableName: 'text | null',
    requestId: 'text | null',
    language: 'text | null',
  },
  users: {
    id: 'integer',
    name: 'text',
    nameKey: 'text',
    passwordHash: 'text',
    role: 'text',
    isActive: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    pinHash: 'text | null',
    pinFailures: 'integer',
    pinFailedAt: 'text | null',
  },
  sessions: {
    id: 'text',
    userId: 'integer',
    persistent: 'integer',
    createdAt: 'text',
    lastSeenAt: 'text',
    expiresAt: 'text',
  },
  accounts: {
    id: 'integer',
    customerName: 'text',
    name: 'text',
    email: 'text',
    phone: 'text',
    address: 'text',
    totalDebtKurus: 'integer',
    paidAmountKurus: 'integer',
    remainingDebtKurus: 'integer',
    lastPaymentDate: 'text | null',
    status: 'text',
    notes: 'text',
    isActive: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
    creditLimitKurus: 'integer | null',
    oldestUnpaidDay: 'text | null',
    anonymisedAt: 'text | null',
    searchKey: 'text',
  },
  accountEntries: {
    id: 'integer',
    accountId: 'integer',
    kind: 'text',
    amountKurus: 'integer',
    day: 'text',
    method: 'text | null',
    description: 'text',
    reversesId: 'integer | null',
    overLimitConfirmed: 'integer',
    createdById: 'integer | null',
    createdByName: 'text',
    createdAt: 'text',
  },
  loginFailures: {
    id: 'integer',
    userKey: 'text',
    clientKey: 'text',
    at: 'text',
    deviceKey: 'text | null',
  },
  meta: {
    key: 'text',
    value: 'text',
  },
  auditEvents: {
    id: 'integer',
    at: 'text',
    userId: 'integer | null',
    userName: 'text',
    action: 'text',
    resource: 'text',
    recordId: 'integer | null',
    changes: 'text',
  },
  mediaOriginals: {
    key: 'text',
    bytes: 'blob',
    format: 'text',
    width: 'integer',
    height: 'integer',
    createdAt: 'text',
  },
  media: {
    key: 'text',
    originalKey: 'text',
    shape: 'text',
    cropX: 'integer',
    cropY: 'integer',
    cropWidth: 'integer',
    cropHeight: 'integer',
    width: 'integer',
    height: 'integer',
    widths: 'text',
    placeholder: 'text',
    createdAt: 'text',
  },
  mediaVariants: {
    mediaKey: 'text',
    width: 'integer',
    format: 'text',
    bytes: 'blob',
    etag: 'text',
  },
  settings: {
    id: 'integer',
    data: 'text',
    version: 'integer',
    updatedAt: 'text',
  },
  diningTables: {
    id: 'integer',
    name: 'text',
    nameKey: 'text',
    orderKey: 'text',
    openedAt: 'text | null',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
  },
  qrSettings: {
    id: 'integer',
    publicUrl: 'text',
    errorCorrection: 'text',
    wordmark: 'integer',
    version: 'integer',
    updatedAt: 'text',
  },
  formerCategoryNames: {
    language: 'text',
    nameKey: 'text',
    categoryId: 'integer',
  },
  formerDishSlugs: {
    categoryId: 'integer',
    language: 'text',
    slug: 'text',
    productId: 'integer',
  },
  categoryTranslations: TRANSLATION_COLUMNS,
  productTranslations: TRANSLATION_COLUMNS,
  tagTranslations: TRANSLATION_COLUMNS,
  ingredientTranslations: TRANSLATION_COLUMNS,
  campaignTranslations: TRANSLATION_COLUMNS,
  settingsTranslations: TRANSLATION_COLUMNS,
  priceBatches: {
    id: 'integer',
    rule: 'text',
    scope: 'text',
    createdById: 'integer | null',
    createdByName: 'text',
    appliedAt: 'text',
    undoneAt: 'text | null',
    undoneByName: 'text | null',
  },
  priceBatchItems: {
    batchId: 'integer',
    productId: 'integer',
    sizeLabel: 'text',
    beforeKurus: 'integer',
    afterKurus: 'integer',
  },
  priceHistory: {
    id: 'integer',
    productId: 'integer',
    sizeLabel: 'text',
    priceKurus: 'integer',
    effectiveAt: 'text',
    batchId: 'integer | null',
  },
  scheduledPrices: {
    id: 'integer',
    rule: 'text',
    scope: 'text',
    effectiveAt: 'text',
    createdById: 'integer | null',
    createdByName: 'text',
    createdAt: 'text',
    cancelledAt: 'text | null',
    cancelledByName: 'text | null',
    ranAt: 'text | null',
    batchId: 'integer | null',
    refusal: 'text | null',
  },
  sampleRecords: {
    kind: 'text',
    recordId: 'integer',
  },
  serviceRequests: {
    id: 'integer',
    clientId: 'text',
    tableId: 'integer',
    tableName: 'text',
    kind: 'text',
    state: 'text',
    deviceHash: 'text | null',
    createdAt: 'text',
    takenAt: 'text | null',
    takenById: 'integer | null',
    takenByName: 'text | null',
    doneAt: 'text | null',
    cancelledAt: 'text | null',
  },
  serviceEvents: {
    id: 'integer',
    requestId: 'integer',
    type: 'text',
    at: 'text',
  },
  guestEvents: {
    id: 'integer',
    at: 'text',
    kind: 'text',
    key: 'text',
  },
  eventTotals: {
    day: 'text',
    kind: 'text',
    key: 'text',
    count: 'integer',
  },
  basketLines: {
    id: 'integer',
    clientId: 'text',
    tableId: 'integer',
    deviceHash: 'text',
    productId: 'integer',
    sizeTr: 'text | null',
    quantity: 'integer',
    note: 'text',
    language: 'text',
    name: 'text',
    sizeName: 'text | null',
    options: 'text',
    unitPriceKurus: 'integer',
    createdAt: 'text',
  },
  orders: {
    id: 'integer',
    clientId: 'text',
    tableId: 'integer | null',
    tableName: 'text',
    language: 'text',
    source: 'text',
    createdAt: 'text',
    createdById: 'integer | null',
    createdByName: 'text | null',
    confirmedAt: 'text | null',
    confirmedById: 'integer | null',
    confirmedByName: 'text | null',
    closedAt: 'text | null',
    billId: 'integer | null',
  },
  orderLines: {
    id: 'integer',
    orderId: 'integer',
    productId: 'integer | null',
    nameTr: 'text',
    sizeTr: 'text | null',
    name: 'text',
    sizeName: 'text | null',
    quantity: 'integer',
    note: 'text',
    language: 'text',
    options: 'text',
    unitPriceKurus: 'integer',
    state: 'text',
    cancelReason: 'text | null',
    changedAt: 'text',
    ticketId: 'integer | null',
    vatRate: 'integer',
    ikram: 'integer',
    part: 'integer | null',
  },
  orderEvents: {
    id: 'integer',
    tableId: 'integer',
    type: 'text',
    at: 'text',
  },
  stations: {
    id: 'integer',
    name: 'text',
    nameKey: 'text',
    colour: 'text',
    warnMinutes: 'integer',
    printer: 'text',
    isDefault: 'integer',
    version: 'integer',
    createdAt: 'text',
    updatedAt: 'text',
  },
  stationCategories: {
    categoryId: 'integer',
    stationId: 'integer',
  },
  stationProducts: {
    productId: 'integer',
    stationId: 'integer',
  },
  tickets: {
    id: 'integer',
    orderId: 'integer',
    stationId: 'integer | null',
    stationName: 'text',
    tableName: 'text',
    confirmedAt: 'text',
    bumpedAt: 'text | null',
    printedAt: 'text | null',
  },
  bills: {
    id: 'integer',
    tableId: 'integer | null',
    tableName: 'text',
    openedAt: 'text',
    requestedAt: 'text | null',
    discountKurus: 'integer',
    splitKind: 'text',
    splitParts: 'integer',
    closedAt: 'text | null',
    closedById: 'integer | null',
    closedByName: 'text | null',
    version: 'integer',
  },
  payments: {
    id: 'integer',
    clientId: 'text',
    billId: 'integer',
    part: 'integer | null',
    method: 'text',
    amountKurus: 'integer',
    tenderedKurus: 'integer | null',
    tipKurus: 'integer',
    accountId: 'integer | null',
    accountEntryId: 'integer | null',
    createdAt: 'text',
    createdById: 'integer | null',
    createdByName: 'text',
  },
  billChanges: {
    id: 'integer',
    billId: 'integer',
    kind: 'text',
    lineId: 'integer | null',
    amountKurus: 'integer',
    detail: 'text',
    reason: 'text',
    byId: 'integer | null',
    byName: 'text',
    approvedByName: 'text | null',
    at: 'text',
  },
} as const satisfies ColumnsOf<Database>;

/** Each table's columns, each typed as its row type says: `string | null` is `'text | null'`. */
type ColumnsOf<DB> = { [T in keyof DB]: { [C in keyof Selectable<DB[T]>]-?: ColumnType<Selectable<DB[T]>[C]> } };
type ColumnType<T> = null extends T ? `${TypeFamily<NonNullable<T>>} | null` : TypeFamily<T>;
type TypeFamily<T> = T extends number ? 'integer' : T extends string ? 'text' : T extends Buffer ? 'blob' : never;
