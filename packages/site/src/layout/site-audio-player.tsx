import { AudioPlayer, audioPlayerStyles } from '@campus/content';
import { adoptStyles } from '@campus/ui';

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

// The player's styles are adopted with the shell: the bar shows on whatever page the person moves to.
if (typeof document !== 'undefined') adoptStyles(document, [audioPlayerStyles, slotStyles]);

/**
 * The podcasts' audio player, mounted once by the shell outside the routed content (issue 24): navigation replaces
 * the page but never the player, so an episode keeps playing while the person browses. Shows nothing until an
 * episode is queued.
 */
export function SiteAudioPlayer() {
  return (
    <div className="site-audio-player">
      <AudioPlayer />
    </div>
  );
}
