import { createElement, useEffect, useState } from 'react';
import { downloadLibraryFile, libraryFileExists } from '@campus/core/api';
import type { CourseActivity, LibraryFile } from '@campus/core/schemas';
import { PLAYER_MESSAGES, playerStyles, viewerFor } from '@campus/player';
import { adoptStyles, Spinner, useCampus, useElementRoot, useMediaUrl, usePackageMessages, useT } from '@campus/ui';
import type { PreviewKind } from './preview-kind.js';

/** Props of {@link LibraryPreview}. */
export interface LibraryPreviewProps {
  file: LibraryFile;
  kind: Exclude<PreviewKind, null>;
}

/** Nothing to report: a library file is not an activity (no progress, no statements). */
const ignore = () => undefined;
const ignoreReport = () => Promise.resolve();

/**
 * A library file's preview, loaded on demand (issue 24): PDFs, audio and video in the player's own viewers
 * (`viewerFor`, each a chunk of its own: pages and zoom, media controls and keyboard), given the file's URL as their
 * source instead of an activity launch; pictures and text in place. A file that cannot be read says 'library file not
 * found' (spec §8): for the viewers, whose own error would only say the content failed, the file is asked for first
 * (a HEAD, {@link libraryFileExists}) and a missing one never reaches them.
 */
export function LibraryPreview({ file, kind }: LibraryPreviewProps) {
  const root = useElementRoot();
  const media = useMediaUrl();
  // The viewers speak the player's messages (controls, page numbers, problems).
  usePackageMessages(PLAYER_MESSAGES);
  const url = media(file.file_url) ?? '';
  // The viewers' styles come with this chunk, into the widget's root only when a preview opens.
  useEffect(() => adoptStyles(root, [playerStyles]), [root]);
  if (kind === 'image') return <ImagePreview file={file} url={url} />;
  if (kind === 'text') return <TextPreview file={file} />;
  return <ViewerPreview file={file} kind={kind} url={url} />;
}

/** A PDF, audio or video in the player's viewer, once the file is known to be there. */
function ViewerPreview({ file, kind, url }: { file: LibraryFile; kind: 'pdf' | 'audio' | 'video'; url: string }) {
  const campus = useCampus();
  const t = useT();
  const [exists, setExists] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    libraryFileExists(campus.api, file, { signal: controller.signal }).then(setExists, () => undefined);
    return () => controller.abort();
  }, [campus, file]);
  if (exists === undefined) return <Spinner label={t('library.preview_loading')} />;
  if (!exists) return <NotFound />;
  const Viewer = viewerFor(kind);
  if (Viewer === undefined) return null;
  const activity: CourseActivity = {
    id: `library-${String(file.id)}`,
    hierarchy_order: 1,
    title: file.title,
    type: kind,
    status: 'not_started',
    progress: 0,
    blocked_reason: null,
    duration_minutes: null,
  };
  return (
    <div className="campus-player campus-library__viewer" part="viewer">
      {/* The registry keeps one lazy component per viewer chunk: the same one on every render. */}
      {createElement(Viewer, {
        campus,
        activity,
        holder: { kind: 'online-courses', id: 'library' },
        report: ignoreReport,
        onState: ignore,
        onStatement: ignore,
        source: { url },
      })}
    </div>
  );
}

function NotFound() {
  const t = useT();
  return (
    <p className="campus-library__status" role="alert" data-tone="danger" part="preview-error">
      {t('errors.library_file_not_found')}
    </p>
  );
}

function ImagePreview({ file, url }: { file: LibraryFile; url: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <NotFound />;
  return (
    <img
      className="campus-library__image"
      part="preview-image"
      src={url}
      alt={file.title}
      onError={() => setFailed(true)}
    />
  );
}

/** Text and CSV files, read as text (the download's own GET) and shown as they are, in a scrollable block. */
function TextPreview({ file }: { file: LibraryFile }) {
  const campus = useCampus();
  const t = useT();
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    downloadLibraryFile(campus.api, file, { signal: controller.signal })
      .then((blob) => blob.text())
      .then(setText, () => {
        if (!controller.signal.aborted) setText(null);
      });
    return () => controller.abort();
  }, [campus, file]);
  if (text === undefined) return <Spinner label={t('library.preview_loading')} />;
  if (text === null) return <NotFound />;
  return (
    // Focusable so keyboard users can scroll a long file.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <pre className="campus-library__text" part="preview-text" tabIndex={0} aria-label={file.title}>
      {text}
    </pre>
  );
}
