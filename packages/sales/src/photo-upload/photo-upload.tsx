import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf, loyaltyQueries } from '@campus/core';
import { submitPhoto } from '@campus/core/api';
import type { PhotoCreated } from '@campus/core/schemas';
import {
  Button,
  EmptyState,
  ErrorState,
  FileInput,
  formatNumber,
  LoadingRegion,
  ProgressBar,
  Select,
  SignedInOnly,
  Skeleton,
  useCampus,
  useIdempotentSubmit,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { PhotoUploadedDetail } from '../events.js';
import { salesSignedOut } from '../shared/sales-signed-out.js';
import { useFocusFirstError } from '../sales-form/use-focus-first-error.js';
import { productToday } from '../shared/product-day.js';
import { usePreparedPhoto } from '../shared/use-prepared-photo.js';
import { useSalesMessages } from '../shared/use-sales-messages.js';
import { blockedUntil, photoSlot, weekStartFromNextAllowed, weeksFromLimits } from './photo-limits.js';
import type { KnownPhotoWeeks } from './photo-limits.js';
import { PhotoResult, WeeklyLimitNotice } from './photo-result.js';

/** Props of {@link PhotoUpload}. */
export interface PhotoUploadProps {
  /** A store photo was accepted and its points credited (`campus-photo-uploaded`). */
  onPhotoUploaded?: (detail: PhotoUploadedDetail) => void;
}

/**
 * The upload-photos widget (spec §2 `upload-photos`, §3 Photo upload, §5): a photo type and a store, the photo
 * (camera on phones, downscaled before upload, with progress), the points credited, and the weekly limit with
 * the next day a photo of that type may go to that store.
 */
export function PhotoUpload(props: PhotoUploadProps) {
  return (
    <SignedInOnly {...salesSignedOut('photo-upload', 'sales.photo.signed_out_title')}>
      <PhotoUploadForm {...props} />
    </SignedInOnly>
  );
}

const PHOTO_LIMIT = 'photo_already_sent_this_week';

function PhotoUploadForm({ onPhotoUploaded }: PhotoUploadProps) {
  const campus = useCampus();
  const t = useT();
  const locale = useLocale();
  const messages = useSalesMessages();
  const headingId = useId();
  const types = useQuery(loyaltyQueries.photoTypes(locale), { isEmpty: (data) => data.photo_types.length === 0 });
  const stores = useQuery(loyaltyQueries.stores());
  const [photoType, setPhotoType] = useState('');
  const [store, setStore] = useState('');
  const photo = usePreparedPhoto();
  const [photoKey, setPhotoKey] = useState(0);
  const submission = useIdempotentSubmit<PhotoCreated>();
  const sending = submission.status === 'sending';
  const [progress, setProgress] = useState(0);
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});
  const [failure, setFailure] = useState<unknown>();
  const [weeks, setWeeks] = useState<KnownPhotoWeeks>({});
  const [result, setResult] = useState<PhotoCreated | undefined>();
  const { formRef, focusFirstError } = useFocusFirstError();

  const storeList = stores.data?.retailers.flatMap((chain) =>
    chain.stores.map((s) => ({ ...s, retailer: chain.name })),
  );
  const chosenStore = storeList?.find((candidate) => String(candidate.id) === store);
  const chosenType = types.data?.photo_types.find((type) => String(type.id) === photoType);
  const today = productToday();
  // The store's limits, asked as soon as it is chosen, and again each time (core's staleTime 0): anyone at the
  // store may have sent a photo meanwhile. Without them (an API that lacks the call, a failure) the widget still
  // learns from its own uploads and the server's refusal.
  const limits = useQuery(store === '' ? null : loyaltyQueries.photoLimits(chosenStore?.id ?? store));
  const slot = photoSlot(photoType, store);
  const known = limits.data ? { ...weeksFromLimits(limits.data), ...weeks } : weeks;
  const limitDate = photoType !== '' && store !== '' ? blockedUntil(known, slot, today) : undefined;

  const clientErrors: Record<string, string> = {};
  if (photoType === '') clientErrors['photo_type'] = 'photo_type_required';
  if (store === '') clientErrors['store'] = 'store_choice_required';
  else if (chosenStore && !chosenStore.participating) clientErrors['store'] = 'store_not_participating';
  if (photo.chosen === null) clientErrors['photo'] = 'photo_required';
  const errorOf = (field: string): string | undefined => {
    const code = serverErrors[field] ?? (attempted ? clientErrors[field] : undefined);
    // The weekly limit has its own notice with the next allowed date.
    return code === undefined || code === PHOTO_LIMIT ? undefined : messages.code(code);
  };
  const edited = () => {
    setServerErrors({});
    setFailure(undefined);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setAttempted(true);
    if (Object.keys(clientErrors).length > 0 || limitDate !== undefined || photo.ready === null) {
      focusFirstError();
      return;
    }
    const body = { photo_type: chosenType?.id ?? photoType, store: chosenStore?.id ?? store, photo: photo.ready };
    const fingerprint = JSON.stringify([
      photoType,
      store,
      photo.ready.name,
      photo.ready.size,
      photo.ready.lastModified,
    ]);
    const outcome = await submission.submit(fingerprint, (idempotencyKey) => {
      // Only when this submission is the one sent (a double click in one frame answers `busy`).
      setProgress(0);
      edited();
      return submitPhoto(campus.api, body, { idempotencyKey, onUploadProgress: setProgress });
    });
    if (outcome.status === 'done') {
      const created = outcome.data;
      setWeeks((known) => ({ ...known, [slot]: created.week_start }));
      // Points, level, ranking and every widget's photo limits learn of this photo too.
      campus.query.invalidateAfter('photo');
      setResult(created);
      onPhotoUploaded?.({
        id: created.id,
        points: created.points,
        photo_type_id: body.photo_type,
        store_id: body.store,
        week_start: created.week_start,
        next_allowed_date: created.next_allowed_date,
      });
    } else if (outcome.status === 'error') {
      const refusal = httpErrorOf(outcome.error);
      const next = refusal?.details['next_allowed_date'];
      if (refusal?.code === PHOTO_LIMIT && next !== undefined) {
        setWeeks((known) => ({ ...known, [slot]: weekStartFromNextAllowed(String(next)) }));
      } else {
        setServerErrors(refusal?.fieldErrors ?? {});
        setFailure(outcome.error);
      }
      focusFirstError();
    }
  };

  const another = () => {
    setResult(undefined);
    setAttempted(false);
    photo.choose(null);
    setPhotoKey((key) => key + 1);
  };

  let body;
  if (types.status === 'loading' || stores.status === 'loading') {
    body = (
      <LoadingRegion className="campus-sales__loading" part="loading">
        <Skeleton lines={4} />
      </LoadingRegion>
    );
  } else if (types.status === 'error' || stores.status === 'error') {
    const failed = types.status === 'error' ? types : stores;
    body = <ErrorState error={failed.error} onRetry={failed.retry} retrying={failed.isFetching} />;
  } else if (types.status === 'empty') {
    body = <EmptyState title={t('sales.photo.no_types_title')} description={t('sales.photo.no_types_description')} />;
  } else if ((storeList?.length ?? 0) === 0) {
    body = <EmptyState title={t('sales.form.no_stores_title')} description={t('sales.form.no_stores_description')} />;
  } else if (result) {
    body = <PhotoResult photo={result} onAnother={another} />;
  } else {
    body = (
      <form
        ref={formRef}
        className="campus-sales__form"
        part="form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p className="campus-sales__note">{t('sales.photo.weekly_rule')}</p>
        <div className="campus-sales__row">
          <Select
            label={t('sales.photo.photo_type')}
            required
            disabled={sending}
            value={photoType}
            options={(types.data?.photo_types ?? []).map((type) => ({
              value: String(type.id),
              label: t('sales.photo.photo_type_option', {
                name: type.name,
                points: t('sales.points', { count: type.points, formatted: formatNumber(type.points, locale) }),
              }),
            }))}
            hint={chosenType?.description || undefined}
            error={errorOf('photo_type')}
            onChange={(event) => {
              setPhotoType(event.target.value);
              edited();
            }}
          />
          <Select
            label={t('sales.photo.store')}
            required
            disabled={sending}
            value={store}
            options={(storeList ?? []).map((option) => ({
              value: String(option.id),
              label: t(
                option.participating ? 'sales.photo.store_option' : 'sales.photo.store_not_participating_option',
                { name: option.name, retailer: option.retailer },
              ),
            }))}
            error={errorOf('store')}
            onChange={(event) => {
              setStore(event.target.value);
              edited();
            }}
          />
        </div>
        {limitDate !== undefined && (
          <WeeklyLimitNotice nextAllowedDate={limitDate} message={messages.code(PHOTO_LIMIT)} />
        )}
        <FileInput
          key={photoKey}
          label={t('sales.photo.photo')}
          accept="image/jpeg,image/png,image/webp"
          capture="environment"
          required
          disabled={sending}
          defaultFile={photo.chosen}
          hint={photo.preparing ? t('sales.form.preparing_photo') : t('sales.photo.photo_hint')}
          error={errorOf('photo')}
          onChange={(file) => {
            photo.choose(file);
            edited();
          }}
        />
        {failure !== undefined && (
          <div className="campus-sales__alert" part="alert" role="alert" tabIndex={-1} data-sales-alert="">
            {messages.failure(failure)}
          </div>
        )}
        {sending && <ProgressBar value={progress * 100} label={t('sales.photo.upload_progress')} />}
        <div className="campus-sales__actions">
          <Button type="submit" loading={sending || photo.preparing}>
            {t('sales.photo.submit')}
          </Button>
        </div>
      </form>
    );
  }

  return (
    <section className="campus-sales" part="photo-upload" aria-labelledby={headingId}>
      <h2 className="campus-sales__title" part="title" id={headingId}>
        {t('sales.photo.title')}
      </h2>
      {body}
    </section>
  );
}
