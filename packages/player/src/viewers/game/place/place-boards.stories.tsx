import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DragAndDropBoard } from './drag-and-drop-board.js';
import { DragTheWordsBoard } from './drag-the-words-board.js';
import { FindThePairsBoard } from './find-the-pairs-board.js';
import {
  CARDS_BOARD,
  createFakeGame,
  judgeCards,
  judgeWords,
  judgeZones,
  WORDS_BOARD,
  ZONES_BOARD,
} from './place-boards.test-util.js';

type Kind = 'words' | 'zones' | 'zones_without_picture' | 'pairs';

const GAMES = {
  words: () => createFakeGame({ items: 2, judge: judgeWords }),
  zones: () => createFakeGame({ items: 3, judge: judgeZones }),
  zones_without_picture: () => createFakeGame({ items: 3, judge: judgeZones }),
  pairs: () => createFakeGame({ items: 3, judge: judgeCards }),
} satisfies Record<Kind, unknown>;

/**
 * A board as the game viewer shows it, on a fake `move` that judges like the server (no network), with the
 * viewer's live region standing beside it so the announcements can be read.
 */
function StoryBoard({ kind }: { kind: Kind }) {
  const [game] = useState(() => GAMES[kind]());
  const [said, setSaid] = useState('');
  const props = { ...game.useBoardProps(), announce: setSaid };
  return (
    <main>
      {kind === 'words' && <DragTheWordsBoard board={WORDS_BOARD} {...props} />}
      {kind === 'zones' && <DragAndDropBoard board={ZONES_BOARD} {...props} />}
      {kind === 'zones_without_picture' && <DragAndDropBoard board={{ ...ZONES_BOARD, image: undefined }} {...props} />}
      {kind === 'pairs' && <FindThePairsBoard board={CARDS_BOARD} {...props} />}
      <p role="status">{said}</p>
    </main>
  );
}

const meta = {
  title: 'Player/Game boards (placing)',
  component: StoryBoard,
  args: { kind: 'words' },
} satisfies Meta<typeof StoryBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** drag_the_words: pick a word, then its gap (or drag it there); a wrong word goes back to the bank. */
export const DragTheWords: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'sol' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Lacuna 1 de 2, vazia' }));
    await expect(await canvas.findByText('sol', { selector: '.campus-place__filled' })).toBeVisible();
  },
};

/** drag_and_drop on a picture: the zones sit on it, labelled; items are picked, then placed. */
export const DragAndDrop: Story = { args: { kind: 'zones' } };

/** drag_and_drop without a picture: the zones are a list of targets. */
export const DragAndDropWithoutPicture: Story = { args: { kind: 'zones_without_picture' } };

/** On a phone (390 × 844) the zones leave the picture for a numbered list under it. */
export const DragAndDropOnAPhone: Story = {
  args: { kind: 'zones' },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
};

/** find_the_pairs: cards face down in a grid; arrow keys move, Enter or Space turns. */
export const FindThePairs: Story = {
  args: { kind: 'pairs' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Carta 1, virada para baixo' }));
    await expect(canvas.getByRole('button', { name: 'Carta 1: sol' })).toBeVisible();
  },
};
