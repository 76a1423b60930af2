import { lazy, Suspense, useEffect, useState } from 'react';
import { audioPlayerOf, runAfterStart } from '@campus/core';
import { adoptStyles, useCampus, useStoreSelector } from '@campus/ui';

/** The bar's own chunk (issue 27: out of the entry; the first render of a page never needs it). */
const AudioPlayerBar = lazy(() => import('./site-audio-player-bar'));

/** Where the bar sits: stuck to the bottom of the window (above the phone's tab bar), inside the page's width. */
const slotStyles = `
.site-audio-player {
  position: sticky;
  bottom: var(--campus-space);
  z-index: 20;
  width: 100%;
  max-width: 80rem;
  margin-inline: auto;
  padding-inline: var(--campus-space);
}
.site-audio-player:empty {
  display: none;
}
@media (max-width: 47.99rem) {
  .site-shell[data-signed-in='true'] .site-audio-player {
    bottom: calc(4.5rem + env(safe-area-inset-bottom));
  }
}
`;

// The slot's styles are adopted with the shell (the bar's own with its chunk).
if (typeof document !== 'undefined') adoptStyles(document, [slotStyles]);

/**
 * The podcasts' audio player, mounted once by the shell outside the routed content (issue 24): navigation replaces
 * the page but never the player, so an episode keeps playing while the person browses. Shows nothing until an
 * episode is queued. Its code loads after the first page's start (`runAfterStart`; or as soon as something is
 * queued), so it is mounted before a first "play": browsers that want a person's gesture to start audio see the
 * play in the click's task, as before it moved out of the entry.
 */
export function SiteAudioPlayer() {
  const campus = useCampus();
  const queued = useStoreSelector(audioPlayerOf(campus), (state) => state.queue.length > 0);
  const [started, setStarted] = useState(false);
  useEffect(() => runAfterStart(() => setStarted(true)), []);
  return (
    <div className="site-audio-player">
      {(started || queued) && (
        <Suspense fallback={null}>
          <AudioPlayerBar />
        </Suspense>
      )}
    </div>
  );
}
