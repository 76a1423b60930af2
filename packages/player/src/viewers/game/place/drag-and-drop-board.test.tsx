import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { DragAndDropBoard } from './drag-and-drop-board.js';
import { createFakeGame, judgeZones, stubHitTest, ZONES_BOARD } from './place-boards.test-util.js';
import type { FakeGame } from './place-boards.test-util.js';

function ZonesGame({
  game,
  announce,
  board = ZONES_BOARD,
}: {
  game: FakeGame;
  announce: (message: string) => void;
  board?: typeof ZONES_BOARD;
}) {
  const props = game.useBoardProps();
  return <DragAndDropBoard board={board} announce={announce} {...props} />;
}

function renderGame(options: { board?: typeof ZONES_BOARD; container?: HTMLElement } = {}) {
  const game = createFakeGame({ items: 3, judge: judgeZones });
  const announce = vi.fn<(message: string) => void>();
  const result = renderWithCampus(
    <main>
      <ZonesGame game={game} announce={announce} {...(options.board ? { board: options.board } : {})} />
    </main>,
    createTestCampus(),
    options.container ? { container: options.container } : {},
  );
  return { ...result, game, announce };
}

const tray = () => within(screen.getByRole('list', { name: 'Itens' }));
const zones = () => within(screen.getByRole('list', { name: 'Áreas' }));
const item = (name: string | RegExp) => tray().getByRole('button', { name });
const zone = (label: string) => zones().getByRole('button', { name: new RegExp(`^(\\d )?${label}[,:]`) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DragAndDropBoard', () => {
  it('is played by keyboard alone to the end, with a wrong zone on the way', async () => {
    const { game, announce } = renderGame();
    const user = userEvent.setup();
    expect(zone('Norte')).toHaveAccessibleName('1 Norte, vazia');
    expect(item(/Porto Alegre/)).toHaveAccessibleName('Ponte do Guaíba Porto Alegre');

    item('Manaus').focus();
    await user.keyboard('{Enter}');
    expect(item('Manaus')).toHaveAttribute('aria-pressed', 'true');
    expect(announce).toHaveBeenLastCalledWith('Item ‘Manaus’ escolhido. Escolha uma área.');
    zone('Norte').focus();
    await user.keyboard('{Enter}');
    expect(announce).toHaveBeenLastCalledWith('Item ‘Manaus’ colocado em ‘Norte’.');
    await waitFor(() => expect(zone('Norte')).toHaveAccessibleName('1 Norte: Manaus'));
    expect(tray().queryByRole('button', { name: 'Manaus' })).not.toBeInTheDocument();
    // The zone stays a target, and keeps focus.
    expect(zone('Norte')).toHaveFocus();

    // Wrong: Porto Alegre is not in the north; it stays with the items.
    item(/Porto Alegre/).focus();
    await user.keyboard(' ');
    zone('Norte').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(item(/Porto Alegre/)).toHaveAttribute('aria-pressed', 'false'));
    expect(zone('Norte')).toHaveAccessibleName('1 Norte: Manaus');

    item(/Porto Alegre/).focus();
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');
    expect(announce).toHaveBeenLastCalledWith('Escolha de ‘Porto Alegre’ desfeita.');
    await user.keyboard('{Enter}');
    zone('Sul').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(zone('Sul')).toHaveAccessibleName('2 Sul: Porto Alegre'));
    item('Belém').focus();
    await user.keyboard('{Enter}');
    zone('Norte').focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(zone('Norte')).toHaveAccessibleName('1 Norte: Manaus, Belém'));
    expect(screen.getByText('Todos os itens foram colocados.')).toBeInTheDocument();
    expect(game.moves).toEqual([
      ['i1', 'z1'],
      ['i2', 'z1'],
      ['i2', 'z2'],
      ['i3', 'z1'],
    ]);
  });

  it('is played by clicks; a zone with nothing picked says so; busy takes no second move', async () => {
    const { game, announce } = renderGame();
    const user = userEvent.setup();
    await user.click(zone('Sul'));
    expect(announce).toHaveBeenLastCalledWith('Escolha primeiro um item.');
    game.hold();
    await user.click(item('Belém'));
    await user.dblClick(zone('Norte'));
    expect(zone('Norte')).toHaveAccessibleName('1 Norte: Belém, conferindo');
    await user.click(item('Manaus'));
    await user.click(zone('Norte'));
    expect(announce).toHaveBeenLastCalledWith('Aguarde: a jogada anterior ainda está sendo conferida.');
    expect(game.moves).toEqual([['i3', 'z1']]);
    await act(async () => game.release());
    await waitFor(() => expect(zone('Norte')).toHaveAccessibleName('1 Norte: Belém'));
    await user.click(zone('Norte'));
    await waitFor(() => expect(zone('Norte')).toHaveAccessibleName('1 Norte: Manaus, Belém'));
  });

  it('places the zones on the picture through custom properties, with numbered outlines for narrow boards', async () => {
    const { container } = renderGame();
    expect(screen.getByRole('img', { name: 'Mapa com as regiões Norte e Sul' })).toHaveAttribute(
      'src',
      ZONES_BOARD.image?.url,
    );
    const placed = zone('Sul').closest('li')!;
    expect(placed.style.getPropertyValue('--campus-zone-x')).toBe('50%');
    expect(placed.style.getPropertyValue('--campus-zone-y')).toBe('55%');
    expect(placed.style.getPropertyValue('--campus-zone-w')).toBe('45%');
    expect(placed.style.getPropertyValue('--campus-zone-h')).toBe('40%');
    // The outlines on the picture are decoration: the zone buttons carry the same numbers.
    const markers = container.querySelectorAll('.campus-place__marker');
    expect([...markers].map((marker) => marker.textContent)).toEqual(['1', '2']);
    expect(markers[0]?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(zone('Norte')).toHaveTextContent('1 Norte');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('without a picture, lists the zones unnumbered', () => {
    const { container } = renderGame({ board: { ...ZONES_BOARD, image: undefined } });
    expect(screen.queryByRole('img', { name: /Mapa/ })).not.toBeInTheDocument();
    expect(container.querySelector('.campus-place__marker')).toBeNull();
    expect(zone('Norte')).toHaveTextContent(/^Norte$/);
  });

  it('puts no solution in the page: no zone or item id anywhere', () => {
    const { container } = renderGame();
    expect(container.innerHTML).not.toMatch(/\b(z1|z2|i1|i2|i3)\b/);
    expect(
      tray()
        .getAllByRole('button')
        .map((button) => button.textContent?.trim()),
    ).toEqual(['Manaus', 'Porto Alegre', 'Belém']);
  });

  it('drags an item onto a zone in a shadow root, hit-testing through the root node and past the piece itself', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const { game } = renderGame({ container: mount });
    const inside = within(mount as unknown as HTMLElement);
    const piece = inside.getByRole('button', { name: 'Manaus' });
    const label = inside.getByRole('button', { name: '1 Norte, vazia' }).querySelector('.campus-place__zone-label')!;
    // The document only sees the host; the shadow root sees the piece under the pointer, then the zone's label.
    const restoreDocument = stubHitTest(document, () => [host], 'all');
    const restoreShadow = stubHitTest(shadow, () => [piece, label], 'all');
    try {
      fireEvent.pointerDown(piece, { pointerId: 7, pointerType: 'touch', clientX: 100, clientY: 300 });
      fireEvent.pointerMove(piece, { pointerId: 7, clientX: 100, clientY: 200 });
      expect(inside.getByRole('button', { name: '1 Norte, vazia' })).toHaveAttribute('data-drop-hover');
      fireEvent.pointerUp(piece, { pointerId: 7, clientX: 100, clientY: 120 });
      expect(game.moves).toEqual([['i1', 'z1']]);
      await waitFor(() => expect(inside.getByRole('button', { name: '1 Norte: Manaus' })).toBeInTheDocument());
    } finally {
      restoreShadow();
      restoreDocument();
      host.remove();
    }
  });
});
