import { useState } from 'react';
import type { FormEvent } from 'react';
import { httpErrorOf } from '@campus/core';
import { getPhoneNumberWithDocument, sendRecoverPasswordCode, validateRecoverPasswordCode } from '@campus/core/api';
import { validateDocument } from '@campus/core/rules';
import type { PhoneNumberWithDocumentResponse, ValidateRecoverPasswordCodeResponse } from '@campus/core/schemas';
import type { DocumentCountry } from '@campus/core/rules';
import { Button, OneTimeCodeInput, RadioGroup, TextField, useCampus, useT } from '@campus/ui';
import { DocumentFields } from '../shared/document-fields.js';
import { FormAlert } from '../shared/form-alert.js';
import { AuthForm } from '../shared/auth-form.js';
import { useAuthForm } from '../shared/use-auth-form.js';
import { AuthSubmitButton } from '../shared/auth-submit-button.js';
import { formatCountdown, useCountdown } from './use-countdown.js';

/** Props of {@link RecoveryByCode}. */
export interface RecoveryByCodeProps {
  /** The code was accepted: the parameters of the `recover-password/…` link it stands for. */
  onValidated: (link: ValidateRecoverPasswordCodeResponse) => void;
  /** The clock of the resend countdown. @default Date.now */
  now?: () => number;
}

type Channel = 'sms' | 'whatsapp';

/** A code already sent: when (epoch ms), how long before another may be sent, how long it is valid. */
interface SentCode {
  at: number;
  resendAfter: number;
  expiresIn: number;
}

/**
 * Recovery by a code sent by SMS or WhatsApp (spec §2, §7): the document finds the registered phone (shown
 * masked); the person types the full number and picks the channel; the six-digit code is then traded for the
 * recovery link. Another code may be asked for only after the cooldown (300 s, §9), shown as a countdown.
 */
export function RecoveryByCode({ onValidated, now = Date.now }: RecoveryByCodeProps) {
  const t = useT();
  const campus = useCampus();
  const { submission, formRef, focusFirstError } = useAuthForm();
  const [country, setCountry] = useState<DocumentCountry>('BRA');
  const [document, setDocument] = useState('');
  const [phone, setPhone] = useState<PhoneNumberWithDocumentResponse | null>(null);
  const [phoneNumber, setPhoneNumber] = useState('');
  const [channel, setChannel] = useState<Channel>('sms');
  const [sent, setSent] = useState<SentCode | null>(null);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ document?: string; phone?: string; code?: string }>({});
  const remaining = useCountdown(sent?.at ?? null, sent?.resendAfter ?? 0, now);

  const refuse = (next: typeof errors) => {
    setErrors(next);
    submission.reset();
    focusFirstError();
  };
  const documentDigits = (): string | null => {
    const checked = validateDocument(document, country);
    if (checked.valid) return checked.digits;
    refuse({ document: t(`errors.${checked.error}`) });
    return null;
  };
  const afterFailure = (error: unknown) => {
    const code = httpErrorOf(error)?.code;
    setErrors({
      ...(code === 'phone_mismatch' ? { phone: t('errors.phone_mismatch') } : {}),
      ...(code === 'invalid_verification_code' ? { code: t('errors.invalid_verification_code') } : {}),
    });
    focusFirstError();
  };

  const findPhone = async () => {
    const digits = documentDigits();
    if (digits === null) return;
    setErrors({});
    const outcome = await submission.run(() =>
      getPhoneNumberWithDocument(campus.api, { document: digits, document_country: country }),
    );
    if (outcome.ok) {
      setPhone(outcome.value);
      setChannel(outcome.value.channels[0] ?? 'sms');
      submission.reset();
    } else if (!outcome.ignored) afterFailure(outcome.error);
  };

  const sendCode = async () => {
    const digits = documentDigits();
    if (digits === null) return;
    if (phoneNumber.replace(/\D/g, '').length < 8) {
      refuse({ phone: t('errors.invalid_phone') });
      return;
    }
    setErrors({});
    const outcome = await submission.run(() =>
      sendRecoverPasswordCode(campus.api, {
        document: digits,
        document_country: country,
        phone_number: phoneNumber.replace(/\D/g, ''),
        channel,
      }),
    );
    if (outcome.ok) {
      setSent({ at: now(), resendAfter: outcome.value.resend_after, expiresIn: outcome.value.expires_in });
      setCode('');
      submission.reset();
    } else if (!outcome.ignored) afterFailure(outcome.error);
  };

  const validateCode = async () => {
    const digits = documentDigits();
    if (digits === null) return;
    if (!/^\d{6}$/.test(code)) {
      refuse({ code: t('errors.invalid_verification_code') });
      return;
    }
    setErrors({});
    const outcome = await submission.run(() =>
      validateRecoverPasswordCode(campus.api, { document: digits, document_country: country, code }),
    );
    if (outcome.ok) onValidated(outcome.value);
    else if (!outcome.ignored) afterFailure(outcome.error);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (phone === null) void findPhone();
    else if (sent === null) void sendCode();
    else void validateCode();
  };

  const startOver = () => {
    setPhone(null);
    setSent(null);
    setPhoneNumber('');
    setCode('');
    setErrors({});
    submission.reset();
  };

  const busy = submission.status === 'sending';
  const submitLabel =
    phone === null
      ? t('auth.recovery.find_phone')
      : sent === null
        ? t('auth.recovery.send_code')
        : t('auth.recovery.validate');
  return (
    <AuthForm formRef={formRef} onSubmit={onSubmit} submission={submission}>
      <DocumentFields
        country={country}
        onCountryChange={setCountry}
        value={document}
        onChange={setDocument}
        error={errors.document}
        disabled={phone !== null}
      />
      {phone !== null && (
        <>
          <p className="campus-auth__intro">{t('auth.recovery.phone_found', { phone: phone.phone_number })}</p>
          <TextField
            label={t('auth.recovery.phone_number')}
            name="phone_number"
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            hint={t('auth.recovery.phone_hint')}
            required
            disabled={sent !== null}
            value={phoneNumber}
            error={errors.phone}
            onChange={(event) => setPhoneNumber(event.target.value)}
          />
          <RadioGroup
            label={t('auth.recovery.channel')}
            name="channel"
            orientation="horizontal"
            value={channel}
            disabled={sent !== null}
            onChange={(value) => setChannel(value === 'whatsapp' ? 'whatsapp' : 'sms')}
            options={phone.channels.map((value) => ({ value, label: t(`auth.recovery.channel_${value}`) }))}
          />
        </>
      )}
      {sent !== null && (
        <>
          <FormAlert tone="success">
            {t('auth.recovery.code_sent', { minutes: Math.round(sent.expiresIn / 60) })}
          </FormAlert>
          <OneTimeCodeInput
            label={t('auth.recovery.code')}
            name="code"
            value={code}
            onChange={setCode}
            error={errors.code}
          />
        </>
      )}
      <div className="campus-auth__actions">
        <AuthSubmitButton busy={busy}>{submitLabel}</AuthSubmitButton>
        {sent !== null && (
          <>
            <Button variant="secondary" disabled={remaining > 0 || busy} onClick={() => void sendCode()}>
              {t('auth.recovery.resend')}
            </Button>
            <p className="campus-auth__timer" part="countdown" role="timer" aria-atomic="true">
              {remaining > 0
                ? t('auth.recovery.resend_in', { time: formatCountdown(remaining) })
                : t('auth.recovery.resend_ready')}
            </p>
          </>
        )}
        {phone !== null && (
          <Button variant="secondary" onClick={startOver}>
            {t('auth.recovery.other_document')}
          </Button>
        )}
      </div>
    </AuthForm>
  );
}
