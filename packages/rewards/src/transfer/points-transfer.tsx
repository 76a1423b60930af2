import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { accountQueries, loyaltyQueries } from '@campus/core';
import { maySendPoints } from '@campus/core/rules';
import type { PointsTransferResponse } from '@campus/core/schemas';
import { EmptyState, ErrorState, SignedInOnly, Skeleton, useQuery, useT } from '@campus/ui';
import { REWARDS_MESSAGES } from '../messages/rewards-messages.js';
import { registrationFrom, UNKNOWN_REGISTRATION } from './registration-status.js';
import type { RegistrationStatus } from './registration-status.js';
import { TransferForm } from './transfer-form.js';
import { TransferResult } from './transfer-result.js';
import { TransferSummary } from './transfer-summary.js';

/** Props of {@link PointsTransfer}. */
export interface PointsTransferProps {
  /** Points were sent (`campus-points-transferred`): the transfer with the balance left. */
  onTransferred?: ((transfer: PointsTransferResponse) => void) | undefined;
}

/**
 * The points transfer to the partner construction-industry programme (spec §1, §2, §5, §6, §8, §9): the
 * member's transferable points and what is known of the partner registration, a form (the registration's CPF
 * and the points), a confirmation with the 12-month validity, and the result. Only sellers, cashiers and store
 * owners may send points; anyone else sees 'no access to send points' instead of the form.
 */
export function PointsTransfer(props: PointsTransferProps) {
  return (
    <SignedInOnly
      messages={REWARDS_MESSAGES}
      className="campus-transfer"
      part="transfer"
      titleKey="rewards.transfer.signed_out_title"
      descriptionKey="rewards.transfer.signed_out_description"
    >
      <SignedInTransfer {...props} />
    </SignedInOnly>
  );
}

function SignedInTransfer({ onTransferred }: PointsTransferProps) {
  const t = useT();
  const headingId = useId();
  // The signed-in user's roles (`GET /api/me/`), which decide who may send points: the site's and menus' entry.
  const user = useQuery(accountQueries.me());
  const allowed = user.data === undefined ? undefined : maySendPoints(user.data);
  const frame = (content: ReactNode) => (
    <section className="campus-transfer" part="transfer" aria-labelledby={headingId} aria-busy={content === null}>
      <h2 className="campus-transfer__title" part="title" id={headingId}>
        {t('rewards.transfer.title')}
      </h2>
      <p className="campus-transfer__intro">{t('rewards.transfer.intro')}</p>
      {content ?? <Skeleton lines={3} />}
    </section>
  );
  if (user.status === 'error' && user.data === undefined) {
    return frame(<ErrorState error={user.error} onRetry={user.retry} retrying={user.isFetching} />);
  }
  if (allowed === undefined) return frame(null);
  if (!allowed) {
    return frame(
      <div className="campus-transfer__no-access" part="no-access" role="status">
        <EmptyState title={t('errors.transfer_no_access')} />
      </div>,
    );
  }
  return frame(<MemberTransfer onTransferred={onTransferred} />);
}

/** The transfer of a member who may send points: balance, registration, then the form or its result. */
function MemberTransfer({ onTransferred }: PointsTransferProps) {
  const t = useT();
  // The same entry as the reward store's header, the sales form's and the statement's balance.
  const points = useQuery(loyaltyQueries.points());
  const [registration, setRegistration] = useState<RegistrationStatus>(UNKNOWN_REGISTRATION);
  const [done, setDone] = useState<PointsTransferResponse | undefined>();
  const [round, setRound] = useState(0);
  if (points.data === undefined) {
    return points.status === 'error' ? (
      <ErrorState error={points.error} onRetry={points.retry} retrying={points.isFetching} />
    ) : (
      <Skeleton lines={3} />
    );
  }
  const balance = done?.balance ?? points.data.balance;
  let body: ReactNode;
  if (done) {
    body = (
      <TransferResult
        transfer={done}
        onAgain={() => {
          setDone(undefined);
          setRegistration(UNKNOWN_REGISTRATION);
          // A new form: nothing of the last transfer stays typed, and its idempotency key is not reused.
          setRound((count) => count + 1);
        }}
      />
    );
  } else if (balance <= 0) {
    body = (
      <p className="campus-transfer__empty" part="empty" role="status">
        {t('errors.no_points')}
      </p>
    );
  } else {
    body = (
      <TransferForm
        key={round}
        balance={balance}
        onTransferred={(transfer) => {
          setRegistration(registrationFrom({ role: transfer.partner_role }) ?? UNKNOWN_REGISTRATION);
          setDone(transfer);
          onTransferred?.(transfer);
        }}
        onRefused={(code) => setRegistration((current) => registrationFrom({ code }) ?? current)}
        onDocumentChange={() => setRegistration(UNKNOWN_REGISTRATION)}
      />
    );
  }
  return (
    <>
      <TransferSummary balance={balance} registration={registration} />
      {body}
    </>
  );
}
