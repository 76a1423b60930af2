import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { redeemReward } from '@campus/core/api';
import type { RedeemRequest, RedeemResponse, RewardWire, ShippingAddress } from '@campus/core/schemas';
import { Button, Dialog, TextField, useCampus, useIdempotentSubmit, useT, usePackageMessages } from '@campus/ui';
import { REWARDS_MESSAGES } from '../messages/rewards-messages.js';
import { usePointsText } from '../shared/use-points-text.js';
import { redeemErrorMessage } from './redeem-error.js';
import { blockerMessageKey, redemptionBlockers } from './redemption-blockers.js';
import type { RedeemerState } from './redemption-blockers.js';
import { EMPTY_ADDRESS, ShippingAddressFields, toShippingAddress } from './shipping-address-fields.js';
import type { AddressDraft } from './shipping-address-fields.js';

/** Props of {@link RedeemDialog}. */
export interface RedeemDialogProps {
  /** The reward being redeemed; the dialog is open while set. */
  reward: RewardWire | undefined;
  /** The member's balance, level, orders and training (checked again as the quantity changes). */
  redeemer: RedeemerState;
  onClose: () => void;
  /** The order was placed (`campus-redeemed`). */
  onRedeemed?: ((order: RedeemResponse) => void) | undefined;
  /** "Ver meus pedidos" after a redemption. */
  onViewOrders?: (() => void) | undefined;
}

/**
 * The redeem confirmation (spec §2 "redeem confirmation"): the quantity, the total and the balance after it, the
 * shipping address where the prize ships, and the rules of `checkRedemption` checked as the quantity changes, so
 * the confirm button says why it is off. Confirming sends `POST /api/rewards/{id}/redeem/` once (the button is
 * busy while it runs, and one `Idempotency-Key` per body makes a retry replay instead of redeem twice); the
 * order, or the exact refusal, is shown in place with focus on it, and nothing typed is lost.
 */
export function RedeemDialog({ reward, redeemer, onClose, onRedeemed, onViewOrders }: RedeemDialogProps) {
  usePackageMessages(REWARDS_MESSAGES);
  const t = useT();
  if (reward === undefined) return <Dialog open={false} onClose={onClose} title="" />;
  return (
    <RedeemForm
      key={String(reward.id)}
      reward={reward}
      redeemer={redeemer}
      onClose={onClose}
      onRedeemed={onRedeemed}
      onViewOrders={onViewOrders}
      title={t('rewards.redeem.title', { name: reward.name })}
    />
  );
}

function RedeemForm({
  reward,
  redeemer,
  onClose,
  onRedeemed,
  onViewOrders,
  title,
}: RedeemDialogProps & { reward: RewardWire; title: string }) {
  const campus = useCampus();
  const t = useT();
  const points = usePointsText();
  const formId = useId();
  const reasonsId = useId();
  const [quantityText, setQuantityText] = useState('1');
  const [address, setAddress] = useState<AddressDraft>(EMPTY_ADDRESS);
  const [missing, setMissing] = useState<ReadonlySet<keyof ShippingAddress>>(new Set());
  const [failure, setFailure] = useState('');
  // One key per body, kept while an attempt got no answer (the retry replays); a double click sends once.
  const redemption = useIdempotentSubmit<RedeemResponse>();
  const sending = redemption.status === 'sending';
  const done = redemption.status === 'done' ? redemption.data : undefined;
  const alert = useRef<HTMLParagraphElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const [failures, setFailures] = useState(0);

  // Focus goes to what happened: the refusal, or the order.
  useEffect(() => {
    if (failures > 0) alert.current?.focus();
  }, [failures]);
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  const quantity = /^\d{1,4}$/.test(quantityText.trim()) ? Number(quantityText.trim()) : Number.NaN;
  const blockers = redemptionBlockers(reward, quantity, redeemer);
  const total = Number.isFinite(quantity) ? reward.cost * quantity : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending || blockers.length > 0) return;
    const body: RedeemRequest = { quantity };
    if (reward.ships) {
      const typed = toShippingAddress(address);
      setMissing(typed.missing);
      if (typed.missing.size > 0) {
        setFailure(t('errors.required_fields_missing'));
        setFailures((count) => count + 1);
        return;
      }
      body.shipping_address = typed.address;
    }
    setFailure('');
    const outcome = await redemption.submit(JSON.stringify({ id: reward.id, body }), (idempotencyKey) =>
      redeemReward(campus.api, reward.id, body, { idempotencyKey }),
    );
    if (outcome.status === 'done') {
      const order = outcome.data;
      campus.stores.reward.getState().setRewardBalance({ reward_user_points: order.balance });
      campus.query.invalidateAfter('redemption');
      onRedeemed?.(order);
    } else if (outcome.status === 'error') {
      setFailure(redeemErrorMessage(campus, outcome.error));
      setFailures((count) => count + 1);
    }
  };

  if (done) {
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('rewards.redeem.done_title')}
        footer={
          <>
            {onViewOrders && (
              <Button variant="secondary" onClick={onViewOrders}>
                {t('rewards.redeem.view_orders')}
              </Button>
            )}
            <Button onClick={onClose}>{t('rewards.redeem.keep_shopping')}</Button>
          </>
        }
      >
        <div className="campus-rewards-redeem__done" part="redeem-result" role="status" tabIndex={-1} ref={doneRef}>
          <p>{t('rewards.redeem.done_message', { id: done.id, quantity: done.quantity, name: done.reward.name })}</p>
          <p className="campus-rewards-redeem__balance">
            {t('rewards.redeem.done_balance', { balance: points(done.balance) })}
          </p>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={() => {
        if (!sending) onClose();
      }}
      title={title}
      footer={
        <>
          <Button variant="secondary" disabled={sending} onClick={onClose}>
            {t('rewards.redeem.cancel')}
          </Button>
          <Button
            type="submit"
            form={formId}
            loading={sending}
            disabled={blockers.length > 0}
            aria-describedby={blockers.length > 0 ? reasonsId : undefined}
          >
            {t('rewards.redeem.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="campus-rewards-redeem"
        part="redeem-form"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p className="campus-rewards-redeem__summary">{t('rewards.redeem.summary')}</p>
        <TextField
          label={t('rewards.redeem.quantity')}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(reward.stock, 1)}
          step={1}
          required
          disabled={sending}
          value={quantityText}
          onChange={(event) => setQuantityText(event.target.value)}
        />
        <dl className="campus-rewards-redeem__totals" part="redeem-totals">
          <div>
            <dt>{t('rewards.redeem.unit_cost')}</dt>
            <dd>{points(reward.cost)}</dd>
          </div>
          <div>
            <dt>{t('rewards.redeem.total')}</dt>
            <dd>{total === undefined ? '—' : points(total)}</dd>
          </div>
          <div>
            <dt>{t('rewards.redeem.balance')}</dt>
            <dd>{points(redeemer.balance)}</dd>
          </div>
          {total !== undefined && total <= redeemer.balance && (
            <div>
              <dt>{t('rewards.redeem.balance_after')}</dt>
              <dd>{points(redeemer.balance - total)}</dd>
            </div>
          )}
        </dl>
        {blockers.length > 0 && (
          <ul className="campus-rewards__reasons" part="reasons" id={reasonsId}>
            {blockers.map((blocker) => (
              <li key={blocker}>{t(blockerMessageKey(campus.i18n, blocker))}</li>
            ))}
          </ul>
        )}
        {reward.ships && (
          <ShippingAddressFields value={address} onChange={setAddress} missing={missing} disabled={sending} />
        )}
        <p className="campus-rewards__failure" part="error" role="alert" tabIndex={-1} ref={alert}>
          {failure}
        </p>
      </form>
    </Dialog>
  );
}
