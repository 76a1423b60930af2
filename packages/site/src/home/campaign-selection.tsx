import { useState } from 'react';
import { loyaltyQueries } from '@campus/core';
import { selectCampaign } from '@campus/core/api';
import type { WireId } from '@campus/core/api';
import type { CampaignWire } from '@campus/core/schemas';
import {
  ErrorState,
  Select,
  Skeleton,
  useCampus,
  useIdempotentSubmit,
  useLocale,
  useQuery,
  useToast,
} from '@campus/ui';
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
  const locale = useLocale();
  const formatDate = useDateFormat();
  const [error, setError] = useState<string | null>(null);
  // One selection at a time. Choosing a campaign is idempotent on the server, so no key is sent with it.
  const saving = useIdempotentSubmit<WireId>();
  const campaigns = useQuery(loyaltyQueries.campaigns(locale), {
    isEmpty: (data) => data.active.length + data.previous.length === 0,
  });

  const label = (campaign: CampaignWire) =>
    t('site.home.campaign.option', {
      name: campaign.name,
      begin: formatDate(campaign.begin_date),
      end: formatDate(campaign.end_date),
    });

  const choose = async (id: string) => {
    if (id === '') return;
    setError(null);
    const outcome = await saving.submit(id, () => selectCampaign(campus.api, id));
    if (outcome.status === 'busy') return;
    if (outcome.status === 'error') {
      setError(campus.errorMessage(outcome.error, 'site'));
      return;
    }
    campus.stores.session.getState().selectCampaign(outcome.data);
    campus.query.invalidateAfter('campaign-selection');
    const chosen = [...(campaigns.data?.active ?? []), ...(campaigns.data?.previous ?? [])].find(
      (campaign) => String(campaign.id) === id,
    );
    toast.show({ message: t('site.home.campaign.saved', { name: chosen?.name ?? id }), tone: 'success' });
  };

  return (
    <section className="site-home__section" aria-labelledby="site-home-campaign">
      <h2 id="site-home-campaign">{t('site.home.campaign.title')}</h2>
      {campaigns.status === 'loading' && (
        <div className="site-home__campaign-loading">
          <Skeleton lines={2} />
        </div>
      )}
      {campaigns.status === 'error' && <ErrorState error={campaigns.error} onRetry={campaigns.retry} />}
      {campaigns.status === 'empty' && <p>{t('site.home.campaign.none')}</p>}
      {campaigns.status === 'success' && campaigns.data !== undefined && (
        <Select
          label={t('site.home.campaign.label')}
          hint={t('site.home.campaign.hint')}
          value={campaigns.data.selected_campaign_id === null ? '' : String(campaigns.data.selected_campaign_id)}
          placeholder={campaigns.data.selected_campaign_id === null ? t('site.home.campaign.placeholder') : false}
          disabled={saving.status === 'sending'}
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
