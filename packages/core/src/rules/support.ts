import { addDays, isoWeekday } from './dates.js';

/**
 * Working days within which support answers a request.
 * @see SPECIFICATION §9 Support response time
 * @default 7
 */
export const SUPPORT_RESPONSE_WORKING_DAYS = 7;

/**
 * The date by which support answers a request sent on `requestDate`: the 7th working day after it,
 * counting Monday to Friday (public holidays are not known to the product, so they are not skipped).
 * @see SPECIFICATION §9 Support response time
 * @example supportResponseDueDate('2024-06-07') // '2024-06-18' (a Friday → the Tuesday after next)
 */
export function supportResponseDueDate(requestDate: string): string {
  let date = requestDate;
  let counted = 0;
  while (counted < SUPPORT_RESPONSE_WORKING_DAYS) {
    date = addDays(date, 1);
    if (isoWeekday(date) <= 5) counted += 1;
  }
  return date;
}
