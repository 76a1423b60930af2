import { readFile } from 'node:fs/promises';
import { ACTIVITY_TYPE_GROUPS, gameDocumentProblems, testDocumentProblems } from '@campus/core/rules';
import { GAME_DOCUMENT_SCHEMAS, isGameType, reactionDocumentSchema, testDocumentSchema } from '@campus/core/schemas';
import type { GameDocument, GameType, ReactionDocument, TestDocument, TypedGameDocument } from '@campus/core/schemas';
import { testModeForActivityType } from '@campus/core/rules';
import { ApiError } from '../../http/api-error';
import type { TemporaryUpload } from './import-form';

/** Largest JSON document of a test, reaction evaluation or game (a 200-question bank with long texts fits). */
export const MAX_ACTIVITY_DOCUMENT_BYTES = 1024 * 1024;

/** A checked document of a test, reaction evaluation or game, ready to store in `activity_documents`. */
export type CheckedDocument =
  | { readonly kind: 'document'; readonly documentKind: 'test'; readonly document: TestDocument }
  | { readonly kind: 'document'; readonly documentKind: 'reaction'; readonly document: ReactionDocument }
  | { readonly kind: 'document'; readonly documentKind: 'game'; readonly document: GameDocument };

/**
 * The activity types whose content is a JSON document: the tests and quizzes, the reaction evaluation, and the
 * games.
 */
export const DOCUMENT_ACTIVITY_TYPES: readonly string[] = [
  ...ACTIVITY_TYPE_GROUPS.test,
  'reaction_evaluation',
  ...ACTIVITY_TYPE_GROUPS.game,
];

const invalid = (path: string, problem: string) =>
  new ApiError(
    422,
    'activity_document_invalid',
    { path },
    { fieldErrors: { content: problem }, details: { path, problem } },
  );

/** The first issue of a zod parse as `path` (dotted) and its code. */
function firstIssue(issues: readonly { path: readonly PropertyKey[]; code: string }[]) {
  const [issue] = issues;
  return { path: issue?.path.map(String).join('.') ?? '', problem: issue?.code ?? 'invalid' };
}

/**
 * A game's document of type `type` checked with core's `GAME_DOCUMENT_SCHEMAS[type]` and `gameDocumentProblems`
 * (ids unique, every gap naming a blank and every blank used, items naming zones or categories that exist …).
 */
function checkGameDocument(type: GameType, json: unknown): CheckedDocument {
  const parsed = GAME_DOCUMENT_SCHEMAS[type].safeParse(json);
  if (!parsed.success) {
    const { path, problem } = firstIssue(parsed.error.issues);
    throw invalid(path, problem);
  }
  const [problem] = gameDocumentProblems({ type, document: parsed.data } as TypedGameDocument);
  if (problem) throw invalid(problem.path, problem.code);
  return { kind: 'document', documentKind: 'game', document: parsed.data };
}

/**
 * Reads and checks the JSON `content` of a test (core's `testDocumentSchema` and `testDocumentProblems`: ids
 * unique, keys naming options, a key on every question of a scored test, no more drawn than the bank holds), of
 * a reaction evaluation (`reactionDocumentSchema`) or of a game ({@link checkGameDocument}).
 * @throws 413 `activity_document_too_large`; 422 `activity_document_invalid` with `details.path` and `problem`
 */
export async function checkActivityDocument(type: string, upload: TemporaryUpload): Promise<CheckedDocument> {
  if (upload.size > MAX_ACTIVITY_DOCUMENT_BYTES) {
    throw new ApiError(
      413,
      'activity_document_too_large',
      { max_kilobytes: MAX_ACTIVITY_DOCUMENT_BYTES / 1024 },
      {
        fieldErrors: { content: 'too_large' },
      },
    );
  }
  let json: unknown;
  try {
    json = JSON.parse(await readFile(upload.path, 'utf8'));
  } catch {
    throw invalid('', 'not_json');
  }
  if (isGameType(type)) return checkGameDocument(type, json);
  if (type === 'reaction_evaluation') {
    const parsed = reactionDocumentSchema.safeParse(json);
    if (!parsed.success) {
      const { path, problem } = firstIssue(parsed.error.issues);
      throw invalid(path, problem);
    }
    const ids = parsed.data.questions.map((question) => question.id);
    if (new Set(ids).size !== ids.length) throw invalid('questions', 'duplicate_question_id');
    return { kind: 'document', documentKind: 'reaction', document: parsed.data };
  }
  const parsed = testDocumentSchema.safeParse(json);
  if (!parsed.success) {
    const { path, problem } = firstIssue(parsed.error.issues);
    throw invalid(path, problem);
  }
  const [problem] = testDocumentProblems(parsed.data, testModeForActivityType(type) !== null);
  if (problem) throw invalid(problem.path, problem.code);
  return { kind: 'document', documentKind: 'test', document: parsed.data };
}

/** A game document's items: what `items_total` counts (an enigma is one phrase to find). */
function gameItems(document: GameDocument): number {
  if ('statements' in document) return document.statements.length;
  if ('pairs' in document) return document.pairs.length;
  if ('cards' in document) return document.cards.length;
  if ('blanks' in document) return document.blanks.length;
  if ('items' in document) return document.items.length;
  return 1;
}

/** The size of a checked document's bank, as the import answers it: its questions, or a game's items. */
export function documentQuestions(checked: CheckedDocument): number {
  return checked.documentKind === 'game' ? gameItems(checked.document) : checked.document.questions.length;
}
