import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { isCampusError, senceQueries } from '@campus/core';
import { closeSenceSession, startSenceSession, submitSenceForm } from '@campus/core/api';
import { senceErrorMessageKey, validateRut } from '@campus/core/rules';
import type { SenceCourse } from '@campus/core/schemas';
import { Button } from '../button/button.js';
import { ErrorState } from '../error-state/error-state.js';
import { usePackageMessages } from '../messages/use-package-messages.js';
import { useCampus } from '../provider/use-campus.js';
import { useLocale, useT } from '../provider/use-t.js';
import { useQuery } from '../resource/use-resource.js';
import { Skeleton } from '../skeleton/skeleton.js';
import { StylesOnMount } from '../styles/styles-on-mount.js';
import { TextField } from '../text-field/text-field.js';
import { SENCE_PANEL_MESSAGES } from './messages/sence-panel-messages.js';
import { sencePanelStyles } from './sence-panel.styles.js';

/** Props of {@link SencePanel}. */
export interface SencePanelProps {
  /** The online course flagged for SENCE. */
  courseId: number | string;
  /** More classes for the panel's section (the host's section layout). */
  className?: string;
}

/** Whether a RUN has enough characters to be judged as typed (a body of 7 digits and the check digit). */
const judgeable = (run: string) => run.replace(/[\s.-]/g, '').length >= 8;

/** Where the call stands: idle, waiting for the API, leaving for SENCE (the page unloads), or refused. */
type Sending = { status: 'idle' | 'sending' | 'leaving' } | { status: 'error'; error: unknown };

const STYLES = [sencePanelStyles];

/**
 * A SENCE course's daily session (issue 26, SPECIFICATION §5 SENCE, §8 SENCE codes): the course's SENCE codes, the
 * learner's session today, and a form to start one. The RUN is checked as typed with core's `validateRut`
 * (format and check digit); the start navigates the page to SENCE with a real form POST (SENCE's pages take the
 * RUT and password within 3 minutes), and SENCE's answer brings the learner back to the page they left (the course's
 * page, or the activity player): an open session unlocks the activities, a failed one shows SENCE's code with its
 * message and the form again; a close SENCE refused shows its code and message beside the session, still open.
 * Shared by the catalogue's course detail and the player's lock message, loaded through {@link LazySencePanel}.
 */
export function SencePanel({ courseId, className }: SencePanelProps) {
  usePackageMessages(SENCE_PANEL_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const headingId = useId();
  const answer = useQuery(senceQueries.senceCourse(courseId));
  const heading = <h3 id={headingId}>{t('sence_panel.title')}</h3>;
  const sectionClass = className === undefined ? 'campus-sence' : `campus-sence ${className}`;
  const section = (children: ReactNode, busy = false) => (
    <StylesOnMount styles={STYLES}>
      <section className={sectionClass} part="sence" aria-labelledby={headingId} aria-busy={busy ? 'true' : undefined}>
        {heading}
        {children}
      </section>
    </StylesOnMount>
  );
  const course = answer.data;
  if (course === undefined) {
    return answer.status === 'error'
      ? section(<ErrorState error={answer.error} onRetry={answer.retry} retrying={answer.isFetching} />)
      : section(<Skeleton lines={3} />, true);
  }
  const time = (iso: string | null) =>
    iso === null ? '' : new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
  const session = course.session;
  return section(
    <>
      <p>{t('sence_panel.intro')}</p>
      <dl className="campus-sence__codes" aria-label={t('sence_panel.codes')}>
        <div>
          <dt>{t('sence_panel.sence_code')}</dt>
          <dd>{course.sence_code}</dd>
        </div>
        <div>
          <dt>{t('sence_panel.course_code')}</dt>
          <dd>{course.course_code}</dd>
        </div>
        <div>
          <dt>{t('sence_panel.training_line')}</dt>
          <dd>{course.training_line}</dd>
        </div>
      </dl>
      {course.session_open && session !== null ? (
        <OpenSession
          courseId={courseId}
          openedAt={time(session.opened_at)}
          closeErrorCode={session.close_error_code ?? null}
        />
      ) : (
        <>
          {session?.status === 'failed' && session.error_code !== null && (
            <SenceRefusal text={t('sence_panel.failed', { code: session.error_code })} code={session.error_code} />
          )}
          {session?.status === 'pending' && <p className="campus-sence__notice">{t('sence_panel.pending')}</p>}
          {session?.status === 'closed' && <p>{t('sence_panel.closed', { time: time(session.closed_at) })}</p>}
          <StartForm course={course} retry={session?.status === 'failed' || session?.status === 'pending'} />
        </>
      )}
    </>,
  );
}

/** SENCE's code with its message of §8, as an alert. */
function SenceRefusal({ text, code }: { text: string; code: number }) {
  const t = useT();
  return (
    <div className="campus-sence__notice" part="sence-error" role="alert">
      <p>{text}</p>
      <p>{t(senceErrorMessageKey(code))}</p>
    </div>
  );
}

/** The session open today, a close SENCE refused, and the close. */
function OpenSession({
  courseId,
  openedAt,
  closeErrorCode,
}: {
  courseId: number | string;
  openedAt: string;
  closeErrorCode: number | null;
}) {
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
      <p className="campus-sence__open" part="sence-open" role="status">
        {t('sence_panel.open', { time: openedAt })}
      </p>
      {closeErrorCode !== null && (
        <SenceRefusal text={t('sence_panel.close_failed', { code: closeErrorCode })} code={closeErrorCode} />
      )}
      {sending.status === 'error' && <ErrorState error={sending.error} />}
      <Button
        variant="secondary"
        loading={sending.status === 'sending' || sending.status === 'leaving'}
        onClick={close}
      >
        {t('sence_panel.close')}
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
    <form className="campus-sence__form" noValidate onSubmit={submit}>
      <TextField
        label={t('sence_panel.run')}
        hint={`${t('sence_panel.run_hint')} ${t('sence_panel.window')}`}
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
        {retry ? t('sence_panel.retry') : t('sence_panel.start')}
      </Button>
      {sending.status === 'leaving' && (
        <p className="campus-visually-hidden" role="status">
          {t('sence_panel.leaving')}
        </p>
      )}
    </form>
  );
}
