import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { createIdempotencyKeeper, isCampusError, selectIsSignedIn } from '@campus/core';
import type { PhotoCreated } from '@campus/core';
import {
  Button,
  EmptyState,
  ErrorState,
  FileInput,
  ProgressBar,
  Select,
  Skeleton,
  useCampus,
  useLocale,
  usePackageMessages,
  useResource,
  useSession,
  useT,
} from '@campus/ui';
import { fetchPhotoLimits, fetchPhotoTypes, fetchStores, submitPhoto } from '../api/sales-api';
import type { PhotoUploadedDetail } from '../events';
import { SALES_MESSAGES } from '../messages/sales-messages';
import { useFocusFirstError } from '../sales-form/use-focus-first-error';
import { formatPoints } from '../shared/format';
import { productToday } from '../shared/product-day';
import { fieldErrorsOf, isRefusal, refusalDetail, useSalesMessages } from '../shared/sales-errors';
import { SignedOutNotice } from '../shared/signed-out-notice';
import { usePreparedPhoto } from '../shared/use-prepared-photo';
import { blockedUntil, photoSlot, weekStartFromNextAllowed, weeksFromLimits } from './photo-limits';
import type { KnownPhotoWeeks } from './photo-limits';
import { PhotoResult, WeeklyLimitNotice } from './photo-result';

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
  usePackageMessages(SALES_MESSAGES);
  const signedIn = useSession(selectIsSignedIn);
  if (!signedIn) return <SignedOutNotice part="photo-upload" titleKey="sales.photo.signed_out_title" />;
  return <PhotoUploadForm {...props} />;
}

const PHOTO_LIMIT = 'photo_already_sent_this_week';

function PhotoUploadForm({ onPhotoUploaded }: PhotoUploadProps) {
  const campus = useCampus();
  const t = useT();
  const locale = useLocale();
  const messages = useSalesMessages();
  const headingId = useId();
  const types = useResource(['sales', 'photo-types'], ({ campus: c, signal }) => fetchPhotoTypes(c, signal), {
    isEmpty: (data) => data.photo_types.length === 0,
  });
  const stores = useResource(['sales', 'stores'], ({ campus: c, signal }) => fetchStores(c, signal));
  const [photoType, setPhotoType] = useState('');
  const [store, setStore] = useState('');
  const photo = usePreparedPhoto();
  const [photoKey, setPhotoKey] = useState(0);
  const [keeper] = useState(() => createIdempotencyKeeper());
  const running = useRef(false);
  const [sending, setSending] = useState(false);
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
  // The store's limits, asked as soon as it is chosen, and again each time (staleTime 0): anyone at the store may
  // have sent a photo meanwhile. Without them (an API that lacks the call, a failure) the widget still learns
  // from its own uploads and the server's refusal.
  const limits = useResource(
    store === '' ? null : ['sales', 'photo-limits', store],
    ({ campus: c, signal }) => fetchPhotoLimits(c, store, signal),
    { staleTime: 0 },
  );
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
    if (running.current) return;
    setAttempted(true);
    if (Object.keys(clientErrors).length > 0 || limitDate !== undefined || photo.ready === null) {
      focusFirstError();
      return;
    }
    running.current = true;
    setSending(true);
    setProgress(0);
    edited();
    const body = { photo_type: chosenType?.id ?? photoType, store: chosenStore?.id ?? store, photo: photo.ready };
    const fingerprint = JSON.stringify([
      photoType,
      store,
      photo.ready.name,
      photo.ready.size,
      photo.ready.lastModified,
    ]);
    try {
      const created = await submitPhoto(campus, body, {
        idempotencyKey: keeper.keyFor(fingerprint),
        onUploadProgress: setProgress,
      });
      keeper.settle();
      setWeeks((known) => ({ ...known, [slot]: created.week_start }));
      // Other widgets sharing the cache learn of this photo too.
      limits.retry();
      setResult(created);
      onPhotoUploaded?.({
        id: created.id,
        points: created.points,
        photo_type_id: body.photo_type,
        store_id: body.store,
        week_start: created.week_start,
        next_allowed_date: created.next_allowed_date,
      });
    } catch (error) {
      if (isRefusal(error)) keeper.settle();
      const next = refusalDetail(error, 'next_allowed_date');
      if (isCampusError(error) && error.code === PHOTO_LIMIT && next !== undefined) {
        setWeeks((known) => ({ ...known, [slot]: weekStartFromNextAllowed(next) }));
      } else {
        setServerErrors(fieldErrorsOf(error));
        setFailure(error);
      }
      focusFirstError();
    } finally {
      running.current = false;
      setSending(false);
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
      <div className="campus-sales__loading" part="loading" aria-busy="true">
        <p className="campus-visually-hidden">{t('ui.loading')}</p>
        <Skeleton lines={4} />
      </div>
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
                points: t('sales.points', { count: type.points, formatted: formatPoints(type.points, locale) }),
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
