import { useEffect } from 'react';
import { watchActivityUnlocks } from '@campus/core';
import type { Campus } from '@campus/core';
import { useSession } from '@campus/ui';

/**
 * An activity the instructor authorises while the player is open unlocks on screen without a reload (spec §6; issue
 * 26): the learner's own realtime area is watched (core's `watchActivityUnlocks`) and the activities refetched.
 */
export function useActivityUnlocks(campus: Campus): void {
  const area = useSession((state) => state.firebase_document);
  useEffect(() => (area === null ? undefined : watchActivityUnlocks(campus, area)), [campus, area]);
}
