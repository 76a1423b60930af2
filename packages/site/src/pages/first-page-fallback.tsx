import { useRouteId } from '../routes/router';
import { useSiteT } from '../messages/site-messages';
import { LoadingPage } from './loading-page';
import { PageFrame } from './page-frame';
import { frameTextOf, pageFrameOf } from './page-frames';

/**
 * What the router shows in the page's place while the first page's code loads: the page's own heading and intro
 * around the loading state when they say nothing of its data (`PAGE_FRAMES`), the loading page alone otherwise.
 */
export function FirstPageFallback() {
  const t = useSiteT();
  const frame = pageFrameOf(useRouteId());
  if (frame === undefined) return <LoadingPage />;
  return (
    <PageFrame {...frameTextOf(t, frame)}>
      <LoadingPage />
    </PageFrame>
  );
}
