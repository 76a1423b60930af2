import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { isCampusError, senceQueries } from '@campus/core';
import { closeSenceSession, startSenceSession, submitSenceForm } from '@campus/core/api';
import { senceErrorMessageKey, validateRut } from '@campus/core/rules';
import type { SenceCourse } from '@campus/core/schemas';
import { Button, ErrorState, Skeleton, TextField, useCampus, useLocale, useQuery, useT } from '@campus/ui';

/** Props of {@link SencePanel}. */
export interface SencePanelProps {
  courseId: number | string;
}

/** Whether a RUN has enough characters to be judged as typed (a body of 7 digits and the check digit). */
const judgeable = (run: string) => run.replace(/[\s.-]/g, '').length >= 8;

/** Where the call stands: idle, waiting for the API, leaving for SENCE (the page unloads), or refused. */
type Sending = { status: 'idle' | 'sending' | 'leaving' } | { status: 'error'; error: unknown };

/**
 * A SENCE course's daily session (issue 26, SPECIFICATION §5 SENCE, §8 SENCE codes): the course's SENCE codes, the
 * learner's session today, and a form to start one. The RUN is checked as typed with core's `validateRut`
 * (format and check digit); the start navigates the page to SENCE with a real form POST (SENCE's pages take the
 * RUT and password within 3 minutes), and SENCE's answer brings the learner back here: an open session unlocks the
 * activities, a failed one shows SENCE's code with its message and the form again.
 */
export function SencePanel({ courseId }: SencePanelProps) {
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const answer = useQuery(senceQueries.senceCourse(courseId));
  const heading = <h3 id={headingId}>{t('catalogue.sence.title')}</h3>;
  const course = answer.data;
  if (course === undefined) {
    return (
      <section
        className="campus-catalogue-detail__section campus-catalogue-sence"
        part="sence"
        aria-labelledby={headingId}
        aria-busy={answer.status === 'error' ? undefined : 'true'}
      >
        {heading}
        {answer.status === 'error' ? (
          <ErrorState error={answer.error} onRetry={answer.retry} retrying={answer.isFetching} />
        ) : (
          <Skeleton lines={3} />
        )}
      </section>
    );
  }
  const time = (iso: string | null) =>
    iso === null ? '' : new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const session = course.session;
  return (
    <section
      className="campus-catalogue-detail__section campus-catalogue-sence"
      part="sence"
      aria-labelledby={headingId}
    >
      {heading}
      <p>{t('catalogue.sence.intro')}</p>
      <dl className="campus-catalogue-sence__codes" aria-label={t('catalogue.sence.codes')}>
        <div>
          <dt>{t('catalogue.sence.sence_code')}</dt>
          <dd>{course.sence_code}</dd>
        </div>
        <div>
          <dt>{t('catalogue.sence.course_code')}</dt>
          <dd>{course.course_code}</dd>
        </div>
        <div>
          <dt>{t('catalogue.sence.training_line')}</dt>
          <dd>{course.training_line}</dd>
        </div>
      </dl>
      {course.session_open && session !== null ? (
        <OpenSession courseId={courseId} openedAt={time(session.opened_at)} />
      ) : (
        <>
          {session?.status === 'failed' && session.error_code !== null && (
            <div className="campus-catalogue-item__notice" part="sence-error" role="alert">
              <p>{t('catalogue.sence.failed', { code: session.error_code })}</p>
              <p>{t(senceErrorMessageKey(session.error_code))}</p>
            </div>
          )}
          {session?.status === 'pending' && (
            <p className="campus-catalogue-item__notice">{t('catalogue.sence.pending')}</p>
          )}
          {session?.status === 'closed' && <p>{t('catalogue.sence.closed', { time: time(session.closed_at) })}</p>}
          <StartForm course={course} retry={session?.status === 'failed' || session?.status === 'pending'} />
        </>
      )}
    </section>
  );
}

/** The session open today, and its close. */
function OpenSession({ courseId, openedAt }: { courseId: number | string; openedAt: string }) {
  const t = useT();
  const campus = useCampus();
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const close = () => {
    setSending({ status: 'sending' });
    closeSenceSession(campus.api, courseId, { return_url: window.location.href }).then(
      (form) => {
        setSending({ status: 'leaving' });
        submitSenceForm(form, document);
      },
      (error: unknown) => setSending({ status: 'error', error }),
    );
  };
  return (
    <>
      <p className="campus-catalogue-sence__open" part="sence-open" role="status">
        {t('catalogue.sence.open', { time: openedAt })}
      </p>
      {sending.status === 'error' && <ErrorState error={sending.error} />}
      <Button
        variant="secondary"
        loading={sending.status === 'sending' || sending.status === 'leaving'}
        onClick={close}
      >
        {t('catalogue.sence.close')}
      </Button>
    </>
  );
}

/** The RUN, checked as typed, and the start. */
function StartForm({ course, retry }: { course: SenceCourse; retry: boolean }) {
  const t = useT();
  const campus = useCampus();
  const [run, setRun] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverRunError, setServerRunError] = useState(false);
  const [sending, setSending] = useState<Sending>({ status: 'idle' });
  const valid = validateRut(run);
  const showRunError = !valid && (touched || judgeable(run) || serverRunError);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = event.currentTarget.elements.namedItem('run') as HTMLInputElement | null;
    if (!valid) {
      setTouched(true);
      field?.focus();
      return;
    }
    setSending({ status: 'sending' });
    startSenceSession(campus.api, course.course_id, { run, return_url: window.location.href }).then(
      (form) => {
        setSending({ status: 'leaving' });
        submitSenceForm(form, document);
      },
      (error: unknown) => {
        if (isCampusError(error) && error.code === 'invalid_rut') {
          setServerRunError(true);
          setSending({ status: 'idle' });
          field?.focus();
        } else setSending({ status: 'error', error });
      },
    );
  };
  return (
    <form className="campus-catalogue-sence__form" noValidate onSubmit={submit}>
      <TextField
        label={t('catalogue.sence.run')}
        hint={`${t('catalogue.sence.run_hint')} ${t('catalogue.sence.window')}`}
        error={showRunError ? t('errors.invalid_rut') : undefined}
        name="run"
        autoComplete="off"
        inputMode="text"
        required
        value={run}
        onChange={(event) => {
          setRun(event.currentTarget.value);
          setServerRunError(false);
        }}
        onBlur={() => setTouched(run.trim() !== '')}
      />
      {sending.status === 'error' && <ErrorState error={sending.error} />}
      <Button type="submit" loading={sending.status === 'sending' || sending.status === 'leaving'}>
        {retry ? t('catalogue.sence.retry') : t('catalogue.sence.start')}
      </Button>
      {sending.status === 'leaving' && (
        <p className="campus-visually-hidden" role="status">
          {t('catalogue.sence.leaving')}
        </p>
      )}
    </form>
  );
}
