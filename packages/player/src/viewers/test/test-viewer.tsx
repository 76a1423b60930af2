import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchTestOverview, startTestAttempt } from '@campus/core/api';
import { isActivityDone } from '@campus/core/rules';
import type { SubmitAttemptResponse, TestOverview, TestQuestion } from '@campus/core/schemas';
import { Spinner, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { AttemptScreen } from './attempt-screen.js';
import type { HeldAttempt } from './attempt-screen.js';
import { pageClock } from './countdown.js';
import { conflictCode } from './test-errors.js';
import { TEST_VIEWER_MESSAGES } from './test-messages.js';
import { TestOverviewScreen } from './test-overview.js';
import { TestResultScreen } from './test-result.js';
import { testViewerStyles } from './test-viewer.styles.js';

type Loaded = { status: 'loading' } | { status: 'ready'; data: TestOverview } | { status: 'error'; error: unknown };

type Screen =
  | { kind: 'overview' }
  | { kind: 'attempt'; held: HeldAttempt }
  | { kind: 'result'; response: SubmitAttemptResponse; questions: readonly TestQuestion[] };

/** The refusals of a start the overview explains in its own words (spec §8 "Quiz blocked or restarted"). */
const START_REFUSALS = ['no_attempts_left', 'test_blocked', 'test_already_passed'];

/**
 * The viewer of tests and quizzes (`conventional_test`, `block_test`, `restart_test`, `evaluated_quiz`,
 * `unevaluated_quiz`, `block_general_test`, `restart_general_test`; issue 21). The server decides everything
 * (questions, deadline, score, the mode's outcome); the viewer shows the overview, takes an attempt, and shows
 * the result, telling the player the activity's new state (`onState`) and the xAPI moments: `initialized`,
 * `answered` per saved answer, `passed` or `failed` with the scaled score, `completed`.
 */
export function TestViewer(props: ViewerProps) {
  usePackageMessages(TEST_VIEWER_MESSAGES);
  const t = useT();
  const { campus, activity } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnedStyleSheet(rootRef, testViewerStyles);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [loads, setLoads] = useState(0);
  const [screen, setScreen] = useState<Screen>({ kind: 'overview' });
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [lastQuestions, setLastQuestions] = useState<readonly TestQuestion[] | undefined>(undefined);
  const latest = useLatest(props);
  const initialized = useRef(false);

  useEffect(() => {
    let current = true;
    fetchTestOverview(campus.api, activity.id).then(
      (data) => {
        if (!current) return;
        setLoaded({ status: 'ready', data });
        if (!initialized.current) latest.current.onStatement('initialized');
        initialized.current = true;
      },
      (error: unknown) => {
        if (current) setLoaded({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [campus, activity.id, loads, latest]);
  const reload = useCallback(() => {
    setLoaded({ status: 'loading' });
    setLoads((count) => count + 1);
  }, []);

  const start = () => {
    setStarting(true);
    setProblem(undefined);
    startTestAttempt(campus.api, activity.id)
      .then(
        (attempt) => {
          setScreen({ kind: 'attempt', held: { attempt, receivedAt: pageClock() } });
          // The menu shows the test under way at once (the server marked it when the attempt started).
          if (activity.status === 'not_started') {
            latest.current.onState({ status: 'in_progress', progress: activity.progress });
          }
        },
        (error: unknown) => {
          const code = conflictCode(error);
          if (code !== undefined && START_REFUSALS.includes(code)) {
            setProblem(t(`player-test.refused.${code}`));
            reload();
          } else setProblem(campus.errorMessage(error, 'player'));
        },
      )
      .finally(() => setStarting(false));
  };

  const submitted = (response: SubmitAttemptResponse, questions: readonly TestQuestion[]) => {
    const { onState, onStatement } = latest.current;
    setScreen({ kind: 'result', response, questions });
    setLastQuestions(questions);
    setLoaded({ status: 'ready', data: response.test });
    const { result } = response;
    if (result.status !== 'finished' && result.score !== null) {
      const passed = result.status === 'approved';
      onStatement(passed ? 'passed' : 'failed', { score: result.score / 100, success: passed });
    }
    if (isActivityDone(response.activity.status)) {
      onStatement('completed', {
        completion: true,
        ...(result.score === null ? {} : { score: result.score / 100 }),
      });
    }
    onState({ status: response.activity.status, progress: response.activity.progress });
  };

  const closed = useCallback(() => {
    setScreen({ kind: 'overview' });
    reload();
  }, [reload]);

  let body;
  if (screen.kind === 'attempt') {
    const { held } = screen;
    body = (
      <AttemptScreen
        held={held}
        activityId={activity.id}
        onSubmitted={(response) => submitted(response, held.attempt.questions)}
        onClosed={closed}
        onStatement={props.onStatement}
      />
    );
  } else if (screen.kind === 'result') {
    body = (
      <TestResultScreen
        response={screen.response}
        questions={screen.questions}
        onBack={() => setScreen({ kind: 'overview' })}
      />
    );
  } else if (loaded.status === 'loading') {
    body = (
      <div className="campus-test__loading" aria-busy="true">
        <Spinner />
        <p className="campus-visually-hidden">{t('player-test.loading')}</p>
      </div>
    );
  } else if (loaded.status === 'error') {
    body = <ViewerProblem error={loaded.error} onRetry={reload} />;
  } else {
    body = (
      <TestOverviewScreen
        overview={loaded.data}
        onStart={start}
        starting={starting}
        problem={problem}
        questions={lastQuestions}
      />
    );
  }
  return (
    <div className="campus-test" part="test" ref={rootRef}>
      {body}
    </div>
  );
}
