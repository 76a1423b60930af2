import { describe, expect, it } from 'vitest';
import { CAMPAIGN_LENGTH_MONTHS, campaignStatus, isDateInCampaign } from './campaign.js';

const campaign = { beginDate: '2024-01-01', endDate: '2024-03-15' };

describe('isDateInCampaign', () => {
  it('includes both ends', () => {
    expect(isDateInCampaign('2024-01-01', campaign)).toBe(true);
    expect(isDateInCampaign('2024-03-15', campaign)).toBe(true);
    expect(isDateInCampaign('2024-02-29', campaign)).toBe(true);
  });

  it('excludes the day before and the day after', () => {
    expect(isDateInCampaign('2023-12-31', campaign)).toBe(false);
    expect(isDateInCampaign('2024-03-16', campaign)).toBe(false);
  });

  it('refuses malformed dates', () => {
    expect(() => isDateInCampaign('2024-1-5', campaign)).toThrow(RangeError);
  });
});

describe('campaignStatus', () => {
  it('is upcoming, active (inclusive) or finished', () => {
    expect(CAMPAIGN_LENGTH_MONTHS).toBe(2.5);
    expect(campaignStatus(campaign, '2023-12-31')).toBe('upcoming');
    expect(campaignStatus(campaign, '2024-01-01')).toBe('active');
    expect(campaignStatus(campaign, '2024-03-15')).toBe('active');
    expect(campaignStatus(campaign, '2024-03-16')).toBe('finished');
  });
});
