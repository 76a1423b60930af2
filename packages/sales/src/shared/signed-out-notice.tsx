import { EmptyState, useT } from '@campus/ui';

/** Props of {@link SignedOutNotice}. */
export interface SignedOutNoticeProps {
  /** The widget's root class and part (`sales-form`, `photo-upload`). */
  part: string;
  /** The message key of the invitation's title. */
  titleKey: string;
}

/**
 * What the sales widgets show before anyone signs in: an invitation, not an error, and no request (the API
 * would answer 401). It is replaced by the widget as soon as a session exists.
 */
export function SignedOutNotice({ part, titleKey }: SignedOutNoticeProps) {
  const t = useT();
  return (
    <div className="campus-sales" part={part}>
      <EmptyState title={t(titleKey)} description={t('sales.signed_out')} />
    </div>
  );
}
