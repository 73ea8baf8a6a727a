import { kurusToDecimalText } from '../../src/shared/money-input.js';
import { optionsInputOf, type AdminProduct } from '../../src/shared/schemas/product.js';

/**
 * The body the product form sends for `product` as loaded (prices as typed, sizes' and options' with theirs),
 * with `changes` on top: what saves it unchanged but for them.
 */
export function productBody(product: AdminProduct, changes: Record<string, unknown> = {}) {
  const { id: _id, order: _order, priceKurus, sizes, options, ...rest } = product;
  return {
    ...rest,
    price: kurusToDecimalText(priceKurus),
    sizes: sizes.map(({ priceKurus: kurus, ...size }) => ({ ...size, price: kurusToDecimalText(kurus) })),
    options: optionsInputOf(options),
    ...changes,
  };
}
