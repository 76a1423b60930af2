import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf } from '@campus/core';
import { submitSale } from '@campus/core/api';
import type { LoyaltyProduct, LoyaltyStoresResponse, SaleCreated } from '@campus/core/schemas';
import type { CampaignPeriod } from '@campus/core/rules';
import { Button, FieldFrame, ProgressBar, useCampus, useFieldIds, useT } from '@campus/ui';
import type { IdempotentSubmitState } from '@campus/ui';
import type { PreparedPhoto } from '../shared/use-prepared-photo.js';
import { useSalesMessages } from '../shared/use-sales-messages.js';
import { PointsPreview } from './points-preview.js';
import { newProductLine } from './product-choices.js';
import { ProductLines } from './product-lines.js';
import { checkDraft, draftFingerprint, estimateTotal, saleProductsOf } from './sale-draft.js';
import type { SaleDraft } from './sale-draft.js';
import { SaleHeaderFields } from './sale-header-fields.js';
import { allStores } from './use-sales-data.js';
import { useFocusFirstError } from './use-focus-first-error.js';

/** Props of {@link SaleReportForm}. */
export interface SaleReportFormProps {
  draft: SaleDraft;
  onDraftChange: (draft: SaleDraft) => void;
  photo: PreparedPhoto;
  photoKey: number;
  stores: LoyaltyStoresResponse;
  products: readonly LoyaltyProduct[];
  /** The active campaign's period, when known. */
  period: CampaignPeriod | null;
  multiplier: number;
  invoicesSent: readonly string[];
  today: string;
  /** Shown above the form (e.g. "correcting the sale of invoice 123"). */
  notice?: string | undefined;
  /**
   * The form's retry-safe submit, owned by the widget above the tabs: a sale that failed on the network, retried
   * after a look at "my sales", is sent again with its key.
   */
  submission: IdempotentSubmitState<SaleCreated>;
  onSubmitted: (created: SaleCreated) => void;
}

/**
 * The insert-sales form (spec §2, §3 Sale, §5 Sales): every rule checked as the person types with core's
 * `checkSale` (shown once a field was touched, or all at the first submit), the server's refusals shown on
 * their fields, nothing typed ever lost, one submission at a time with an idempotency key (`useIdempotentSubmit`, given by the widget),
 * upload progress.
 */
export function SaleReportForm(props: SaleReportFormProps) {
  const { draft, onDraftChange, photo, photoKey, stores, products, period, multiplier, invoicesSent, today } = props;
  const { submission } = props;
  const campus = useCampus();
  const t = useT();
  const messages = useSalesMessages();
  const { formRef, focusFirstError } = useFocusFirstError();
  const sending = submission.status === 'sending';
  const [progress, setProgress] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [alert, setAlert] = useState<string | undefined>();
  const alertId = useId();

  const store = allStores(stores).find((candidate) => String(candidate.id) === draft.store);
  const clientErrors = checkDraft(draft, {
    store,
    campaign: period,
    today,
    invoicesSent,
    hasInvoicePhoto: photo.chosen !== null,
    products,
  });
  const errorOf = (field: string): string | undefined => {
    const server = serverErrors[field];
    if (server !== undefined) return messages.code(server);
    const client = clientErrors[field];
    return client !== undefined && (attempted || touched.has(field)) ? messages.code(client) : undefined;
  };
  const observationError = errorOf('observation');
  const observationIds = useFieldIds(undefined, { hint: true, error: observationError });
  const edited = (fields: readonly string[], next: SaleDraft) => {
    setTouched((previous) => new Set([...previous, ...fields]));
    setServerErrors((previous) =>
      Object.fromEntries(
        Object.entries(previous).filter(([field]) => !fields.some((f) => field === f || field.startsWith(`${f}.`))),
      ),
    );
    setAlert(undefined);
    onDraftChange(next);
  };

  const onField = (field: 'retailer' | 'store' | 'saleDate' | 'invoiceNumber', value: string) => {
    if (field === 'retailer') {
      const chain = stores.retailers.find((candidate) => String(candidate.id) === value);
      const keep = chain?.stores.some((candidate) => String(candidate.id) === draft.store) ?? false;
      const only = chain?.stores.length === 1 ? String(chain.stores[0]?.id) : '';
      edited(['retailer', 'store'], { ...draft, retailer: value, store: keep ? draft.store : only });
      return;
    }
    const wire = { store: 'store', saleDate: 'sale_date', invoiceNumber: 'invoice_number' }[field];
    edited([wire], { ...draft, [field]: value });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    if (Object.keys(clientErrors).length > 0 || photo.preparing) {
      setAlert(t('sales.form.fix_fields'));
      focusFirstError();
      return;
    }
    // A lost answer keeps the key, so sending the same body again cannot double-report; a refusal spends it.
    const outcome = await submission.submit(draftFingerprint(draft, photo.chosen), (idempotencyKey) => {
      // Only when this submission is the one sent (a double click in one frame answers `busy`).
      setProgress(0);
      setAlert(undefined);
      setServerErrors({});
      return submitSale(
        campus.api,
        {
          retailer: Number(draft.retailer),
          store: Number(draft.store),
          sale_date: draft.saleDate,
          invoice_number: draft.invoiceNumber.trim(),
          observation: draft.observation.trim(),
          products: saleProductsOf(draft),
          invoicePhoto: photo.ready,
        },
        { idempotencyKey, onUploadProgress: setProgress },
      );
    });
    if (outcome.status === 'done') props.onSubmitted(outcome.data);
    else if (outcome.status === 'error') {
      setServerErrors(httpErrorOf(outcome.error)?.fieldErrors ?? {});
      setAlert(messages.failure(outcome.error));
      focusFirstError();
    }
  };

  return (
    <form
      ref={formRef}
      className="campus-sales__form"
      part="form"
      noValidate
      aria-describedby={alert === undefined ? undefined : alertId}
      onSubmit={(event) => void submit(event)}
    >
      {props.notice !== undefined && (
        <p className="campus-sales__notice" part="notice">
          {props.notice}
        </p>
      )}
      <SaleHeaderFields
        draft={draft}
        onField={onField}
        stores={stores}
        store={store}
        period={period}
        today={today}
        photo={photo}
        photoKey={photoKey}
        onPhoto={(file) => {
          photo.choose(file);
          edited(['invoice_photo'], draft);
        }}
        errorOf={errorOf}
        disabled={sending}
      />
      <ProductLines
        lines={draft.lines}
        products={products}
        multiplier={multiplier}
        errorOf={errorOf}
        disabled={sending}
        onChange={(index, line) => {
          const lines = draft.lines.map((current, at) => (at === index ? line : current));
          const changedSku = line.sku !== draft.lines[index]?.sku;
          const fields = [`products.${index}.quantity`, ...(changedSku ? [`products.${index}.sku`] : [])];
          edited(['products', ...fields], { ...draft, lines });
        }}
        onAdd={() => edited(['products'], { ...draft, lines: [...draft.lines, newProductLine()] })}
        onRemove={(index) => edited(['products'], { ...draft, lines: draft.lines.filter((_, at) => at !== index) })}
      />
      <FieldFrame
        ids={observationIds}
        label={t('sales.form.observation')}
        hint={t('sales.form.observation_hint')}
        error={observationError}
      >
        <textarea
          id={observationIds.controlId}
          className="campus-input campus-sales__textarea"
          part="textarea"
          rows={3}
          disabled={sending}
          value={draft.observation}
          aria-invalid={observationError !== undefined || undefined}
          aria-describedby={observationIds.describedBy}
          onChange={(event) => edited(['observation'], { ...draft, observation: event.target.value })}
        />
      </FieldFrame>
      <PointsPreview total={estimateTotal(draft, products, multiplier)} multiplier={multiplier} />
      {alert !== undefined && (
        <div className="campus-sales__alert" part="alert" role="alert" id={alertId} tabIndex={-1} data-sales-alert="">
          {alert}
        </div>
      )}
      {sending && <ProgressBar value={progress * 100} label={t('sales.form.upload_progress')} />}
      <div className="campus-sales__actions">
        <Button type="submit" loading={sending || photo.preparing}>
          {t('sales.form.submit')}
        </Button>
      </div>
    </form>
  );
}
