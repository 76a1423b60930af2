import { useCallback } from 'react';
import type { Level, LevelsResponse } from '@campus/core';
import { useLocale, useResource, useT } from '@campus/ui';
import type { ResourceState } from '@campus/ui';
import { fetchLevels } from '../api/loyalty-api';

/** Loyalty levels (`GET /api/levels/`, names in the request language) through the shared cache. */
export function useLevels(enabled = true): ResourceState<LevelsResponse> {
  const locale = useLocale();
  return useResource(enabled ? ['ranking', 'levels', locale] : null, ({ campus, signal }) =>
    fetchLevels(campus, signal),
  );
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
