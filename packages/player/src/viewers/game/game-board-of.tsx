import { lazy, Suspense } from 'react';
import { Spinner } from '@campus/ui';
import { EnigmaBoard } from './enigma-board.js';
import { FillInTheBlanksBoard } from './fill-in-the-blanks-board.js';
import { FlashcardsBoard } from './flashcards-board.js';
import type { GameBoardProps } from './game-board-props.js';
import { ThisOrThatBoard } from './this-or-that-board.js';
import { TrueOrFalseBoard } from './true-or-false-board.js';

// The boards played by moving things (drag and drop, words into gaps, pairs) come with their own code: a chunk
// each, fetched when such a game opens.
const DragAndDropBoard = lazy(() =>
  import('./place/drag-and-drop-board.js').then((module) => ({ default: module.DragAndDropBoard })),
);
const DragTheWordsBoard = lazy(() =>
  import('./place/drag-the-words-board.js').then((module) => ({ default: module.DragTheWordsBoard })),
);
const FindThePairsBoard = lazy(() =>
  import('./place/find-the-pairs-board.js').then((module) => ({ default: module.FindThePairsBoard })),
);

/** The board of the attempt's game type (issue 22), chosen by `board.type`. */
export function GameBoardOf(props: GameBoardProps) {
  const { board } = props;
  switch (board.type) {
    case 'true_or_false':
      return <TrueOrFalseBoard {...props} board={board} />;
    case 'this_or_that':
      return <ThisOrThatBoard {...props} board={board} />;
    case 'flashcards':
      return <FlashcardsBoard {...props} board={board} />;
    case 'fill_in_the_blanks':
      return <FillInTheBlanksBoard {...props} board={board} />;
    case 'enigma':
      return <EnigmaBoard {...props} board={board} />;
    case 'drag_and_drop':
      return (
        <Suspense fallback={<Spinner />}>
          <DragAndDropBoard {...props} board={board} />
        </Suspense>
      );
    case 'drag_the_words':
      return (
        <Suspense fallback={<Spinner />}>
          <DragTheWordsBoard {...props} board={board} />
        </Suspense>
      );
    case 'find_the_pairs':
      return (
        <Suspense fallback={<Spinner />}>
          <FindThePairsBoard {...props} board={board} />
        </Suspense>
      );
  }
}
