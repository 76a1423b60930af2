import { EmptyState, useT } from '@campus/ui';

/**
 * What a loyalty screen shows before anyone signs in: an invitation, not an error, and no request (the API
 * would only answer 401). The screen replaces it as soon as a session exists.
 */
export function SignedOutNotice({ part }: { part: string }) {
  const t = useT();
  return (
    <div className="campus-ranking-screen" part={part}>
      <EmptyState title={t('ranking.signed_out.title')} description={t('ranking.signed_out.description')} />
    </div>
  );
}
