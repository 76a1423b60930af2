import { describe, expect, it } from 'vitest';
import { stores } from '../testing/ranking-fixtures.test-util.js';
import { rankingAreasOf } from './ranking-areas.js';

describe('rankingAreasOf', () => {
  it('offers the programme, then the states, chains and stores of the member’s stores', () => {
    expect(rankingAreasOf(stores()).map((area) => area.value)).toEqual([
      'client',
      'state:PR',
      'state:SP',
      'retailer:2',
      'retailer:3',
      'store:5',
      'store:6',
    ]);
  });

  it('offers only the programme without stores, and skips states that are not two letters', () => {
    expect(rankingAreasOf(undefined)).toEqual([{ value: 'client', kind: 'client', name: '' }]);
    const odd = stores();
    const store = odd.retailers[0]?.stores[0];
    if (store) store.state = 'São Paulo';
    expect(rankingAreasOf(odd).some((area) => area.value.startsWith('state:S'))).toBe(false);
  });
});
