import { describe, expect, it } from 'vitest';
import { fixtureMenu } from './support/fixture-menu.js';
import { contractBreach } from './support/api-contract.js';

// The web tests answer the app's requests in the server's place; these are the answers the
// check lets through and the ones it stops.
describe('an answer a web test gives in the server’s place', () => {
  it('passes when the server could have given it', () => {
    expect(contractBreach('GET', '/api/menu', 200, fixtureMenu)).toBeUndefined();
    expect(contractBreach('DELETE', '/api/admin/tags/5', 204, undefined)).toBeUndefined();
    expect(contractBreach('GET', '/api/admin/me', 401, { error: 'unauthenticated', message: 'Oturum açmanız gerekiyor' })).toBeUndefined();
  });

  it('fails when a record lacks a field, has one the server never sends, or has one of the wrong type', () => {
    const [first, ...rest] = fixtureMenu.products;
    const { nameEn: _, ...unnamed } = first!;
    expect(contractBreach('GET', '/api/menu', 200, { ...fixtureMenu, products: [unnamed, ...rest] })).toContain(
      "body/products/0 must have required property 'nameEn'",
    );
    expect(contractBreach('GET', '/api/menu', 200, { ...fixtureMenu, products: [{ ...first, sortOrder: 1 }, ...rest] })).toContain(
      'body/products/0 must NOT have additional properties (sortOrder)',
    );
    expect(contractBreach('GET', '/api/menu', 200, { ...fixtureMenu, products: [{ ...first, priceKurus: '150' }, ...rest] })).toContain(
      'body/products/0/priceKurus must be integer',
    );
  });

  it('fails on a status the route never answers, and on a route the API does not have', () => {
    expect(contractBreach('POST', '/api/admin/accounts', 200, {})).toBe(
      'POST /api/admin/accounts answers 200, which /api/admin/accounts never answers (it answers 201, 400, 401, 403, 409, 415)',
    );
    expect(contractBreach('GET', '/api/admin/products/7/price-history', 200, [])).toBe(
      'GET /api/admin/products/7/price-history: the API has no such route',
    );
  });

  it('reads a route named in full before one that takes the same segment as a parameter', () => {
    // PUT /api/admin/products/{id} may answer 404; PUT /api/admin/products/order never does.
    expect(contractBreach('PUT', '/api/admin/products/order', 404, { error: 'not_found', message: 'Bulunamadı' })).toBe(
      'PUT /api/admin/products/order answers 404, which /api/admin/products/order never answers (it answers 200, 400, 401, 403, 415)',
    );
    expect(contractBreach('PUT', '/api/admin/products/12', 404, { error: 'not_found', message: 'Bulunamadı' })).toBeUndefined();
  });
});
