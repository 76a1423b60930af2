import { API_REQUEST_DELAY_OFFSET } from '@campus/core/rules';

/**
 * Today's calendar date (`YYYY-MM-DD`) in the product's fixed offset (spec §7: UTC−3, Brasília time), which
 * decides when a campaign starts and ends for everyone, wherever the server runs.
 */
export function productToday(now: Date = new Date()): string {
  return new Date(now.getTime() + API_REQUEST_DELAY_OFFSET * 3_600_000).toISOString().slice(0, 10);
}
