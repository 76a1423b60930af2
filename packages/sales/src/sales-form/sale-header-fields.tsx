import { addDays, SALE_REPORT_WINDOW_DAYS } from '@campus/core/rules';
import type { LoyaltyStore, LoyaltyStoresResponse } from '@campus/core/schemas';
import type { CampaignPeriod } from '@campus/core/rules';
import { DateInput, FileInput, formatCalendarDay, Select, TextField, useLocale, useT } from '@campus/ui';
import type { PreparedPhoto } from '../shared/use-prepared-photo.js';
import type { SaleDraft } from './sale-draft.js';

/** Props of {@link SaleHeaderFields}. */
export interface SaleHeaderFieldsProps {
  draft: SaleDraft;
  /** Changes one field of the draft (and marks it touched). */
  onField: (field: 'retailer' | 'store' | 'saleDate' | 'invoiceNumber', value: string) => void;
  stores: LoyaltyStoresResponse;
  store: LoyaltyStore | undefined;
  period: CampaignPeriod | null;
  today: string;
  photo: PreparedPhoto;
  /** Remounts the picker when the draft is replaced (a resubmission starts without a photo). */
  photoKey: number;
  onPhoto: (file: File | null) => void;
  errorOf: (field: string) => string | undefined;
  disabled: boolean;
}

/** The earliest and latest sale dates the rules allow today: the 15-day window within the campaign. */
export function saleDateBounds(today: string, period: CampaignPeriod | null): { min: string; max: string } {
  const windowStart = addDays(today, -SALE_REPORT_WINDOW_DAYS);
  return {
    min: period && period.beginDate > windowStart ? period.beginDate : windowStart,
    max: period && period.endDate < today ? period.endDate : today,
  };
}

/** The sale's header (spec §3 Sale): retail chain → store, sale date, invoice number and invoice photo. */
export function SaleHeaderFields(props: SaleHeaderFieldsProps) {
  const { draft, onField, stores, store, period, today, photo, photoKey, onPhoto, errorOf, disabled } = props;
  const t = useT();
  const locale = useLocale();
  const retailer = stores.retailers.find((chain) => String(chain.id) === draft.retailer);
  const bounds = saleDateBounds(today, period);
  const photoRequired = store?.invoice_photo_required ?? true;
  return (
    <>
      <div className="campus-sales__row">
        <Select
          label={t('sales.form.retailer')}
          required
          disabled={disabled}
          value={draft.retailer}
          options={stores.retailers.map((chain) => ({ value: String(chain.id), label: chain.name }))}
          error={errorOf('retailer')}
          onChange={(event) => onField('retailer', event.target.value)}
        />
        <Select
          label={t('sales.form.store')}
          required
          disabled={disabled || retailer === undefined}
          value={draft.store}
          options={(retailer?.stores ?? []).map((option) => ({
            value: String(option.id),
            label: option.participating
              ? option.name
              : t('sales.form.store_not_participating_option', { name: option.name }),
          }))}
          error={errorOf('store')}
          onChange={(event) => onField('store', event.target.value)}
        />
      </div>
      <div className="campus-sales__row">
        <DateInput
          label={t('sales.form.sale_date')}
          required
          disabled={disabled}
          value={draft.saleDate}
          min={bounds.min}
          max={bounds.max}
          hint={t('sales.form.sale_date_hint', {
            min: formatCalendarDay(bounds.min, locale),
            max: formatCalendarDay(bounds.max, locale),
          })}
          error={errorOf('sale_date')}
          onChange={(value) => onField('saleDate', value)}
        />
        <TextField
          label={t('sales.form.invoice_number')}
          required
          disabled={disabled}
          autoComplete="off"
          maxLength={256}
          value={draft.invoiceNumber}
          error={errorOf('invoice_number')}
          onChange={(event) => onField('invoiceNumber', event.target.value)}
        />
      </div>
      <FileInput
        key={photoKey}
        label={t('sales.form.invoice_photo')}
        accept="image/jpeg,image/png,image/webp"
        capture="environment"
        required={photoRequired}
        disabled={disabled}
        defaultFile={photo.chosen}
        hint={
          photo.preparing
            ? t('sales.form.preparing_photo')
            : t(photoRequired ? 'sales.form.invoice_photo_required_hint' : 'sales.form.invoice_photo_optional_hint')
        }
        error={errorOf('invoice_photo')}
        onChange={onPhoto}
      />
    </>
  );
}
