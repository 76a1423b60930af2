import { useEffect, useId, useRef, useState } from 'react';
import type { Campus } from '@campus/core';
import { launchActivity } from '@campus/core/api';
import type { ActivityLaunch, CourseActivity } from '@campus/core/schemas';
import { Button, Dialog, useCampusStore, useLocale, useOwnedStyleSheet, usePackageMessages, useT } from '@campus/ui';
import { browserOffline } from '../viewers/use-activity-launch.js';
import { formatBytes } from './format-bytes.js';
import { OFFLINE_MESSAGES } from './offline-messages.js';
import { offlineStyles } from './offline.styles.js';
import { DownloadProgress } from './download-progress.js';
import { checkStoredPackages, downloadForOffline, isPackageType, removeDownload } from './package-download.js';
import { requestPersistentStorage } from './storage-space.js';

/** Props of {@link OfflineDownload}. */
export interface OfflineDownloadProps {
  readonly campus: Campus;
  readonly activity: CourseActivity;
  /** The viewer's launch (its `download` and `updated_date`), `null` until it has one or when offline. */
  readonly launch: ActivityLaunch | null;
}

/** How long the dialog shows 100 % before it hides. */
const CLOSE_AFTER_MS = 300;

type DownloadState =
  | { readonly status: 'idle' }
  | { readonly status: 'downloading'; readonly progress: number }
  | { readonly status: 'failed' };

/**
 * "Baixar para usar offline" under an activity with files (issue 23, spec §1, §4 Offline download, §7): the size
 * first (the launch's `download.size`), then a modal dialog with the progress running 0 → 1 that hides at
 * completion; the file is kept as `class{item_id}.{extension}` with its `updated_date`. A stored copy says so, with
 * "Remover download"; one whose `updated_date` changed offers the update; a failure says 'Download do arquivo
 * falhou' (§8) with a retry that resumes where it stopped (HTTP Range). Bytes of this version already stored — also by
 * a download interrupted before a reload — turn the button into "Continuar download", with how much is there. An
 * expired launch token is renewed by launching again.
 */
export function OfflineDownload({ campus, activity, launch }: OfflineDownloadProps) {
  usePackageMessages(OFFLINE_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const rootRef = useRef<HTMLDivElement>(null);
  const statusId = useId();
  useOwnedStyleSheet(rootRef, offlineStyles);
  const itemId = activity.id;
  const record = useCampusStore('offlineCourse', (state) => state.records[String(itemId)]);
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const [announcement, setAnnouncement] = useState('');
  const controller = useRef<AbortController | null>(null);
  const closing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(
    () => () => {
      controller.current?.abort();
      clearTimeout(closing.current);
    },
    [],
  );

  const download = launch?.download;
  const updatedDate = launch?.updated_date;
  // A package is stored once the content origin keeps its files too (its record then has the offline launch).
  const stored =
    record !== undefined && !record.downloading && (!isPackageType(record.type) || record.launch !== undefined)
      ? record
      : undefined;
  // Offline (no launch) a stored copy is current: there is nothing newer to compare it with.
  const current = stored !== undefined && (updatedDate === undefined || stored.updated_date === updatedDate);
  const updateAvailable = stored !== undefined && !current;
  const sizeText = download?.size == null ? undefined : formatBytes(download.size, locale);
  // Bytes of this version already stored (an interrupted download, also from before a reload): "Continuar download".
  const [resumable, setResumable] = useState(0);
  const canDownload = download !== undefined && updatedDate !== undefined && !current;
  useEffect(() => {
    if (!canDownload || state.status === 'downloading' || updatedDate === undefined) return undefined;
    let live = true;
    campus.offline.findResumableBytes(itemId, updatedDate).then(
      (bytes) => live && setResumable(bytes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [campus, itemId, updatedDate, canDownload, state.status]);
  const resuming = canDownload && (resumable > 0 || campus.offline.resumableBytes(itemId) > 0);
  // A package's only copy is on the content origin: if that origin's storage was cleared, the record is forgotten and
  // the download offered again (package-download.ts). Asked once per version shown, not after this panel installed it.
  const checked = useRef(new Set<string>());
  const packageKey = stored?.launch === undefined ? undefined : `${String(itemId)}@${stored.updated_date}`;
  useEffect(() => {
    if (packageKey === undefined || checked.current.has(packageKey)) return;
    checked.current.add(packageKey);
    const record = campus.stores.offlineCourse.getState().records[String(itemId)];
    if (record !== undefined) void checkStoredPackages(campus, [record]);
  }, [campus, itemId, packageKey]);

  const start = () => {
    if (launch === null || download === undefined || updatedDate === undefined) return;
    const abort = new AbortController();
    controller.current = abort;
    checked.current.add(`${String(itemId)}@${updatedDate}`); // installed by this panel: nothing to check
    setAnnouncement('');
    setState({ status: 'downloading', progress: 0 });
    // A package's zip then goes to the content origin's offline storage (package-download.ts).
    downloadForOffline(
      campus,
      {
        item_id: itemId,
        resource: download.url,
        updated_date: updatedDate,
        title: activity.title,
        type: activity.type,
      },
      launch,
      {
        signal: abort.signal,
        // 1 is shown when the download has resolved (below), then the dialog hides.
        onProgress: (progress) => {
          if (!abort.signal.aborted && progress < 1) setState({ status: 'downloading', progress });
        },
        renewResource: async () => {
          const renewed = await launchActivity(campus.api, itemId);
          if (renewed.download === undefined) throw new Error('the activity has nothing to download anymore');
          return renewed.download.url;
        },
      },
    ).then(
      () => {
        if (abort.signal.aborted) return;
        // Spec §4: the dialog shows 1 (100 %), then hides at completion.
        setState({ status: 'downloading', progress: 1 });
        closing.current = setTimeout(() => {
          setState({ status: 'idle' });
          setAnnouncement(t('player-offline.done', { title: activity.title }));
        }, CLOSE_AFTER_MS);
        // Ask once the learner keeps something: the browser should not evict downloads under storage pressure.
        void requestPersistentStorage();
      },
      (error: unknown) => {
        if (abort.signal.aborted || (error as { reason?: string }).reason === 'cancelled') {
          setState({ status: 'idle' });
          return;
        }
        setState({ status: 'failed' });
      },
    );
  };
  const cancel = () => {
    controller.current?.abort();
    setState({ status: 'idle' });
  };
  const remove = () => {
    if (stored === undefined) return;
    void removeDownload(campus, stored).then(() => setAnnouncement(t('player-offline.removed')));
  };

  const downloading = state.status === 'downloading';
  // The root is always there (empty until there is something to download), so its styles are adopted on mount.
  if (download === undefined && stored === undefined) return <div ref={rootRef} hidden />;
  return (
    <div ref={rootRef} className="campus-offline" part="offline">
      {current && stored !== undefined ? (
        <div className="campus-offline__row">
          <p className="campus-offline__state" part="offline-state">
            {launch === null && browserOffline() && <>{t('player-offline.playing_offline')} </>}
            {t('player-offline.available', { size: formatBytes(stored.size ?? 0, locale) })}
          </p>
          <Button variant="secondary" onClick={remove}>
            {t('player-offline.remove')}
          </Button>
        </div>
      ) : (
        <div className="campus-offline__row">
          {updateAvailable && (
            <p className="campus-offline__state" part="offline-update">
              {t('player-offline.update_available')}
            </p>
          )}
          {resuming && resumable > 0 && state.status !== 'failed' && (
            <p className="campus-offline__state" part="offline-resumable">
              {sizeText === undefined
                ? t('player-offline.resumable_size_unknown', { received: formatBytes(resumable, locale) })
                : t('player-offline.resumable', { received: formatBytes(resumable, locale), total: sizeText })}
            </p>
          )}
          {download !== undefined && state.status !== 'failed' && (
            <Button variant="secondary" onClick={start} disabled={downloading}>
              {resuming
                ? t('player-offline.resume')
                : updateAvailable
                  ? t('player-offline.update', { size: sizeText ?? '…' })
                  : sizeText === undefined
                    ? t('player-offline.download')
                    : t('player-offline.download_size', { size: sizeText })}
            </Button>
          )}
        </div>
      )}
      {state.status === 'failed' && (
        <div className="campus-offline__row" role="alert">
          <p className="campus-offline__error" part="offline-error">
            {t('errors.download_failed')}
          </p>
          <Button onClick={start}>{resuming ? t('player-offline.resume') : t('player-offline.retry')}</Button>
        </div>
      )}
      <p id={statusId} className="campus-visually-hidden" role="status">
        {announcement}
      </p>
      <Dialog
        open={downloading}
        onClose={cancel}
        title={t('player-offline.dialog_title', { title: activity.title })}
        showCloseButton={false}
        closeOnBackdrop={false}
        footer={
          <Button variant="secondary" onClick={cancel}>
            {t('player-offline.cancel')}
          </Button>
        }
      >
        <DownloadProgress
          progress={state.status === 'downloading' ? state.progress : 0}
          size={download?.size ?? null}
        />
      </Dialog>
    </div>
  );
}
