import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ACTIVITY_TYPE_GROUPS, gameDocumentProblems, testDocumentProblems } from '@campus/core/rules';
import { GAME_DOCUMENT_SCHEMAS, isGameType, reactionDocumentSchema, testDocumentSchema } from '@campus/core/schemas';
import type { GameDocument, GameType, ReactionDocument, TestDocument, TypedGameDocument } from '@campus/core/schemas';
import { testModeForActivityType } from '@campus/core/rules';
import { ApiError } from '../../http/api-error';
import { GAME_IMAGE_FILE_URL_PREFIX } from './game-images';
import type { CheckedGameImage } from './game-images';
import type { TemporaryUpload } from './import-form';

/** Largest JSON document of a test, reaction evaluation or game (a 200-question bank with long texts fits). */
export const MAX_ACTIVITY_DOCUMENT_BYTES = 1024 * 1024;

/** A checked document of a test, reaction evaluation or game, ready to store in `activity_documents`. */
export type CheckedDocument =
  | { readonly kind: 'document'; readonly documentKind: 'test'; readonly document: TestDocument }
  | { readonly kind: 'document'; readonly documentKind: 'reaction'; readonly document: ReactionDocument }
  | {
      readonly kind: 'document';
      readonly documentKind: 'game';
      readonly document: GameDocument;
      /**
       * The uploaded pictures the document names, each by the placeholder string that stands for its address in
       * `document` until the import stores it (none: the document is stored as it is).
       */
      readonly images?: readonly { readonly placeholder: string; readonly image: CheckedGameImage }[];
    };

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
 * Replaces, in place, each `url` of the raw JSON that is `file:<name>` with a placeholder the schema takes (an
 * absolute path no document holds: it carries a random nonce; one a name), so a picture may name an uploaded file.
 * @returns the names, by placeholder
 */
function placeholdFileUrls(json: unknown): Map<string, string> {
  const names = new Map<string, string>();
  const prefix = `/campus-upload-${randomUUID()}/`;
  const walk = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(walk);
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    const record = node as Record<string, unknown>;
    for (const [key, value] of Object.entries(record)) {
      if (key === 'url' && typeof value === 'string' && value.startsWith(GAME_IMAGE_FILE_URL_PREFIX)) {
        // One placeholder a name: a picture named twice is stored once.
        const name = value.slice(GAME_IMAGE_FILE_URL_PREFIX.length);
        const placeholder = `${prefix}${encodeURIComponent(name)}`;
        names.set(placeholder, name);
        record[key] = placeholder;
      } else walk(value);
    }
  };
  walk(json);
  return names;
}

/** The placeholders found in a parsed document, with their dotted paths, in document order. */
function placeholdersIn(document: unknown, names: ReadonlyMap<string, string>) {
  const found: { path: string; placeholder: string }[] = [];
  const walk = (node: unknown, path: readonly string[]): void => {
    if (typeof node === 'string') {
      if (names.has(node)) found.push({ path: path.join('.'), placeholder: node });
    } else if (Array.isArray(node)) node.forEach((item, index) => walk(item, [...path, String(index)]));
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) walk(value, [...path, key]);
    }
  };
  walk(document, []);
  return found;
}

/**
 * A game's document of type `type` checked with core's `GAME_DOCUMENT_SCHEMAS[type]` and `gameDocumentProblems`
 * (ids unique, every gap naming a blank and every blank used, items naming zones or categories that exist …).
 * A picture's `url` may be `file:<name>`, naming one of the uploaded `images` (else `image_not_uploaded` there).
 */
function checkGameDocument(
  type: GameType,
  json: unknown,
  images: ReadonlyMap<string, CheckedGameImage>,
): CheckedDocument {
  const names = placeholdFileUrls(json);
  const parsed = GAME_DOCUMENT_SCHEMAS[type].safeParse(json);
  if (!parsed.success) {
    const { path, problem } = firstIssue(parsed.error.issues);
    throw invalid(path, problem);
  }
  const referenced: { placeholder: string; image: CheckedGameImage }[] = [];
  for (const { path, placeholder } of placeholdersIn(parsed.data, names)) {
    const image = images.get(names.get(placeholder) ?? '');
    if (image === undefined) throw invalid(path, 'image_not_uploaded');
    if (!referenced.some((known) => known.placeholder === placeholder)) referenced.push({ placeholder, image });
  }
  const [problem] = gameDocumentProblems({ type, document: parsed.data } as TypedGameDocument);
  if (problem) throw invalid(problem.path, problem.code);
  return {
    kind: 'document',
    documentKind: 'game',
    document: parsed.data,
    ...(referenced.length > 0 ? { images: referenced } : {}),
  };
}

/**
 * Reads and checks the JSON `content` of a test (core's `testDocumentSchema` and `testDocumentProblems`: ids
 * unique, keys naming options, a key on every question of a scored test, no more drawn than the bank holds), of
 * a reaction evaluation (`reactionDocumentSchema`) or of a game ({@link checkGameDocument}, with its checked
 * pictures by name).
 * @throws 413 `activity_document_too_large`; 422 `activity_document_invalid` with `details.path` and `problem`
 */
export async function checkActivityDocument(
  type: string,
  upload: TemporaryUpload,
  images: ReadonlyMap<string, CheckedGameImage> = new Map(),
): Promise<CheckedDocument> {
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
  if (isGameType(type)) return checkGameDocument(type, json, images);
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
