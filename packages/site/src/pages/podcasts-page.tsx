import { useNavigate } from '../routes/router';
import { buildPath } from '@campus/core';
import { Podcasts, podcastsStyles } from '@campus/content';
import { adoptStyles } from '@campus/ui';
import { useSiteT } from '../messages/site-messages';
import { useSiteRoute } from '../routes/use-site-route';
import { PageFrame } from './page-frame';

// The widget's styles travel with this page's chunk (constructable stylesheets, adopted once); the playlists'
// editor adopts its own when it loads, and the audio player's come with the shell.
if (typeof document !== 'undefined') adoptStyles(document, [podcastsStyles]);

/**
 * podcasts, podcasts/{id} and podcasts/search/{name} (spec §2): @campus/content's podcasts with the view in the
 * address, so a reload or a shared link opens the same podcast or search. Episodes play in the shell's audio
 * player, which navigation does not unmount.
 */
export default function PodcastsPage() {
  const t = useSiteT();
  const navigate = useNavigate();
  const { name, params } = useSiteRoute();
  return (
    <PageFrame title={t('site.modules.podcasts')}>
      <Podcasts
        hideTitle
        podcastId={name === 'podcast' ? (params['id'] ?? null) : null}
        search={name === 'podcast-search' ? (params['name'] ?? '') : ''}
        onNavigate={(detail) => {
          if (detail.view === 'podcast') void navigate(buildPath('podcast', { id: String(detail.id) }));
          else if (detail.view === 'search') void navigate(buildPath('podcast-search', { name: detail.name }));
          else void navigate(buildPath('podcasts'));
        }}
      />
    </PageFrame>
  );
}
