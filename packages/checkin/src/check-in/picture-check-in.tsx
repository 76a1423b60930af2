import { useState } from 'react';
import type { CheckInCredential } from '@campus/core/api';
import { FileInput, useT } from '@campus/ui';
import { parseQrPayload } from '../qr/qr-payload.js';
import type { QrReader } from '../qr/qr-reader.js';

/** Props of {@link PictureCheckIn}. */
export interface PictureCheckInProps {
  reader: QrReader;
  onSubmit: (credential: CheckInCredential) => void;
  /** Check-in is locked or on its way. */
  disabled: boolean;
  /** A new picture was chosen: the previous outcome no longer applies. */
  onChoose?: () => void;
}

/**
 * Check-in by a picture of the event's QR code (a photo or a screenshot): for desktops without a camera, or
 * a QR code received by message. The picture is decoded the same way as camera frames; a QR code that is not
 * an event's is said so and not sent. Part: `picture-form`.
 */
export function PictureCheckIn({ reader, onSubmit, disabled, onChoose }: PictureCheckInProps) {
  const t = useT();
  const [problem, setProblem] = useState<string | undefined>();
  const [reading, setReading] = useState(false);

  const read = async (file: File | null) => {
    setProblem(undefined);
    onChoose?.();
    if (file === null) return;
    setReading(true);
    try {
      const text = await reader.readImage(file);
      const secret = text === null ? undefined : parseQrPayload(text);
      if (text === null) setProblem(t('checkin.picture.not_found'));
      else if (secret === undefined) setProblem(t('checkin.qr.not_event'));
      else onSubmit({ qr: secret });
    } catch {
      // Not an image the browser can open (a PDF, a broken file), or the decoder chunk failed to load.
      setProblem(t('checkin.picture.unreadable'));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className="campus-checkin__form" part="picture-form">
      <FileInput
        label={t('checkin.picture.label')}
        hint={t('checkin.picture.hint')}
        accept="image/*"
        error={problem}
        disabled={disabled || reading}
        onChange={(file) => void read(file)}
      />
      {reading && (
        <p className="campus-checkin__progress" role="status">
          {t('checkin.picture.reading')}
        </p>
      )}
    </div>
  );
}
