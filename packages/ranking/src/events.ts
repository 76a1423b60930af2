/** What `campus-campaign-selected` carries: the campaign the person chose (spec §2 campaign selection). */
export interface CampaignSelectedDetail {
  id: number | string;
  name: string;
  begin_date: string;
  end_date: string;
}

declare global {
  interface GlobalEventHandlersEventMap {
    /**
     * A person selected a campaign in `<campus-campaigns>`; the server and the session keep it
     * (`selected_campaign_id`). Bubbles and is composed.
     */
    'campus-campaign-selected': CustomEvent<CampaignSelectedDetail>;
  }
}
