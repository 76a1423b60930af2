import { describe, expect, it } from 'vitest';
import {
  campaignsResponseSchema,
  levelsResponseSchema,
  loyaltyProductsResponseSchema,
  loyaltyStoresResponseSchema,
  photoTypesResponseSchema,
  saleSchema,
} from '@campus/core/schemas';
import { campaigns, levels, photoTypes, products, salesInEveryStatus, stores } from './sales-fixtures.test-util.js';

describe('sales fixtures', () => {
  it('are shaped exactly like the server’s answers', () => {
    expect(() => campaignsResponseSchema.parse(campaigns())).not.toThrow();
    expect(() => loyaltyStoresResponseSchema.parse(stores())).not.toThrow();
    expect(() => loyaltyProductsResponseSchema.parse({ products: products() })).not.toThrow();
    expect(() => levelsResponseSchema.parse(levels())).not.toThrow();
    expect(() => photoTypesResponseSchema.parse(photoTypes())).not.toThrow();
    for (const sale of salesInEveryStatus()) expect(() => saleSchema.parse(sale)).not.toThrow();
  });
});
