import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { sendContactMessage } from '@campus/core/api';
import { TEXT_MAX_LENGTH } from '@campus/core/rules';
import type { MessageResponse } from '@campus/core/schemas';
import { Button, FieldFrame, Select, useCampus, useFieldIds, useIdempotentSubmit } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';

/** The contact subjects offered (`site.contact.subjects.{value}`); the server receives the value. */
export const CONTACT_SUBJECTS = ['question', 'technical', 'loyalty', 'content', 'other'] as const;

type Errors = Partial<Record<'subject' | 'message', string>>;

/**
 * The contact/support form (spec §2 contact-us): a subject and a message (at most 256 characters, spec §9)
 * sent to the client's support team, who answers within the support response time. On failure it says
 * 'Não foi possível enviar sua mensagem' and keeps what was typed; one sending at a time.
 */
export function ContactForm() {
  const t = useSiteT();
  const campus = useCampus();
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  // One sending at a time. The server has no replay for contact messages, so no key goes with them.
  const sending = useIdempotentSubmit<MessageResponse>();
  const status = sending.status;
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLParagraphElement>(null);
  // Focus goes to the failure, once it is on screen, so it is read and the form is right below it.
  useEffect(() => {
    if (status === 'error') alert.current?.focus();
  }, [status]);
  const messageIds = useFieldIds(undefined, { error: errors.message, hint: true });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found: Errors = {
      ...(subject === '' ? { subject: t('site.contact.required') } : {}),
      ...(message.trim() === '' ? { message: t('site.contact.required') } : {}),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) {
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const body = { subject, message: message.trim() };
    const outcome = await sending.submit(JSON.stringify(body), () => sendContactMessage(campus.api, body));
    if (outcome.status !== 'done') return;
    setSubject('');
    setMessage('');
  };

  return (
    <form ref={form} className="site-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {status === 'error' && (
        <p ref={alert} className="site-alert" role="alert" tabIndex={-1}>
          {t('errors.message_not_sent')}
        </p>
      )}
      {status === 'done' && (
        <p className="site-success" role="status">
          {sending.data?.message}
        </p>
      )}
      <Select
        label={t('site.contact.subject')}
        name="subject"
        required
        value={subject}
        error={errors.subject}
        options={CONTACT_SUBJECTS.map((value) => ({ value, label: t(`site.contact.subjects.${value}`) }))}
        onChange={(event) => setSubject(event.target.value)}
      />
      <FieldFrame
        ids={messageIds}
        label={t('site.contact.message')}
        hint={t('site.contact.message_hint', { count: TEXT_MAX_LENGTH - message.length })}
        error={errors.message}
        required
      >
        <textarea
          id={messageIds.controlId}
          name="message"
          className="campus-input site-textarea"
          rows={6}
          required
          maxLength={TEXT_MAX_LENGTH}
          value={message}
          aria-invalid={errors.message === undefined ? undefined : true}
          aria-describedby={messageIds.describedBy}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FieldFrame>
      <Button type="submit" loading={status === 'sending'}>
        {status === 'sending' ? t('site.contact.sending') : t('site.contact.send')}
      </Button>
    </form>
  );
}
