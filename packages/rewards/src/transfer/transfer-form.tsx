import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { transferPoints } from '@campus/core/api';
import { maskDocument, TRANSFERRED_POINTS_VALIDITY_MONTHS, validateDocument } from '@campus/core/rules';
import type { PointsTransferRequest, PointsTransferResponse } from '@campus/core/schemas';
import { Button, TextField, useCampus, useIdempotentSubmit, useT } from '@campus/ui';
import { usePointsText } from '../shared/use-points-text.js';
import { transferFailure } from './transfer-error.js';
import type { TransferFailure } from './transfer-error.js';

/** Props of {@link TransferForm}. */
export interface TransferFormProps {
  /** The member's balance: the most that can be sent. */
  balance: number;
  /** The points were sent (the answer of `POST /api/points/transfer/`). */
  onTransferred: (transfer: PointsTransferResponse) => void;
  /** A transfer was refused (its code), so the summary can show what it says of the registration. */
  onRefused?: (code: string) => void;
  /** The document typed changed (what was known of its registration no longer applies). */
  onDocumentChange?: () => void;
}

type FieldErrors = Partial<Record<'document' | 'points', string>>;

/**
 * The transfer form (spec §5 Points transfer): the partner registration's CPF and the points, checked before
 * asking; then a confirmation with the 12-month validity (§9); then `POST /api/points/transfer/` once — the
 * button is busy while it runs, a second click is ignored, and one `Idempotency-Key` per body makes a retry
 * replay instead of sending twice. A refusal (§8) is shown in place, with focus on it, and nothing typed is lost.
 */
export function TransferForm({ balance, onTransferred, onRefused, onDocumentChange }: TransferFormProps) {
  const campus = useCampus();
  const t = useT();
  const points = usePointsText();
  const confirmTitleId = useId();
  const [document, setDocument] = useState('');
  const [pointsText, setPointsText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [confirming, setConfirming] = useState<PointsTransferRequest | undefined>();
  const [failure, setFailure] = useState<TransferFailure | undefined>();
  const [attempts, setAttempts] = useState(0);
  // One key per body, kept while an attempt got no answer (the retry replays); a double click sends once.
  const transfer = useIdempotentSubmit<PointsTransferResponse>();
  const sending = transfer.status === 'sending';
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);

  // Focus goes to what needs attention: the confirmation, the refusal, or the first field to fix.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (attempts === 0) return;
    const invalid = formRef.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]');
    if (failure?.place === 'form' || !invalid) alertRef.current?.focus();
    else invalid.focus();
  }, [attempts, failure]);

  const review = (event: FormEvent) => {
    event.preventDefault();
    if (confirming) return;
    const next: FieldErrors = {};
    const checked = validateDocument(document, 'BRA');
    if (!checked.valid) next.document = t(`errors.${checked.error}`);
    const amount = /^\d{1,8}$/.test(pointsText.trim()) ? Number(pointsText.trim()) : Number.NaN;
    if (!(amount > 0)) next.points = t('rewards.transfer.points_invalid');
    else if (amount > balance) next.points = t('rewards.transfer.errors.insufficient_points');
    setErrors(next);
    setFailure(undefined);
    if (next.document !== undefined || next.points !== undefined || !checked.valid) {
      setAttempts((count) => count + 1);
      return;
    }
    setConfirming({ document: checked.digits, points: amount });
  };

  const send = async () => {
    if (!confirming) return;
    const body = confirming;
    const outcome = await transfer.submit(JSON.stringify(body), (idempotencyKey) =>
      transferPoints(campus.api, body, { idempotencyKey }),
    );
    if (outcome.status === 'done') {
      campus.stores.reward.getState().setRewardBalance({ reward_user_points: outcome.data.balance });
      campus.query.invalidateAfter('transfer');
      onTransferred(outcome.data);
    } else if (outcome.status === 'error') {
      const refused = transferFailure(campus, outcome.error);
      setFailure(refused);
      setErrors(refused.place === 'form' ? {} : { [refused.place]: refused.message });
      setConfirming(undefined);
      setAttempts((count) => count + 1);
      onRefused?.(refused.code);
    }
  };

  const locked = confirming !== undefined;
  return (
    <form
      className="campus-transfer__form"
      part="form"
      noValidate
      aria-label={t('rewards.transfer.form')}
      ref={formRef}
      onSubmit={review}
    >
      <TextField
        label={t('rewards.transfer.document')}
        hint={t('rewards.transfer.document_hint')}
        inputMode="numeric"
        autoComplete="off"
        required
        readOnly={locked}
        value={document}
        error={errors.document}
        onChange={(event) => {
          setDocument(maskDocument(event.target.value, 'BRA'));
          setErrors(({ document: _dropped, ...rest }) => rest);
          onDocumentChange?.();
        }}
      />
      <TextField
        label={t('rewards.transfer.points')}
        hint={t('rewards.transfer.points_hint', { points: points(balance) })}
        type="number"
        inputMode="numeric"
        min={1}
        max={balance}
        step={1}
        required
        readOnly={locked}
        value={pointsText}
        error={errors.points}
        onChange={(event) => {
          setPointsText(event.target.value);
          setErrors(({ points: _dropped, ...rest }) => rest);
        }}
      />
      <p className="campus-transfer__failure" part="error" role="alert" tabIndex={-1} ref={alertRef}>
        {failure?.place === 'form' ? failure.message : ''}
      </p>
      {confirming ? (
        <div className="campus-transfer__confirm" part="confirm" role="group" aria-labelledby={confirmTitleId}>
          <p className="campus-transfer__confirm-title" id={confirmTitleId} tabIndex={-1} ref={confirmRef}>
            {t('rewards.transfer.confirm_title')}
          </p>
          <p>
            {t('rewards.transfer.confirm_message', {
              points: points(confirming.points),
              document: maskDocument(confirming.document, 'BRA'),
            })}
          </p>
          <p>{t('rewards.transfer.validity', { months: TRANSFERRED_POINTS_VALIDITY_MONTHS })}</p>
          <div className="campus-transfer__actions">
            <Button loading={sending} onClick={() => void send()}>
              {t('rewards.transfer.confirm')}
            </Button>
            <Button variant="secondary" disabled={sending} onClick={() => setConfirming(undefined)}>
              {t('rewards.transfer.edit')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="campus-transfer__actions">
          <Button type="submit">{t('rewards.transfer.review')}</Button>
        </div>
      )}
    </form>
  );
}
