import type { JournalOutcome, ProgressJournal } from '../../offline/progress-journal.js';
import { activityProgressResultSchema } from '../../schemas/activity-progress.js';
import type { ActivityProgressReport, ActivityProgressResult } from '../../schemas/activity-progress.js';
import { gameMoveResponseSchema } from '../../schemas/game-attempts.js';
import type { GameAnswer, GameMoveResponse } from '../../schemas/game-attempts.js';
import { scormCommitResultSchema } from '../../schemas/scorm-runtime.js';
import type { ScormCommit, ScormCommitResult } from '../../schemas/scorm-runtime.js';
import { savedAnswerSchema, submitAttemptResponseSchema } from '../../schemas/test-attempts.js';
import type { QuestionAnswer, SavedAnswer, SubmitAttemptResponse } from '../../schemas/test-attempts.js';
import { ACTIVITY_PATHS, ASSESSMENT_PATHS, GAME_PATHS, pathTo } from '../paths.js';

/*
 * The learner's writes through the progress journal (docs/core.md "Progress journal"): the same requests as
 * `reportActivityProgress`, `commitScormRuntime`, `saveTestAnswer`, `submitTestAttempt` and `sendGameMove`, sent
 * at once when they can be and otherwise kept on the device (`{ status: 'saved' }`) and sent in order later, with
 * the time they were made (`recorded_at`). A final refusal rejects as the call does.
 */

/** The attempt a journaled test answer, submission or game move belongs to: its id and the lease it holds. */
export type JournaledAttempt = { readonly id: string; readonly lease: string };

/** `POST /api/activities/{activity_id}/progress/` through the journal (`keepalive` as the page goes away). */
export function journalProgressReport(
  journal: ProgressJournal,
  activityId: number | string,
  report: ActivityProgressReport,
  options: { keepalive?: boolean } = {},
): Promise<JournalOutcome<ActivityProgressResult>> {
  return journal.write(
    {
      kind: 'progress',
      method: 'POST',
      path: pathTo(ACTIVITY_PATHS.progress, { activity_id: activityId }),
      body: report,
      ...(options.keepalive === true ? { keepalive: true } : {}),
    },
    activityProgressResultSchema,
  );
}

/**
 * `PUT /api/activities/{activity_id}/runtime/` through the journal. Commits of one SCO kept offline supersede each
 * other (each carries the whole data model), so one late commit per SCO is sent.
 */
export function journalScormCommit(
  journal: ProgressJournal,
  activityId: number | string,
  commit: ScormCommit,
  options: { keepalive?: boolean } = {},
): Promise<JournalOutcome<ScormCommitResult>> {
  return journal.write(
    {
      kind: 'scorm-commit',
      method: 'PUT',
      path: pathTo(ACTIVITY_PATHS.runtime, { activity_id: activityId }),
      body: commit,
      coalesce: `scorm:${String(activityId)}:${commit.sco}`,
      ...(options.keepalive === true ? { keepalive: true } : {}),
    },
    scormCommitResultSchema,
  );
}

/** `PUT /api/test-attempts/{attempt_id}/answers/{question_id}/` through the journal. */
export function journalTestAnswer(
  journal: ProgressJournal,
  attempt: JournaledAttempt,
  questionId: string,
  answer: QuestionAnswer,
): Promise<JournalOutcome<SavedAnswer>> {
  return journal.write(
    {
      kind: 'test-answer',
      method: 'PUT',
      path: pathTo(ASSESSMENT_PATHS.attemptAnswer, { attempt_id: attempt.id, question_id: questionId }),
      body: { lease: attempt.lease, answer },
    },
    savedAnswerSchema,
  );
}

/** `POST /api/test-attempts/{attempt_id}/submit/` through the journal, with the form's idempotency key. */
export function journalTestSubmit(
  journal: ProgressJournal,
  attempt: JournaledAttempt,
  options: { idempotencyKey: string },
): Promise<JournalOutcome<SubmitAttemptResponse>> {
  return journal.write(
    {
      kind: 'test-submit',
      method: 'POST',
      path: pathTo(ASSESSMENT_PATHS.attemptSubmit, { attempt_id: attempt.id }),
      body: { lease: attempt.lease },
      idempotencyKey: options.idempotencyKey,
    },
    submitAttemptResponseSchema,
  );
}

/** `POST /api/game-attempts/{attempt_id}/moves/` through the journal, with the move's idempotency key. */
export function journalGameMove(
  journal: ProgressJournal,
  attempt: JournaledAttempt,
  move: { readonly item: string; readonly answer: GameAnswer },
  options: { idempotencyKey: string },
): Promise<JournalOutcome<GameMoveResponse>> {
  return journal.write(
    {
      kind: 'game-move',
      method: 'POST',
      path: pathTo(GAME_PATHS.gameMove, { attempt_id: attempt.id }),
      body: { lease: attempt.lease, item: move.item, answer: move.answer },
      idempotencyKey: options.idempotencyKey,
    },
    gameMoveResponseSchema,
  );
}
