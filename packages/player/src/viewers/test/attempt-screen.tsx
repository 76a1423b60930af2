import { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { fetchTestOverview, journalTestAnswer, journalTestSubmit, startTestAttempt } from '@campus/core/api';
import type { QuestionAnswer, SubmitAttemptResponse, TestAttempt } from '@campus/core/schemas';
import { answerFits } from '@campus/core/rules';
import { Button, ConfirmDialog, Dialog, useCampus, useIdempotentSubmit, useT } from '@campus/ui';
import { useLeaveGuard } from '../../player/leave-guard.js';
import type { LeaveGuard } from '../../player/leave-guard.js';
import { answerWhenSent } from '../shared/saved-on-device.js';
import { useLatest } from '../shared/use-latest.js';
import type { ViewerProps } from '../viewer-types.js';
import { AnswerSaver } from './answer-saver.js';
import { clockText, crossedMark, pageClock, secondsRemaining } from './countdown.js';
import { isAnswered, QuestionInput } from './question-input.js';
import { attemptStop, refusedForGood } from './test-errors.js';

/** An attempt as this tab holds it: the server's answer and when it arrived (the countdown's origin). */
export interface HeldAttempt {
  readonly attempt: TestAttempt;
  /** The monotonic time the answer arrived (see `pageClock`). */
  readonly receivedAt: number;
}

/** Props of {@link AttemptScreen}. */
export interface AttemptScreenProps {
  held: HeldAttempt;
  activityId: number | string;
  /** The attempt was submitted: its result. */
  onSubmitted: (response: SubmitAttemptResponse) => void;
  /** The attempt is over without this tab (submitted elsewhere): back to the overview, read again. */
  onClosed: () => void;
  onStatement: ViewerProps['onStatement'];
}

type Phase = 'answering' | 'submitting' | 'submit_saved' | 'submit_failed';

/**
 * Taking an attempt (issue 21): one question at a time with the list of questions and "Questão 3 de 10", each
 * answer saved as it is given (text after a pause), a countdown from the server's `seconds_left` announced at a
 * few marks and submitting by itself at zero, the confirmation of a submission listing unanswered questions, the
 * retry-safe submit, and no way out without asking: `beforeunload` and the player's own navigation. Another tab
 * taking the attempt (409 `attempt_moved`) shows "Este teste continua em outra aba" with "Continuar aqui".
 */
export function AttemptScreen({ held, activityId, onSubmitted, onClosed, onStatement }: AttemptScreenProps) {
  const t = useT();
  const campus = useCampus();
  const id = useId();
  const { attempt } = held;
  const { questions } = attempt;
  const lease = useRef(attempt.lease);
  const [clock, setClock] = useState({ secondsLeft: attempt.seconds_left, receivedAt: held.receivedAt });
  const [answers, setAnswers] = useState<Readonly<Record<string, QuestionAnswer>>>(attempt.answers);
  const [index, setIndex] = useState(0);
  const [moved, setMoved] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [phase, setPhase] = useState<Phase>('answering');
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const [leaving, setLeaving] = useState<(() => void) | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepped = useRef(false);
  const submitting = useRef(false);
  const sending = useIdempotentSubmit<SubmitAttemptResponse>();
  const latest = useLatest({ onSubmitted, onClosed, onStatement });

  const announce = useCallback((text: string) => setAnnouncement(text), []);

  // The saver outlives renders; it gets its way to send once mounted (answers given before wait for it).
  const stopRef = useRef<(error: unknown) => void>(() => undefined);
  const [saver] = useState(() => new AnswerSaver());
  useEffect(() => {
    saver.connect({
      // Through the progress journal: offline, the answer is kept on the device (saved for the saver) and sent in
      // order later with the time it was given, which the server judges against the attempt's deadline.
      send: (questionId, answer) =>
        journalTestAnswer(campus.journal, { id: attempt.id, lease: lease.current }, questionId, answer),
      stops: (error) => attemptStop(error) !== undefined,
      refuses: refusedForGood,
      onStop: (error) => stopRef.current(error),
      onSaved: () => latest.current.onStatement('answered'),
    });
    return () => saver.dispose();
  }, [saver, campus, attempt.id, latest]);
  const saving = useSyncExternalStore(saver.subscribe, saver.getSnapshot, saver.getSnapshot);

  const submit = useCallback(
    async (auto: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      setConfirming(false);
      setProblem(undefined);
      setPhase('submitting');
      try {
        // At the deadline the server scores what it has: nothing waits for a save that cannot land.
        const saved = await saver.flush();
        if (!saved && !auto) {
          setPhase('answering');
          if (!saver.getSnapshot().stopped) setProblem(t('player-test.confirm.unsaved'));
          return;
        }
        const held = lease.current;
        // Offline, the submission is kept on the device and the result comes when it is sent (the screen says so).
        const outcome = await sending.submit(held, (idempotencyKey) =>
          journalTestSubmit(campus.journal, { id: attempt.id, lease: held }, { idempotencyKey }).then((sent) =>
            answerWhenSent(sent, () => setPhase('submit_saved')),
          ),
        );
        if (outcome.status === 'done') {
          latest.current.onSubmitted(outcome.data);
          return;
        }
        if (outcome.status === 'busy') return;
        const stop = attemptStop(outcome.error);
        if (stop === 'attempt_closed') {
          latest.current.onClosed();
          return;
        }
        if (stop === 'attempt_moved') {
          setMoved(true);
          setPhase('answering');
          return;
        }
        setPhase('submit_failed');
        setProblem(`${t('player-test.submit_failed')} ${campus.errorMessage(outcome.error, 'player')}`);
      } finally {
        submitting.current = false;
      }
    },
    [saver, sending, campus, attempt.id, t, latest],
  );
  const submitRef = useLatest(submit);

  useEffect(() => {
    stopRef.current = (error) => {
      const stop = attemptStop(error);
      if (stop === 'attempt_moved') setMoved(true);
      else if (stop === 'attempt_closed') latest.current.onClosed();
      // The deadline passed: the server still takes the submission, scored with what it saved by then.
      else if (stop === 'attempt_time_over') void submitRef.current(true);
    };
  });

  // The countdown: from the server's seconds left, announced at a few marks, submitting at zero.
  const [remaining, setRemaining] = useState(() =>
    clock.secondsLeft === null ? null : secondsRemaining(clock.secondsLeft, clock.receivedAt, pageClock()),
  );
  useEffect(() => {
    const { secondsLeft, receivedAt } = clock;
    if (secondsLeft === null) return undefined;
    let before = secondsRemaining(secondsLeft, receivedAt, pageClock());
    const over = () => {
      announce(t('player-test.timer.over'));
      void submitRef.current(true);
    };
    const timer = setInterval(() => {
      const after = secondsRemaining(secondsLeft, receivedAt, pageClock());
      const mark = crossedMark(before, after);
      if (mark !== undefined) {
        announce(
          mark >= 60
            ? t('player-test.timer.announce_minutes', { count: mark / 60 })
            : t('player-test.timer.announce_seconds', { count: mark }),
        );
      }
      before = after;
      setRemaining(after);
      if (after === 0) {
        clearInterval(timer);
        over();
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [clock, announce, t, submitRef]);

  // No way out without asking: the page (refresh, closing) and the player's own navigation.
  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);
  const [guard] = useState<LeaveGuard>(() => (leave: () => void) => setLeaving(() => leave));
  useLeaveGuard(guard);

  // Focus follows the learner to the question's heading (not on arrival: the player's heading has it).
  useEffect(() => {
    if (stepped.current && !moved) headingRef.current?.focus();
  }, [index, moved]);
  const go = (target: number) => {
    stepped.current = true;
    setIndex(Math.min(Math.max(0, target), questions.length - 1));
  };

  const answer = (questionId: string, value: QuestionAnswer, options?: { debounce?: boolean }) => {
    const question = questions.find((entry) => entry.id === questionId);
    setAnswers((previous) => ({ ...previous, [questionId]: value }));
    if (question !== undefined && !answerFits(question, value)) return;
    saver.put(questionId, value, options);
  };

  const continueHere = async () => {
    setContinuing(true);
    setProblem(undefined);
    try {
      // A start after the attempt ended elsewhere would begin a new one: only the same attempt is taken back.
      const overview = await fetchTestOverview(campus.api, activityId);
      if (overview.in_progress?.id !== attempt.id) {
        latest.current.onClosed();
        return;
      }
      const resumed = await startTestAttempt(campus.api, activityId);
      if (resumed.id !== attempt.id) {
        latest.current.onClosed();
        return;
      }
      lease.current = resumed.lease;
      // What this tab has not saved yet wins over what the server holds; the rest is the server's.
      const unsaved = saver.pendingAnswers();
      setAnswers({ ...resumed.answers, ...Object.fromEntries(unsaved) });
      setClock({ secondsLeft: resumed.seconds_left, receivedAt: pageClock() });
      // Back to the question, focus on its heading (the panel that had it is gone).
      stepped.current = true;
      setMoved(false);
      saver.resume();
    } catch (error) {
      setProblem(campus.errorMessage(error, 'player'));
    } finally {
      setContinuing(false);
    }
  };

  const question = questions[index];
  const unanswered = questions
    .map((entry, position) => ({ entry, position }))
    .filter(({ entry }) => !isAnswered(answers[entry.id]));
  // Answers kept by the progress journal while offline are saved on the device, not yet on the server.
  const journal = useSyncExternalStore(
    campus.journal.subscribe,
    campus.journal.getSnapshot,
    campus.journal.getSnapshot,
  );
  const saveText =
    saving.status === 'saving'
      ? t('player-test.save.saving')
      : saving.status === 'saved'
        ? t(journal.pending > 0 ? 'player-test.save.saved_on_device' : 'player-test.save.saved')
        : '';

  return (
    <div className="campus-test__attempt" part="test-attempt">
      <div className="campus-test__bar" part="test-bar">
        <p className="campus-test__attempt-number">{t('player-test.attempt.label', { number: attempt.number })}</p>
        {remaining !== null && (
          <p className="campus-test__timer" part="test-timer">
            <span className="campus-test__timer-label">{t('player-test.timer.label')}: </span>
            <span role="timer" aria-label={t('player-test.timer.left', { time: clockText(remaining) })}>
              {clockText(remaining)}
            </span>
          </p>
        )}
        <p className="campus-test__save" part="test-save">
          {saveText}
        </p>
      </div>
      {saving.status === 'failed' && (
        <div className="campus-test__save-failed" role="alert">
          <p>{t('player-test.save.failed', { count: saving.failed })}</p>
          <Button variant="secondary" onClick={() => saver.retryNow()}>
            {t('player-test.save.retry')}
          </Button>
        </div>
      )}
      {moved ? (
        <div className="campus-test__moved" part="test-moved" role="alert">
          <p className="campus-test__moved-title">{t('player-test.moved.title')}</p>
          <p>{t('player-test.moved.description')}</p>
          <Button onClick={() => void continueHere()} loading={continuing}>
            {t('player-test.moved.continue_here')}
          </Button>
        </div>
      ) : (
        question !== undefined && (
          <>
            <nav className="campus-test__questions" aria-label={t('player-test.attempt.questions')}>
              <ol>
                {questions.map((entry, position) => {
                  const done = isAnswered(answers[entry.id]);
                  return (
                    <li key={entry.id}>
                      <button
                        type="button"
                        className={`campus-test__jump${done ? ' campus-test__jump--answered' : ''}`}
                        aria-current={position === index ? 'step' : undefined}
                        aria-label={`${t('player-test.attempt.go_to', { number: position + 1 })}, ${t(
                          `player-test.attempt.${done ? 'answered' : 'unanswered'}`,
                        )}`}
                        onClick={() => go(position)}
                      >
                        {position + 1}
                      </button>
                    </li>
                  );
                })}
              </ol>
            </nav>
            <section className="campus-test__current" aria-labelledby={`${id}-heading`}>
              <h3 className="campus-test__position" id={`${id}-heading`} tabIndex={-1} ref={headingRef}>
                {t('player-test.attempt.position', { current: index + 1, count: questions.length })}
              </h3>
              <QuestionInput
                key={question.id}
                question={question}
                answer={answers[question.id]}
                onAnswer={(value, options) => answer(question.id, value, options)}
                announce={announce}
                labelledBy={`${id}-heading`}
              />
              {saving.refused.has(question.id) && (
                <p className="campus-test__problem" role="alert">
                  {t('player-test.save.unfit')}
                </p>
              )}
            </section>
            <div className="campus-test__step">
              <Button variant="secondary" onClick={() => go(index - 1)} disabled={index === 0}>
                {t('player-test.attempt.previous')}
              </Button>
              {index < questions.length - 1 && (
                <Button variant="secondary" onClick={() => go(index + 1)}>
                  {t('player-test.attempt.next')}
                </Button>
              )}
              <Button onClick={() => setConfirming(true)} loading={phase === 'submitting' || phase === 'submit_saved'}>
                {t('player-test.attempt.submit')}
              </Button>
            </div>
          </>
        )
      )}
      {phase === 'submitting' && (
        <p className="campus-visually-hidden" role="status">
          {t('player-test.submitting')}
        </p>
      )}
      {phase === 'submit_saved' && (
        <p className="campus-test__saved" part="test-submit-saved" role="status">
          {t('player-test.submit_saved')}
        </p>
      )}
      {problem !== undefined && (
        <div className="campus-test__problem" role="alert">
          <p>{problem}</p>
          {phase === 'submit_failed' && (
            <Button onClick={() => void submit(false)}>{t('player-test.submit_retry')}</Button>
          )}
        </div>
      )}
      <p className="campus-visually-hidden" aria-live="polite">
        {announcement}
      </p>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('player-test.confirm.title')}
        role="alertdialog"
        describedBy={`${id}-confirm`}
        showCloseButton={false}
        footer={
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              {t('player-test.confirm.back')}
            </Button>
            <Button onClick={() => void submit(false)}>{t('player-test.confirm.confirm')}</Button>
          </>
        }
      >
        <div id={`${id}-confirm`}>
          {unanswered.length === 0 ? (
            <p>{t('player-test.confirm.all_answered')}</p>
          ) : (
            <>
              <p>{t('player-test.confirm.unanswered', { count: unanswered.length })}</p>
              <ul className="campus-test__unanswered">
                {unanswered.map(({ entry, position }) => (
                  <li key={entry.id}>{t('player-test.attempt.go_to', { number: position + 1 })}</li>
                ))}
              </ul>
            </>
          )}
          {saving.status === 'failed' && <p>{t('player-test.confirm.unsaved')}</p>}
        </div>
      </Dialog>
      <ConfirmDialog
        open={leaving !== null}
        title={t('player-test.leave.title')}
        message={t('player-test.leave.message')}
        confirmLabel={t('player-test.leave.confirm')}
        cancelLabel={t('player-test.leave.stay')}
        tone="danger"
        onConfirm={() => {
          const leave = leaving;
          setLeaving(null);
          leave?.();
        }}
        onCancel={() => setLeaving(null)}
      />
    </div>
  );
}
