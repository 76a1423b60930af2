import { useT } from '@campus/ui';
import { usePointsText } from '../shared/use-points-text.js';
import { registrationMessage } from './registration-status.js';
import type { RegistrationStatus } from './registration-status.js';

/** Props of {@link TransferSummary}. */
export interface TransferSummaryProps {
  /** The member's balance: what can be transferred. */
  balance: number;
  registration: RegistrationStatus;
}

/** The member's transferable points and what is known of the partner registration. */
export function TransferSummary({ balance, registration }: TransferSummaryProps) {
  const t = useT();
  const points = usePointsText();
  const { key, roleKey } = registrationMessage(registration);
  return (
    <dl className="campus-transfer__summary" part="summary" aria-label={t('rewards.transfer.summary')}>
      <div>
        <dt>{t('rewards.transfer.balance')}</dt>
        <dd part="balance">{points(balance)}</dd>
      </div>
      <div>
        <dt>{t('rewards.transfer.registration')}</dt>
        <dd part="registration" data-state={registration.state}>
          {t(key, roleKey === undefined ? {} : { role: t(roleKey) })}
        </dd>
      </div>
    </dl>
  );
}
