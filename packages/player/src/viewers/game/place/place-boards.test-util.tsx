// Fixtures of the placing boards and a fake of the viewer's `move`, for their tests and stories. Test kit only.
import { useCallback, useRef, useState } from 'react';
import type { GameAnswer, GameBoard, GameMoveOutcome, GameProgress } from '@campus/core/schemas';
import type { GameBoardProps } from '../game-board-props.js';

/** What a fake server says of a move: right or wrong, and what it closes (item → answer kept). */
export interface FakeVerdict {
  readonly correct: boolean;
  readonly close: Readonly<Record<string, GameAnswer>>;
}

/** Judges a move against the fake game's solution, given what is closed already. */
export type FakeJudge = (item: string, answer: GameAnswer, closed: GameProgress['closed']) => FakeVerdict;

/** A fake game: the moves sent, answers held back on demand, and the hook a harness renders a board with. */
export interface FakeGame {
  /** Every move sent, in order, as `[item, answer]`. */
  readonly moves: [string, GameAnswer][];
  /** Holds the answers back until {@link FakeGame.release} (a slow server). */
  hold(): void;
  /** Answers the moves held back, and stops holding. */
  release(): void;
  /** The props the viewer would give the board: progress, busy and `move`, played against the solution. */
  useBoardProps(): Pick<GameBoardProps, 'progress' | 'busy' | 'move'>;
}

/** A fake of the game viewer's `move` over a solution, with the server's rules: errors counted, items closed. */
export function createFakeGame(options: { items: number; errorsAllowed?: number; judge: FakeJudge }): FakeGame {
  const moves: [string, GameAnswer][] = [];
  const waiting: (() => void)[] = [];
  let holding = false;
  const allowed = options.errorsAllowed ?? 3;
  return {
    moves,
    hold() {
      holding = true;
    },
    release() {
      holding = false;
      for (const answer of waiting.splice(0)) answer();
    },
    useBoardProps() {
      const [progress, setProgress] = useState<GameProgress>(() => ({
        errors: 0,
        errors_allowed: allowed,
        errors_left: allowed,
        items_total: options.items,
        items_done: 0,
        closed: {},
        mask: null,
        guessed: [],
      }));
      const [busy, setBusy] = useState(false);
      const latest = useRef(progress);
      const move = useCallback(async (item: string, answer: GameAnswer): Promise<GameMoveOutcome | null> => {
        moves.push([item, answer]);
        setBusy(true);
        if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
        else await Promise.resolve();
        const before = latest.current;
        const verdict = options.judge(item, answer, before.closed);
        const closed = { ...before.closed };
        for (const [id, kept] of Object.entries(verdict.close))
          closed[id] = { answer: kept, correct: true, typo: false };
        const errors = before.errors + (verdict.correct ? 0 : 1);
        const next: GameProgress = {
          ...before,
          errors,
          errors_left: Math.max(0, allowed - errors),
          items_done: before.items_done + (verdict.correct ? 1 : 0),
          closed,
        };
        latest.current = next;
        setProgress(next);
        setBusy(false);
        return {
          item,
          answer,
          correct: verdict.correct,
          typo: false,
          error: !verdict.correct,
          right_answer: null,
          feedback: null,
        };
      }, []);
      return { progress, busy, move };
    },
  };
}

/** A small picture as a data address: stories must not load anything from the network. */
export const svgPicture = (width: number, height: number, fill: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}"><rect width="100%" height="100%" fill="${fill}"/><path d="M0 ${String(height / 2)}H${String(width)}" stroke="#1f2937" stroke-width="4" stroke-dasharray="12 8"/></svg>`,
  )}`;

/** drag_the_words: two gaps, three words (one a distractor). */
export const WORDS_BOARD: Extract<GameBoard, { type: 'drag_the_words' }> = {
  type: 'drag_the_words',
  segments: [
    { text: 'O ' },
    { gap: 'b1' },
    { text: ' nasce no leste e a ' },
    { gap: 'b2' },
    { text: ' brilha à noite.' },
  ],
  words: [
    { id: 'w1', text: 'lua' },
    { id: 'w2', text: 'sol' },
    { id: 'w3', text: 'mar' },
  ],
};

const WORD_SOLUTION: Readonly<Record<string, string>> = { b1: 'sol', b2: 'lua' };

/** The server's rule for drag_the_words: the word's text fits the gap, and the word is in no other gap. */
export const judgeWords: FakeJudge = (gap, word, closed) => {
  const text = WORDS_BOARD.words.find((entry) => entry.id === word)?.text;
  const used = Object.values(closed).some((entry) => entry.answer === word);
  const correct = text !== undefined && !used && WORD_SOLUTION[gap] === text;
  return { correct, close: correct ? { [gap]: word } : {} };
};

/** drag_and_drop: a map with two zones and three items (one with a picture). */
export const ZONES_BOARD: Extract<GameBoard, { type: 'drag_and_drop' }> = {
  type: 'drag_and_drop',
  image: { url: svgPicture(640, 400, '#dbeafe'), alt: 'Mapa com as regiões Norte e Sul' },
  zones: [
    { id: 'z1', label: 'Norte', x: 5, y: 5, width: 40, height: 35 },
    { id: 'z2', label: 'Sul', x: 50, y: 55, width: 45, height: 40 },
  ],
  items: [
    { id: 'i1', text: 'Manaus' },
    { id: 'i2', text: 'Porto Alegre', image: { url: svgPicture(48, 48, '#fef3c7'), alt: 'Ponte do Guaíba' } },
    { id: 'i3', text: 'Belém' },
  ],
};

const ZONE_SOLUTION: Readonly<Record<string, string>> = { i1: 'z1', i2: 'z2', i3: 'z1' };

/** The server's rule for drag_and_drop: the item's zone. */
export const judgeZones: FakeJudge = (item, zone) => {
  const correct = ZONE_SOLUTION[item] === zone;
  return { correct, close: correct ? { [item]: zone } : {} };
};

/** find_the_pairs: three pairs, shuffled; one card is a picture only. */
export const CARDS_BOARD: Extract<GameBoard, { type: 'find_the_pairs' }> = {
  type: 'find_the_pairs',
  cards: [
    { id: 'c1', text: 'sol' },
    { id: 'c2', text: 'Moon' },
    { id: 'c3', image: { url: svgPicture(64, 64, '#dcfce7'), alt: 'Ondas do mar' } },
    { id: 'c4', text: 'Sun' },
    { id: 'c5', text: 'lua' },
    { id: 'c6', text: 'Sea' },
  ],
};

const CARD_PAIRS: Readonly<Record<string, string>> = { c1: 'p1', c4: 'p1', c2: 'p2', c5: 'p2', c3: 'p3', c6: 'p3' };

/** The server's rule for find_the_pairs: two different cards of one pair, neither found before. */
export const judgeCards: FakeJudge = (first, second, closed) => {
  const correct =
    typeof second === 'string' &&
    second !== first &&
    CARD_PAIRS[first] !== undefined &&
    CARD_PAIRS[first] === CARD_PAIRS[second] &&
    closed[second] === undefined;
  return { correct, close: correct && typeof second === 'string' ? { [first]: second, [second]: first } : {} };
};

/**
 * Stands in for the hit testing jsdom lacks, on a document or shadow root: `elementFromPoint` alone (`'one'`, the
 * older path) or `elementsFromPoint` (`'all'`). Both are own properties of `root`, so a polyfill on the prototype
 * (axe-core brings one) is out of the way. Returns the restore function.
 */
export function stubHitTest(
  root: Document | ShadowRoot,
  hits: (x: number, y: number) => Element[],
  api: 'one' | 'all' = 'one',
): () => void {
  Object.defineProperty(root, 'elementFromPoint', {
    configurable: true,
    value: (x: number, y: number) => hits(x, y)[0] ?? null,
  });
  Object.defineProperty(root, 'elementsFromPoint', { configurable: true, value: api === 'all' ? hits : undefined });
  return () => {
    Reflect.deleteProperty(root, 'elementFromPoint');
    Reflect.deleteProperty(root, 'elementsFromPoint');
  };
}
