import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  applyGameMove,
  dealGame,
  gameDocumentProblems,
  gameOutcome,
  gameSolution,
  INITIAL_GAME_STATE,
} from '@campus/core/rules';
import type { GameSecret } from '@campus/core/rules';
import { GAME_DOCUMENT_SCHEMAS, GAME_TYPES, gameOverviewSchema } from '@campus/core/schemas';
import type { GameAnswer, GameBoard, TypedGameDocument } from '@campus/core/schemas';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startSession } from '../../auth/token-issuer';
import {
  activityDocuments,
  catalogueItems,
  catalogueUserStates,
  courseActivities,
  gameAttempts,
  users,
} from '../../db/schema';
import { withTransaction } from '../../db/transaction';
import { ASSETS_DIR } from '../../shared/assets';
import { createMemoryObjectStore } from '../../storage/memory-object-store';
import { createTestDatabase, describeEachDatabase, testConfig } from '../../test-support/test-app.test-util';
import type { TestDatabase } from '../../test-support/test-app.test-util';
import { seedDatabase } from '..';
import { demoActivitySpecs } from './demo-course-activities';
import { DEMO_COURSES } from './demo-courses';
import { DEMO_GAMES_EN } from './demo-games-en';
import { DEMO_GAMES_PT } from './demo-games-pt';
import type { DemoGame } from './demo-games-pt';
import {
  checkedDemoGame,
  DEMO_GAME_COURSES,
  demoLearnerAttempt,
  ENGLISH_GAMES_COURSE_TITLE,
  GAMES_COURSE_TITLE,
} from './demo-games';

const LANGUAGES = { 'pt-BR': DEMO_GAMES_PT, 'en-US': DEMO_GAMES_EN } as const;

/** The pictures a game document shows, with their alt texts. */
const imagesOf = (document: unknown): { url: string; alt: string }[] =>
  JSON.stringify(document)
    .match(/\{"url":"[^"]*","alt":"[^"]*"\}/g)
    ?.map((json) => JSON.parse(json) as { url: string; alt: string }) ?? [];

/** The moves that win a dealt game, from its solution (words and cards by their attempt ids). */
function winningMoves(game: TypedGameDocument, board: GameBoard, secret: GameSecret): [string, GameAnswer][] {
  const solution = Object.entries(gameSolution(game, secret));
  if (board.type === 'enigma') return solution;
  if (board.type === 'drag_the_words') {
    const used = new Set<string>();
    return solution.map(([blank, word]) => {
      const id = board.words.find((candidate) => candidate.text === word && !used.has(candidate.id))?.id ?? '';
      used.add(id);
      return [blank, id];
    });
  }
  if (board.type === 'find_the_pairs') {
    const turned = new Set<string>();
    return solution.filter(([card, partner]) => {
      if (turned.has(card)) return false;
      turned.add(card).add(String(partner));
      return true;
    });
  }
  return solution;
}

describe('demo games', () => {
  it.each(Object.entries(LANGUAGES))(
    'has each of the eight game types once in %s, every document valid',
    (_, games) => {
      expect(games.map((game) => game.type).sort()).toEqual([...GAME_TYPES].sort());
      for (const game of games) {
        const parsed = GAME_DOCUMENT_SCHEMAS[game.type].safeParse(game.document);
        expect(parsed.success, game.title).toBe(true);
        const typed = { type: game.type, document: parsed.data } as TypedGameDocument;
        expect(gameDocumentProblems(typed), game.title).toEqual([]);
        expect(checkedDemoGame(game)).toEqual(typed);
      }
    },
  );

  it('says the same in both languages: types, titles of their own, as many items', () => {
    expect(DEMO_GAMES_EN.map((game) => game.type)).toEqual(DEMO_GAMES_PT.map((game) => game.type));
    const size = (game: DemoGame) => {
      const { document } = checkedDemoGame(game);
      return [document.errors_allowed, document.minimum_score, JSON.stringify(document).match(/"id":/g)?.length];
    };
    for (const [index, game] of DEMO_GAMES_PT.entries()) {
      const english = DEMO_GAMES_EN[index]!;
      expect(english.title).not.toBe(game.title);
      expect(size(english), english.title).toEqual(size(game));
    }
    expect(DEMO_GAME_COURSES.map((course) => [course.title, course.enrolled, course.games])).toEqual([
      [GAMES_COURSE_TITLE, 'learner', DEMO_GAMES_PT],
      [ENGLISH_GAMES_COURSE_TITLE, 'agent', DEMO_GAMES_EN],
    ]);
  });

  it('shows demo pictures that exist, each with its alt text', () => {
    const images = [...DEMO_GAMES_PT, ...DEMO_GAMES_EN].flatMap((game) => imagesOf(game.document));
    expect(images.length).toBeGreaterThanOrEqual(8);
    for (const { url, alt } of images) {
      expect(url).toMatch(/^\/static\/demo\//);
      expect(existsSync(join(ASSETS_DIR, url.slice('/static/'.length))), url).toBe(true);
      expect(alt.length, url).toBeGreaterThan(10);
    }
  });

  it.each([...DEMO_GAMES_PT, ...DEMO_GAMES_EN].map((game) => [game.title, game] as const))(
    '%s can be won',
    (_, demo) => {
      const game = checkedDemoGame(demo);
      const { board, secret } = dealGame(game, () => 0.5);
      let state = INITIAL_GAME_STATE;
      for (const [item, answer] of winningMoves(game, board, secret)) {
        const result = applyGameMove(game, secret, state, { item, answer }, 'pt-BR');
        if ('refusal' in result) throw new Error(`${item}: ${result.refusal}`);
        expect(result.outcome.correct, item).toBe(true);
        state = result.state;
      }
      expect(gameOutcome(game, secret, state, 'pt-BR')).toEqual({ score: 100, status: 'approved', won: true });
    },
  );

  it('plays the learner’s attempt with one error, won and approved, on a board without the answers', () => {
    const attempt = demoLearnerAttempt(checkedDemoGame(DEMO_GAMES_PT[0]!), 'pt-BR');
    expect(attempt.state.errors).toBe(1);
    expect(Object.keys(attempt.state.closed)).toHaveLength(6);
    expect(attempt.outcome).toEqual({ score: 86, status: 'approved', won: true });
    expect(JSON.stringify(attempt.board)).not.toMatch(/"answer"|"feedback"/);
    expect(() => demoLearnerAttempt(checkedDemoGame(DEMO_GAMES_PT[1]!), 'pt-BR')).toThrow();
  });

  it('rotates every game type through the demo courses’ practice', () => {
    const types = new Set(
      DEMO_COURSES.flatMap((_, index) => demoActivitySpecs(index + 1, undefined)).map((a) => a.type),
    );
    for (const type of GAME_TYPES) expect(types.has(type), type).toBe(true);
  });
});

describeEachDatabase('demo games seed', (kind) => {
  let seeded: TestDatabase;
  beforeAll(async () => {
    seeded = await createTestDatabase(kind);
    await seedDatabase(seeded.database.db, { demo: true }, createMemoryObjectStore());
  }, 60_000);
  afterAll(() => seeded?.dispose());

  /** The activities of a games course, in order. */
  async function courseGames(title: string) {
    const { db } = seeded.database;
    const [course] = await db
      .select({ id: catalogueItems.id })
      .from(catalogueItems)
      .where(eq(catalogueItems.title, title));
    if (!course) throw new Error(`no course ${title}`);
    const activities = await db
      .select({ id: courseActivities.id, type: courseActivities.type, title: courseActivities.title })
      .from(courseActivities)
      .where(eq(courseActivities.courseId, course.id))
      .orderBy(courseActivities.hierarchyOrder);
    return { courseId: course.id, activities };
  }

  it('stores a game document for every game activity of the demo, as core reads it', async () => {
    const { db } = seeded.database;
    const rows = await db
      .select({ type: courseActivities.type, kind: activityDocuments.kind, document: activityDocuments.document })
      .from(courseActivities)
      .leftJoin(activityDocuments, eq(activityDocuments.activityId, courseActivities.id))
      .where(inArray(courseActivities.type, [...GAME_TYPES]));
    // The two games courses, and the practice games of the other demo courses.
    expect(rows.length).toBeGreaterThan(2 * GAME_TYPES.length);
    for (const row of rows) {
      expect(row.kind, row.type).toBe('game');
      const type = row.type as (typeof GAME_TYPES)[number];
      expect(GAME_DOCUMENT_SCHEMAS[type].safeParse(row.document).success, row.type).toBe(true);
    }
    for (const [title, games] of [
      [GAMES_COURSE_TITLE, DEMO_GAMES_PT],
      [ENGLISH_GAMES_COURSE_TITLE, DEMO_GAMES_EN],
    ] as const) {
      const { activities } = await courseGames(title);
      expect(activities.map((activity) => [activity.type, activity.title])).toEqual(
        games.map((game) => [game.type, game.title]),
      );
    }
  });

  it('has the learner in the Portuguese games course with the first game won, the agent in the English one', async () => {
    const { db } = seeded.database;
    const portuguese = await courseGames(GAMES_COURSE_TITLE);
    const english = await courseGames(ENGLISH_GAMES_COURSE_TITLE);
    const states = await db
      .select({ username: users.username, itemId: catalogueUserStates.itemId, state: catalogueUserStates })
      .from(catalogueUserStates)
      .innerJoin(users, eq(users.id, catalogueUserStates.userId))
      .where(inArray(catalogueUserStates.itemId, [portuguese.courseId, english.courseId]));
    expect(
      states.map(({ username, itemId, state }) => [username, itemId, state.enrolled, state.status, state.progress]),
    ).toEqual(
      expect.arrayContaining([
        ['learner', portuguese.courseId, true, 'in_progress', 12],
        ['agent', english.courseId, true, 'not_started', 0],
      ]),
    );
    expect(states).toHaveLength(2);
    const attempts = await db
      .select({ activityId: gameAttempts.activityId, status: gameAttempts.status, score: gameAttempts.score })
      .from(gameAttempts)
      .where(and(eq(gameAttempts.courseId, portuguese.courseId)));
    expect(attempts).toEqual([{ activityId: portuguese.activities[0]?.id, status: 'approved', score: 86 }]);
  });

  it('lets the learner open every game of her course, and the agent every English one, through the API', async () => {
    const config = testConfig(seeded.config);
    const app = await buildApp({ config, database: seeded.database, logger: false });
    try {
      const { db } = seeded.database;
      const tokenOf = async (username: string) => {
        const [user] = await db.select().from(users).where(eq(users.username, username));
        const { tokens } = await withTransaction(db, (tx) =>
          startSession(
            tx,
            { userId: user?.id ?? 0, oauthClientId: user?.selectedClientId ?? 0, method: 'password' },
            config,
          ),
        );
        return tokens.access_token;
      };
      for (const [username, title] of [
        ['learner', GAMES_COURSE_TITLE],
        ['agent', ENGLISH_GAMES_COURSE_TITLE],
      ] as const) {
        const token = await tokenOf(username);
        const { activities } = await courseGames(title);
        const overviews = [];
        for (const activity of activities) {
          const response = await app.inject({
            method: 'GET',
            url: `/api/activities/${activity.id}/game/`,
            headers: { authorization: `Bearer ${token}` },
          });
          expect(response.statusCode, `${title} ${activity.type}: ${response.body}`).toBe(200);
          overviews.push(gameOverviewSchema.parse(response.json()));
        }
        expect(overviews.map((overview) => overview.type)).toEqual(activities.map((activity) => activity.type));
        expect(overviews.map((overview) => overview.result)).toEqual(
          activities.map((_, index) => (username === 'learner' && index === 0 ? 'approved' : 'not_started')),
        );
        if (username === 'learner') {
          expect(overviews[0]).toMatchObject({ best_score: 86, last_result: { won: true, score: 86 } });
        }
      }
    } finally {
      await app.close();
    }
  }, 60_000);
});
