import { loyaltyQueries } from '@campus/core';
import type { CampaignsResponse, CampaignWire } from '@campus/core/schemas';
import { useLocale, useQuery, useSession } from '@campus/ui';
import type { ResourceState } from '@campus/ui';

/** What {@link useCampaigns} gives: the answer's state and the campaigns a person may choose, newest first. */
export interface CampaignsState {
  resource: ResourceState<CampaignsResponse>;
  /** Active then previous campaigns (upcoming ones cannot be selected: 409 `campaign_not_started`). */
  choices: readonly CampaignWire[];
  /** The campaign the screens follow: the session's selection, else the server's, else the active one. */
  currentId: number | string | undefined;
}

const NONE: readonly CampaignWire[] = [];

/**
 * The campaigns (`GET /api/campaigns/`, through the instance's query cache) and which one is current. The session's
 * `selected_campaign_id` (spec §3 Selections, set by `<campus-campaigns>` or the host) wins, so every widget of
 * the instance follows one choice.
 */
export function useCampaigns(): CampaignsState {
  const locale = useLocale();
  const selected = useSession((state) => state.selected_campaign_id);
  const resource = useQuery(loyaltyQueries.campaigns(locale));
  const data = resource.data;
  const choices = data ? [...data.active, ...data.previous] : NONE;
  const has = (id: number | string | null | undefined) =>
    id !== null && id !== undefined && choices.some((campaign) => String(campaign.id) === String(id));
  let currentId: number | string | undefined;
  if (has(selected)) currentId = selected ?? undefined;
  else if (has(data?.selected_campaign_id)) currentId = data?.selected_campaign_id ?? undefined;
  else currentId = data?.active[0]?.id ?? data?.previous[0]?.id;
  return { resource, choices: data ? choices : NONE, currentId };
}
