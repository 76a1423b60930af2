import { EmptyState } from '../empty-state/empty-state.js';

/** Props of {@link SignedOutNotice}. */
export interface SignedOutNoticeProps {
  /** The widget's root class (`campus-sales`), so its own layout applies. */
  className: string;
  /** The widget's root part (`store`, `sales-form`), as the signed-in widget names it. */
  part: string;
  /** The invitation's title, translated. */
  title: string;
  /** The invitation's text, translated. */
  description: string;
}

/**
 * What a widget that needs a session shows before anyone signs in: an invitation, not an error, and no request
 * (the API would only answer 401). The widget replaces it as soon as a session exists, signed in by any widget
 * of the page or by the host.
 */
export function SignedOutNotice({ className, part, title, description }: SignedOutNoticeProps) {
  return (
    <div className={className} part={part}>
      <EmptyState title={title} description={description} />
    </div>
  );
}
