import type { ReactNode } from 'react';
import { ProgrammePage } from '../programme/programme-page';
import { useRouteId } from '../routes/router';
import { useSiteT } from '../messages/site-messages';
import { frameTextOf, pageFrameOf } from './page-frames';

/**
 * The router's frame, around the page and the loading state alike: on the routes of `PAGE_FRAMES`, the programme
 * page's frame with the page's heading and intro (the members-only page to anyone else); elsewhere the page alone.
 * Being the router's, the frame is drawn with the shell on a first visit, while the page's code loads, and its
 * elements stay when the page arrives: on a phone the intro is a programme page's largest paint (issue 27), and
 * Chromium does not count the paint of an element removed that soon, only the page's drawing of it, as late as the
 * page.
 */
export function RouteFrame({ children }: { children: ReactNode }) {
  const t = useSiteT();
  const frame = pageFrameOf(useRouteId());
  if (frame === undefined) return children;
  return <ProgrammePage {...frameTextOf(t, frame)}>{children}</ProgrammePage>;
}
