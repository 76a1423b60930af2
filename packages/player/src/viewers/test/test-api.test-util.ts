// The attempt API of tests and quizzes as a route table of the test kit (issue 21, the lead's server in
// packages/server/src/assessments/ decides the same way): leases, deadlines as `seconds_left`, saves refused with
// the server's 409 codes, scoring and the mode's outcome with core's own rules. Test-only.
import { ASSESSMENT_PATHS } from '@campus/core/api';
import {
  answerFits,
  isAnswerCorrect,
  resolveAttempt,
  rightAnswer,
  scoreAnswers,
  testModeForActivityType,
} from '@campus/core/rules';
import type { ActivityStatus } from '@campus/core/rules';
import {
  savedAnswerSchema,
  submitAttemptResponseSchema,
  testAttemptSchema,
  testOverviewSchema,
} from '@campus/core/schemas';
import type {
  AttemptResult,
  QuestionAnswer,
  SupportMaterial,
  TestDocumentQuestion,
  TestOverview,
  TestQuestion,
} from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions, FakeRoutes } from '@campus/core/testing';

/** The activity id of the fake's test. */
export const TEST_ACTIVITY_ID = 104;

/** A question of every type, with answer keys and feedback. */
export function sampleQuestions(): TestDocumentQuestion[] {
  return [
    {
      id: 'q1',
      type: 'single_choice',
      text: 'Qual é a cor do céu num dia limpo?',
      options: [
        { id: 'a', text: 'Verde' },
        { id: 'b', text: 'Azul' },
      ],
      correct: 'b',
      feedback: { correct: 'Isso mesmo.', incorrect: 'O céu limpo é azul.' },
    },
    {
      id: 'q2',
      type: 'multiple_choice',
      text: 'Quais são frutas?',
      image: { url: '/static/frutas.png', alt: 'Uma cesta com maçãs e bananas' },
      options: [
        { id: 'm', text: 'Maçã' },
        { id: 'c', text: 'Cenoura' },
        { id: 'b', text: 'Banana' },
      ],
      correct: ['m', 'b'],
    },
    { id: 'q3', type: 'true_false', text: 'A água ferve a 100 °C ao nível do mar.', correct: true },
    { id: 'q4', type: 'short_text', text: 'Qual é a capital de São Paulo?', accepted: ['São Paulo'] },
    {
      id: 'q5',
      type: 'ordering',
      text: 'Ponha em ordem crescente.',
      items: [
        { id: 'one', text: 'Um' },
        { id: 'two', text: 'Dois' },
        { id: 'three', text: 'Três' },
      ],
    },
  ];
}

/** What the fake's test is. */
export interface TestApiOptions {
  /** @default 'conventional_test' */
  activityType?: string;
  questions?: TestDocumentQuestion[];
  /** @default 70 */
  minimumScore?: number;
  /** @default 3; `null` unlimited */
  maximumAttempts?: number | null;
  /** Seconds to answer; `null` no limit. @default null */
  timeToAnswer?: number | null;
  /** Attempts already used. @default 0 */
  attempted?: number;
  supportMaterials?: SupportMaterial[];
  fail?: FakeApiOptions['fail'];
  /** Another fake to add the routes to (the player's, for a test inside the whole player). */
  base?: FakeApi;
}

interface Attempt {
  id: string;
  number: number;
  lease: string;
  startedAt: string;
  answers: Record<string, QuestionAnswer>;
  closed: boolean;
}

/** The fake with handles on its state. */
export type TestApi = FakeApi & {
  /** The attempt in progress, if any. */
  readonly current: () => Attempt | undefined;
  /** Seconds left the server answers on the next start (a resume), `null` without a limit. */
  secondsLeft: number | null;
  /** The deadline passed: saves are refused with `attempt_time_over`. */
  timeOver: boolean;
  /** Another tab resumes the attempt: this one's lease is refused with `attempt_moved`. */
  moveElsewhere(): void;
};

const NOW = '2026-11-26T20:00:00.000Z';

/** Creates the fake. */
export function createTestApi(options: TestApiOptions = {}): TestApi {
  const activityType = options.activityType ?? 'conventional_test';
  const mode = testModeForActivityType(activityType);
  const evaluated = activityType !== 'unevaluated_quiz';
  const bank = options.questions ?? sampleQuestions();
  const minimumScore = options.minimumScore ?? 70;
  const maximumAttempts = options.maximumAttempts === undefined ? 3 : options.maximumAttempts;
  const timeToAnswer = options.timeToAnswer ?? null;
  let attempted = options.attempted ?? 0;
  let result: ActivityStatus = 'not_started';
  let bestScore: number | null = null;
  let lastResult: AttemptResult | null = null;
  let attempt: Attempt | undefined;
  let leases = 0;

  const attemptsLeft = () => (maximumAttempts === null ? null : Math.max(0, maximumAttempts - attempted));
  const overview = (): TestOverview => ({
    activity_id: TEST_ACTIVITY_ID,
    mode: evaluated ? mode : null,
    evaluated,
    general: activityType.endsWith('_general_test'),
    minimum_score: minimumScore,
    qty_questions: bank.length,
    maximum_attempts: maximumAttempts,
    qty_attempted: attempted,
    attempts_left: attemptsLeft(),
    time_to_answer: timeToAnswer,
    result,
    best_score: bestScore,
    can_start:
      attempt === undefined &&
      !['approved', 'improved', 'blocked', 'finished'].includes(result) &&
      attemptsLeft() !== 0,
    in_progress: attempt === undefined ? null : { id: attempt.id, number: attempt.number, deadline: null },
    last_result: lastResult,
    support_materials: options.supportMaterials ?? [],
  });
  const learnerQuestion = (question: TestDocumentQuestion): TestQuestion => {
    const base = { id: question.id, text: question.text, ...(question.image ? { image: question.image } : {}) };
    switch (question.type) {
      case 'single_choice':
      case 'multiple_choice':
        return { ...base, type: question.type, options: question.options };
      case 'ordering':
        // The attempt's order: reversed, so the right order needs moves.
        return { ...base, type: 'ordering', items: [...question.items].reverse() };
      default:
        return { ...base, type: question.type };
    }
  };
  const attemptBody = (held: Attempt) => ({
    id: held.id,
    number: held.number,
    lease: held.lease,
    started_at: held.startedAt,
    deadline: api.secondsLeft === null ? null : '2026-11-26T21:00:00.000Z',
    seconds_left: api.secondsLeft,
    questions: bank.map(learnerQuestion),
    answers: held.answers,
  });
  const held = (id: string | undefined, lease: unknown) => {
    if (attempt === undefined || attempt.id !== id) return apiError(409, 'attempt_closed');
    if (attempt.lease !== lease) return apiError(409, 'attempt_moved');
    return undefined;
  };

  const routes: FakeRoutes = {
    [`GET ${ASSESSMENT_PATHS.test}`]: () => answer(testOverviewSchema, overview()),
    [`POST ${ASSESSMENT_PATHS.testAttempts}`]: () => {
      leases += 1;
      if (attempt !== undefined) {
        attempt.lease = `lease-${leases}`;
        return answer(testAttemptSchema, attemptBody(attempt));
      }
      if (result === 'blocked') return apiError(409, 'test_blocked');
      if (result === 'approved') return apiError(409, 'test_already_passed');
      if (attemptsLeft() === 0) return apiError(409, 'no_attempts_left');
      attempted += 1;
      result = 'in_progress';
      attempt = {
        id: `attempt-${attempted}`,
        number: attempted,
        lease: `lease-${leases}`,
        startedAt: NOW,
        answers: {},
        closed: false,
      };
      return answer(testAttemptSchema, attemptBody(attempt));
    },
    [`PUT ${ASSESSMENT_PATHS.attemptAnswer}`]: ({ params, body }) => {
      const { lease, answer: given } = body as { lease: string; answer: QuestionAnswer };
      const refused = held(params['attempt_id'], lease);
      if (refused !== undefined) return refused;
      if (api.timeOver) return apiError(409, 'attempt_time_over');
      const question = bank.find((entry) => entry.id === params['question_id']);
      if (question === undefined || !answerFits(learnerQuestion(question), given)) {
        return apiError(400, 'invalid_request');
      }
      (attempt as Attempt).answers[question.id] = given;
      return answer(savedAnswerSchema, { question_id: question.id, saved_at: NOW });
    },
    [`POST ${ASSESSMENT_PATHS.attemptSubmit}`]: ({ params, body }) => {
      const refused = held(params['attempt_id'], (body as { lease: string }).lease);
      if (refused !== undefined) return refused;
      const done = attempt as Attempt;
      const correct = bank.map((question) => isAnswerCorrect(question, done.answers[question.id], 'pt-BR'));
      const score = evaluated ? scoreAnswers(correct) : null;
      let status: AttemptResult['status'] = 'finished';
      if (evaluated && mode !== null && score !== null) {
        status = resolveAttempt({
          mode,
          score,
          minimumScore,
          attemptsUsed: attempted,
          maximumAttempts,
        }).status;
      }
      result = status;
      if (score !== null) bestScore = Math.max(bestScore ?? 0, score);
      if (status === 'restarted') attempted = 0;
      lastResult = {
        attempt_id: done.id,
        number: done.number,
        score,
        status,
        late: api.timeOver,
        submitted_at: NOW,
        questions: bank.map((question, index) => {
          const right = correct[index] ?? null;
          const given = done.answers[question.id];
          return {
            question_id: question.id,
            correct: evaluated ? right : null,
            answer: given ?? null,
            right_answer: evaluated ? rightAnswer(question) : null,
            feedback: (right ? question.feedback?.correct : question.feedback?.incorrect) ?? null,
          };
        }),
      };
      attempt = undefined;
      const activityDone = status === 'approved' || status === 'finished';
      return answer(submitAttemptResponseSchema, {
        result: lastResult,
        test: overview(),
        activity: { id: TEST_ACTIVITY_ID, status, progress: activityDone ? 100 : 0 },
        course: { id: 42, status: 'in_progress', progress: activityDone ? 60 : 40 },
      });
    },
  };
  let fake: FakeApi;
  if (options.base === undefined) {
    fake = createFakeApi(routes, { fail: (method, path, request) => options.fail?.(method, path, request) });
  } else {
    fake = options.base;
    fake.route(routes);
  }
  const api: TestApi = Object.assign(fake, {
    current: () => attempt,
    secondsLeft: timeToAnswer,
    timeOver: false,
    moveElsewhere: () => {
      leases += 1;
      if (attempt !== undefined) attempt.lease = `lease-${leases}`;
    },
  });
  return api;
}
