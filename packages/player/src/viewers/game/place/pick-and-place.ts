/*
 * The one input model of the placing games (issue 22: drag_the_words, drag_and_drop, find_the_pairs), pure like a
 * reducer so every board behaves the same and the rules are tested without a DOM. The learner picks a piece (a
 * tap, a click, Enter or Space on it), then places it on a target the same way; picking it again or Escape drops
 * the pick. Dragging is an extra that ends in the same placement (`drop`), never the only way (WCAG 2.2 2.5.7).
 * A placement waits for the server's answer (`pending`): meanwhile no second placement is taken, so a double click
 * or a drag during a move sends one move.
 */

/** A piece put on a target: one move for the viewer to send. */
export interface Placement {
  readonly piece: string;
  readonly target: string;
}

/** What the learner has in hand, and the placement waiting for the server. */
export interface PickState {
  /** The piece picked (a word, an item, a card turned first), or `null`. */
  readonly picked: string | null;
  /** The placement sent and not answered yet: the board shows the piece on its target meanwhile. */
  readonly pending: Placement | null;
}

/** Nothing picked, nothing sent. */
export const INITIAL_PICK_STATE: PickState = Object.freeze({ picked: null, pending: null });

/** What the board knows that the model asks about. */
export interface PickContext {
  /** A move is on its way (`GameBoardProps.busy`). */
  readonly busy: boolean;
  /** Whether a piece may be picked now: it is on the board, not closed, not on its way. */
  readonly canPick: (piece: string) => boolean;
  /** Whether a target takes `piece` now: it is open (a gap not filled, a card face down, any zone). */
  readonly canPlace: (target: string, piece: string) => boolean;
}

/** What the learner did. */
export type PickAction =
  /** Activated a piece (tap, click, Enter, Space; or a touch held still). */
  | { readonly type: 'pick'; readonly piece: string }
  /** Held a piece (a touch held still): picks it, and never drops a pick the way a second activation does. */
  | { readonly type: 'hold'; readonly piece: string }
  /** Activated a target. */
  | { readonly type: 'place'; readonly target: string }
  /**
   * Activated something that is both a piece and a target (a card of find_the_pairs): a pick when nothing is in
   * hand, a drop of the pick when it is the piece in hand, else a placement on it.
   */
  | { readonly type: 'choose'; readonly id: string }
  /** Ended a drag of `piece` over `target`: a placement, whatever was in hand before. */
  | { readonly type: 'drop'; readonly piece: string; readonly target: string }
  /** Pressed Escape. */
  | { readonly type: 'cancel' }
  /** The pending placement was answered (or could not be sent). */
  | { readonly type: 'settle' };

/** Why an action did nothing. */
export type PickRefusal = 'busy' | 'nothing_picked' | 'closed';

/** What the board does after an action: say it, and for a placement, send the move. */
export type PickEffect =
  | { readonly kind: 'picked'; readonly piece: string; readonly replaced: string | null }
  | { readonly kind: 'unpicked'; readonly piece: string }
  | ({ readonly kind: 'placed' } & Placement)
  | { readonly kind: 'refused'; readonly reason: PickRefusal }
  | { readonly kind: 'none' };

/** The next state and what to do about it. */
export interface PickResult {
  readonly state: PickState;
  readonly effect: PickEffect;
}

const NONE: PickEffect = { kind: 'none' };

const refused = (state: PickState, reason: PickRefusal): PickResult => ({ state, effect: { kind: 'refused', reason } });

function pick(state: PickState, piece: string, context: PickContext): PickResult {
  if (state.picked === piece) return { state: { ...state, picked: null }, effect: { kind: 'unpicked', piece } };
  if (!context.canPick(piece)) return refused(state, 'closed');
  return { state: { ...state, picked: piece }, effect: { kind: 'picked', piece, replaced: state.picked } };
}

function place(state: PickState, piece: string | null, target: string, context: PickContext): PickResult {
  if (piece === null) return refused(state, 'nothing_picked');
  if (context.busy || state.pending !== null) return refused(state, 'busy');
  if (!context.canPick(piece) || !context.canPlace(target, piece)) return refused(state, 'closed');
  return { state: { picked: null, pending: { piece, target } }, effect: { kind: 'placed', piece, target } };
}

/**
 * The input model's step: the state after `action`, and what the board does about it (announce a pick, send a
 * placement as a move, say why nothing happened). Never throws; an action that means nothing leaves the state as
 * it is.
 */
export function pickAndPlace(state: PickState, action: PickAction, context: PickContext): PickResult {
  switch (action.type) {
    case 'pick':
      return pick(state, action.piece, context);
    case 'hold':
      return state.picked === action.piece ? { state, effect: NONE } : pick(state, action.piece, context);
    case 'place':
      return place(state, state.picked, action.target, context);
    case 'choose':
      if (state.picked === null || state.picked === action.id) {
        // Turning a card while the last pair is checked would show three at once: one move at a time.
        if (state.picked === null && (context.busy || state.pending !== null)) return refused(state, 'busy');
        return pick(state, action.id, context);
      }
      return place(state, state.picked, action.id, context);
    case 'drop':
      return place(state, action.piece, action.target, context);
    case 'cancel':
      return state.picked === null
        ? { state, effect: NONE }
        : { state: { ...state, picked: null }, effect: { kind: 'unpicked', piece: state.picked } };
    case 'settle':
      return { state: { ...state, pending: null }, effect: NONE };
  }
}

/** Whether `id` is on its way to the server, as the piece or the target of the pending placement. */
export function isPending(state: PickState, id: string): boolean {
  return state.pending !== null && (state.pending.piece === id || state.pending.target === id);
}
