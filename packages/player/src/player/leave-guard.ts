import { createContext, useContext, useEffect } from 'react';

/**
 * Asks before the player moves to another activity: called with the move, it runs `leave()` once the learner
 * confirms (or never). A test attempt in progress sets one (spec §4 "a started quiz may not be left").
 */
export type LeaveGuard = (leave: () => void) => void;

/** Where a viewer sets the player's {@link LeaveGuard}. */
export interface LeaveGuardSlot {
  set(guard: LeaveGuard | null): void;
}

/** The player's guard slot; `null` outside a player (a viewer rendered alone guards nothing here). */
export const LeaveGuardContext = createContext<LeaveGuardSlot | null>(null);

/**
 * Guards the player's own navigation (menu, previous/next) while `guard` is set; the previous state comes back
 * when it is cleared or the viewer unmounts. Leaving the page itself is the browser's `beforeunload`.
 */
export function useLeaveGuard(guard: LeaveGuard | null): void {
  const slot = useContext(LeaveGuardContext);
  useEffect(() => {
    if (slot === null || guard === null) return undefined;
    slot.set(guard);
    return () => slot.set(null);
  }, [slot, guard]);
}
