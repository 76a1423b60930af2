import { useState } from 'react';
import type { CheckInCredential } from '@campus/core/api';
import { Button, Spinner, useT } from '@campus/ui';
import { parseQrPayload } from '../qr/qr-payload.js';
import type { QrReader } from '../qr/qr-reader.js';
import { useQrCamera } from '../qr/use-qr-camera.js';

/** Props of {@link CameraCheckIn}. */
export interface CameraCheckInProps {
  reader: QrReader;
  onSubmit: (credential: CheckInCredential) => void;
  /** Check-in is locked or on its way. */
  disabled: boolean;
}

/**
 * Check-in by pointing the camera at the event's QR code: the camera opens when asked, frames are read until
 * an event's QR code shows up, then the camera closes and the check-in is sent. A QR code that is not an
 * event's is said so while scanning goes on. Parts: `camera`, `camera-video`.
 */
export function CameraCheckIn({ reader, onSubmit, disabled }: CameraCheckInProps) {
  const t = useT();
  const [foreign, setForeign] = useState(false);
  const { status, problem, videoRef, start, stop } = useQrCamera(reader, (text) => {
    const secret = parseQrPayload(text);
    if (secret === undefined) {
      setForeign(true);
      return false;
    }
    setForeign(false);
    onSubmit({ qr: secret });
    return true;
  });
  const on = status === 'starting' || status === 'scanning';

  return (
    <div className="campus-checkin__camera" part="camera">
      {status === 'scanning' && (
        <video
          ref={videoRef}
          className="campus-checkin__video"
          part="camera-video"
          aria-label={t('checkin.camera.video')}
          muted
          playsInline
        />
      )}
      {status === 'starting' && <Spinner label={t('checkin.camera.starting')} />}
      <p className="campus-checkin__progress" role="status">
        {status === 'scanning' && t(foreign ? 'checkin.qr.not_event' : 'checkin.camera.scanning')}
      </p>
      {status === 'error' && problem !== undefined && (
        <p className="campus-checkin__problem" role="alert">
          {t(`checkin.camera.${problem}`)}
        </p>
      )}
      <div className="campus-checkin__actions">
        {on ? (
          <Button variant="secondary" onClick={stop}>
            {t('checkin.camera.stop')}
          </Button>
        ) : (
          <Button disabled={disabled} onClick={start}>
            {t('checkin.camera.start')}
          </Button>
        )}
      </div>
    </div>
  );
}
