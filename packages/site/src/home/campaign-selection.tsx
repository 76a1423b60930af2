import { useState } from 'react';
import { selectCampaignResponseSchema } from '@campus/core';
import type { CampaignsResponse, CampaignWire } from '@campus/core';
import { ErrorState, Select, Skeleton, useCampus, useResource, useToast } from '@campus/ui';
import { CAMPAIGNS_RESOURCE } from '../app/site-resources';
import { useDateFormat } from '../app/use-date-format';
import { useSiteT } from '../messages/site-messages';

/**
 * Campaign selection on the home (spec §2 "Campaigns: … campaign selection"): the active and previous
 * campaigns with their dates; choosing one saves it on the account (`POST /api/campaigns/{id}/select/`) and
 * in the session, so the loyalty screens follow it. Shown only when the client has the campaigns module.
 */
export function CampaignSelection() {
  const t = useSiteT();
  const campus = useCampus();
  const toast = useToast();
  const formatDate = useDateFormat();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const campaigns = useResource<CampaignsResponse>(CAMPAIGNS_RESOURCE.key, CAMPAIGNS_RESOURCE.fetcher, {
    staleTime: CAMPAIGNS_RESOURCE.staleTime,
    isEmpty: (data) => data.active.length + data.previous.length === 0,
  });

  const label = (campaign: CampaignWire) =>
    t('site.home.campaign.option', {
      name: campaign.name,
      begin: formatDate(campaign.begin_date),
      end: formatDate(campaign.end_date),
    });

  const choose = async (id: string) => {
    if (saving || id === '') return;
    setSaving(true);
    setError(null);
    try {
      const answer = await campus.api.requestJson(
        `/api/campaigns/${encodeURIComponent(id)}/select/`,
        selectCampaignResponseSchema,
        {
          method: 'POST',
        },
      );
      campus.stores.session.getState().selectCampaign(answer.selected_campaign_id);
      const chosen = [...(campaigns.data?.active ?? []), ...(campaigns.data?.previous ?? [])].find(
        (campaign) => String(campaign.id) === id,
      );
      toast.show({ message: t('site.home.campaign.saved', { name: chosen?.name ?? id }), tone: 'success' });
      campaigns.retry();
    } catch (failure) {
      setError(campus.errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="site-home__section" aria-labelledby="site-home-campaign">
      <h2 id="site-home-campaign">{t('site.home.campaign.title')}</h2>
      {campaigns.status === 'loading' && <Skeleton lines={2} />}
      {campaigns.status === 'error' && <ErrorState error={campaigns.error} onRetry={campaigns.retry} />}
      {campaigns.status === 'empty' && <p>{t('site.home.campaign.none')}</p>}
      {campaigns.status === 'success' && campaigns.data !== undefined && (
        <Select
          label={t('site.home.campaign.label')}
          hint={t('site.home.campaign.hint')}
          value={campaigns.data.selected_campaign_id === null ? '' : String(campaigns.data.selected_campaign_id)}
          placeholder={campaigns.data.selected_campaign_id === null ? t('site.home.campaign.placeholder') : false}
          disabled={saving}
          error={error ?? undefined}
          options={[
            ...campaigns.data.active.map((campaign) => ({ value: String(campaign.id), label: label(campaign) })),
            ...campaigns.data.previous.map((campaign) => ({
              value: String(campaign.id),
              label: t('site.home.campaign.previous', { label: label(campaign) }),
            })),
          ]}
          onChange={(event) => void choose(event.target.value)}
        />
      )}
    </section>
  );
}
