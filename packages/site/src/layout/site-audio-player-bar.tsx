import { AudioPlayer, audioPlayerStyles } from '@campus/content';
import { adoptStyles } from '@campus/ui';

// Adopted with the bar's code: once loaded, the bar shows on whatever page the person moves to.
if (typeof document !== 'undefined') adoptStyles(document, [audioPlayerStyles]);

/**
 * The podcasts' mini audio player itself, in a chunk of its own (loaded by `SiteAudioPlayer`): its code, messages and
 * Media Session support are not needed for the first render of any page.
 */
export default function SiteAudioPlayerBar() {
  return <AudioPlayer />;
}
