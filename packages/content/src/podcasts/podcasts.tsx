import { lazy, Suspense, useState } from 'react';
import { SignedInOnly, Heading, Skeleton, usePackageMessages, useT, StylesOnMount } from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import type { PodcastsNavigateDetail } from '../events.js';
import { PODCASTS_MESSAGES } from '../messages/podcasts/podcasts-messages.js';
import { PodcastDetail } from './podcast-detail.js';
import { PodcastList } from './podcast-list.js';
import { playlistEditorStyles } from './playlist-editor.styles.js';

// The learner's playlists (the editor) come in a chunk of their own, with their styles, when first shown.
const LearnerPlaylists = lazy(() =>
  import('./learner-playlists.js').then((module) => ({ default: module.LearnerPlaylists })),
);

/** Props of {@link Podcasts}. */
export interface PodcastsProps {
  /** The podcast shown (`podcasts/{id}`); none shows the list. Controlled when given (the site's address). */
  podcastId?: string | number | null | undefined;
  /** The name searched (`podcasts/search/{name}`); controlled when given. */
  search?: string | null | undefined;
  /** The person opened a podcast, searched, or went back to the list: the host may follow (e.g. in its address). */
  onNavigate?: ((detail: PodcastsNavigateDetail) => void) | undefined;
  /** The level of the widget's heading (2–6). @default 2 */
  headingLevel?: HeadingLevel | undefined;
  /**
   * The host's own heading already names the widget (a page's `<h1>` "Podcasts"): the list shows no title of its
   * own and its sections take `headingLevel`, so the page's outline has no repeated heading. @default false
   */
  hideTitle?: boolean | undefined;
}

/**
 * The podcasts (spec §1, §2 podcasts, podcasts/{id}, podcasts/search/{name}; issue 24): the list with search and
 * favourites, a podcast's playlists and episodes, and the learner's own playlists. Episodes play in the instance's
 * audio player (`<AudioPlayer>` / `<campus-audio-player>`, mounted once by the host), so listening goes on while the
 * person browses. Uncontrolled without `podcastId` and `search`.
 */
export function Podcasts(props: PodcastsProps) {
  return (
    <SignedInOnly
      messages={PODCASTS_MESSAGES}
      className="campus-podcasts"
      part="podcasts"
      titleKey="podcasts.signed_out.title"
      descriptionKey="podcasts.signed_out.description"
    >
      <PodcastsScreen {...props} />
    </SignedInOnly>
  );
}

function PodcastsScreen({ podcastId, search, onNavigate, headingLevel = 2, hideTitle = false }: PodcastsProps) {
  usePackageMessages(PODCASTS_MESSAGES);
  const t = useT();
  const [ownId, setOwnId] = useState<number | null>(null);
  const [ownSearch, setOwnSearch] = useState('');
  const shownId = podcastId !== undefined ? podcastId : ownId;
  const shownSearch = search !== undefined ? (search ?? '') : ownSearch;
  const navigate = (detail: PodcastsNavigateDetail) => {
    setOwnId(detail.view === 'podcast' ? detail.id : null);
    setOwnSearch(detail.view === 'search' ? detail.name : '');
    onNavigate?.(detail);
  };
  // The sections under the widget's title; without one, they stand at its level.
  const level = hideTitle ? headingLevel : (Math.min(headingLevel + 1, 6) as HeadingLevel);

  return (
    <div className="campus-podcasts" part="podcasts">
      {shownId !== null && shownId !== undefined && shownId !== '' ? (
        <PodcastDetail id={shownId} headingLevel={headingLevel} onBack={() => navigate({ view: 'list' })} />
      ) : (
        <>
          {!hideTitle && (
            <Heading level={headingLevel} className="campus-podcasts__title" part="title">
              {t('podcasts.title')}
            </Heading>
          )}
          <PodcastList
            search={shownSearch}
            headingLevel={level}
            onSearch={(name) => navigate(name === '' ? { view: 'list' } : { view: 'search', name })}
            onOpen={(id) => navigate({ view: 'podcast', id })}
          />
          <Suspense fallback={<Skeleton lines={3} />}>
            <StylesOnMount styles={[playlistEditorStyles]}>
              <LearnerPlaylists headingLevel={level} />
            </StylesOnMount>
          </Suspense>
        </>
      )}
    </div>
  );
}
