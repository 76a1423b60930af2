import { useState } from 'react';
import type { ValidateRecoverPasswordCodeResponse } from '@campus/core/schemas';
import { RadioGroup, useT } from '@campus/ui';
import { FlowLink } from '../shared/auth-flows.js';
import { AuthScreen, useAuthMessages } from '../shared/auth-screen.js';
import { SetPassword } from '../set-password/set-password.js';
import { RecoveryByCode } from './recovery-by-code.js';
import { RecoveryByLink } from './recovery-by-link.js';

/** Props of {@link PasswordRecovery}. */
export interface PasswordRecoveryProps {
  /** A new password was set after a validated code; `campus-password-set` on the element. */
  onPasswordSet?: (detail: { username: string | null }) => void;
  /** Where the login is. Unset: the site's `/`, or the sign-in in place inside `<campus-login>`. */
  loginHref?: string;
  /** The clock of the resend countdown (tests, stories). @default Date.now */
  now?: () => number;
}

/**
 * The `request-password/` screen (spec §2 "Recover a password by e-mail, document, username or an
 * SMS/WhatsApp code"): a link e-mailed to the account named by e-mail, user name or document, or a code sent
 * to the registered phone, with the resend countdown. A validated code leads straight to the new password.
 */
export function PasswordRecovery({ onPasswordSet, loginHref, now }: PasswordRecoveryProps) {
  useAuthMessages();
  const t = useT();
  const [method, setMethod] = useState<'link' | 'code'>('link');
  const [link, setLink] = useState<ValidateRecoverPasswordCodeResponse | null>(null);

  if (link !== null) {
    return (
      <SetPassword
        {...link}
        purpose="recover"
        {...(loginHref === undefined ? {} : { loginHref })}
        {...(onPasswordSet ? { onPasswordSet } : {})}
      />
    );
  }
  return (
    <AuthScreen screen="password-recovery" title={t('auth.recovery.title')}>
      <RadioGroup
        label={t('auth.recovery.method')}
        name="method"
        value={method}
        onChange={(value) => setMethod(value === 'code' ? 'code' : 'link')}
        options={[
          { value: 'link', label: t('auth.recovery.method_link') },
          { value: 'code', label: t('auth.recovery.method_code') },
        ]}
      />
      {method === 'link' ? <RecoveryByLink /> : <RecoveryByCode onValidated={setLink} {...(now ? { now } : {})} />}
      <FlowLink flow="login" href={loginHref}>
        {t('auth.common.back_to_login')}
      </FlowLink>
    </AuthScreen>
  );
}
