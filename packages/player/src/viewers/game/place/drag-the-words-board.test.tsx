import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithCampus } from '@campus/ui/testing';
import { DragTheWordsBoard } from './drag-the-words-board.js';
import { createFakeGame, judgeWords, stubHitTest, WORDS_BOARD } from './place-boards.test-util.js';
import type { FakeGame } from './place-boards.test-util.js';

function WordsGame({ game, announce }: { game: FakeGame; announce: (message: string) => void }) {
  const props = game.useBoardProps();
  return <DragTheWordsBoard board={WORDS_BOARD} announce={announce} {...props} />;
}

function renderGame() {
  const game = createFakeGame({ items: 2, judge: judgeWords });
  const announce = vi.fn<(message: string) => void>();
  const result = renderWithCampus(
    <main>
      <WordsGame game={game} announce={announce} />
    </main>,
  );
  return { ...result, game, announce };
}

const bank = () => within(screen.getByRole('list', { name: 'Palavras' }));
const word = (text: string) => bank().getByRole('button', { name: text });
const gap = (number: number) => screen.getByRole('button', { name: new RegExp(`^Lacuna ${String(number)} de 2`) });
const passage = () => screen.getByRole('group', { name: 'Texto com lacunas' });

/** Every attribute value in the tree. */
const attributeValues = (root: Element) =>
  [root, ...root.querySelectorAll('*')].flatMap((element) =>
    [...element.attributes].map((attribute) => attribute.value),
  );

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('DragTheWordsBoard', () => {
  it('is played by keyboard alone: a word picked, a gap chosen, a wrong word back in the bank, Escape', async () => {
    const { game, announce } = renderGame();
    const user = userEvent.setup();
    expect(gap(1)).toHaveAccessibleName('Lacuna 1 de 2, vazia');
    expect(passage()).toHaveTextContent('O 1 nasce no leste e a 2 brilha à noite.');

    word('sol').focus();
    await user.keyboard('{Enter}');
    expect(word('sol')).toHaveAttribute('aria-pressed', 'true');
    expect(announce).toHaveBeenLastCalledWith('Palavra ‘sol’ escolhida. Escolha uma lacuna.');
    gap(1).focus();
    await user.keyboard('{Enter}');
    expect(announce).toHaveBeenLastCalledWith('Palavra ‘sol’ colocada na lacuna 1.');
    expect(game.moves).toEqual([['b1', 'w2']]);
    // The closed gap shows its word as text, is no target any more, and focus went on to the bank.
    await waitFor(() => expect(passage()).toHaveTextContent('O sol nasce no leste e a 2 brilha à noite.'));
    expect(screen.queryByRole('button', { name: /^Lacuna 1/ })).not.toBeInTheDocument();
    expect(bank().queryByRole('button', { name: 'sol' })).not.toBeInTheDocument();
    await waitFor(() => expect(word('lua')).toHaveFocus());

    // A wrong word: sent, counted by the server, and back in the bank with the gap still open.
    word('mar').focus();
    await user.keyboard(' ');
    gap(2).focus();
    await user.keyboard('{Enter}');
    expect(game.moves.at(-1)).toEqual(['b2', 'w3']);
    await waitFor(() => expect(word('mar')).toHaveAttribute('aria-pressed', 'false'));
    expect(gap(2)).toHaveAccessibleName('Lacuna 2 de 2, vazia');

    // Escape drops the pick; picking it again too.
    word('lua').focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(word('lua')).toHaveAttribute('aria-pressed', 'false');
    expect(announce).toHaveBeenLastCalledWith('Escolha de ‘lua’ desfeita.');
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    expect(word('lua')).toHaveAttribute('aria-pressed', 'false');

    // A gap with nothing picked says what to do first.
    gap(2).focus();
    await user.keyboard('{Enter}');
    expect(announce).toHaveBeenLastCalledWith('Escolha primeiro uma palavra.');
    word('lua').focus();
    await user.keyboard('{Enter}');
    gap(2).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(passage()).toHaveTextContent('O sol nasce no leste e a lua brilha à noite.'));
    expect(game.moves).toEqual([
      ['b1', 'w2'],
      ['b2', 'w3'],
      ['b2', 'w1'],
    ]);
    expect(screen.queryByRole('button', { name: /^Lacuna/ })).not.toBeInTheDocument();
    expect(word('mar')).toBeInTheDocument();
  });

  it('is played by clicks, shows the word in its gap while the move is checked, and takes no second move meanwhile', async () => {
    const { game, announce } = renderGame();
    const user = userEvent.setup();
    game.hold();
    await user.click(word('sol'));
    await user.click(gap(1));
    expect(gap(1)).toHaveAccessibleName('Lacuna 1 de 2: sol, conferindo');
    expect(gap(1)).toHaveAttribute('aria-busy', 'true');
    // While it is checked, another placement is refused (a double click, or a second word).
    await user.click(word('lua'));
    await user.click(gap(2));
    expect(announce).toHaveBeenLastCalledWith('Aguarde: a jogada anterior ainda está sendo conferida.');
    expect(game.moves).toEqual([['b1', 'w2']]);
    expect(word('lua')).toHaveAttribute('aria-pressed', 'true');

    await act(async () => game.release());
    await waitFor(() => expect(passage()).toHaveTextContent('O sol nasce'));
    await user.click(gap(2));
    expect(game.moves).toEqual([
      ['b1', 'w2'],
      ['b2', 'w1'],
    ]);
  });

  it('puts no solution in the page: no gap or word id, the bank in the attempt’s order', async () => {
    const { container } = renderGame();
    const values = attributeValues(container);
    for (const id of ['b1', 'b2', 'w1', 'w2', 'w3']) expect(values).not.toContain(id);
    expect(container.innerHTML).not.toMatch(/\b(b1|b2|w1|w2|w3)\b/);
    expect(
      bank()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['lua', 'sol', 'mar']);
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('drags a word onto a gap with the pointer, past the 5 px threshold, marking the gap under it', async () => {
    const { game } = renderGame();
    const target = gap(2);
    const hits = vi.fn((): Element[] => [target.firstElementChild!]);
    const restore = stubHitTest(document, hits);
    try {
      const piece = word('lua');
      fireEvent.pointerDown(piece, { pointerId: 1, pointerType: 'mouse', button: 0, clientX: 10, clientY: 10 });
      fireEvent.pointerMove(piece, { pointerId: 1, clientX: 13, clientY: 12 });
      expect(piece).not.toHaveAttribute('data-dragging');
      fireEvent.pointerMove(piece, { pointerId: 1, clientX: 70, clientY: -30 });
      expect(piece).toHaveAttribute('data-dragging');
      expect(piece.style.getPropertyValue('--campus-place-drag-x')).toBe('60px');
      expect(piece.style.getPropertyValue('--campus-place-drag-y')).toBe('-40px');
      expect(target).toHaveAttribute('data-drop-hover');
      fireEvent.pointerUp(piece, { pointerId: 1, clientX: 70, clientY: -30 });
      expect(hits).toHaveBeenLastCalledWith(70, -30);
      expect(target).not.toHaveAttribute('data-drop-hover');
      expect(game.moves).toEqual([['b2', 'w1']]);
      await waitFor(() => expect(passage()).toHaveTextContent('e a lua brilha'));
    } finally {
      restore();
    }
  });

  it('puts a word dragged nowhere back, swallows the click that ends the drag, and cancels on Escape or pointercancel', () => {
    const { game } = renderGame();
    const restore = stubHitTest(document, () => [passage()], 'all');
    try {
      const piece = word('sol');
      fireEvent.pointerDown(piece, { pointerId: 2, pointerType: 'mouse', button: 0, clientX: 0, clientY: 0 });
      fireEvent.pointerMove(piece, { pointerId: 2, clientX: 30, clientY: 0 });
      fireEvent.pointerUp(piece, { pointerId: 2, clientX: 30, clientY: 0 });
      fireEvent.click(piece);
      expect(piece).toHaveAttribute('aria-pressed', 'false');
      expect(piece).not.toHaveAttribute('data-dragging');
      expect(piece.style.getPropertyValue('--campus-place-drag-x')).toBe('');
      // The next click is a click again.
      fireEvent.click(piece);
      expect(piece).toHaveAttribute('aria-pressed', 'true');

      fireEvent.pointerDown(piece, { pointerId: 3, pointerType: 'pen', clientX: 0, clientY: 0 });
      fireEvent.pointerMove(piece, { pointerId: 3, clientX: 0, clientY: 20 });
      fireEvent.keyDown(piece, { key: 'Escape' });
      expect(piece).not.toHaveAttribute('data-dragging');
      // Escape ended the drag only: the pick made before stays.
      expect(piece).toHaveAttribute('aria-pressed', 'true');

      fireEvent.pointerDown(piece, { pointerId: 4, pointerType: 'touch', clientX: 0, clientY: 0 });
      fireEvent.pointerMove(piece, { pointerId: 4, clientX: 0, clientY: 20 });
      fireEvent.pointerCancel(piece, { pointerId: 4 });
      fireEvent.pointerUp(piece, { pointerId: 4, clientX: 0, clientY: 20 });
      expect(piece).not.toHaveAttribute('data-dragging');
      expect(game.moves).toEqual([]);
    } finally {
      restore();
    }
  });

  it('picks a word held still for 400 ms on a touch screen, and the release does not drop the pick', () => {
    vi.useFakeTimers();
    const { announce } = renderGame();
    const piece = word('mar');
    fireEvent.pointerDown(piece, { pointerId: 5, pointerType: 'touch', clientX: 0, clientY: 0 });
    act(() => vi.advanceTimersByTime(399));
    expect(piece).toHaveAttribute('aria-pressed', 'false');
    act(() => vi.advanceTimersByTime(1));
    expect(piece).toHaveAttribute('aria-pressed', 'true');
    expect(announce).toHaveBeenLastCalledWith('Palavra ‘mar’ escolhida. Escolha uma lacuna.');
    fireEvent.pointerUp(piece, { pointerId: 5, clientX: 0, clientY: 0 });
    fireEvent.click(piece);
    expect(piece).toHaveAttribute('aria-pressed', 'true');
  });

  it('speaks English in en-US', () => {
    const game = createFakeGame({ items: 2, judge: judgeWords });
    renderWithCampus(<WordsGame game={game} announce={() => undefined} />, { locale: 'en-US' });
    expect(screen.getByRole('button', { name: 'Gap 2 of 2, empty' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Words' })).toBeInTheDocument();
  });
});
