import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchGameOverview, journalGameMove, startGameAttempt } from '@campus/core/api';
import type { GameAnswer, GameAttempt, GameMoveOutcome, GameMoveResponse, GameProgress } from '@campus/core/schemas';
import { Button, useCampus, useIdempotentSubmit, useLocale, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { answerWhenSent } from '../shared/saved-on-device.js';
import { errorsLeftText, moveAnnouncement } from './game-announce.js';
import { GameBoardOf } from './game-board-of.js';
import { gameAttemptStop } from './game-errors.js';

/** Props of {@link GameAttemptScreen}. */
export interface GameAttemptScreenProps {
  attempt: GameAttempt;
  activityId: number | string;
  /** The server answered a move (the viewer tells the player and, once the game is over, shows the end). */
  onMoved: (response: GameMoveResponse) => void;
  /** The attempt is over without this tab (ended elsewhere): back to the overview, read again. */
  onClosed: () => void;
  /** Says a message in the viewer's live region. */
  announce: (message: string) => void;
}

/**
 * Playing one attempt (issue 22): the errors made and left, the items done, the board of the game's type, and
 * every move sent retry-safe (a move sent again after a failure carries the same idempotency key, so it counts
 * once). Another tab taking the attempt (409 `attempt_moved`) shows "Este jogo continua em outra aba" with
 * "Continuar aqui"; a failed move says why and leaves the board as it was, to be played again.
 */
export function GameAttemptScreen({ attempt, activityId, onMoved, onClosed, announce }: GameAttemptScreenProps) {
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const [held, setHeld] = useState(attempt);
  const [progress, setProgress] = useState<GameProgress>(attempt.progress);
  const [busy, setBusy] = useState(false);
  const [moved, setMoved] = useState(false);
  const [continuing, setContinuing] = useState(false);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const progressRef = useLatest(progress);
  const latest = useLatest({ onMoved, onClosed, announce });
  const sending = useIdempotentSubmit<GameMoveResponse>();
  const heldRef = useLatest(held);

  // The Start (or "Continuar aqui") button that had the focus is gone: the attempt's heading takes it.
  const [arrivals, setArrivals] = useState(0);
  useEffect(() => headingRef.current?.focus(), [arrivals]);

  const move = useCallback(
    async (item: string, answer: GameAnswer): Promise<GameMoveOutcome | null> => {
      const { id, lease } = heldRef.current;
      setBusy(true);
      setProblem(undefined);
      // The same move with the same lease is the same write: its key is kept until the server answers.
      // Through the progress journal: offline, the move is kept on the device and judged when it is sent.
      const outcome = await sending.submit(JSON.stringify([id, lease, item, answer]), (idempotencyKey) =>
        journalGameMove(campus.journal, { id, lease }, { item, answer }, { idempotencyKey }).then((sent) =>
          answerWhenSent(sent),
        ),
      );
      // Another move is on its way: it settles `busy` when its answer comes.
      if (outcome.status === 'busy') return null;
      setBusy(false);
      if (outcome.status === 'done') {
        const response = outcome.data;
        const before = progressRef.current;
        setProgress(response.progress);
        latest.current.announce(moveAnnouncement(t, heldRef.current.board, before, response, locale));
        latest.current.onMoved(response);
        return response.move;
      }
      const stop = gameAttemptStop(outcome.error);
      if (stop === 'attempt_closed') latest.current.onClosed();
      else if (stop === 'attempt_moved') setMoved(true);
      else {
        const reason = campus.errorMessage(outcome.error, 'player-game');
        setProblem(t('player-game.attempt.move_failed', { reason }));
      }
      return null;
    },
    [campus, sending, t, locale, heldRef, progressRef, latest],
  );

  const continueHere = async () => {
    setContinuing(true);
    setProblem(undefined);
    try {
      // A start after the attempt ended elsewhere would begin a new one: only the same attempt is taken back.
      const overview = await fetchGameOverview(campus.api, activityId);
      if (overview.in_progress?.id !== held.id) {
        latest.current.onClosed();
        return;
      }
      const resumed = await startGameAttempt(campus.api, activityId);
      if (resumed.id !== held.id) {
        latest.current.onClosed();
        return;
      }
      setHeld(resumed);
      setProgress(resumed.progress);
      setMoved(false);
      setArrivals((count) => count + 1);
    } catch (error) {
      setProblem(campus.errorMessage(error, 'player-game'));
    } finally {
      setContinuing(false);
    }
  };

  return (
    <div className="campus-game__attempt" part="game-attempt">
      <div className="campus-game__bar" part="game-bar">
        <h3 className="campus-game__subtitle" tabIndex={-1} ref={headingRef}>
          {t('player-game.attempt.label', { number: held.number })}
        </h3>
        <p className="campus-game__count">
          {t('player-game.attempt.progress', { done: progress.items_done, total: progress.items_total })}
        </p>
        <p className="campus-game__errors" part="game-errors">
          {t('player-game.attempt.errors', { errors: progress.errors, allowed: progress.errors_allowed })}
          {' · '}
          <strong>{errorsLeftText(t, progress)}</strong>
        </p>
      </div>
      {moved ? (
        <div className="campus-game__moved" part="game-moved" role="alert">
          <p className="campus-game__moved-title">{t('player-game.moved.title')}</p>
          <p>{t('player-game.moved.description')}</p>
          <Button onClick={() => void continueHere()} loading={continuing}>
            {t('player-game.moved.continue_here')}
          </Button>
        </div>
      ) : (
        <GameBoardOf
          key={held.lease}
          board={held.board}
          progress={progress}
          move={move}
          busy={busy}
          announce={announce}
        />
      )}
      {problem !== undefined && (
        <p className="campus-game__problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
