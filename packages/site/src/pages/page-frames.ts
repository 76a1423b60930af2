import type { RouteName, Translate } from '@campus/core';

/** The message keys of a page's heading and the line under it. */
export interface PageFrameText {
  readonly title: string;
  readonly intro?: string;
}

/**
 * The heading and intro of the programme pages whose frame says nothing of their data, by route: the router's frame
 * renders them around the page (`RouteFrame`), which renders its content only, so they paint with the shell on a
 * first visit, while the page's code loads, and stay. On a phone a programme page's intro is its largest paint
 * (issue 27).
 */
export const PAGE_FRAMES = {
  'reward-store': { title: 'site.pages.reward_store', intro: 'site.programme.reward_store_intro' },
  campaigns: { title: 'site.pages.campaigns', intro: 'site.programme.campaigns_intro' },
  events: { title: 'site.pages.events', intro: 'site.programme.events_intro' },
  'points-table': { title: 'site.pages.points_table', intro: 'site.programme.points_table_intro' },
  'insert-sales': { title: 'site.pages.insert_sales', intro: 'site.programme.insert_sales_intro' },
  'upload-photos': { title: 'site.pages.upload_photos', intro: 'site.programme.upload_photos_intro' },
} as const satisfies Partial<Record<RouteName, PageFrameText>>;

/** The frame's text of a route, if {@link PAGE_FRAMES} has it. */
export function pageFrameOf(route: string): PageFrameText | undefined {
  return Object.hasOwn(PAGE_FRAMES, route) ? PAGE_FRAMES[route as keyof typeof PAGE_FRAMES] : undefined;
}

/** A frame's heading and intro in the current language, as `PageFrame`'s props. */
export function frameTextOf(t: Translate, frame: PageFrameText): { title: string; intro?: string } {
  return frame.intro === undefined ? { title: t(frame.title) } : { title: t(frame.title), intro: t(frame.intro) };
}
