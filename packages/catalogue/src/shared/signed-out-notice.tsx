import { EmptyState, useT } from '@campus/ui';

/**
 * What a catalogue shows before anyone signs in: an invitation, not an error, and no request (the API would
 * only answer 401). It is replaced by the list as soon as a session exists — signed in by any widget of the
 * page or by the host.
 */
export function SignedOutNotice() {
  const t = useT();
  return (
    <div className="campus-catalogue" part="catalogue">
      <EmptyState title={t('catalogue.signed_out.title')} description={t('catalogue.signed_out.description')} />
    </div>
  );
}
