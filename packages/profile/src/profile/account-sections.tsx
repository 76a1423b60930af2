import { authScreenStyles } from '@campus/auth';
import { StylesOnMount } from '@campus/ui';
import { AvatarEditor } from '../avatar/avatar-editor.js';
import { avatarEditorStyles } from '../avatar/avatar-editor.styles.js';
import { AccountDeletion } from '../deletion/account-deletion.js';
import { accountDeletionStyles } from '../deletion/account-deletion.styles.js';
import { PasswordChange } from '../password/password-change.js';
import { passwordChangeStyles } from '../password/password-change.styles.js';
import { PhoneVerification } from '../phone/phone-verification.js';
import { phoneVerificationStyles } from '../phone/phone-verification.styles.js';

/** The sections' styles, and auth's that the password's strength meter uses. */
export const accountSectionStyles = [
  avatarEditorStyles,
  phoneVerificationStyles,
  passwordChangeStyles,
  accountDeletionStyles,
  authScreenStyles,
];

/** Props of {@link AccountSections}. */
export interface AccountSectionsProps {
  /** The account was deleted and the session ended. */
  onAccountDeleted?: (() => void) | undefined;
}

/**
 * The account's sections under the personal data: the photo, the phone's verification, the password and the
 * account's deletion. A chunk of their own (with auth's password pieces and messages), loaded as the personal data
 * shows, so the form the person came for does not wait for them.
 */
export function AccountSections({ onAccountDeleted }: AccountSectionsProps) {
  return (
    <StylesOnMount styles={accountSectionStyles}>
      <AvatarEditor headingLevel={2} />
      <PhoneVerification headingLevel={2} />
      <PasswordChange headingLevel={2} />
      <AccountDeletion headingLevel={2} {...(onAccountDeleted ? { onDeleted: onAccountDeleted } : {})} />
    </StylesOnMount>
  );
}
