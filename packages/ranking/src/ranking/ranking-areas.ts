import type { LoyaltyStoresResponse } from '@campus/core/schemas';

/** A ranking area a member may choose (docs/loyalty.md Ranking). */
export interface RankingAreaChoice {
  /** The `area` query value: `client`, `state:<UF>`, `retailer:<id>` or `store:<id>`. */
  value: string;
  kind: 'client' | 'state' | 'retailer' | 'store';
  /** The state, chain or store name ('' for the whole programme). */
  name: string;
}

/**
 * The areas a member's ranking can narrow to: the whole programme, then the states, chains and stores of the
 * member's own stores (`GET /api/stores/`), each once, in that order. Without stores only the programme.
 */
export function rankingAreasOf(stores: LoyaltyStoresResponse | undefined): RankingAreaChoice[] {
  const areas: RankingAreaChoice[] = [{ value: 'client', kind: 'client', name: '' }];
  if (!stores) return areas;
  const states = new Set<string>();
  for (const retailer of stores.retailers) {
    for (const store of retailer.stores) {
      const state = store.state?.trim().toUpperCase() ?? '';
      if (/^[A-Z]{2}$/.test(state)) states.add(state);
    }
  }
  for (const state of [...states].sort()) areas.push({ value: `state:${state}`, kind: 'state', name: state });
  for (const retailer of stores.retailers) {
    areas.push({ value: `retailer:${String(retailer.id)}`, kind: 'retailer', name: retailer.name });
  }
  for (const retailer of stores.retailers) {
    for (const store of retailer.stores) {
      areas.push({ value: `store:${String(store.id)}`, kind: 'store', name: store.name });
    }
  }
  return areas.filter((area, index) => areas.findIndex((other) => other.value === area.value) === index);
}
