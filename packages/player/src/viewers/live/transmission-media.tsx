import { createElement, Suspense } from 'react';
import type { StreamKind } from '@campus/core/rules';
import type { TransmissionMedia as Media } from '@campus/core/schemas';
import { Spinner, useMediaUrl } from '@campus/ui';
import { viewerFor } from '../viewer-registry.js';
import type { ViewerProps } from '../viewer-types.js';

/** The player's viewer that plays each kind of stream: YouTube and Vimeo embeds, HLS and plain video natively. */
const VIEWER_TYPE: Readonly<Record<StreamKind, 'youtube' | 'vimeo' | 'wowza' | 'video'>> = {
  youtube: 'youtube',
  vimeo: 'vimeo',
  hls: 'wowza',
  video: 'video',
};

const ignore = () => undefined;
const ignoreReport = () => Promise.resolve();

/** Props of {@link TransmissionMedia}. */
export interface TransmissionMediaProps extends Pick<ViewerProps, 'campus' | 'activity' | 'holder'> {
  readonly media: Media;
}

/**
 * A stream or recording in the player's own viewer of its kind (loaded on demand, each a chunk of its own), given
 * its address as a source instead of an activity launch. Nothing is reported: a live class is done when its
 * instructor validates the learner's presence (spec §6), not by watching.
 */
export function TransmissionMedia({ campus, activity, holder, media }: TransmissionMediaProps) {
  const mediaUrl = useMediaUrl();
  const type = VIEWER_TYPE[media.kind];
  const Viewer = viewerFor(type);
  if (Viewer === undefined) return null;
  return (
    <Suspense fallback={<Spinner />}>
      {createElement(Viewer, {
        campus,
        activity: { ...activity, type },
        holder,
        report: ignoreReport,
        onState: ignore,
        onStatement: ignore,
        source: { url: mediaUrl(media.url) ?? media.url },
      })}
    </Suspense>
  );
}
