import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { accountQueries, httpErrorOf } from '@campus/core';
import { sendPhoneVerificationCode, verifyPhoneCode } from '@campus/core/api';
import {
  Button,
  ErrorState,
  Heading,
  SignedInOnly,
  Skeleton,
  TextField,
  useCampus,
  usePackageMessages,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { PROFILE_MESSAGES } from '../messages/profile-messages.js';
import { profileSignedOut } from '../shared/profile-signed-out.js';
import { cooldownAfterSend, cooldownFromRetryAfter, formatCountdown } from './phone-cooldown.js';
import { usePhoneCooldown } from './use-phone-cooldown.js';

/** Props of {@link PhoneVerification}. */
export interface PhoneVerificationProps {
  /** The level of the widget's heading, to fit the host page's outline. @default 3 */
  headingLevel?: HeadingLevel;
  /** The mobile phone was verified. */
  onVerified?: () => void;
}

const CODE_PATTERN = /^\d{6}$/;

/**
 * The mobile phone's verification by code (spec §2 profile, §3 phone verification button, §4 cooldown): whether
 * it is verified; a button that sends a six-digit code and then waits out the cooldown (300 s by default) with a
 * countdown that survives a reload (kept in the session store the Campus persistence saves); the code field and
 * its check. Refusals are shown in the person's language; a verified phone refreshes the profile.
 */
export function PhoneVerification(props: PhoneVerificationProps) {
  usePackageMessages(PROFILE_MESSAGES);
  return (
    <SignedInOnly {...profileSignedOut('phone')}>
      <PhoneVerificationPanel {...props} />
    </SignedInOnly>
  );
}

function PhoneVerificationPanel({ headingLevel = 3, onVerified }: PhoneVerificationProps) {
  const t = useT();
  const campus = useCampus();
  const headingId = useId();
  const waitId = useId();
  const profile = useQuery(accountQueries.profile());
  const cooldown = usePhoneCooldown();
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<'sending' | 'verifying' | null>(null);
  const [sent, setSent] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = async () => {
    if (busy || cooldown.running) return;
    setBusy('sending');
    setOutcome(null);
    try {
      const answer = await sendPhoneVerificationCode(campus.api, { phone_type: 'mobile' });
      cooldown.start(cooldownAfterSend(answer, Date.now()));
      setSent(true);
      setOutcome({ tone: 'success', text: t('profile.phone.sent') });
    } catch (error) {
      const http = httpErrorOf(error);
      if (http?.code === 'verification_code_cooldown') {
        const next = cooldownFromRetryAfter(http.retryAfter, Date.now());
        if (next) cooldown.start(next);
      }
      setOutcome({ tone: 'error', text: campus.errorMessage(error, 'profile.phone') });
    } finally {
      setBusy(null);
    }
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const typed = code.trim();
    if (!CODE_PATTERN.test(typed)) {
      setCodeError(t('profile.phone.errors.code_format'));
      return;
    }
    setCodeError(undefined);
    setBusy('verifying');
    setOutcome(null);
    try {
      await verifyPhoneCode(campus.api, { phone_type: 'mobile', code: typed });
      campus.query.invalidateAfter('profile');
      setCode('');
      setSent(false);
      setOutcome({ tone: 'success', text: t('profile.phone.done') });
      onVerified?.();
    } catch (error) {
      // The code stays typed, with the refusal at its field.
      setCodeError(campus.errorMessage(error, 'profile.phone'));
    } finally {
      setBusy(null);
    }
  };

  const data = profile.data;
  const number = data?.phone_mobile ?? null;
  const verified = data?.phone_mobile_verified ?? false;
  // A code was asked for in this visit, or before a reload while the cooldown runs.
  const codeAsked = sent || cooldown.running;

  return (
    <section className="campus-profile-phone" part="phone" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId} className="campus-profile-phone__title" part="title">
        {t('profile.phone.title')}
      </Heading>
      {profile.status === 'loading' && <Skeleton lines={2} />}
      {profile.status === 'error' && (
        <ErrorState error={profile.error} onRetry={profile.retry} retrying={profile.isFetching} />
      )}
      {data !== undefined && number === null && <p>{t('profile.phone.no_number')}</p>}
      {data !== undefined && number !== null && (
        <>
          <p className="campus-profile-phone__number">{t('profile.phone.number', { number })}</p>
          <p className="campus-profile-phone__flag" part="verified" data-verified={verified}>
            {verified ? t('profile.phone.verified') : t('profile.phone.not_verified')}
          </p>
          {!verified && (
            <>
              <div className="campus-profile-phone__send">
                <Button
                  variant={codeAsked ? 'secondary' : 'primary'}
                  loading={busy === 'sending'}
                  disabled={cooldown.running || busy !== null}
                  aria-describedby={cooldown.running ? waitId : undefined}
                  onClick={() => void send()}
                >
                  {busy === 'sending'
                    ? t('profile.phone.sending')
                    : codeAsked
                      ? t('profile.phone.resend')
                      : t('profile.phone.send')}
                </Button>
                {cooldown.running && (
                  <p id={waitId} className="campus-profile-phone__wait" part="countdown">
                    {t('profile.phone.wait', { time: formatCountdown(cooldown.remaining) })}
                  </p>
                )}
              </div>
              {codeAsked && (
                <form className="campus-profile-phone__form" noValidate onSubmit={(event) => void verify(event)}>
                  <TextField
                    label={t('profile.phone.code')}
                    hint={t('profile.phone.code_hint')}
                    name="code"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    maxLength={6}
                    value={code}
                    error={codeError}
                    onChange={(event) => setCode(event.target.value)}
                  />
                  <Button type="submit" loading={busy === 'verifying'}>
                    {busy === 'verifying' ? t('profile.phone.verifying') : t('profile.phone.verify')}
                  </Button>
                </form>
              )}
            </>
          )}
        </>
      )}
      <p
        className="campus-profile-phone__outcome"
        part="outcome"
        role={outcome?.tone === 'error' ? 'alert' : 'status'}
        data-tone={outcome?.tone}
      >
        {outcome?.text}
      </p>
    </section>
  );
}
