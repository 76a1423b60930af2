import { useCallback } from 'react';
import { Link, useNavigate } from '../routes/router';
import type { Campus, RouteName } from '@campus/core';
import { ActivityPlayer, playerStyles, warmActivityPlayer } from '@campus/player';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { NotFoundView } from './not-found-view';
import { PageFrame } from './page-frame';
import { playerBackPath, playerPath, playerTargetOf } from './player-routes';

// The player's styles travel with this page's chunk (constructable stylesheets, adopted once).
if (typeof document !== 'undefined') adoptStyles(document, [playerStyles]);

/**
 * The activity player screens (spec §2): `courses/{id}/activities/{hierarchy_order}`, the webinar, live class,
 * presential event and reaction variants, each also under `trails/{id_trail}/…`. The player's menu entries and
 * previous/next are links to the same route at another `hierarchy_order`, so the browser's history, a reload and
 * a shared link all land on the activity shown.
 */
export default function ActivityPlayerPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { name, params } = useSiteRoute();
  const target = playerTargetOf(name, params);
  const hrefOf = useCallback((order: number) => playerPath(name, params, order), [name, params]);
  if (target === null) return <NotFoundView />;
  return (
    <PageFrame title={t(`site.pages.player.${target.kind}`)}>
      <p className="site-back">
        <Link to={playerBackPath(target)}>{t('site.pages.player.back')}</Link>
      </p>
      <ActivityPlayer
        kind={target.kind}
        itemId={target.itemId}
        hierarchyOrder={target.hierarchyOrder}
        activityHref={hrefOf}
        onNavigate={(order) => void navigate(hrefOf(order))}
        {...(target.trailId === undefined ? {} : { trailId: target.trailId })}
        {...(target.eventId === undefined ? {} : { eventId: target.eventId })}
        {...(target.eventType === undefined ? {} : { eventType: target.eventType })}
      />
    </PageFrame>
  );
}

/**
 * The boot warm-up of a player route (`PageModule.warm`): the item's activities, which the player's heading (the
 * page's largest paint) waits for — asked for while the page renders instead of after (issue 27).
 */
export function warm(campus: Campus, route: RouteName, params: Readonly<Record<string, string>>): void {
  const target = playerTargetOf(route, params);
  if (target !== null) warmActivityPlayer(campus, target.kind, target.itemId);
}
