import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { FindThePairsBoard, MISSED_PAIR_MS, pairsColumns } from './find-the-pairs-board.js';
import { CARDS_BOARD, createFakeGame, judgeCards } from './place-boards.test-util.js';
import type { FakeGame } from './place-boards.test-util.js';

function PairsGame({ game, announce }: { game: FakeGame; announce: (message: string) => void }) {
  const props = game.useBoardProps();
  return <FindThePairsBoard board={CARDS_BOARD} announce={announce} {...props} />;
}

function renderGame() {
  const game = createFakeGame({ items: 3, judge: judgeCards });
  const announce = vi.fn<(message: string) => void>();
  const result = renderWithCampus(
    <main>
      <PairsGame game={game} announce={announce} />
    </main>,
  );
  return { ...result, game, announce };
}

const grid = () => within(screen.getByRole('grid', { name: 'Cartas' }));
const card = (number: number) => grid().getByRole('button', { name: new RegExp(`^Carta ${String(number)}[,:]`) });

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('FindThePairsBoard', () => {
  it('lays the cards face down in rows, one tab stop, moved through with the arrow keys, Home and End', async () => {
    renderGame();
    const user = userEvent.setup();
    expect(grid().getAllByRole('row')).toHaveLength(2);
    expect(grid().getAllByRole('gridcell')).toHaveLength(6);
    expect(card(1)).toHaveAccessibleName('Carta 1, virada para baixo');
    expect(
      grid()
        .getAllByRole('button')
        .map((button) => button.tabIndex),
    ).toEqual([0, -1, -1, -1, -1, -1]);

    await user.tab();
    expect(card(1)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(card(2)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card(5)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(card(5)).toHaveFocus();
    await user.keyboard('{End}');
    expect(card(6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(card(4)).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(card(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(card(1)).toHaveFocus();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(card(6)).toHaveFocus();
    expect(
      grid()
        .getAllByRole('button')
        .map((button) => button.tabIndex),
    ).toEqual([-1, -1, -1, -1, -1, 0]);
    // Leaving and coming back lands on the card last visited.
    await user.tab({ shift: true });
    await user.tab();
    expect(card(6)).toHaveFocus();
  });

  it('is played by keyboard to the end: a pair found, a miss shown until the next card, each turn announced', async () => {
    const { game, announce } = renderGame();
    const user = userEvent.setup();
    card(1).focus();
    await user.keyboard('{Enter}');
    expect(card(1)).toHaveAccessibleName('Carta 1: sol');
    expect(card(1)).toHaveTextContent('sol');
    expect(announce).toHaveBeenLastCalledWith('Carta 1: sol. Escolha outra carta.');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(game.moves).toEqual([['c1', 'c4']]);
    expect(announce).toHaveBeenLastCalledWith('Carta 4: Sun, com a carta 1: sol.');
    // Whether it was a pair is the viewer's to say: the board adds nothing that would cut its message off.
    await waitFor(() => expect(card(1)).toHaveAccessibleName('Carta 1: sol, par encontrado'));
    expect(announce).toHaveBeenLastCalledWith('Carta 4: Sun, com a carta 1: sol.');
    expect(card(4)).toHaveAccessibleName('Carta 4: Sun, par encontrado');
    expect(card(4)).toHaveAttribute('aria-disabled', 'true');

    // A found card is not turned again, and says why.
    await user.keyboard('{Enter}');
    expect(announce).toHaveBeenLastCalledWith('O par desta carta já foi encontrado.');

    // A miss: card 2 (Moon) with card 3 (a picture of the sea). Both stay up until another card is turned.
    card(2).focus();
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight} ');
    expect(announce).toHaveBeenLastCalledWith('Carta 3: Ondas do mar, com a carta 2: Moon.');
    await waitFor(() => expect(card(3)).toHaveAttribute('data-face', 'missed'));
    expect(card(2)).toHaveAccessibleName('Carta 2: Moon');
    expect(card(3)).toHaveAccessibleName('Carta 3: Ondas do mar');
    expect(card(3)).toHaveAttribute('data-face', 'missed');
    card(5).focus();
    await user.keyboard('{Enter}');
    expect(card(2)).toHaveAccessibleName('Carta 2, virada para baixo');
    expect(card(3)).toHaveAccessibleName('Carta 3, virada para baixo');
    expect(card(5)).toHaveAccessibleName('Carta 5: lua');

    // Escape turns a first card back; then the last two pairs.
    await user.keyboard('{Escape}');
    expect(card(5)).toHaveAccessibleName('Carta 5, virada para baixo');
    expect(announce).toHaveBeenLastCalledWith('Carta 5 virada para baixo de novo.');
    await user.keyboard('{Enter}');
    card(2).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card(2)).toHaveAccessibleName('Carta 2: Moon, par encontrado'));
    card(3).focus();
    await user.keyboard('{Enter}');
    card(6).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(card(6)).toHaveAccessibleName('Carta 6: Sea, par encontrado'));
    expect(game.moves).toEqual([
      ['c1', 'c4'],
      ['c2', 'c3'],
      ['c5', 'c2'],
      ['c3', 'c6'],
    ]);
    expect(
      grid()
        .getAllByRole('button')
        .every((button) => button.getAttribute('data-face') === 'found'),
    ).toBe(true);
  });

  it('is played by clicks; turning a card again turns it down; a miss turns down by itself after 1.5 s', async () => {
    vi.useFakeTimers();
    const { game } = renderGame();
    fireEvent.click(card(6));
    fireEvent.click(card(6));
    expect(card(6)).toHaveAccessibleName('Carta 6, virada para baixo');
    fireEvent.click(card(6));
    fireEvent.click(card(1));
    await act(async () => {
      await Promise.resolve();
    });
    expect(game.moves).toEqual([['c6', 'c1']]);
    expect(card(6)).toHaveAccessibleName('Carta 6: Sea');
    expect(card(1)).toHaveAccessibleName('Carta 1: sol');
    act(() => vi.advanceTimersByTime(MISSED_PAIR_MS - 1));
    expect(card(1)).toHaveAttribute('data-face', 'missed');
    act(() => vi.advanceTimersByTime(1));
    expect(card(1)).toHaveAccessibleName('Carta 1, virada para baixo');
    expect(card(6)).toHaveAccessibleName('Carta 6, virada para baixo');
  });

  it('turns no third card while a pair is checked (busy), and sends a double click once', async () => {
    const { game, announce } = renderGame();
    const user = userEvent.setup();
    game.hold();
    await user.click(card(1));
    await user.dblClick(card(4));
    expect(game.moves).toEqual([['c1', 'c4']]);
    await user.click(card(2));
    expect(announce).toHaveBeenLastCalledWith('Aguarde: a jogada anterior ainda está sendo conferida.');
    expect(card(2)).toHaveAccessibleName('Carta 2, virada para baixo');
    await act(async () => game.release());
    await waitFor(() => expect(card(4)).toHaveAccessibleName('Carta 4: Sun, par encontrado'));
    expect(game.moves).toEqual([['c1', 'c4']]);
  });

  it('puts no face in the page before a card is turned, and passes axe', async () => {
    const { container } = renderGame();
    expect(container.querySelector('img')).toBeNull();
    for (const text of ['sol', 'Moon', 'Sun', 'lua', 'Sea', 'Ondas']) expect(container.innerHTML).not.toContain(text);
    expect(container.innerHTML).not.toMatch(/\bc[1-6]\b/);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('chooses near-square columns, at most five', () => {
    expect([4, 6, 9, 12, 16, 20, 40].map(pairsColumns)).toEqual([2, 3, 3, 4, 4, 5, 5]);
  });
});
