import type { WireId } from '@campus/core/api';
import type { CampaignWire } from '@campus/core/schemas';
import { formatCalendarDay, Select, useLocale, useT } from '@campus/ui';

/** Props of {@link CampaignPicker}. */
export interface CampaignPickerProps {
  /** Active and previous campaigns, newest first. */
  campaigns: readonly CampaignWire[];
  selectedId: WireId | null;
  onSelect: (id: WireId) => void;
  /** Saving the selection failed. */
  failed: boolean;
}

/** The campaign selection (spec §2 Campaigns): active and previous campaigns with their dates. */
export function CampaignPicker({ campaigns, selectedId, onSelect, failed }: CampaignPickerProps) {
  const t = useT();
  const locale = useLocale();
  const options = campaigns.map((campaign) => ({
    value: String(campaign.id),
    label: t(campaign.status === 'active' ? 'sales.form.campaign_active' : 'sales.form.campaign_previous', {
      name: campaign.name,
      period: `${formatCalendarDay(campaign.begin_date, locale)} – ${formatCalendarDay(campaign.end_date, locale)}`,
    }),
  }));
  return (
    <div className="campus-sales__campaign" part="campaign">
      <Select
        label={t('sales.form.campaign')}
        options={options}
        placeholder={false}
        value={selectedId === null ? '' : String(selectedId)}
        hint={t('sales.form.campaign_hint')}
        error={failed ? t('sales.form.campaign_select_failed') : undefined}
        onChange={(event) => {
          const campaign = campaigns.find((candidate) => String(candidate.id) === event.target.value);
          if (campaign) onSelect(campaign.id);
        }}
      />
    </div>
  );
}
