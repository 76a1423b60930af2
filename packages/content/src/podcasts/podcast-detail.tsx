import { audioPlayerOf, podcastQueries, selectCurrentEpisode } from '@campus/core';
import type { PodcastDetail as PodcastDetailData, PodcastEpisode } from '@campus/core/schemas';
import {
  Button,
  CoverImage,
  ErrorState,
  Heading,
  LoadingRegion,
  Skeleton,
  useCampus,
  useLocale,
  useQuery,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { AddToPlaylist } from './add-to-playlist.js';
import { podcastQueue } from './episode-queue.js';
import { useAudioPlayer } from './use-audio-player.js';

/** Props of {@link PodcastDetail}. */
export interface PodcastDetailProps {
  id: number | string;
  onBack: () => void;
  headingLevel: HeadingLevel;
}

/**
 * A podcast (spec §2 podcasts/{id}): its cover, author and description, then each of its playlists with the
 * episodes in order. An episode plays in the instance's audio player (its playlist becomes the queue) and can be
 * added to one of the learner's own playlists.
 */
export function PodcastDetail({ id, onBack, headingLevel }: PodcastDetailProps) {
  const t = useT();
  const locale = useLocale();
  const detail = useQuery(podcastQueries.detail(locale, id));
  return (
    <div className="campus-podcasts__detail" part="detail">
      <Button variant="secondary" onClick={onBack}>
        {`← ${t('podcasts.back')}`}
      </Button>
      {detail.status === 'loading' && (
        <LoadingRegion>
          <Skeleton lines={6} />
        </LoadingRegion>
      )}
      {(detail.status === 'error' || detail.status === 'empty') && (
        <ErrorState error={detail.error} onRetry={detail.retry} />
      )}
      {detail.status === 'success' && detail.data && <PodcastBody podcast={detail.data} headingLevel={headingLevel} />}
    </div>
  );
}

function PodcastBody({ podcast, headingLevel }: { podcast: PodcastDetailData; headingLevel: HeadingLevel }) {
  const t = useT();
  const level = Math.min(headingLevel + 1, 6) as HeadingLevel;
  return (
    <article className="campus-podcasts__podcast">
      <div className="campus-podcasts__podcast-head">
        <CoverImage path={podcast.image} className="campus-podcasts__detail-cover" part="detail-image" />
        <div>
          <Heading level={headingLevel} className="campus-podcasts__title" part="title">
            {podcast.title}
          </Heading>
          {podcast.author && <p className="campus-podcasts__meta">{t('podcasts.by', { author: podcast.author })}</p>}
          <p className="campus-podcasts__description">{podcast.description}</p>
        </div>
      </div>
      {podcast.playlists.map((playlist) => (
        <section
          key={playlist.id}
          className="campus-podcasts__season"
          part="season"
          aria-labelledby={`campus-season-${playlist.id}`}
        >
          <div className="campus-podcasts__season-head">
            <Heading level={level} id={`campus-season-${playlist.id}`} className="campus-podcasts__season-title">
              {playlist.title}
            </Heading>
            <PlayButton podcast={podcast} episodes={playlist.episodes} index={0} label={t('podcasts.play_all')} />
          </div>
          <ol className="campus-podcasts__episodes">
            {playlist.episodes.map((episode, index) => (
              <li key={episode.id} className="campus-podcasts__episode" part="episode">
                <PlayButton podcast={podcast} episodes={playlist.episodes} index={index} />
                <div className="campus-podcasts__episode-text">
                  <span className="campus-podcasts__episode-title">{episode.title}</span>
                  <span className="campus-podcasts__meta">
                    {t('podcasts.minutes', { count: Math.round(episode.duration_seconds / 60) })}
                  </span>
                </div>
                <AddToPlaylist episodeId={Number(episode.id)} title={episode.title} />
              </li>
            ))}
          </ol>
        </section>
      ))}
    </article>
  );
}

/** Plays `episodes[index]` with its playlist as the queue; pauses it when it is the one playing. */
function PlayButton({
  podcast,
  episodes,
  index,
  label,
}: {
  podcast: PodcastDetailData;
  episodes: readonly PodcastEpisode[];
  index: number;
  label?: string;
}) {
  const t = useT();
  const store = audioPlayerOf(useCampus());
  const episode = episodes[index];
  const isCurrent = useAudioPlayer(
    (state) => episode !== undefined && selectCurrentEpisode(state)?.id === Number(episode.id),
  );
  const playing = useAudioPlayer((state) => state.playing);
  if (!episode) return null;
  const pausing = label === undefined && isCurrent && playing;
  return (
    <Button
      variant={label === undefined ? 'secondary' : 'primary'}
      aria-label={
        label ??
        (pausing ? t('podcasts.pause', { title: episode.title }) : t('podcasts.play', { title: episode.title }))
      }
      onClick={() => {
        if (label === undefined && isCurrent) store.getState().togglePlaying();
        else store.getState().playQueue(podcastQueue(podcast, episodes), index);
      }}
    >
      {label ?? <span aria-hidden="true">{pausing ? '❚❚' : '▶'}</span>}
    </Button>
  );
}
