import { describe, expect, it } from 'vitest';
import { GAME_DOCUMENT_SCHEMAS } from '../schemas/game-document.js';
import type { GameType, TypedGameDocument } from '../schemas/game-document.js';
import { gameDocumentProblems } from './game-document-problems.js';

const problems = (type: GameType, input: unknown) =>
  gameDocumentProblems({ type, document: GAME_DOCUMENT_SCHEMAS[type].parse(input) } as TypedGameDocument);

const zone = (id: string) => ({ id, label: id, x: 0, y: 0, width: 50, height: 50 });

describe('gameDocumentProblems', () => {
  it('finds nothing in sound documents', () => {
    expect(problems('true_or_false', { statements: [{ id: 'a', text: 'A', answer: true }] })).toEqual([]);
    expect(
      problems('drag_the_words', {
        text: 'O {{a}} late e o {{b}} mia.',
        blanks: [
          { id: 'a', word: 'cão' },
          { id: 'b', word: 'gato' },
        ],
        distractors: ['peixe'],
      }),
    ).toEqual([]);
    expect(problems('enigma', { answer: 'Olá' })).toEqual([]);
  });

  it('reports every repeated id where it repeats', () => {
    expect(
      problems('true_or_false', {
        statements: [
          { id: 'a', text: 'A', answer: true },
          { id: 'b', text: 'B', answer: true },
          { id: 'a', text: 'C', answer: false },
          { id: 'a', text: 'D', answer: false },
        ],
      }),
    ).toEqual([
      { path: 'statements.2.id', code: 'duplicate_id' },
      { path: 'statements.3.id', code: 'duplicate_id' },
    ]);
    expect(
      problems('flashcards', {
        cards: [
          { id: 'k', front: { text: 'a' }, back: { text: 'b' } },
          { id: 'k', front: { text: 'c' }, back: { text: 'd' } },
        ],
      }),
    ).toEqual([{ path: 'cards.1.id', code: 'duplicate_id' }]);
    expect(
      problems('find_the_pairs', {
        pairs: [
          { id: 'p', cards: [{ text: 'a' }, { text: 'b' }] },
          { id: 'p', cards: [{ text: 'c' }, { text: 'd' }] },
        ],
      }),
    ).toEqual([{ path: 'pairs.1.id', code: 'duplicate_id' }]);
  });

  it('wants two different categories and each this_or_that item in one of them', () => {
    expect(
      problems('this_or_that', {
        categories: [
          { id: 'x', label: 'X' },
          { id: 'x', label: 'Y' },
        ],
        items: [
          { id: 'i', text: 'I', category: 'x' },
          { id: 'j', text: 'J', category: 'y' },
          { id: 'i', text: 'K', category: 'x' },
        ],
      }),
    ).toEqual([
      { path: 'categories.1.id', code: 'duplicate_id' },
      { path: 'items.2.id', code: 'duplicate_id' },
      { path: 'items.1.category', code: 'unknown_category' },
    ]);
  });

  it('wants each drag_and_drop item on a zone, and distinct zones', () => {
    expect(
      problems('drag_and_drop', {
        zones: [zone('n'), zone('s'), zone('n')],
        items: [
          { id: 'a', text: 'A', zone: 'n' },
          { id: 'b', text: 'B', zone: 'leste' },
        ],
      }),
    ).toEqual([
      { path: 'zones.2.id', code: 'duplicate_id' },
      { path: 'items.1.zone', code: 'unknown_zone' },
    ]);
  });

  it('wants each gap to name a blank, and each blank once in the passage', () => {
    expect(
      problems('fill_in_the_blanks', {
        text: '{{a}} {{a}} {{x}} {{y}}',
        blanks: [
          { id: 'a', accepted: ['1'] },
          { id: 'b', accepted: ['2'] },
          { id: 'b', accepted: ['3'] },
        ],
      }),
    ).toEqual([
      { path: 'blanks.2.id', code: 'duplicate_id' },
      { path: 'text', code: 'unknown_blank' },
      { path: 'blanks.0', code: 'blank_repeated' },
      { path: 'blanks.1', code: 'blank_not_in_text' },
      { path: 'blanks.2', code: 'blank_not_in_text' },
    ]);
  });

  it('refuses a drag_the_words distractor a learner could not tell from a right word', () => {
    expect(
      problems('drag_the_words', {
        text: 'O {{a}} late e {{b}}.',
        blanks: [
          { id: 'a', word: 'cão' },
          { id: 'c', word: 'gato' },
        ],
        distractors: ['peixe', ' CAO ', 'Gato'],
      }),
    ).toEqual([
      { path: 'text', code: 'unknown_blank' },
      { path: 'blanks.1', code: 'blank_not_in_text' },
      { path: 'distractors.1', code: 'distractor_is_answer' },
      { path: 'distractors.2', code: 'distractor_is_answer' },
    ]);
  });
});
