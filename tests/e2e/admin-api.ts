import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type { AdminProduct } from '../../src/shared/schemas/product.js';
import type { AdminTag } from '../../src/shared/schemas/tag.js';
import { productBody } from '../support/product-body.js';

/** The first staff user; each worker's server (server.ts) is given this password (ADMIN_PASSWORD). */
export const ADMIN = { name: 'Admin', password: 'e2e-admin-password' } as const;

/**
 * The staff API, signed in as Admin, for arranging what a test needs but does not test (an
 * empty category for an empty-state message, say) and for tidying up afterwards.
 */
export class AdminApi {
  private constructor(private readonly request: APIRequestContext) {}

  static async signIn(baseURL: string): Promise<AdminApi> {
    const request = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: new URL(baseURL).origin } });
    const response = await request.post('/api/admin/login', { data: { ...ADMIN, remember: false } });
    expect(response.status(), 'signing the API client in as Admin').toBe(200);
    return new AdminApi(request);
  }

  async createCategory(nameTr: string, nameEn: string = nameTr): Promise<{ id: number; nameTr: string; nameEn: string }> {
    const response = await this.request.post('/api/admin/categories', {
      data: {
        nameTr,
        nameEn,
        descriptionTr: `${nameTr} için uçtan uca test kategorisi.`,
        descriptionEn: `An end-to-end test category: ${nameEn}.`,
        image: '/images/menu/pide.svg',
      },
    });
    expect(response.status(), `creating the category ${nameTr}`).toBe(201);
    return (await response.json()) as { id: number; nameTr: string; nameEn: string };
  }

  /** Creates a record through the staff API and returns it. */
  async create<T extends { id: number }>(resource: string, data: Record<string, unknown>): Promise<T> {
    const response = await this.request.post(`/api/admin/${resource}`, { data });
    expect(response.status(), `creating ${resource}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  }

  /** Posts a review as a guest would, then hides it as staff would (D8). */
  async hiddenReview(productNameTr: string, name: string, comment: string): Promise<number> {
    const menu = (await (await this.request.get('/api/menu')).json()) as { products: { id: number; nameTr: string }[] };
    const product = menu.products.find((p) => p.nameTr === productNameTr);
    if (!product) throw new Error(`${productNameTr} is not on the menu`);
    const posted = await this.request.post(`/api/products/${product.id}/reviews`, { data: { name, rating: 2, comment } });
    expect(posted.status(), 'posting a review').toBe(201);
    const { review } = (await posted.json()) as { review: { id: number } };
    const hidden = await this.request.patch(`/api/admin/reviews/${review.id}/visibility`, { data: { isVisible: false } });
    expect(hidden.status(), 'hiding a review').toBe(200);
    return review.id;
  }

  async categories(): Promise<{ id: number; nameTr: string; order: number }[]> {
    const response = await this.request.get('/api/admin/categories');
    return (await response.json()) as { id: number; nameTr: string; order: number }[];
  }

  /** Puts the given categories first, in the given order, and keeps the rest as they were. */
  async putCategoriesFirst(ids: number[]): Promise<void> {
    const rest = (await this.categories())
      .sort((a, b) => a.order - b.order)
      .map((category) => category.id)
      .filter((id) => !ids.includes(id));
    const response = await this.request.put('/api/admin/categories/order', { data: { ids: [...ids, ...rest] } });
    expect(response.status(), 'reordering the categories').toBe(200);
  }

  /** Deletes what a test made, whatever state the test left it in (404 is fine: already gone). */
  async delete(resource: string, id: number): Promise<void> {
    const response = await this.request.delete(`/api/admin/${resource}/${id}`);
    expect([204, 404], `deleting ${resource}/${id}`).toContain(response.status());
  }

  async deleteByName(resource: 'categories' | 'products' | 'tags' | 'ingredients', nameTr: string): Promise<void> {
    const list = (await (await this.request.get(`/api/admin/${resource}`)).json()) as { id: number; nameTr: string }[];
    for (const record of list.filter((r) => r.nameTr === nameTr)) await this.delete(resource, record.id);
  }

  async deleteCampaigns(titlesTr: string[]): Promise<void> {
    const campaigns = (await (await this.request.get('/api/admin/campaigns')).json()) as { id: number; titleTr: string }[];
    for (const campaign of campaigns.filter((c) => titlesTr.includes(c.titleTr))) {
      await this.delete('campaigns', campaign.id);
    }
  }

  /** Gives the weekly choice back to a seed product, should a test have left it elsewhere. */
  async makeWeeklyChoice(nameTr: string): Promise<void> {
    const products = (await (await this.request.get('/api/admin/products')).json()) as AdminProduct[];
    const product = products.find((p) => p.nameTr === nameTr);
    if (!product || product.isWeeklyChoice) return;
    const response = await this.request.put(`/api/admin/products/${product.id}`, { data: productBody(product, { isWeeklyChoice: true }) });
    expect(response.status(), `making ${nameTr} the weekly choice`).toBe(200);
  }

  /** Changes a tag as its form would: the tag as staff read it, with `changes`. */
  async updateTag(nameTr: string, changes: Partial<Omit<AdminTag, 'id'>>): Promise<void> {
    const tags = (await (await this.request.get('/api/admin/tags')).json()) as AdminTag[];
    const { id, ...tag } = tags.find((t) => t.nameTr === nameTr)!;
    const response = await this.request.put(`/api/admin/tags/${id}`, { data: { ...tag, ...changes } });
    expect(response.status(), `changing the tag ${nameTr}`).toBe(200);
  }

  /** Marks a product sold out (or on sale again, with null), as the product list's button does. */
  async setSoldOut(nameTr: string, soldOut: 'today' | 'untilCleared' | null): Promise<void> {
    const products = (await (await this.request.get('/api/admin/products')).json()) as AdminProduct[];
    const product = products.find((p) => p.nameTr === nameTr)!;
    const response = await this.request.patch(`/api/admin/products/${product.id}/sold-out`, { data: { soldOut } });
    expect(response.status(), `marking ${nameTr} sold out: ${soldOut}`).toBe(200);
  }

  /** Saves a product as the product form would, with `changes` (a new price, say). */
  async updateProduct(nameTr: string, changes: Record<string, unknown>): Promise<void> {
    const products = (await (await this.request.get('/api/admin/products')).json()) as AdminProduct[];
    const product = products.find((p) => p.nameTr === nameTr)!;
    const response = await this.request.put(`/api/admin/products/${product.id}`, { data: productBody(product, changes) });
    expect(response.status(), `saving ${nameTr}: ${await response.text()}`).toBe(200);
  }

  /** Turns the menu's languages beside Turkish and English on ('Ayarlar'): exactly `codes`. */
  async setMenuLanguages(codes: string[]): Promise<void> {
    const settings = (await (await this.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
    const response = await this.request.put('/api/admin/settings', { data: { ...settings, menuLanguages: codes } });
    expect(response.status(), `turning on ${codes.join(', ') || 'no other language'}: ${await response.text()}`).toBe(200);
  }

  /**
   * The restaurant's opening hours ('Ayarlar'): `null` for none given (never closed by them), so a
   * guest's call is taken whatever the time the test runs at. Returns the hours it replaced.
   */
  async setHours(hours: { week: unknown; exceptions: unknown } | null): Promise<{ week: unknown; exceptions: unknown }> {
    const settings = (await (await this.request.get('/api/admin/settings')).json()) as Record<string, unknown>;
    const data =
      hours === null ? { hours: [[], [], [], [], [], [], []], exceptions: [] } : { hours: hours.week, exceptions: hours.exceptions };
    const response = await this.request.put('/api/admin/settings', { data: { ...settings, ...data } });
    expect(response.status(), `setting the opening hours: ${await response.text()}`).toBe(200);
    return { week: settings.hours, exceptions: settings.exceptions };
  }

  /** Finishes every open call on the staff board (a test leaves the board as it found it). */
  async clearBoard(): Promise<void> {
    const board = (await (await this.request.get('/api/admin/board')).json()) as { requests: { id: number }[] };
    for (const { id } of board.requests) await this.request.post(`/api/admin/board/requests/${id}/done`, { data: {} });
  }

  /** The calls on the staff board now. */
  async board(): Promise<{ id: number; table: string; kind: string; state: string }[]> {
    return (
      (await (await this.request.get('/api/admin/board')).json()) as {
        requests: { id: number; table: string; kind: string; state: string }[];
      }
    ).requests;
  }

  /**
   * A guest's phone at `table` sends a basket (D57): each line added with the table's key, then
   * the basket sent, as the guest's app does. Answers the phone's key.
   */
  async guestOrder(
    table: string,
    language: string,
    lines: { dish: string; size?: string; quantity?: number; note?: string }[],
  ): Promise<void> {
    const products = (await (await this.request.get('/api/admin/products')).json()) as AdminProduct[];
    const access = { table, key: await this.tableKey(table), device: crypto.randomUUID() };
    for (const line of lines) {
      const productId = products.find((product) => product.nameTr === line.dish)!.id;
      const added = await this.request.post('/api/basket-lines', {
        data: {
          ...access,
          id: crypto.randomUUID(),
          language,
          productId,
          size: line.size ?? null,
          quantity: line.quantity ?? 1,
          note: line.note ?? '',
        },
      });
      expect(added.status(), `adding ${line.dish}: ${await added.text()}`).toBe(201);
    }
    const sent = await this.request.post('/api/orders', { data: { ...access, id: crypto.randomUUID(), language } });
    expect(sent.status(), `sending the basket: ${await sent.text()}`).toBe(201);
  }

  /** 'Sipariş al': a waiter's order for `table`, confirmed as it is sent, so on the stations' screens at once. */
  async waiterOrder(table: string, lines: { dish: string; size?: string; quantity?: number; note?: string }[]): Promise<void> {
    const products = (await (await this.request.get('/api/admin/products')).json()) as AdminProduct[];
    const taken = await this.request.post('/api/admin/orders', {
      data: {
        id: crypto.randomUUID(),
        table,
        lines: lines.map((line) => ({
          productId: products.find((product) => product.nameTr === line.dish)!.id,
          size: line.size ?? null,
          quantity: line.quantity ?? 1,
          note: line.note ?? '',
        })),
      },
    });
    expect(taken.status(), `taking an order for table ${table}: ${await taken.text()}`).toBe(201);
  }

  /** A payment of `amount` lira in cash on `table`'s open bill ('Ödemeyi al'). */
  async payBill(table: string, amount: string): Promise<void> {
    const tables = (await (await this.request.get('/api/admin/tables')).json()) as { id: number; name: string }[];
    const id = tables.find((row) => row.name === table)!.id;
    const bill = (await (await this.request.get(`/api/admin/tables/${id}/bill`)).json()) as { id: number };
    const paid = await this.request.post(`/api/admin/bills/${bill.id}/payments`, {
      data: { id: crypto.randomUUID(), method: 'cash', amount },
    });
    expect(paid.status(), `paying on table ${table}'s bill: ${await paid.text()}`).toBe(201);
  }

  /** A waiter confirms every basket `table`'s guests sent ('Onayla' on 'Masalar'). */
  async confirmOrders(table: string): Promise<void> {
    const tables = (await (await this.request.get('/api/admin/orders')).json()) as {
      name: string;
      orders: { id: number; confirmedAt: string | null }[];
    }[];
    for (const order of tables.find((row) => row.name === table)!.orders.filter((sent) => sent.confirmedAt === null)) {
      const confirmed = await this.request.post(`/api/admin/orders/${order.id}/confirm`, { data: {} });
      expect(confirmed.status(), `confirming table ${table}'s order: ${await confirmed.text()}`).toBe(200);
    }
  }

  /** The stations' ids by their names ('İstasyonlar'). */
  async stations(): Promise<Map<string, number>> {
    const stations = (await (await this.request.get('/api/admin/stations')).json()) as { id: number; name: string }[];
    return new Map(stations.map((station) => [station.name, station.id]));
  }

  /** The key `table`'s printed code carries (`?masa=5&k=…`). */
  async tableKey(table: string): Promise<string> {
    const tables = (await (await this.request.get('/api/admin/tables')).json()) as { name: string; orderKey: string }[];
    return tables.find((row) => row.name === table)!.orderKey;
  }

  /** Renews `table`'s key ('Kodu yenile'): the cards printed before order nothing. */
  async renewTableKey(table: string): Promise<void> {
    const tables = (await (await this.request.get('/api/admin/tables')).json()) as { id: number; name: string; version: number }[];
    const row = tables.find((candidate) => candidate.name === table)!;
    const response = await this.request.put(`/api/admin/tables/${row.id}/key`, { data: { version: row.version } });
    expect(response.status(), `renewing table ${table}'s key: ${await response.text()}`).toBe(200);
  }

  /** How many orders `table` has on 'Masalar'. */
  async orderCount(table: string): Promise<number> {
    const tables = (await (await this.request.get('/api/admin/orders')).json()) as { name: string; orders: unknown[] }[];
    return tables.find((row) => row.name === table)?.orders.length ?? 0;
  }

  /** Closes every table with orders (a test leaves 'Masalar' as it found it). */
  async closeTables(): Promise<void> {
    const tables = (await (await this.request.get('/api/admin/orders')).json()) as {
      id: number;
      openedAt: string | null;
      orders: unknown[];
    }[];
    for (const table of tables.filter((row) => row.openedAt !== null || row.orders.length > 0)) {
      await this.request.post(`/api/admin/tables/${table.id}/close`, { data: {} });
    }
  }

  /** The texts translated into `language` (`resource id field`). */
  async translated(language: string): Promise<Set<string>> {
    const grid = (await (await this.request.get(`/api/admin/translations/${language}`)).json()) as {
      rows: { resource: string; id: number; field: string; version: number | null }[];
    };
    return new Set(grid.rows.filter((row) => row.version !== null).map((row) => `${row.resource} ${row.id} ${row.field}`));
  }

  /** Removes the translations into `language` but those in `kept` (a test leaves the menu as it found it). */
  async clearTranslations(language: string, kept: Set<string>): Promise<void> {
    const grid = (await (await this.request.get(`/api/admin/translations/${language}`)).json()) as {
      rows: { resource: string; id: number; field: string; text: string; version: number | null }[];
    };
    const rows = grid.rows
      .filter((row) => row.version !== null && !kept.has(`${row.resource} ${row.id} ${row.field}`))
      .map((row) => ({ ...row, text: '' }));
    if (rows.length === 0) return;
    const response = await this.request.put(`/api/admin/translations/${language}`, {
      data: { rows: rows.map(({ resource, id, field, text, version }) => ({ resource, id, field, text, version })) },
    });
    expect(response.status(), `removing the ${language} translations: ${await response.text()}`).toBe(200);
  }

  async dispose(): Promise<void> {
    await this.request.dispose();
  }
}
