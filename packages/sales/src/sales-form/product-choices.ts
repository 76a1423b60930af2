import type { LoyaltyProduct } from '@campus/core/schemas';

/*
 * The product cascade of a sale line (spec §3 Sale products): brand → product type → processor and
 * generation → form factor → SKU. Each level offers what the products matching the levels above have; a
 * level left with one option is filled in by itself, and choosing a SKU directly fills every level above it.
 */

/** The levels of the cascade, top first. */
export const CHOICE_LEVELS = ['brand', 'productType', 'processor', 'formFactor', 'sku'] as const;

/** One level of the cascade. */
export type ChoiceLevel = (typeof CHOICE_LEVELS)[number];

/** A product line of the form: each level's chosen value (`''` for none yet) and the quantity as typed. */
export interface ProductLine {
  /** Stable React key of the line. */
  readonly key: string;
  readonly brand: string;
  readonly productType: string;
  readonly processor: string;
  readonly formFactor: string;
  readonly sku: string;
  readonly quantity: string;
}

/** The value of a level a product has no value for (a monitor has no processor). */
export const NOT_APPLICABLE = '~';

/** A product's value at a level: processor and generation travel together. */
export function levelValue(product: LoyaltyProduct, level: ChoiceLevel): string {
  switch (level) {
    case 'brand':
      return product.brand;
    case 'productType':
      return product.product_type;
    case 'processor':
      return product.processor === null ? NOT_APPLICABLE : `${product.processor}|${product.processor_generation ?? ''}`;
    case 'formFactor':
      return product.form_factor ?? NOT_APPLICABLE;
    case 'sku':
      return product.sku;
  }
}

/** Whether a product fits the line's choices on the levels above `level`. */
function fitsAbove(product: LoyaltyProduct, line: ProductLine, level: ChoiceLevel): boolean {
  for (const above of CHOICE_LEVELS.slice(0, CHOICE_LEVELS.indexOf(level))) {
    if (line[above] !== '' && levelValue(product, above) !== line[above]) return false;
  }
  return true;
}

/** The values a level offers given the choices above it, in the products' order, each once. */
export function levelOptions(products: readonly LoyaltyProduct[], line: ProductLine, level: ChoiceLevel): string[] {
  const values = products.filter((product) => fitsAbove(product, line, level)).map((p) => levelValue(p, level));
  return [...new Set(values)];
}

/** A processor value as read: `Core i5 · 13ª geração`. */
export function processorLabel(value: string): string {
  const [processor = '', generation = ''] = value.split('|');
  return generation === '' ? processor : `${processor} · ${generation}`;
}

/** The line's product, once a SKU is chosen. */
export function productOf(products: readonly LoyaltyProduct[], line: ProductLine): LoyaltyProduct | undefined {
  return line.sku === '' ? undefined : products.find((product) => product.sku === line.sku);
}

/** The line with `product`'s value on every level. */
export function lineForProduct(line: ProductLine, product: LoyaltyProduct): ProductLine {
  return {
    ...line,
    brand: levelValue(product, 'brand'),
    productType: levelValue(product, 'productType'),
    processor: levelValue(product, 'processor'),
    formFactor: levelValue(product, 'formFactor'),
    sku: product.sku,
  };
}

/**
 * The line after choosing `value` at `level`: the levels below are cleared, then each one left with a single
 * option takes it. Choosing a SKU fills the levels above from its product.
 */
export function chooseLevel(
  products: readonly LoyaltyProduct[],
  line: ProductLine,
  level: ChoiceLevel,
  value: string,
): ProductLine {
  if (level === 'sku' && value !== '') {
    const product = products.find((candidate) => candidate.sku === value);
    return product ? lineForProduct(line, product) : { ...line, sku: '' };
  }
  let next: ProductLine = { ...line, [level]: value };
  const below = CHOICE_LEVELS.slice(CHOICE_LEVELS.indexOf(level) + 1);
  for (const lower of below) next = { ...next, [lower]: '' };
  if (value === '') return next;
  for (const lower of below) {
    const options = levelOptions(products, next, lower);
    if (options.length !== 1) break;
    next = { ...next, [lower]: options[0] ?? '' };
  }
  return next;
}

let lineCount = 0;

/** A new empty line (quantity 1). */
export function newProductLine(): ProductLine {
  lineCount += 1;
  return {
    key: `line-${lineCount}`,
    brand: '',
    productType: '',
    processor: '',
    formFactor: '',
    sku: '',
    quantity: '1',
  };
}
