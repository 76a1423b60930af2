import { describe, expect, it } from 'vitest';
import {
  campaignsResponseSchema,
  levelsResponseSchema,
  loyaltyProductsResponseSchema,
  loyaltyStoresResponseSchema,
  photoTypesResponseSchema,
  pointsSummarySchema,
  rankingResponseSchema,
  statementEntrySchema,
} from '@campus/core/schemas';
import * as fixtures from './ranking-fixtures.test-util.js';

describe('ranking fixtures', () => {
  it('are valid wire answers of the reference server', () => {
    expect(() => rankingResponseSchema.parse(fixtures.ranking())).not.toThrow();
    expect(() => campaignsResponseSchema.parse(fixtures.campaigns())).not.toThrow();
    expect(() => loyaltyStoresResponseSchema.parse(fixtures.stores())).not.toThrow();
    expect(() => levelsResponseSchema.parse(fixtures.levels())).not.toThrow();
    expect(() => loyaltyProductsResponseSchema.parse(fixtures.products())).not.toThrow();
    expect(() => photoTypesResponseSchema.parse(fixtures.photoTypes())).not.toThrow();
    expect(() => pointsSummarySchema.parse(fixtures.pointsSummary())).not.toThrow();
    for (const entry of fixtures.statement()) expect(() => statementEntrySchema.parse(entry)).not.toThrow();
  });

  it('keep the ledger consistent: each balance is the previous one plus the points', () => {
    const oldestFirst = [...fixtures.statement()].reverse();
    oldestFirst.forEach((entry, index) => {
      const before = index === 0 ? 0 : (oldestFirst[index - 1]?.balance_after ?? 0);
      expect(entry.balance_after).toBe(before + entry.points);
    });
    expect(fixtures.statement()[0]?.balance_after).toBe(fixtures.pointsSummary().balance);
  });
});
