import { describe, expect, it } from 'vitest';
import { products } from '../testing/sales-fixtures.test-util.js';
import { chooseLevel, levelOptions, NOT_APPLICABLE, newProductLine, processorLabel } from './product-choices.js';

const all = products();

describe('the product cascade', () => {
  it('offers each level what the products under the choices above have', () => {
    const line = newProductLine();
    expect(levelOptions(all, line, 'brand')).toEqual(['Aurora', 'Brisa', 'Delta']);
    const brisa = chooseLevel(all, line, 'brand', 'Brisa');
    expect(levelOptions(all, brisa, 'productType')).toEqual(['Notebook', '2 em 1']);
    expect(brisa.productType).toBe('');
  });

  it('fills a level left with one option, down to the SKU', () => {
    const delta = chooseLevel(all, newProductLine(), 'brand', 'Delta');
    expect(delta).toMatchObject({
      productType: 'Monitor',
      processor: NOT_APPLICABLE,
      formFactor: '27"',
      sku: 'MN-DEL-27',
    });
  });

  it('clears the levels below a changed one', () => {
    const chosen = chooseLevel(all, newProductLine(), 'sku', 'NB-AUR-I7-13');
    expect(chosen).toMatchObject({ brand: 'Aurora', productType: 'Notebook', processor: 'Core i7|13ª geração' });
    const changed = chooseLevel(all, chosen, 'brand', 'Brisa');
    expect(changed).toMatchObject({ brand: 'Brisa', productType: '', processor: '', formFactor: '', sku: '' });
    expect(chooseLevel(all, chosen, 'brand', '')).toMatchObject({ brand: '', sku: '' });
  });

  it('reads a processor with its generation', () => {
    expect(processorLabel('Core i5|13ª geração')).toBe('Core i5 · 13ª geração');
    expect(processorLabel('Core i5|')).toBe('Core i5');
  });
});
