import { describe, expect, it, vi } from 'vitest';
import { parseRankingArea, publishRankingChange } from './ranking';

describe('parseRankingArea', () => {
  it('reads the four kinds of area', () => {
    expect(parseRankingArea('client')).toEqual({ kind: 'client' });
    expect(parseRankingArea('state:sp')).toEqual({ kind: 'state', state: 'SP' });
    expect(parseRankingArea('retailer:3')).toEqual({ kind: 'retailer', id: 3 });
    expect(parseRankingArea('store:7')).toEqual({ kind: 'store', id: 7 });
  });
});

describe('publishRankingChange', () => {
  it('publishes a ranking event in the client’s area', async () => {
    const publish = vi.fn().mockResolvedValue({});
    await publishRankingChange({ publish }, { clientId: 4, campaignId: 9, userIds: [1, 2], reason: 'sale' });
    expect(publish).toHaveBeenCalledWith('client:4', {
      kind: 'points',
      campaign_id: 9,
      user_ids: [1, 2],
      reason: 'sale',
    });
  });

  it('publishes nothing for points outside any campaign', async () => {
    const publish = vi.fn();
    await publishRankingChange({ publish }, { clientId: 4, campaignId: null, userIds: [1], reason: 'sale' });
    expect(publish).not.toHaveBeenCalled();
  });

  it('logs a failed publish instead of throwing: the points are committed either way', async () => {
    const publish = vi.fn().mockRejectedValue(new Error('broker down'));
    const warn = vi.fn();
    await expect(
      publishRankingChange({ publish }, { clientId: 4, campaignId: 9, userIds: [1], reason: 'sale' }, { warn }),
    ).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});
