import {
  applyGameMove,
  courseProgress,
  courseStatus,
  dealGame,
  gameDocumentProblems,
  gameOutcome,
  INITIAL_GAME_STATE,
} from '@campus/core/rules';
import type { GameSecret, GameState } from '@campus/core/rules';
import { GAME_DOCUMENT_SCHEMAS, GAME_TYPES } from '@campus/core/schemas';
import type { GameBoard, GameType, TypedGameDocument } from '@campus/core/schemas';
import { and, eq, inArray, max, notInArray } from 'drizzle-orm';
import {
  activityDocuments,
  activityUserStates,
  catalogueItems,
  catalogueUserStates,
  courseActivities,
  gameAttempts,
} from '../../db/schema';
import { assetUrl } from '../../shared/assets';
import { demoLabels, insertDemoItems, tagIds } from './demo-catalogue-items';
import { demoCalendar } from './demo-dates';
import { DEMO_GAMES_EN } from './demo-games-en';
import { DEMO_GAMES_PT } from './demo-games-pt';
import type { DemoGame } from './demo-games-pt';
import { createDemoRandom } from './demo-random';
import { entryId } from './demo-site-lists';
import type { DemoSeedContext } from './index';

/*
 * The demo's games (issue 22, docs/server.md "Games"): a course of the eight games in Portuguese, which the learner
 * has started (she won the first game), and the same eight in English for the English-speaking sales agent. A
 * game's document has no translations, so each language has its own activities. The demo courses' practice games
 * (demo-course-activities.ts) get the Portuguese document of their type.
 */

/** The Portuguese games course's title (helpers and tests find the course by it). */
export const GAMES_COURSE_TITLE = 'Conheça os jogos: aprenda jogando';

/** The English games course's title. */
export const ENGLISH_GAMES_COURSE_TITLE = 'Games showcase: learn by playing';

/** The two games courses: who is enrolled, and the games in order. */
export const DEMO_GAME_COURSES = [
  {
    title: GAMES_COURSE_TITLE,
    description:
      'Os oito jogos do Campus sobre atendimento, produtos e vendas: verdadeiro ou falso, isto ou aquilo, complete ' +
      'as lacunas, arraste as palavras, arraste e solte, encontre os pares, cartões de memorização e enigma.',
    cover: 'demo/covers/cover-5.svg',
    enrolled: 'learner',
    games: DEMO_GAMES_PT,
  },
  {
    title: ENGLISH_GAMES_COURSE_TITLE,
    description:
      'The eight Campus games on service, products and sales, in English: true or false, this or that, fill in ' +
      'the blanks, drag the words, drag and drop, find the pairs, flashcards and enigma.',
    cover: 'demo/covers/cover-7.svg',
    enrolled: 'agent',
    games: DEMO_GAMES_EN,
  },
] as const;

/**
 * A demo game's document as the import stores it: parsed with core's schema of its type (defaults filled in) and
 * free of `gameDocumentProblems`, the import's own checks.
 * @throws Error naming the game when the document would be refused
 */
export function checkedDemoGame(game: DemoGame): TypedGameDocument {
  const parsed = GAME_DOCUMENT_SCHEMAS[game.type].safeParse(game.document);
  if (!parsed.success) throw new Error(`demo game "${game.title}": ${JSON.stringify(parsed.error.issues)}`);
  // The schema is the type's: TypeScript cannot pair the two members of the union, the parse does.
  const typed = { type: game.type, document: parsed.data } as TypedGameDocument;
  const problems = gameDocumentProblems(typed);
  if (problems.length > 0) throw new Error(`demo game "${game.title}": ${JSON.stringify(problems)}`);
  return typed;
}

/** Seed of the learner's deal: the same board on every machine. */
const LEARNER_DEAL_SEED = 2026_22;

/** The learner's finished attempt: the board, its secret, the state after her moves, and the outcome. */
export interface DemoGameAttempt {
  readonly board: GameBoard;
  readonly secret: GameSecret;
  readonly state: GameState;
  readonly outcome: ReturnType<typeof gameOutcome>;
}

/**
 * The learner's attempt at a true-or-false game, played with core's engine: every statement right but the second,
 * so the demo shows an error, its feedback, and a game won within the errors allowed.
 * @throws Error when a move is refused or the game is not won (the demo document changed under it)
 */
export function demoLearnerAttempt(game: TypedGameDocument, locale: string): DemoGameAttempt {
  if (game.type !== 'true_or_false') throw new Error('the learner’s demo attempt plays a true-or-false game');
  const random = createDemoRandom(LEARNER_DEAL_SEED);
  const { board, secret } = dealGame(game, () => random.next());
  let state = INITIAL_GAME_STATE;
  for (const [index, statement] of game.document.statements.entries()) {
    const move = { item: statement.id, answer: index === 1 ? !statement.answer : statement.answer };
    const result = applyGameMove(game, secret, state, move, locale);
    if ('refusal' in result) throw new Error(`the learner’s demo move was refused: ${result.refusal}`);
    state = result.state;
  }
  const outcome = gameOutcome(game, secret, state, locale);
  if (!outcome.won) throw new Error('the learner’s demo attempt must be won');
  return { board, secret, state, outcome };
}

/** Inserts a games course's activities and their documents; returns the activities in order. */
async function insertGames(context: DemoSeedContext, courseId: number, games: readonly DemoGame[]) {
  const checked = games.map(checkedDemoGame);
  const rows = await context.tx
    .insert(courseActivities)
    .values(
      games.map((game, index) => ({
        courseId,
        hierarchyOrder: index + 1,
        title: game.title,
        type: game.type,
        durationMinutes: 5,
      })),
    )
    .returning({ id: courseActivities.id, order: courseActivities.hierarchyOrder });
  const activities = checked.map((game, index) => ({
    id: rows.find((row) => row.order === index + 1)?.id ?? 0,
    game,
  }));
  await context.tx
    .insert(activityDocuments)
    .values(activities.map(({ id, game }) => ({ activityId: id, kind: 'game' as const, document: game.document })));
  return activities;
}

/**
 * The learner's standing in the Portuguese games course: the first game won in a stored attempt (so the game's
 * overview shows her result and the solution), the course in progress by core's rules.
 */
async function seedLearnerProgress(
  context: DemoSeedContext,
  courseId: number,
  activities: readonly { id: number; game: TypedGameDocument }[],
): Promise<void> {
  const { tx, users } = context;
  const [first] = activities;
  if (!first) throw new Error('the games course has no game');
  const attempt = demoLearnerAttempt(first.game, 'pt-BR');
  const calendar = demoCalendar();
  await tx.insert(gameAttempts).values({
    userId: users.learner.id,
    activityId: first.id,
    courseId,
    number: 1,
    // A finished attempt is held by no tab: the lease is never checked again.
    lease: 'demo-finished',
    board: attempt.board,
    secret: attempt.secret,
    state: attempt.state,
    status: attempt.outcome.status,
    score: attempt.outcome.score,
    won: attempt.outcome.won,
    startedAt: calendar.at(-2, 10),
    finishedAt: calendar.at(-2, 10, 4),
  });
  await tx.insert(activityUserStates).values({
    userId: users.learner.id,
    activityId: first.id,
    status: attempt.outcome.status,
    progress: 100,
  });
  const states = activities.map((activity) => ({
    type: activity.game.type,
    status: activity.id === first.id ? attempt.outcome.status : ('not_started' as const),
  }));
  await tx.insert(catalogueUserStates).values({
    userId: users.learner.id,
    itemId: courseId,
    enrolled: true,
    status: courseStatus(states),
    progress: courseProgress(states),
  });
}

/**
 * Gives every game activity of the other demo courses (their practice, demo-course-activities.ts) the Portuguese
 * document of its type, so every game of the demo opens.
 */
async function shareGamesWithDemoCourses(context: DemoSeedContext, gameCourseIds: readonly number[]): Promise<void> {
  const { tx, client } = context;
  const byType = new Map(DEMO_GAMES_PT.map((game) => [game.type, checkedDemoGame(game).document]));
  const activities = await tx
    .select({ id: courseActivities.id, type: courseActivities.type })
    .from(courseActivities)
    .innerJoin(catalogueItems, eq(catalogueItems.id, courseActivities.courseId))
    .where(
      and(
        eq(catalogueItems.clientId, client.id),
        notInArray(courseActivities.courseId, [...gameCourseIds]),
        inArray(courseActivities.type, [...GAME_TYPES]),
      ),
    );
  const rows = activities.flatMap((activity) => {
    const document = byType.get(activity.type as GameType);
    return document ? [{ activityId: activity.id, kind: 'game' as const, document }] : [];
  });
  if (rows.length > 0) await tx.insert(activityDocuments).values(rows);
}

/**
 * Demo step (after the activity content): the two games courses (`DEMO_GAME_COURSES`) listed after the other
 * online courses, the learner in the Portuguese one (in progress, first game won), the agent enrolled in the
 * English one; then the documents of the demo courses' practice games.
 */
export async function seedDemoGames(context: DemoSeedContext): Promise<void> {
  const { tx, client, users } = context;
  const labels = await demoLabels(tx, client.id);
  const [last] = await tx
    .select({ position: max(catalogueItems.position) })
    .from(catalogueItems)
    .where(and(eq(catalogueItems.clientId, client.id), eq(catalogueItems.type, 'online_course')));
  const courseIds = await insertDemoItems(
    tx,
    client.id,
    DEMO_GAME_COURSES.map((course, index) => ({
      type: 'online_course' as const,
      title: course.title,
      description: course.description,
      image: assetUrl(course.cover),
      categoryId: entryId(labels.categories, 'sales'),
      workloadMinutes: course.games.length * 5,
      position: (last?.position ?? 0) + 1 + index,
      labels: tagIds(labels, ['iniciante']),
    })),
  );
  if (courseIds.length !== DEMO_GAME_COURSES.length) throw new Error('the games courses were not inserted');
  for (const [index, course] of DEMO_GAME_COURSES.entries()) {
    const courseId = courseIds[index] ?? 0;
    const activities = await insertGames(context, courseId, course.games);
    if (course.enrolled === 'learner') await seedLearnerProgress(context, courseId, activities);
    else {
      await tx
        .insert(catalogueUserStates)
        .values({ userId: users[course.enrolled].id, itemId: courseId, enrolled: true, status: 'not_started' });
    }
  }
  await shareGamesWithDemoCourses(context, courseIds);
}
