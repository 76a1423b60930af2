import { useCallback, useRef, useState } from 'react';
import { useLatest } from '../../shared/use-latest.js';
import { INITIAL_PICK_STATE, pickAndPlace } from './pick-and-place.js';
import type { PickAction, PickContext, PickEffect, PickState } from './pick-and-place.js';

/** Steps the model. */
export type PickDispatch = (action: PickAction) => void;

/**
 * The pick-and-place model held by a board: the state to render and a `dispatch` that steps it and hands the
 * effect to `onEffect` (announce, send the move; `dispatch` settles the move once answered). The state is also kept in a ref, so two activations in the same
 * tick (a double click) see each other and the second placement is refused before React renders again.
 */
export function usePickAndPlace(
  context: PickContext,
  onEffect: (effect: PickEffect, dispatch: PickDispatch) => void,
): [PickState, PickDispatch] {
  const [state, setState] = useState<PickState>(INITIAL_PICK_STATE);
  const current = useRef<PickState>(INITIAL_PICK_STATE);
  const latest = useLatest({ context, onEffect });
  const dispatch = useCallback(
    function step(action: PickAction) {
      const result = pickAndPlace(current.current, action, latest.current.context);
      current.current = result.state;
      setState(result.state);
      latest.current.onEffect(result.effect, step);
    },
    [latest],
  );
  return [state, dispatch];
}
