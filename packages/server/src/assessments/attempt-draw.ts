import type { TestDocument, TestDocumentQuestion, TestQuestion } from '@campus/core/schemas';
import { randomInt } from 'node:crypto';

/** The questions an attempt drew and the order their items are shown in. */
export interface AttemptDraw {
  readonly questionIds: string[];
  readonly optionOrders: Record<string, string[]>;
}

/** A copy of `items` in a uniformly random order (Fisher–Yates on the crypto generator: nobody predicts a draw). */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

/**
 * Draws an attempt: `qty_questions` questions at random from the bank (all of them, in the author's order, when
 * the document draws every question), choice options in the author's order (authors place "all of the above"
 * last on purpose), and ordering items shuffled so they never start in the right order.
 */
export function drawAttempt(document: TestDocument): AttemptDraw {
  const bank = document.questions;
  const drawn =
    document.qty_questions === null || document.qty_questions >= bank.length
      ? bank
      : shuffled(bank).slice(0, document.qty_questions);
  const optionOrders: Record<string, string[]> = {};
  for (const question of drawn) {
    if (question.type !== 'ordering') continue;
    const right = question.items.map((item) => item.id);
    let order = shuffled(right);
    while (right.length > 1 && order.every((id, index) => id === right[index])) order = shuffled(right);
    optionOrders[question.id] = order;
  }
  return { questionIds: drawn.map((question) => question.id), optionOrders };
}

/** A question as the learner sees it: no answer key, no feedback, ordering items in the attempt's order. */
export function questionForLearner(question: TestDocumentQuestion, order: readonly string[] | undefined): TestQuestion {
  const common = { id: question.id, text: question.text, ...(question.image ? { image: question.image } : {}) };
  switch (question.type) {
    case 'single_choice':
    case 'multiple_choice':
      return { ...common, type: question.type, options: question.options };
    case 'true_false':
    case 'short_text':
      return { ...common, type: question.type };
    case 'ordering': {
      const items = order
        ?.map((id) => question.items.find((item) => item.id === id))
        .filter((item) => item !== undefined);
      return { ...common, type: 'ordering', items: items ?? question.items };
    }
  }
}

/** The document's questions an attempt drew, in the attempt's order (a question removed since is skipped). */
export function attemptQuestions(document: TestDocument, questionIds: readonly string[]): TestDocumentQuestion[] {
  const byId = new Map(document.questions.map((question) => [question.id, question]));
  return questionIds.map((id) => byId.get(id)).filter((question) => question !== undefined);
}
