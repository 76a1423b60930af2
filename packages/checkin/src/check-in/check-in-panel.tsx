import { useEffect, useRef, useState } from 'react';
import { Tabs, useCampus, useLocale, useT } from '@campus/ui';
import type { CheckedInDetail } from '../events.js';
import type { QrReader } from '../qr/qr-reader.js';
import { CameraCheckIn } from './camera-check-in.js';
import { checkInErrorMessage } from './check-in-error.js';
import { CheckInResult } from './check-in-result.js';
import { CodeCheckIn } from './code-check-in.js';
import { PictureCheckIn } from './picture-check-in.js';
import { useCheckIn } from './use-check-in.js';

/** The ways to check in: the typed code, the camera, a picture of the QR code. */
export const CHECK_IN_METHODS = ['code', 'camera', 'picture'] as const;

/** A way to check in. */
export type CheckInMethod = (typeof CHECK_IN_METHODS)[number];

/** Props of {@link CheckInPanel}. */
export interface CheckInPanelProps {
  /** The method shown first. @default 'code' */
  method?: CheckInMethod;
  reader: QrReader;
  onCheckedIn: ((detail: CheckedInDetail) => void) | undefined;
}

/**
 * Check-in itself (spec §2 Events): by the six-digit code, the camera or a picture of the QR code, then the
 * result, or the exact refusal (§8 and docs/loyalty.md: invalid code, event not open, level required,
 * already checked in, too many attempts with the time to try again, network failure) in an alert that takes
 * focus. What was typed stays. Parts: `check-in-panel`, `alert`, and those of each method.
 */
export function CheckInPanel({ method = 'code', reader, onCheckedIn }: CheckInPanelProps) {
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const checkIn = useCheckIn(onCheckedIn);
  const [code, setCode] = useState('');
  const alert = useRef<HTMLDivElement>(null);
  const busy = checkIn.status === 'sending';
  const locked = checkIn.lockedUntil !== undefined;

  useEffect(() => {
    if (checkIn.status === 'error') alert.current?.focus();
  }, [checkIn.status, checkIn.error]);

  if (checkIn.status === 'done' && checkIn.result !== undefined) {
    return (
      <div className="campus-checkin__panel" part="check-in-panel">
        <CheckInResult
          attendance={checkIn.result}
          onAgain={() => {
            setCode('');
            checkIn.reset();
          }}
        />
      </div>
    );
  }

  const submit = (credential: Parameters<typeof checkIn.submit>[0]) => void checkIn.submit(credential);
  // Editing the code or choosing another picture starts over: the last refusal no longer applies.
  const startOver = () => {
    if (checkIn.status === 'error' && !locked) checkIn.reset();
  };
  const tabs = [
    {
      id: 'code',
      label: t('checkin.methods.code'),
      panel: (
        <CodeCheckIn
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            startOver();
          }}
          onSubmit={submit}
          busy={busy}
          disabled={locked}
        />
      ),
    },
    {
      id: 'camera',
      label: t('checkin.methods.camera'),
      panel: <CameraCheckIn reader={reader} onSubmit={submit} disabled={locked || busy} />,
    },
    {
      id: 'picture',
      label: t('checkin.methods.picture'),
      panel: <PictureCheckIn reader={reader} onSubmit={submit} disabled={locked || busy} onChoose={startOver} />,
    },
  ];

  return (
    <div className="campus-checkin__panel" part="check-in-panel">
      <p className="campus-checkin__intro">{t('checkin.intro')}</p>
      <Tabs label={t('checkin.methods.label')} tabs={tabs} defaultSelectedId={method} />
      {busy && (
        <p className="campus-checkin__progress" role="status">
          {t('checkin.sending')}
        </p>
      )}
      {checkIn.status === 'error' && (
        <div className="campus-checkin__alert" part="alert" role="alert" tabIndex={-1} ref={alert}>
          <p className="campus-checkin__alert-title">{t('checkin.errors.title')}</p>
          <p>{checkInErrorMessage(campus, t, locale, checkIn.error)}</p>
        </div>
      )}
    </div>
  );
}
