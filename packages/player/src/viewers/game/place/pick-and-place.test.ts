import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INITIAL_PICK_STATE, isPending, pickAndPlace } from './pick-and-place.js';
import type { PickAction, PickContext, PickState } from './pick-and-place.js';

/** Words w1–w3 (w3 already used), gaps b1–b3 (b3 closed). */
const context = (busy = false): PickContext => ({
  busy,
  canPick: (piece) => ['w1', 'w2'].includes(piece),
  canPlace: (target) => ['b1', 'b2'].includes(target),
});

const run = (actions: readonly PickAction[], ctx: PickContext = context()) => {
  let state: PickState = INITIAL_PICK_STATE;
  const effects = actions.map((action) => {
    const result = pickAndPlace(state, action, ctx);
    state = result.state;
    return result.effect;
  });
  return { state, effects };
};

describe('pickAndPlace', () => {
  it('picks a piece, switches to another, and drops the pick when the same piece is picked again', () => {
    const { state, effects } = run([
      { type: 'pick', piece: 'w1' },
      { type: 'pick', piece: 'w2' },
      { type: 'pick', piece: 'w2' },
    ]);
    expect(effects).toEqual([
      { kind: 'picked', piece: 'w1', replaced: null },
      { kind: 'picked', piece: 'w2', replaced: 'w1' },
      { kind: 'unpicked', piece: 'w2' },
    ]);
    expect(state).toEqual({ picked: null, pending: null });
  });

  it('places the piece in hand on a target: one placement, pending until settled', () => {
    const { state, effects } = run([
      { type: 'pick', piece: 'w2' },
      { type: 'place', target: 'b1' },
    ]);
    expect(effects[1]).toEqual({ kind: 'placed', piece: 'w2', target: 'b1' });
    expect(state).toEqual({ picked: null, pending: { piece: 'w2', target: 'b1' } });
    expect(isPending(state, 'w2')).toBe(true);
    expect(isPending(state, 'b1')).toBe(true);
    expect(isPending(state, 'w1')).toBe(false);
    expect(pickAndPlace(state, { type: 'settle' }, context())).toEqual({
      state: { picked: null, pending: null },
      effect: { kind: 'none' },
    });
  });

  it('refuses a placement with nothing in hand, on a closed target, or of a closed piece, keeping the pick', () => {
    expect(run([{ type: 'place', target: 'b1' }]).effects).toEqual([{ kind: 'refused', reason: 'nothing_picked' }]);
    const closedTarget = run([
      { type: 'pick', piece: 'w1' },
      { type: 'place', target: 'b3' },
    ]);
    expect(closedTarget.effects[1]).toEqual({ kind: 'refused', reason: 'closed' });
    expect(closedTarget.state.picked).toBe('w1');
    expect(run([{ type: 'pick', piece: 'w3' }]).effects).toEqual([{ kind: 'refused', reason: 'closed' }]);
    expect(run([{ type: 'drop', piece: 'w3', target: 'b1' }]).effects).toEqual([{ kind: 'refused', reason: 'closed' }]);
  });

  it('takes no second placement while a move is on its way (pending or busy), keeping the pick for later', () => {
    const pending = run([
      { type: 'pick', piece: 'w1' },
      { type: 'place', target: 'b1' },
      { type: 'pick', piece: 'w2' },
      { type: 'place', target: 'b2' },
      { type: 'drop', piece: 'w2', target: 'b2' },
    ]);
    expect(pending.effects.slice(2)).toEqual([
      { kind: 'picked', piece: 'w2', replaced: null },
      { kind: 'refused', reason: 'busy' },
      { kind: 'refused', reason: 'busy' },
    ]);
    expect(pending.state).toEqual({ picked: 'w2', pending: { piece: 'w1', target: 'b1' } });

    const busy = run(
      [
        { type: 'pick', piece: 'w1' },
        { type: 'place', target: 'b1' },
      ],
      context(true),
    );
    expect(busy.effects[1]).toEqual({ kind: 'refused', reason: 'busy' });
    expect(busy.state).toEqual({ picked: 'w1', pending: null });
  });

  it('places a dragged piece whatever was in hand, and drops that pick', () => {
    const { state, effects } = run([
      { type: 'pick', piece: 'w1' },
      { type: 'drop', piece: 'w2', target: 'b2' },
    ]);
    expect(effects[1]).toEqual({ kind: 'placed', piece: 'w2', target: 'b2' });
    expect(state).toEqual({ picked: null, pending: { piece: 'w2', target: 'b2' } });
  });

  it('drops the pick on Escape, and does nothing when nothing is in hand', () => {
    expect(run([{ type: 'pick', piece: 'w1' }, { type: 'cancel' }]).effects[1]).toEqual({
      kind: 'unpicked',
      piece: 'w1',
    });
    expect(run([{ type: 'cancel' }])).toEqual({ state: INITIAL_PICK_STATE, effects: [{ kind: 'none' }] });
  });

  it('picks on a hold (a long press) without ever dropping the pick', () => {
    const { state, effects } = run([
      { type: 'hold', piece: 'w1' },
      { type: 'hold', piece: 'w1' },
      { type: 'hold', piece: 'w2' },
    ]);
    expect(effects).toEqual([
      { kind: 'picked', piece: 'w1', replaced: null },
      { kind: 'none' },
      { kind: 'picked', piece: 'w2', replaced: 'w1' },
    ]);
    expect(state.picked).toBe('w2');
  });

  describe('choose (cards that are pieces and targets)', () => {
    const cards = (busy = false): PickContext => ({
      busy,
      canPick: (card) => ['c1', 'c2', 'c3'].includes(card),
      canPlace: (card, first) => ['c1', 'c2', 'c3'].includes(card) && card !== first,
    });

    it('turns a first card, turns it back, or pairs it with a second', () => {
      const { state, effects } = run(
        [
          { type: 'choose', id: 'c1' },
          { type: 'choose', id: 'c1' },
          { type: 'choose', id: 'c2' },
          { type: 'choose', id: 'c3' },
        ],
        cards(),
      );
      expect(effects).toEqual([
        { kind: 'picked', piece: 'c1', replaced: null },
        { kind: 'unpicked', piece: 'c1' },
        { kind: 'picked', piece: 'c2', replaced: null },
        { kind: 'placed', piece: 'c2', target: 'c3' },
      ]);
      expect(state).toEqual({ picked: null, pending: { piece: 'c2', target: 'c3' } });
    });

    it('turns no card while a pair is checked, and none that is found', () => {
      const checking = run(
        [
          { type: 'choose', id: 'c1' },
          { type: 'choose', id: 'c2' },
          { type: 'choose', id: 'c3' },
        ],
        cards(),
      );
      expect(checking.effects[2]).toEqual({ kind: 'refused', reason: 'busy' });
      expect(run([{ type: 'choose', id: 'c1' }], cards(true)).effects).toEqual([{ kind: 'refused', reason: 'busy' }]);
      expect(run([{ type: 'choose', id: 'c9' }], cards()).effects).toEqual([{ kind: 'refused', reason: 'closed' }]);
    });
  });

  it('never has two placements on their way, nor a piece in hand that may not be picked (any actions)', () => {
    const action = fc.oneof(
      fc.record({ type: fc.constant('pick' as const), piece: fc.constantFrom('w1', 'w2', 'w3') }),
      fc.record({ type: fc.constant('hold' as const), piece: fc.constantFrom('w1', 'w2', 'w3') }),
      fc.record({ type: fc.constant('place' as const), target: fc.constantFrom('b1', 'b2', 'b3') }),
      fc.record({ type: fc.constant('choose' as const), id: fc.constantFrom('w1', 'w2', 'b1') }),
      fc.record({
        type: fc.constant('drop' as const),
        piece: fc.constantFrom('w1', 'w2', 'w3'),
        target: fc.constantFrom('b1', 'b2', 'b3'),
      }),
      fc.constant({ type: 'cancel' as const }),
      fc.constant({ type: 'settle' as const }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 40 }), (actions) => {
        let state: PickState = INITIAL_PICK_STATE;
        let unsettled = 0;
        for (const next of actions) {
          const result = pickAndPlace(state, next, context());
          if (next.type === 'settle') unsettled = 0;
          if (result.effect.kind === 'placed') unsettled += 1;
          expect(unsettled).toBeLessThanOrEqual(1);
          if (result.state.picked !== null) expect(['w1', 'w2']).toContain(result.state.picked);
          state = result.state;
        }
      }),
    );
  });
});
