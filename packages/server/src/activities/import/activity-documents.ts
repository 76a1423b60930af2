import { readFile } from 'node:fs/promises';
import { ACTIVITY_TYPE_GROUPS } from '@campus/core/rules';
import { testDocumentProblems } from '@campus/core/rules';
import { reactionDocumentSchema, testDocumentSchema } from '@campus/core/schemas';
import type { ReactionDocument, TestDocument } from '@campus/core/schemas';
import { testModeForActivityType } from '@campus/core/rules';
import { ApiError } from '../../http/api-error';
import type { TemporaryUpload } from './import-form';

/** Largest JSON document of a test or reaction evaluation (a 200-question bank with long texts fits). */
export const MAX_ACTIVITY_DOCUMENT_BYTES = 1024 * 1024;

/** A checked document of a test or reaction evaluation, ready to store in `activity_documents`. */
export type CheckedDocument =
  | { readonly kind: 'document'; readonly documentKind: 'test'; readonly document: TestDocument }
  | { readonly kind: 'document'; readonly documentKind: 'reaction'; readonly document: ReactionDocument };

/** The activity types whose content is a JSON document: the tests and quizzes, and the reaction evaluation. */
export const DOCUMENT_ACTIVITY_TYPES: readonly string[] = [...ACTIVITY_TYPE_GROUPS.test, 'reaction_evaluation'];

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
 * Reads and checks the JSON `content` of a test (core's `testDocumentSchema` and `testDocumentProblems`: ids
 * unique, keys naming options, a key on every question of a scored test, no more drawn than the bank holds) or of
 * a reaction evaluation (`reactionDocumentSchema`).
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
