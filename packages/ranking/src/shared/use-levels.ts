import { useCallback } from 'react';
import { loyaltyQueries } from '@campus/core';
import type { LevelsResponse } from '@campus/core/schemas';
import type { Level } from '@campus/core/rules';
import { useLocale, useQuery, useT } from '@campus/ui';
import type { ResourceState } from '@campus/ui';

/** Loyalty levels (`GET /api/levels/`, names in the request language) through the instance's query cache. */
export function useLevels(): ResourceState<LevelsResponse> {
  const locale = useLocale();
  return useQuery(loyaltyQueries.levels(locale));
}

/**
 * A level's name: the client's own (`reward_levels`, e.g. "Creator") once the levels answered, else the
 * package's translation — so a ranking never waits for the levels to show a line.
 */
export function useLevelName(levels: LevelsResponse | undefined): (level: Level) => string {
  const t = useT();
  return useCallback(
    (level: Level) => levels?.levels.find((entry) => entry.level === level)?.name ?? t(`ranking.levels.${level}`),
    [levels, t],
  );
}
