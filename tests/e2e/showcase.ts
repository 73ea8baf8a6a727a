import { AdminApi } from './admin-api.js';
import { restaurantDay } from './menu-data.js';
import { uniqueName } from './support.js';

/**
 * Records in every state the back office can show (switched off, hidden, scheduled, ended,
 * unpaid), so axe checks each look of a card, row and badge, and the screenshots show them.
 * The sample data has only the running, active and partly paid ones.
 */
export class Showcase {
  private constructor(
    private readonly baseURL: string,
    private readonly records: [resource: string, id: number][],
  ) {}

  static async arrange(baseURL: string): Promise<Showcase> {
    const api = await AdminApi.signIn(baseURL);
    const records: [string, number][] = [];
    const add = async (resource: string, data: Record<string, unknown>) => {
      records.unshift([resource, (await api.create(resource, data)).id]);
    };
    const desserts = (await api.categories()).find((category) => category.nameTr === 'Tatlılar');
    if (!desserts) throw new Error('the sample category Tatlılar is missing');
    const named = (prefix: string) => {
      const name = uniqueName(prefix);
      return {
        nameTr: name,
        nameEn: name,
        descriptionTr: `${name}: ekran görüntüleri için.`,
        descriptionEn: `${name}: for the screenshots.`,
      };
    };

    await add('categories', { ...named('Pasif kategori'), image: '/images/menu/desserts.svg', isActive: false });
    await add('products', {
      ...named('Pasif ürün'),
      price: '42.50',
      image: '/images/menu/sutlac.svg',
      categoryId: desserts.id,
      isActive: false,
    });
    const blue = '#1D4ED8';
    const tag = uniqueName('Pasif etiket');
    await add('tags', {
      nameTr: tag,
      nameEn: tag,
      categoryId: desserts.id,
      color: blue,
      textColor: blue,
      bgColor: '#EFF6FF',
      border: `1px solid ${blue}`,
      isActive: false,
    });
    await add('ingredients', { ...named('Pasif malzeme'), categoryId: desserts.id, isActive: false });
    for (const [title, start, end, isActive] of [
      ['Planlı kampanya', 10, 20, true],
      ['Biten kampanya', -20, -10, true],
      ['Pasif kampanya', -1, 1, false],
    ] as const) {
      const name = uniqueName(title);
      await add('campaigns', {
        titleTr: name,
        titleEn: name,
        startDate: restaurantDay(start),
        endDate: restaurantDay(end),
        isActive,
      });
    }
    // An unpaid account and a paid, inactive one. Their ledgers keep them (accounts with entries
    // are never deleted), so they stay after the screenshots.
    const ledger = async (customerName: string, isActive: boolean, entries: Record<string, unknown>[]) => {
      const { id } = await api.create('accounts', { customerName: uniqueName(customerName), phone: '0 212 555 00 00', isActive });
      for (const entry of entries) await api.create(`accounts/${id}/entries`, { day: restaurantDay(-3), ...entry });
    };
    await ledger('Ödemeyen Müşteri', true, [{ kind: 'charge', amount: '1250', description: 'Toplu sipariş' }]);
    await ledger('Eski Müşteri', false, [
      { kind: 'charge', amount: '80', description: 'Çay ocağı' },
      { kind: 'payment', amount: '80', method: 'cash' },
    ]);
    await add('users', {
      name: uniqueName('eski-garson').replace(' ', '-'),
      password: 'eski-garson-sifresi',
      role: 'user',
      isActive: false,
    });
    records.unshift(['reviews', await api.hiddenReview('Fırın Sütlaç', 'Misafir', 'Biraz fazla tatlıydı.')]);
    await api.dispose();
    return new Showcase(baseURL, records);
  }

  async remove(): Promise<void> {
    const api = await AdminApi.signIn(this.baseURL);
    for (const [resource, id] of this.records) await api.delete(resource, id);
    await api.dispose();
  }
}
