import type { AdminProduct, MenuProduct } from '../../src/shared/schemas/product.js';

/**
 * Records as tests write them: the fields a test states, and the ones none of them cares about
 * filled in here. A new optional field of a record gets its default once, here, and no test's
 * hand-written record has to learn of it.
 */
const PRODUCT_DEFAULTS = { calories: null, grams: null } satisfies Partial<AdminProduct> & Partial<MenuProduct>;

type Stated<Full> = Omit<Full, keyof typeof PRODUCT_DEFAULTS> & Partial<Full>;

/** A product as the back office reads it. */
export const adminProduct = (fields: Stated<AdminProduct>): AdminProduct => ({ ...PRODUCT_DEFAULTS, ...fields });

/** A product as guests read it in the menu. */
export const menuProduct = (fields: Stated<MenuProduct>): MenuProduct => ({ ...PRODUCT_DEFAULTS, ...fields });
