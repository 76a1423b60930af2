import { API_REQUEST_DELAY_OFFSET, isoDateAt } from '@campus/core/rules';

/**
 * Today's calendar date (`YYYY-MM-DD`) as the programme counts days: the product's fixed UTC−3 offset (spec
 * §7), the day the server checks the 15-day window and the campaign against. Reading the browser's own zone
 * instead would let a member in another zone see a date accepted here and refused by the server.
 */
export function productToday(now: number = Date.now()): string {
  return isoDateAt(now + API_REQUEST_DELAY_OFFSET * 3_600_000, 'UTC');
}
