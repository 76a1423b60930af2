import { dayNumber } from './dates.js';

/**
 * Approximate length of a campaign, in months; one campaign runs each quarter.
 * @see SPECIFICATION §9 Campaign length
 * @default 2.5
 */
export const CAMPAIGN_LENGTH_MONTHS = 2.5;

/** A campaign's period, ISO dates, both ends inclusive. */
export interface CampaignPeriod {
  readonly beginDate: string;
  readonly endDate: string;
}

/** Where a date falls against a campaign. */
export type CampaignStatus = 'upcoming' | 'active' | 'finished';

/**
 * Whether a date is within the campaign period, both ends inclusive.
 * @see SPECIFICATION §3 Campaign, §5 Sales
 * @throws {RangeError} on a malformed date.
 * @example isDateInCampaign('2024-03-31', { beginDate: '2024-01-01', endDate: '2024-03-31' }) // true
 */
export function isDateInCampaign(date: string, campaign: CampaignPeriod): boolean {
  const day = dayNumber(date);
  return day >= dayNumber(campaign.beginDate) && day <= dayNumber(campaign.endDate);
}

/**
 * A campaign's status on `today`: `upcoming` before its begin date, `active` within it (inclusive),
 * `finished` after its end date (its points have expired).
 * @see SPECIFICATION §2 Campaigns (active and previous), §4 Loyalty levels
 * @example campaignStatus({ beginDate: '2024-01-01', endDate: '2024-03-31' }, '2024-04-01') // 'finished'
 */
export function campaignStatus(campaign: CampaignPeriod, today: string): CampaignStatus {
  const day = dayNumber(today);
  if (day < dayNumber(campaign.beginDate)) return 'upcoming';
  return day > dayNumber(campaign.endDate) ? 'finished' : 'active';
}
