/**
 * The sample menu a new restaurant starts with: a small pide salon. It holds every seed the
 * specification names (Pide, Drinks and Desserts; products at 120 ₺ and 100 ₺; the Popular and
 * New tags; Tomato and Onion; the 'Restoran' account). Images ship with the app; a few of them
 * are seeded as uploaded photos (sample-photos.ts).
 */
import type { AllergenCode } from '../../../shared/allergens.js';
import type { ProductInput, ProductSize } from '../../../shared/schemas/product.js';
import type { Availability } from '../../../shared/schemas/hours.js';
import { APPROVAL_LIMIT_DEFAULT, DAY_ENDS_AT_DEFAULT, type SettingsData } from '../../../shared/schemas/settings.js';
import { BASKET_AMOUNT_DEFAULT, BASKET_LINES_DEFAULT } from '../../../shared/orders.js';
import type { SoldOut } from '../../../shared/schemas/product.js';
import type { TranslatableResource } from '../../../shared/schemas/translation.js';
import { optionPath } from '../../../shared/schemas/product.js';
import { optionKey } from '../../platform/records/translated.js';

/** Tag look when staff set no colours (spec §9). */
export const TAG_DEFAULTS = {
  color: '#8B4513',
  border: '1px solid #8B4513',
  textColor: '#8B4513',
  bgColor: '#FFFFFF',
  fontWeight: 500,
} as const;

interface SampleTag {
  nameTr: string;
  nameEn: string;
  color?: string;
  border?: string;
  textColor?: string;
  bgColor?: string;
}

interface SampleIngredient {
  nameTr: string;
  nameEn: string;
  /** '' for none: descriptions are optional, and guests see one only when there is one (spec §2). */
  descriptionTr: string;
  descriptionEn: string;
}

interface SampleProduct {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string;
  /** The one price, or the lowest size's when it has sizes. */
  priceKurus: number;
  sizes?: (Omit<ProductSize, 'grams'> & { grams: number })[];
  /** Its option groups, as the product form sends them. */
  options?: ProductInput['options'];
  /** The one portion's weight in grams (a dish with sizes has each size's). */
  grams?: number;
  weeklyChoice?: boolean;
  /** English names of the category's tags and ingredients. */
  tags: string[];
  ingredients: string[];
  /** The product's allergen groups (shared/allergens.ts). */
  allergens?: AllergenCode[];
  /** Kilocalories per serving. */
  calories?: number;
  soldOut?: SoldOut;
  /** Served only on these days and hours. */
  availability?: NonNullable<Availability>;
}

interface SampleCategory {
  nameTr: string;
  nameEn: string;
  descriptionTr: string;
  descriptionEn: string;
  image: string;
  hasMultipleSizes: boolean;
  tags: SampleTag[];
  ingredients: SampleIngredient[];
  products: SampleProduct[];
}

const image = (name: string) => `/images/menu/${name}.svg`;

const popular: SampleTag = { nameTr: 'Popüler', nameEn: 'Popular' };
const spicy: SampleTag = {
  nameTr: 'Acılı',
  nameEn: 'Spicy',
  color: '#B3261E',
  border: '1px solid #B3261E',
  textColor: '#B3261E',
  bgColor: '#FFF4F2',
};

export const SAMPLE_MENU: SampleCategory[] = [
  {
    nameTr: 'Pide',
    nameEn: 'Pide',
    descriptionTr: 'Taş fırında, odun ateşinde pişen Karadeniz usulü pideler.',
    descriptionEn: 'Black Sea style pide, baked in our wood-fired stone oven.',
    image: image('pide'),
    hasMultipleSizes: true,
    tags: [
      popular,
      { nameTr: 'Yeni', nameEn: 'New', color: '#2E6B3A', border: '1px solid #2E6B3A', textColor: '#2E6B3A', bgColor: '#F1F8F2' },
      spicy,
    ],
    ingredients: [
      {
        nameTr: 'Domates',
        nameEn: 'Tomato',
        descriptionTr: 'Mevsiminde, yerel bahçelerden.',
        descriptionEn: 'In season, from local gardens.',
      },
      { nameTr: 'Soğan', nameEn: 'Onion', descriptionTr: 'İnce doğranmış kuru soğan.', descriptionEn: 'Finely chopped onion.' },
      {
        nameTr: 'Dana kıyma',
        nameEn: 'Minced beef',
        descriptionTr: 'Günlük çekilen dana kıyma.',
        descriptionEn: 'Beef minced fresh every day.',
      },
      { nameTr: 'Kaşar peyniri', nameEn: 'Kashar cheese', descriptionTr: 'Kars kaşarı.', descriptionEn: 'Aged kashar from Kars.' },
      { nameTr: 'Sucuk', nameEn: 'Sucuk', descriptionTr: 'Baharatlı Afyon sucuğu.', descriptionEn: 'Spiced beef sausage from Afyon.' },
      { nameTr: 'Yumurta', nameEn: 'Egg', descriptionTr: 'Gezen tavuk yumurtası.', descriptionEn: 'Free-range egg.' },
      { nameTr: 'Sivri biber', nameEn: 'Green pepper', descriptionTr: '', descriptionEn: '' },
      {
        nameTr: 'Tereyağı',
        nameEn: 'Butter',
        descriptionTr: 'Fırından çıkınca sürülür.',
        descriptionEn: 'Brushed on as it leaves the oven.',
      },
    ],
    products: [
      {
        nameTr: 'Kıymalı Pide',
        nameEn: 'Pide with Minced Meat',
        descriptionTr: 'Dana kıyma, domates, soğan ve sivri biberle, tereyağlı.',
        descriptionEn: 'Minced beef with tomato, onion and green pepper, finished with butter.',
        image: image('kiymali-pide'),
        priceKurus: 120_00,
        sizes: [
          { labelTr: 'Normal', labelEn: 'Regular', priceKurus: 120_00, grams: 300 },
          { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 170_00, grams: 450 },
        ],
        // "Acı" is one tick; "Çıkarılsın" takes the onion, the parsley or both off.
        options: [
          { nameTr: 'Acı', nameEn: 'Spicy', min: 0, max: 1, choices: [{ nameTr: 'Acı', nameEn: 'Spicy' }] },
          {
            nameTr: 'Çıkarılsın',
            nameEn: 'Leave out',
            min: 0,
            max: 2,
            choices: [
              { nameTr: 'Soğan', nameEn: 'Onion' },
              { nameTr: 'Maydanoz', nameEn: 'Parsley' },
            ],
          },
        ],
        weeklyChoice: true,
        tags: ['Popular'],
        ingredients: ['Minced beef', 'Tomato', 'Onion', 'Green pepper', 'Butter'],
        allergens: ['gluten', 'milk'],
        calories: 820,
      },
      {
        nameTr: 'Kaşarlı Pide',
        nameEn: 'Pide with Kashar Cheese',
        descriptionTr: 'Bol kaşar peyniriyle, tereyağlı.',
        descriptionEn: 'Generously topped with melted kashar cheese and butter.',
        image: image('kasarli-pide'),
        priceKurus: 100_00,
        grams: 280,
        // Extras that cost more, the egg with an allergen of its own: a guest who leaves eggs out is not offered it.
        options: [
          {
            nameTr: 'Ekstra',
            nameEn: 'Extras',
            min: 0,
            max: 2,
            choices: [
              { nameTr: 'Yumurta', nameEn: 'Egg', price: 15, allergens: ['eggs'] },
              { nameTr: 'Sucuk', nameEn: 'Sucuk', price: 30 },
            ],
          },
        ],
        tags: ['Popular'],
        ingredients: ['Kashar cheese', 'Butter'],
        allergens: ['gluten', 'milk'],
        calories: 910,
      },
      {
        nameTr: 'Kuşbaşılı Pide',
        nameEn: 'Pide with Diced Lamb',
        descriptionTr: 'Kuzu kuşbaşı, domates, soğan ve biberle.',
        descriptionEn: 'Diced lamb with tomato, onion and pepper.',
        image: image('kusbasili-pide'),
        priceKurus: 165_00,
        grams: 320,
        tags: ['New'],
        ingredients: ['Tomato', 'Onion', 'Green pepper', 'Butter'],
        allergens: ['gluten', 'milk'],
      },
      {
        nameTr: 'Sucuklu Yumurtalı Pide',
        nameEn: 'Pide with Sucuk and Egg',
        descriptionTr: 'Sucuk, yumurta ve kaşarla.',
        descriptionEn: 'Spiced sausage, egg and kashar cheese.',
        image: image('sucuklu-pide'),
        priceKurus: 140_00,
        grams: 300,
        tags: ['Spicy'],
        ingredients: ['Sucuk', 'Egg', 'Kashar cheese'],
        allergens: ['gluten', 'eggs', 'milk'],
        // A breakfast pide: from the morning until noon, every day.
        availability: { weekdays: [0, 1, 2, 3, 4, 5, 6], windows: [{ opens: '08:00', closes: '12:00' }] },
      },
      {
        nameTr: 'Karışık Pide',
        nameEn: 'Mixed Pide',
        descriptionTr: 'Kıyma, sucuk, kaşar ve yumurta bir arada.',
        descriptionEn: 'Minced beef, sucuk, kashar cheese and egg together.',
        image: image('karisik-pide'),
        priceKurus: 175_50,
        sizes: [
          { labelTr: 'Normal', labelEn: 'Regular', priceKurus: 175_50, grams: 350 },
          { labelTr: 'Büyük', labelEn: 'Large', priceKurus: 245_00, grams: 500 },
        ],
        tags: ['Popular', 'Spicy'],
        ingredients: ['Minced beef', 'Sucuk', 'Kashar cheese', 'Egg', 'Tomato'],
        allergens: ['gluten', 'eggs', 'milk'],
        calories: 1150,
      },
    ],
  },
  {
    nameTr: 'İçecekler',
    nameEn: 'Drinks',
    descriptionTr: 'Pidenin yanına serinletici ve sıcak içecekler.',
    descriptionEn: 'Cool and hot drinks to go with your pide.',
    image: image('drinks'),
    hasMultipleSizes: false,
    tags: [popular],
    ingredients: [
      { nameTr: 'Yoğurt', nameEn: 'Yoghurt', descriptionTr: 'Köy yoğurdu.', descriptionEn: 'Village-style yoghurt.' },
      {
        nameTr: 'Siyah havuç',
        nameEn: 'Black carrot',
        descriptionTr: 'Adana şalgamının ana maddesi.',
        descriptionEn: 'The heart of Adana şalgam.',
      },
    ],
    products: [
      {
        nameTr: 'Ayran',
        nameEn: 'Ayran',
        descriptionTr: 'Köpüklü, yayık ayranı.',
        descriptionEn: 'Frothy churned yoghurt drink.',
        image: image('ayran'),
        priceKurus: 35_00,
        tags: ['Popular'],
        ingredients: ['Yoghurt'],
        allergens: ['milk'],
      },
      {
        nameTr: 'Şalgam Suyu',
        nameEn: 'Turnip Juice',
        descriptionTr: 'Acılı ya da acısız.',
        descriptionEn: 'Hot or mild.',
        image: image('salgam'),
        priceKurus: 40_00,
        tags: [],
        ingredients: ['Black carrot'],
      },
      {
        nameTr: 'Türk Kahvesi',
        nameEn: 'Turkish Coffee',
        descriptionTr: 'Lokum eşliğinde.',
        descriptionEn: 'Served with Turkish delight.',
        image: image('turk-kahvesi'),
        priceKurus: 60_00,
        tags: [],
        ingredients: [],
        // Sold out until staff clear it: the sample menu shows what a guest sees then.
        soldOut: 'untilCleared',
      },
      {
        nameTr: 'Çay',
        nameEn: 'Tea',
        descriptionTr: 'İnce belli bardakta Rize çayı.',
        descriptionEn: 'Black tea from Rize in a tulip glass.',
        image: image('cay'),
        priceKurus: 20_00,
        tags: ['Popular'],
        ingredients: [],
      },
      {
        nameTr: 'Bira',
        nameEn: 'Beer',
        descriptionTr: 'Soğuk fıçı bira, 50 cl.',
        descriptionEn: 'Cold draught lager, 50 cl.',
        image: image('bira'),
        priceKurus: 95_00,
        tags: [],
        ingredients: [],
        // Alcohol is shown beside the allergens, and a guest can leave such dishes out.
        allergens: ['gluten', 'alcohol'],
      },
    ],
  },
  {
    nameTr: 'Tatlılar',
    nameEn: 'Desserts',
    descriptionTr: 'Yemeğin tatlı kapanışı.',
    descriptionEn: 'A sweet end to the meal.',
    image: image('desserts'),
    hasMultipleSizes: false,
    tags: [popular],
    ingredients: [
      {
        nameTr: 'Antep fıstığı',
        nameEn: 'Pistachio',
        descriptionTr: 'Gaziantep boz fıstığı.',
        descriptionEn: 'Pistachios from Gaziantep.',
      },
      { nameTr: 'Şerbet', nameEn: 'Syrup', descriptionTr: 'Limonlu şeker şerbeti.', descriptionEn: 'Lemon-scented sugar syrup.' },
      { nameTr: 'Süt', nameEn: 'Milk', descriptionTr: '', descriptionEn: '' },
    ],
    products: [
      {
        nameTr: 'Künefe',
        nameEn: 'Künefe',
        descriptionTr: 'Hatay peyniriyle, sıcak servis edilir.',
        descriptionEn: 'Shredded pastry with Hatay cheese, served hot.',
        image: image('kunefe'),
        priceKurus: 150_00,
        grams: 200,
        tags: ['Popular'],
        ingredients: ['Pistachio', 'Syrup'],
        allergens: ['gluten', 'milk', 'nuts'],
      },
      {
        nameTr: 'Fırın Sütlaç',
        nameEn: 'Baked Rice Pudding',
        descriptionTr: 'Toprak kasede, üstü kızarmış.',
        descriptionEn: 'Baked in a clay bowl with a caramelised top.',
        image: image('sutlac'),
        priceKurus: 85_00,
        grams: 180,
        tags: [],
        ingredients: ['Milk'],
        allergens: ['milk'],
      },
      {
        nameTr: 'Fıstıklı Baklava',
        nameEn: 'Pistachio Baklava',
        descriptionTr: 'Dört dilim, bol fıstıklı.',
        descriptionEn: 'Four slices, plenty of pistachio.',
        image: image('baklava'),
        priceKurus: 180_00,
        grams: 150,
        tags: [],
        ingredients: ['Pistachio', 'Syrup'],
        allergens: ['gluten', 'milk', 'nuts'],
      },
    ],
  },
];

export const SAMPLE_CAMPAIGN = {
  titleTr: 'Pide + Ayran Menüsü',
  titleEn: 'Pide + Ayran Deal',
  descriptionTr: 'Her pidenin yanında ayran bizden! Kampanya süresince tüm pidelerde geçerli.',
  descriptionEn: 'Ayran is on us with every pide, for as long as the campaign runs.',
  image: '/images/menu/campaign.svg',
  priceKurus: 155_00,
  discountPriceKurus: 120_00,
};

/** Who the sample ledgers' entries name as having entered them. */
export const SAMPLE_AUTHOR = 'Örnek veri';

/** An entry of a sample ledger, `daysAgo` days before the install; `reversedFor` undoes it. */
export interface SampleEntry {
  kind: 'charge' | 'payment';
  amountKurus: number;
  daysAgo: number;
  description: string;
  method?: 'cash' | 'card' | 'transfer';
  /** Why it was reversed, if it was (the day after it). */
  reversedFor?: string;
}

/** Veresiye accounts with their ledgers: charges, payments and a reversed mistake (D34). */
export const SAMPLE_ACCOUNTS: { account: SampleAccount; entries: SampleEntry[] }[] = [
  {
    account: {
      customerName: 'Restoran',
      name: 'Restoran hesabı',
      email: '',
      phone: '0 555 000 00 00',
      address: '',
      creditLimitKurus: 1_000_00,
      notes: 'Örnek veresiye hesabı.',
    },
    entries: [
      { kind: 'charge', amountKurus: 300_00, daysAgo: 20, description: 'Haftalık pide siparişi' },
      { kind: 'charge', amountKurus: 200_00, daysAgo: 12, description: 'Toplantı ikramı' },
      { kind: 'charge', amountKurus: 45_00, daysAgo: 6, description: 'Ayran kasası', reversedFor: 'Yanlış hesaba yazıldı' },
      { kind: 'payment', amountKurus: 200_00, daysAgo: 3, description: 'Elden', method: 'cash' },
    ],
  },
  {
    account: {
      customerName: 'Yılmaz Market',
      name: 'Mehmet Yılmaz',
      email: 'mehmet@example.com',
      phone: '+90 532 000 11 22',
      address: 'Moda Cad. No: 40, Kadıköy',
      creditLimitKurus: null,
      notes: '',
    },
    entries: [
      { kind: 'charge', amountKurus: 180_00, daysAgo: 40, description: 'Personel yemeği' },
      { kind: 'payment', amountKurus: 180_00, daysAgo: 10, description: 'Ay sonu ödemesi', method: 'transfer' },
    ],
  },
];

interface SampleAccount {
  customerName: string;
  name: string;
  email: string;
  phone: string;
  address: string;
  creditLimitKurus: number | null;
  notes: string;
}

/** The sample restaurant's details ('Ayarlar'), so a new install shows the guests' footer at once. */
export const SAMPLE_SETTINGS: SettingsData = {
  restaurantName: 'Sofra Pide Salonu',
  logo: '',
  address: 'Caferağa Mah. Moda Cad. No: 12, Kadıköy, İstanbul',
  phone: '+90 216 555 12 34',
  // Monday closed; lunch and dinner, the dinner until after midnight at the weekend.
  hours: [
    [],
    [{ opens: '11:00', closes: '22:30' }],
    [{ opens: '11:00', closes: '22:30' }],
    [{ opens: '11:00', closes: '22:30' }],
    [{ opens: '11:00', closes: '23:30' }],
    [
      { opens: '10:00', closes: '15:00' },
      { opens: '17:00', closes: '01:00' },
    ],
    [{ opens: '10:00', closes: '22:00' }],
  ],
  exceptions: [],
  wifiName: 'Sofra-Misafir',
  wifiPassword: 'pide2026',
  instagram: 'sofrapide',
  googleReviewUrl: 'https://g.page/r/sofra-pide-salonu/review',
  noteTr: 'Fiyatlarımıza KDV dahildir.',
  noteEn: 'Prices include VAT.',
  noServiceCharge: true,
  menuLanguages: [],
  // Orders from the table, each confirmed by a waiter first (D57), so a newcomer sees ordering at once.
  ordering: 'confirm',
  basketMaxLines: BASKET_LINES_DEFAULT,
  basketMaxKurus: BASKET_AMOUNT_DEFAULT,
  approvalLimitKurus: APPROVAL_LIMIT_DEFAULT,
  dayEndsAt: DAY_ENDS_AT_DEFAULT,
  // What a euro, a dollar and a rouble cost when the sample was made: the day is the seeding's.
  rates: { eur: 49_50, usd: 42_50, rub: 50, day: '' },
};

/** The sample restaurant's tables, so 'QR ve Baskı' shows codes and cards at once. */
export const SAMPLE_TABLES = ['1', '2', '3', '4', '5', '6', '7', '8', 'Bahçe 1', 'Bahçe 2'];

/**
 * Yesterday evening's closed bills (D60), so 'Gün sonu' shows a day at once: table 2 paid in cash
 * with a tip, table 7 given 10 % off for a birthday and paid by card.
 */
export const SAMPLE_YESTERDAY = [
  {
    table: '2',
    lines: [
      { dish: 'Kıymalı Pide', size: 'Normal', quantity: 2 },
      { dish: 'Ayran', size: null, quantity: 2 },
    ],
    method: 'cash',
    tipKurus: 20_00,
    discountPercent: 0,
  },
  {
    table: '7',
    lines: [
      { dish: 'Kaşarlı Pide', size: null, quantity: 1 },
      { dish: 'Künefe', size: null, quantity: 1 },
      { dish: 'Çay', size: null, quantity: 2 },
    ],
    method: 'card',
    tipKurus: 0,
    discountPercent: 10,
  },
] as const;

/** The order table 5 starts with (D57): a guest's, in English, confirmed. */
/** The sample's stations beside the default 'Mutfak' (migration 033): what each prepares, by Turkish names. */
export const SAMPLE_STATIONS = [
  { name: 'Fırın', colour: '#a13b17', categories: ['Pide'], dishes: ['Fırın Sütlaç'] },
  { name: 'Bar', colour: '#1d4ed8', categories: ['İçecekler', 'Tatlılar'], dishes: [] },
] as const;

export const SAMPLE_ORDER = {
  table: '5',
  lines: [
    {
      dish: 'Kıymalı Pide',
      size: 'Büyük',
      options: [{ group: 'Çıkarılsın', choice: 'Soğan' }],
      quantity: 1,
      note: 'Not too spicy, please',
    },
    { dish: 'Ayran', size: null, options: [], quantity: 2, note: '' },
  ],
  /** Paid so far, in cash (D60): the bill shows a part paid and what is left. */
  paidKurus: 100_00,
} as const;

/** Kıymalı Pide's options in a language: "Acı", "Çıkarılsın", "Soğan", "Maydanoz". */
const pideOptions = (spicy: string, leaveOut: string, onion: string, parsley: string) => ({
  [optionKey(optionPath('Acı'))]: spicy,
  [optionKey(optionPath('Acı', 'Acı'))]: spicy,
  [optionKey(optionPath('Çıkarılsın'))]: leaveOut,
  [optionKey(optionPath('Çıkarılsın', 'Soğan'))]: onion,
  [optionKey(optionPath('Çıkarılsın', 'Maydanoz'))]: parsley,
});

/**
 * Kıymalı Pide's options and the drinks in Russian, German and Arabic, and in Russian a tag, an ingredient, the campaign and
 * the restaurant's note: the 'Çeviriler' page shows translated texts beside missing ones, and a
 * language turned on in 'Ayarlar' shows a category in its own words at once. By kind of record,
 * then Turkish name (a campaign's title; the note's record is the restaurant, ''), then field.
 */
export const SAMPLE_TRANSLATIONS: Record<
  'de' | 'ru' | 'ar',
  Partial<Record<TranslatableResource, Record<string, Record<string, string>>>>
> = {
  ru: {
    categories: { İçecekler: { name: 'Напитки', description: 'Прохладные и горячие напитки к пиде.' } },
    products: {
      'Kıymalı Pide': pideOptions('Острая', 'Убрать', 'лук', 'петрушка'),
      Ayran: { name: 'Айран', description: 'Пенистый домашний айран.' },
      'Şalgam Suyu': { name: 'Сок шальгам', description: 'Острый или не острый.' },
      'Türk Kahvesi': { name: 'Турецкий кофе', description: 'С рахат-лукумом.' },
      Çay: { name: 'Чай', description: 'Ризе в стаканчике-тюльпане.' },
      Bira: { name: 'Пиво', description: 'Холодное разливное пиво, 0,5 л.' },
    },
    tags: { Popüler: { name: 'Популярное' } },
    ingredients: { Yoğurt: { name: 'Йогурт', description: 'Деревенский йогурт.' } },
    campaigns: { 'Pide + Ayran Menüsü': { title: 'Пиде + айран' } },
    settings: { '': { note: 'В наши цены включён НДС.' } },
  },
  de: {
    categories: { İçecekler: { name: 'Getränke', description: 'Kühle und heiße Getränke zu Ihrer Pide.' } },
    products: {
      'Kıymalı Pide': pideOptions('Scharf', 'Weglassen', 'Zwiebeln', 'Petersilie'),
      Ayran: { name: 'Ayran', description: 'Schaumiger, hausgemachter Ayran.' },
      'Türk Kahvesi': { name: 'Türkischer Kaffee', description: 'Mit Lokum serviert.' },
      Çay: { name: 'Tee', description: 'Rize-Tee im Tulpenglas.' },
      Bira: { name: 'Bier', description: 'Kaltes Fassbier, 0,5 l.' },
    },
  },
  ar: {
    categories: { İçecekler: { name: 'المشروبات', description: 'مشروبات باردة وساخنة مع البيده.' } },
    products: {
      'Kıymalı Pide': pideOptions('حار', 'بدون', 'بصل', 'بقدونس'),
      Ayran: { name: 'عيران', description: 'عيران منزلي برغوة.' },
      'Türk Kahvesi': { name: 'قهوة تركية', description: 'تقدم مع الحلقوم.' },
      Çay: { name: 'شاي', description: 'شاي ريزه في كأس التوليب.' },
    },
  },
};
