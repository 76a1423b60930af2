import { useId, useRef, useState } from 'react';
import { accountQueries } from '@campus/core';
import { removeAvatar, uploadAvatar } from '@campus/core/api';
import {
  Button,
  ErrorState,
  FileInput,
  Heading,
  SignedInOnly,
  Skeleton,
  useCampus,
  useMediaUrl,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';
import { profileSignedOut } from '../shared/profile-signed-out.js';
import { AVATAR_TYPES, cropToBlob } from './crop-canvas.js';
import { cropRect, outputSide } from './crop-geometry.js';
import { CropPreview } from './crop-preview.js';
import { useAvatarCrop } from './use-avatar-crop.js';

/** Props of {@link AvatarEditor}. */
export interface AvatarEditorProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** The avatar changed (uploaded: its path; removed: null). */
  onChanged?: (detail: { avatar: string | null }) => void;
}

type Outcome = { tone: 'success'; text: string } | { tone: 'error'; text: string } | null;

/**
 * The signed-in person's avatar (spec §2 profile "avatar"): the current picture, a picker for a new image that
 * is cropped square before upload (zoom and position by keyboard, sliders or dragging; a canvas preview), the
 * upload (`POST /accounts/profile/avatar/`, stored re-encoded by the server) and the removal. Errors are shown in
 * the person's language; the profile query is refreshed after each change.
 */
export function AvatarEditor(props: AvatarEditorProps) {
  usePackageMessages(PROFILE_MESSAGES);
  return (
    <SignedInOnly {...profileSignedOut('avatar')}>
      <AvatarPanel {...props} />
    </SignedInOnly>
  );
}

function AvatarPanel({ headingLevel = 3, onChanged }: AvatarEditorProps) {
  const t = useT();
  const campus = useCampus();
  const headingId = useId();
  const profile = useQuery(accountQueries.profile());
  const mediaUrl = useMediaUrl();
  const cropping = useAvatarCrop();
  const [busy, setBusy] = useState<'saving' | 'removing' | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Remounts the picker after a save or a cancel, so it forgets the file.
  const [pickerKey, setPickerKey] = useState(0);
  const section = useRef<HTMLElement>(null);
  const { state } = cropping;

  const errorText = (error: unknown) => campus.errorMessage(error, 'profile.avatar');
  const done = (avatar: string | null, text: string) => {
    campus.query.invalidateAfter('profile');
    cropping.clear();
    setPickerKey((key) => key + 1);
    setOutcome({ tone: 'success', text });
    onChanged?.({ avatar });
  };

  const save = async () => {
    if (state.status !== 'ready' || busy) return;
    setBusy('saving');
    setOutcome(null);
    try {
      const rect = cropRect(state.image.width, state.image.height, state.crop);
      const owner = section.current?.ownerDocument ?? document;
      const blob = await cropToBlob(owner, state.image, rect, outputSide(rect), state.file.type);
      const saved = await uploadAvatar(campus.api, blob);
      done(saved.avatar, t('profile.avatar.saved'));
    } catch (error) {
      // The crop stays as it was, to try again.
      setOutcome({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const remove = async () => {
    if (busy) return;
    setBusy('removing');
    setOutcome(null);
    try {
      await removeAvatar(campus.api);
      done(null, t('profile.avatar.removed'));
    } catch (error) {
      setOutcome({ tone: 'error', text: errorText(error) });
    } finally {
      setBusy(null);
    }
  };

  const cancel = () => {
    cropping.clear();
    setPickerKey((key) => key + 1);
  };

  const current = profile.data ? mediaUrl(profile.data.avatar) : null;
  const pickerError = state.status === 'refused' ? t(`profile.avatar.errors.${state.code}`) : undefined;

  return (
    <section ref={section} className="campus-avatar" part="avatar" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-avatar__title" part="title">
        {t('profile.avatar.title')}
      </Heading>
      {profile.status === 'loading' && <Skeleton lines={2} />}
      {profile.status === 'error' && (
        <ErrorState error={profile.error} onRetry={profile.retry} retrying={profile.isFetching} />
      )}
      {profile.data !== undefined && (
        <div className="campus-avatar__current" part="current">
          {current !== null ? (
            <img className="campus-avatar__image" part="image" src={current} alt={t('profile.avatar.current_alt')} />
          ) : (
            <p className="campus-avatar__none">{t('profile.avatar.none')}</p>
          )}
          {current !== null && state.status !== 'ready' && (
            <Button
              variant="secondary"
              loading={busy === 'removing'}
              disabled={busy !== null}
              onClick={() => void remove()}
            >
              {busy === 'removing' ? t('profile.avatar.removing') : t('profile.avatar.remove')}
            </Button>
          )}
        </div>
      )}
      <FileInput
        key={pickerKey}
        label={current === null ? t('profile.avatar.choose') : t('profile.avatar.choose_other')}
        hint={t('profile.avatar.choose_hint')}
        accept={AVATAR_TYPES.join(',')}
        name="avatar"
        error={pickerError}
        disabled={busy !== null}
        onChange={cropping.choose}
      />
      {state.status === 'ready' && (
        <>
          <CropPreview image={state.image} crop={state.crop} onCropChange={cropping.setCrop} disabled={busy !== null} />
          <div className="campus-avatar__actions" part="actions">
            <Button loading={busy === 'saving'} onClick={() => void save()}>
              {busy === 'saving' ? t('profile.avatar.saving') : t('profile.avatar.save')}
            </Button>
            <Button variant="secondary" disabled={busy !== null} onClick={cancel}>
              {t('profile.avatar.cancel')}
            </Button>
          </div>
        </>
      )}
      <p
        className="campus-avatar__outcome"
        part="outcome"
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
        data-tone={outcome?.tone}
      >
        {outcome?.text}
      </p>
    </section>
  );
}
