import { useEffect, useRef } from 'react';
import { maskDocument } from '@campus/core/rules';
import type { PointsTransferResponse } from '@campus/core/schemas';
import { Button, useLocale, useT } from '@campus/ui';
import { usePointsText } from '../shared/use-points-text.js';

/** Props of {@link TransferResult}. */
export interface TransferResultProps {
  transfer: PointsTransferResponse;
  /** "Enviar mais pontos": back to an empty form. */
  onAgain: () => void;
}

/**
 * The transfer made: points, document, the partner's reference, the last day to redeem them there (spec §9,
 * 12 months) and the balance left. Focus moves here, and it is announced.
 */
export function TransferResult({ transfer, onAgain }: TransferResultProps) {
  const t = useT();
  const locale = useLocale();
  const points = usePointsText();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  // A calendar day: formatted in UTC, so no time zone moves it to the day before.
  const redeemBy = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${transfer.redeem_by}T12:00:00Z`),
  );
  return (
    <div className="campus-transfer__result" part="result" role="status" tabIndex={-1} ref={ref}>
      <p className="campus-transfer__result-title">{t('rewards.transfer.done_title')}</p>
      <p>
        {t('rewards.transfer.done_message', {
          points: points(transfer.points),
          document: maskDocument(transfer.document, 'BRA'),
        })}
      </p>
      <p>{t('rewards.transfer.redeem_by', { date: redeemBy })}</p>
      <p>{t('rewards.transfer.reference', { reference: transfer.partner_reference })}</p>
      <p>{t('rewards.transfer.balance_after', { balance: points(transfer.balance) })}</p>
      <div className="campus-transfer__actions">
        <Button variant="secondary" onClick={onAgain}>
          {t('rewards.transfer.again')}
        </Button>
      </div>
    </div>
  );
}
