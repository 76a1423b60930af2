import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchGameOverview, startGameAttempt } from '@campus/core/api';
import { isActivityDone } from '@campus/core/rules';
import type {
  GameAttempt,
  GameBoard,
  GameMoveResponse,
  GameOverview,
  GameProgress,
  GameResult,
} from '@campus/core/schemas';
import { Spinner, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { GameAttemptScreen } from './game-attempt.js';
import { GameEndScreen } from './game-end.js';
import { conflictCode, GAME_START_REFUSALS } from './game-errors.js';
import { GAME_VIEWER_MESSAGES } from './game-messages.js';
import { GameOverviewScreen } from './game-overview.js';
import { gameViewerStyles } from './game-viewer.styles.js';

type Loaded = { status: 'loading' } | { status: 'ready'; data: GameOverview } | { status: 'error'; error: unknown };

type Screen =
  | { kind: 'overview' }
  | { kind: 'attempt'; attempt: GameAttempt }
  | { kind: 'end'; board: GameBoard; progress: GameProgress; result: GameResult };

/**
 * The viewer of the eight games (`drag_and_drop`, `drag_the_words`, `find_the_pairs`, `this_or_that`,
 * `fill_in_the_blanks`, `true_or_false`, `flashcards`, `enigma`; issue 22). The server holds the solution and
 * decides every move; the viewer shows the rules, starts or resumes an attempt, hands the board of the type its
 * moves, says each answer in its one polite live region, and shows the end with the solution. It tells the player
 * the activity's new state from each move's answer (`onState`) and the xAPI moments: `initialized`, `answered` per
 * move, `passed` or `failed` with the scaled score, `completed`.
 */
export function GameViewer(props: ViewerProps) {
  usePackageMessages(GAME_VIEWER_MESSAGES);
  const t = useT();
  const { campus, activity } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  useOwnedStyleSheet(rootRef, gameViewerStyles);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [loads, setLoads] = useState(0);
  const [screen, setScreen] = useState<Screen>({ kind: 'overview' });
  const [starting, setStarting] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const latest = useLatest(props);
  const initialized = useRef(false);
  const told = useRef({ status: activity.status, progress: activity.progress });

  useEffect(() => {
    let current = true;
    fetchGameOverview(campus.api, activity.id).then(
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

  // The same words twice in a row are said again: a no-break space makes them new to the live region.
  const announce = useCallback(
    (message: string) => setAnnouncement((previous) => (previous === message ? `${message}\u00a0` : message)),
    [],
  );

  const tell = (state: { status: GameMoveResponse['activity']['status']; progress: number }) => {
    if (told.current.status === state.status && told.current.progress === state.progress) return;
    told.current = state;
    latest.current.onState(state);
  };

  const start = () => {
    setStarting(true);
    setProblem(undefined);
    startGameAttempt(campus.api, activity.id)
      .then(
        (attempt) => {
          setScreen({ kind: 'attempt', attempt });
          // The menu shows the game under way at once (the server marked it when the attempt started).
          if (told.current.status === 'not_started') tell({ status: 'in_progress', progress: told.current.progress });
        },
        (error: unknown) => {
          const code = conflictCode(error);
          setProblem(campus.errorMessage(error, 'player-game'));
          if (code !== undefined && (GAME_START_REFUSALS as readonly string[]).includes(code)) {
            setScreen({ kind: 'overview' });
            reload();
          }
        },
      )
      .finally(() => setStarting(false));
  };

  const moved = (response: GameMoveResponse, board: GameBoard) => {
    const { onStatement } = latest.current;
    onStatement('answered', { success: response.move.correct });
    tell({ status: response.activity.status, progress: response.activity.progress });
    const { result } = response;
    if (result === null) return;
    const passed = result.status === 'approved';
    onStatement(passed ? 'passed' : 'failed', { score: result.score / 100, success: passed });
    if (isActivityDone(response.activity.status)) {
      onStatement('completed', { completion: true, score: result.score / 100 });
    }
    setProblem(undefined);
    setScreen({ kind: 'end', board, progress: response.progress, result });
    // The attempts left and the standing changed.
    reload();
  };

  const closed = useCallback(() => {
    setScreen({ kind: 'overview' });
    setProblem(t('player-game.errors.attempt_closed'));
    reload();
  }, [reload, t]);

  let body;
  if (screen.kind === 'attempt') {
    const { attempt } = screen;
    body = (
      <GameAttemptScreen
        key={attempt.id}
        attempt={attempt}
        activityId={activity.id}
        onMoved={(response) => moved(response, attempt.board)}
        onClosed={closed}
        announce={announce}
      />
    );
  } else if (screen.kind === 'end') {
    body = (
      <GameEndScreen
        board={screen.board}
        progress={screen.progress}
        result={screen.result}
        overview={loaded.status === 'ready' ? loaded.data : undefined}
        onTryAgain={start}
        starting={starting}
        problem={problem}
        onBack={() => setScreen({ kind: 'overview' })}
      />
    );
  } else if (loaded.status === 'loading') {
    body = (
      <div className="campus-game__loading" aria-busy="true">
        <Spinner label={t('player-game.loading')} />
      </div>
    );
  } else if (loaded.status === 'error') {
    body = <ViewerProblem error={loaded.error} onRetry={reload} />;
  } else {
    body = <GameOverviewScreen overview={loaded.data} onStart={start} starting={starting} problem={problem} />;
  }
  return (
    <div className="campus-game" part="game" ref={rootRef}>
      {body}
      <p className="campus-visually-hidden" aria-live="polite" part="game-announcer">
        {announcement}
      </p>
    </div>
  );
}
