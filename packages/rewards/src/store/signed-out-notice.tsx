import { EmptyState, useT } from '@campus/ui';

/**
 * What the reward store shows before anyone signs in: an invitation, not an error, and no request. It is
 * replaced by the store as soon as a session exists (signed in by any widget of the page or by the host).
 */
export function SignedOutNotice() {
  const t = useT();
  return (
    <div className="campus-rewards" part="store">
      <EmptyState title={t('rewards.signed_out.title')} description={t('rewards.signed_out.description')} />
    </div>
  );
}
