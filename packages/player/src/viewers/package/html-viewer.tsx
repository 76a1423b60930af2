import { useEffect, useRef } from 'react';
import { Spinner, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { useLatest } from '../shared/use-latest.js';
import { useActivityLaunch } from '../use-activity-launch.js';
import { ViewerProblem } from '../viewer-problem.js';
import type { ViewerProps } from '../viewer-types.js';
import { isCompletionMessage, PACKAGE_FRAME_ALLOW, PACKAGE_FRAME_SANDBOX } from './package-frame.js';
import { PACKAGE_VIEWER_MESSAGES } from './package-messages.js';
import { packageViewerStyles } from './package-viewer.styles.js';

/**
 * An HTML package (`html`): its entry page in a sandboxed frame on the content origin ({@link PACKAGE_FRAME_SANDBOX}),
 * titled with the activity. Reports the visit when the page has loaded (which completes a package that makes no
 * completion call) and `complete` when the package posts `{ type: 'campus:complete' }` to its parent window — taken
 * only from that frame's window and the content origin (docs/player.md "HTML packages").
 */
export function HtmlViewer(props: ViewerProps) {
  usePackageMessages(PACKAGE_VIEWER_MESSAGES);
  const launch = useActivityLaunch(props.campus, props.activity.id);
  if (launch.status === 'loading') return <Spinner />;
  if (launch.status === 'error') return <ViewerProblem error={launch.error} onRetry={launch.retry} />;
  return <HtmlFrame {...props} url={launch.launch.url} />;
}

function HtmlFrame({ activity, report, onStatement, url }: ViewerProps & { url: string }) {
  const t = useT();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const reportRef = useLatest(report);
  const statementRef = useLatest(onStatement);
  const visited = useRef(false);
  const completed = useRef(false);
  useOwnedStyleSheet(rootRef, packageViewerStyles);
  const contentOrigin = new URL(url).origin;

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isCompletionMessage(event, frameRef.current?.contentWindow ?? null, contentOrigin)) return;
      if (completed.current) return;
      completed.current = true;
      // A failed report is shown by the player; the package will not post again, so let a later visit retry.
      reportRef.current({ kind: 'html', event: 'complete' }).catch(() => {
        completed.current = false;
      });
    };
    globalThis.addEventListener('message', onMessage);
    return () => globalThis.removeEventListener('message', onMessage);
  }, [contentOrigin, reportRef]);

  const onLoad = () => {
    if (visited.current) return;
    visited.current = true;
    statementRef.current('initialized');
    reportRef.current({ kind: 'html', event: 'visit' }).catch(() => {
      visited.current = false;
    });
  };

  return (
    <div ref={rootRef} className="campus-player__package" part="package">
      <iframe
        ref={frameRef}
        className="campus-player__package-frame"
        part="package-frame"
        title={t('player-package.html.frame', { title: activity.title })}
        src={url}
        sandbox={PACKAGE_FRAME_SANDBOX}
        allow={PACKAGE_FRAME_ALLOW}
        referrerPolicy="no-referrer"
        onLoad={onLoad}
      />
    </div>
  );
}
