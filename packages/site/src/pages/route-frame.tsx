import type { ReactNode } from 'react';
import type { RouteName } from '@campus/core';
import { ProgrammePage } from '../programme/programme-page';
import { useRouteId } from '../routes/router';
import { useSiteT } from '../messages/site-messages';

/**
 * The message keys of the heading and intro of the programme pages whose frame says nothing of their data, by route.
 * On a phone a programme page's intro is its largest paint (issue 27).
 */
const PROGRAMME_FRAMES = {
  'reward-store': { title: 'site.pages.reward_store', intro: 'site.programme.reward_store_intro' },
  campaigns: { title: 'site.pages.campaigns', intro: 'site.programme.campaigns_intro' },
  events: { title: 'site.pages.events', intro: 'site.programme.events_intro' },
  'points-table': { title: 'site.pages.points_table', intro: 'site.programme.points_table_intro' },
  'insert-sales': { title: 'site.pages.insert_sales', intro: 'site.programme.insert_sales_intro' },
  'upload-photos': { title: 'site.pages.upload_photos', intro: 'site.programme.upload_photos_intro' },
} as const satisfies Partial<Record<RouteName, { title: string; intro: string }>>;

/**
 * The router's frame, around the page and the loading state alike: on the routes of `PROGRAMME_FRAMES`, the
 * programme page's frame with the page's heading and intro (the members-only page to anyone else), the page
 * rendering its content only; elsewhere the page alone. Being the router's, the frame is drawn with the shell on a
 * first visit, while the page's code loads, and its elements stay when the page arrives: Chromium does not count the
 * paint of an element removed that soon, only the page's drawing of it, as late as the page.
 */
export function RouteFrame({ children }: { children: ReactNode }) {
  const t = useSiteT();
  const route = useRouteId();
  if (!Object.hasOwn(PROGRAMME_FRAMES, route)) return children;
  const { title, intro } = PROGRAMME_FRAMES[route as keyof typeof PROGRAMME_FRAMES];
  return (
    <ProgrammePage title={t(title)} intro={t(intro)}>
      {children}
    </ProgrammePage>
  );
}
