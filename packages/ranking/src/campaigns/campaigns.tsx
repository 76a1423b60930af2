import { useId, useRef, useState } from 'react';
import { selectCampaign } from '@campus/core/api';
import type { CampaignWire } from '@campus/core/schemas';
import {
  Badge,
  Button,
  ErrorState,
  formatCalendarDay,
  LoadingRegion,
  SignedInOnly,
  Skeleton,
  useCampus,
  useLocale,
  useT,
} from '@campus/ui';
import type { CampaignSelectedDetail } from '../events.js';
import { rankingSignedOut } from '../shared/ranking-signed-out.js';
import { Heading } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { useCampaigns } from '../shared/use-campaigns.js';

/** Props of {@link Campaigns}. */
export interface CampaignsProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 2 */
  headingLevel?: HeadingLevel;
  /** A campaign was selected (`campus-campaign-selected`). */
  onCampaignSelected?: (detail: CampaignSelectedDetail) => void;
}

/**
 * The campaigns screen (spec §2 Campaigns): the active and previous campaigns with their begin and end
 * dates, and selecting the current one — `POST /api/campaigns/{id}/select/`, kept in the session's
 * `selected_campaign_id`, which the ranking and the other loyalty screens of the instance follow.
 */
export function Campaigns(props: CampaignsProps) {
  return (
    <SignedInOnly {...rankingSignedOut('campaigns')}>
      <CampaignList {...props} />
    </SignedInOnly>
  );
}

function CampaignList({ headingLevel = 2, onCampaignSelected }: CampaignsProps) {
  const t = useT();
  const campus = useCampus();
  const headingId = useId();
  const { resource, currentId } = useCampaigns();
  const [busy, setBusy] = useState<number | string | undefined>();
  const [feedback, setFeedback] = useState<{ tone: 'done' | 'error'; text: string } | undefined>();
  const feedbackRef = useRef<HTMLParagraphElement>(null);
  const sub = Math.min(6, headingLevel + 1) as HeadingLevel;

  const choose = async (campaign: CampaignWire) => {
    if (busy !== undefined) return;
    setBusy(campaign.id);
    setFeedback(undefined);
    try {
      const selected = await selectCampaign(campus.api, campaign.id);
      // The session keeps the choice (`selected_campaign_id`, spec §3 Selections): every widget follows it.
      campus.stores.session.getState().selectCampaign(selected);
      setFeedback({ tone: 'done', text: t('ranking.campaigns.done', { name: campaign.name }) });
      campus.query.invalidateAfter('campaign-selection');
      onCampaignSelected?.({
        id: campaign.id,
        name: campaign.name,
        begin_date: campaign.begin_date,
        end_date: campaign.end_date,
      });
    } catch (error) {
      // 409 `campaign_not_started` is worded by this package (`ranking.errors.*`), anything else by core.
      setFeedback({ tone: 'error', text: campus.errorMessage(error, 'ranking') });
    } finally {
      setBusy(undefined);
      // The button just pressed may be gone (the campaign is now "Selecionada"): focus goes to the outcome.
      queueMicrotask(() => feedbackRef.current?.focus());
    }
  };

  const group = (key: 'active' | 'previous', list: readonly CampaignWire[], none: string) => (
    <section className="campus-campaigns__group" aria-labelledby={`${headingId}-${key}`}>
      <Heading level={sub} id={`${headingId}-${key}`} className="campus-campaigns__group-title">
        {t(`ranking.campaigns.${key}`)}
      </Heading>
      {list.length === 0 ? (
        <p className="campus-campaigns__none">{none}</p>
      ) : (
        <ul className="campus-campaigns__list">
          {list.map((campaign) => (
            <CampaignItem
              key={String(campaign.id)}
              campaign={campaign}
              headingLevel={Math.min(6, sub + 1) as HeadingLevel}
              selected={String(campaign.id) === String(currentId)}
              busy={busy === campaign.id}
              disabled={busy !== undefined}
              onSelect={() => void choose(campaign)}
            />
          ))}
        </ul>
      )}
    </section>
  );

  return (
    <section className="campus-campaigns campus-ranking-screen" part="campaigns" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-ranking__title" part="title">
        {t('ranking.campaigns.title')}
      </Heading>
      <p
        ref={feedbackRef}
        tabIndex={-1}
        className={`campus-campaigns__feedback campus-campaigns__feedback--${feedback?.tone ?? 'none'}`}
        part="feedback"
        role={feedback?.tone === 'error' ? 'alert' : 'status'}
      >
        {feedback?.text}
      </p>
      {resource.status === 'loading' && (
        <LoadingRegion part="loading">
          <Skeleton lines={4} />
        </LoadingRegion>
      )}
      {resource.status === 'error' && (
        <ErrorState error={resource.error} onRetry={resource.retry} retrying={resource.isFetching} />
      )}
      {resource.data && (
        <>
          {group('active', resource.data.active, t('ranking.campaigns.none_active'))}
          {group('previous', resource.data.previous, t('ranking.campaigns.none_previous'))}
        </>
      )}
    </section>
  );
}

interface CampaignItemProps {
  campaign: CampaignWire;
  headingLevel: HeadingLevel;
  selected: boolean;
  busy: boolean;
  disabled: boolean;
  onSelect: () => void;
}

function CampaignItem({ campaign, headingLevel, selected, busy, disabled, onSelect }: CampaignItemProps) {
  const t = useT();
  const locale = useLocale();
  return (
    <li
      className={selected ? 'campus-campaigns__item campus-campaigns__item--selected' : 'campus-campaigns__item'}
      part={selected ? 'campaign campaign-selected' : 'campaign'}
      aria-current={selected ? 'true' : undefined}
    >
      <div className="campus-campaigns__body">
        <Heading level={headingLevel} className="campus-campaigns__name">
          {campaign.name}
        </Heading>
        <p className="campus-campaigns__period" part="campaign-period">
          {t('ranking.campaigns.period', {
            begin: formatCalendarDay(campaign.begin_date, locale),
            end: formatCalendarDay(campaign.end_date, locale),
          })}
        </p>
        {campaign.description !== '' && <p className="campus-campaigns__description">{campaign.description}</p>}
      </div>
      <div className="campus-campaigns__actions">
        <Badge tone={campaign.status === 'active' ? 'success' : 'neutral'}>
          {t(`ranking.campaigns.status.${campaign.status}`)}
        </Badge>
        {selected ? (
          <Badge tone="info">{t('ranking.campaigns.selected')}</Badge>
        ) : (
          <Button
            variant="secondary"
            loading={busy}
            disabled={disabled}
            aria-label={t('ranking.campaigns.select_label', { name: campaign.name })}
            onClick={onSelect}
          >
            {t('ranking.campaigns.select')}
          </Button>
        )}
      </div>
    </li>
  );
}
