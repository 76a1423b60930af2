import { useEffect, useId, useRef, useState } from 'react';
import { selectIsSignedIn } from '@campus/core';
import type { OfflineCourseRecord } from '@campus/core';
import { launchActivity } from '@campus/core/api';
import type { ActivityLaunch } from '@campus/core/schemas';
import {
  Button,
  ConfirmDialog,
  Dialog,
  Heading,
  useCampus,
  useCampusStore,
  useLocale,
  useOwnedStyleSheet,
  usePackageMessages,
  useSession,
  useT,
} from '@campus/ui';
import type { HeadingLevel } from '@campus/ui';
import { DownloadProgress } from './download-progress.js';
import { formatBytes } from './format-bytes.js';
import { OFFLINE_MESSAGES } from './offline-messages.js';
import { offlineStyles } from './offline.styles.js';
import { readStorageSpace, requestPersistentStorage } from './storage-space.js';
import type { StorageSpace } from './storage-space.js';
import { findUpdates } from './find-updates.js';
import { checkStoredPackages, removeDownload, downloadForOffline } from './package-download.js';

/** Props of {@link OfflineFiles}. */
export interface OfflineFilesProps {
  /** The level of the widget's heading (2–6). @default 2 */
  headingLevel?: HeadingLevel;
  /** Leave the heading out (the host page's own heading names it). @default false */
  hideTitle?: boolean;
}

const NO_UPDATES: ReadonlyMap<string, ActivityLaunch> = new Map();

type Updating = { readonly itemId: string; readonly title: string; readonly progress: number } | null;

/**
 * The storage manager of offline downloads (issue 23): what this device keeps (title, type, size), the total and
 * the space left (`navigator.storage.estimate`), whether the browser keeps the downloads for good
 * (`navigator.storage.persist`, asked with a button), updates available (an item whose `updated_date` changed
 * since its download, checked with a launch of each when online), and delete one or all, freeing the space.
 */
export function OfflineFiles({ headingLevel = 2, hideTitle = false }: OfflineFilesProps) {
  usePackageMessages(OFFLINE_MESSAGES);
  const t = useT();
  const locale = useLocale();
  const campus = useCampus();
  const rootRef = useRef<HTMLElement>(null);
  const titleId = useId();
  useOwnedStyleSheet(rootRef, offlineStyles);
  const records = useCampusStore('offlineCourse', (state) => state.records);
  const signedIn = useSession(selectIsSignedIn);
  const [space, setSpace] = useState<StorageSpace | null>(null);
  const [found, setFound] = useState<{ key: string; updates: ReadonlyMap<string, ActivityLaunch> } | null>(null);
  const [recheck, setRecheck] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const [confirmAll, setConfirmAll] = useState(false);
  const [updating, setUpdating] = useState<Updating>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const updateController = useRef<AbortController | null>(null);
  const latestT = useRef(t);
  useEffect(() => {
    latestT.current = t;
  });

  const refreshSpace = () => void readStorageSpace().then(setSpace);
  useEffect(() => {
    void readStorageSpace().then(setSpace);
    return () => updateController.current?.abort();
  }, []);
  // Packages whose content origin lost them (its storage cleared) leave the list: they are no longer on the device.
  useEffect(() => {
    void checkStoredPackages(campus, Object.values(campus.stores.offlineCourse.getState().records));
  }, [campus]);

  const list = Object.values(records).sort((a, b) => (a.title ?? '').localeCompare(b.title ?? '', locale));
  // The stored items (a download ending changes it): what the update check looks at, once per list and on demand.
  const ids = list
    .filter((record) => !record.downloading)
    .map((record) => `${String(record.item_id)}@${record.updated_date}`)
    .join(',');
  const online = typeof navigator === 'undefined' || navigator.onLine !== false;
  const checkKey = `${ids}#${recheck}`;
  const canCheck = signedIn && ids !== '' && online;
  useEffect(() => {
    if (!canCheck) return undefined;
    let current = true;
    void findUpdates(campus.stores.offlineCourse.getState().records, (id) => launchActivity(campus.api, id)).then(
      (updates) => {
        if (!current) return; // the list changed meanwhile: only the latest check counts
        setFound({ key: checkKey, updates });
        setAnnouncement(
          updates.size === 0
            ? latestT.current('player-offline.files.up_to_date')
            : latestT.current('player-offline.files.updates_found', { count: updates.size }),
        );
      },
    );
    return () => {
      current = false;
    };
  }, [campus, canCheck, checkKey]);
  const updates = found?.updates ?? NO_UPDATES;
  const checking = canCheck && found?.key !== checkKey;

  const titleOf = (record: OfflineCourseRecord) =>
    record.title ?? t('player-offline.files.untitled', { id: String(record.item_id) });
  const total = list.reduce((sum, record) => sum + (record.size ?? 0), 0);

  const remove = async (record: OfflineCourseRecord) => {
    await removeDownload(campus, record);
    setAnnouncement(t('player-offline.removed'));
    refreshSpace();
  };
  const removeAll = async () => {
    setConfirmAll(false);
    for (const record of list) await removeDownload(campus, record);
    setAnnouncement(t('player-offline.files.removed_all'));
    refreshSpace();
  };
  const update = (record: OfflineCourseRecord, launch: ActivityLaunch) => {
    if (launch.download === undefined || launch.updated_date === undefined) return;
    const itemId = String(record.item_id);
    const title = titleOf(record);
    const abort = new AbortController();
    updateController.current = abort;
    setFailed(null);
    setUpdating({ itemId, title, progress: 0 });
    // A package's zip then goes to the content origin's offline storage (package-download.ts).
    downloadForOffline(
      campus,
      {
        item_id: record.item_id,
        resource: launch.download.url,
        updated_date: launch.updated_date,
        ...(record.title === undefined ? {} : { title: record.title }),
        ...(record.type === undefined ? {} : { type: record.type }),
      },
      launch,
      {
        signal: abort.signal,
        onProgress: (progress) => !abort.signal.aborted && setUpdating({ itemId, title, progress }),
        renewResource: async () => {
          const renewed = await launchActivity(campus.api, record.item_id);
          if (renewed.download === undefined) throw new Error('nothing to download');
          return renewed.download.url;
        },
      },
    ).then(
      () => {
        setUpdating(null);
        setFound((current) => {
          if (current === null) return current;
          const next = new Map(current.updates);
          next.delete(itemId);
          return { ...current, updates: next };
        });
        setAnnouncement(t('player-offline.files.updated', { title }));
        refreshSpace();
      },
      () => {
        setUpdating(null);
        if (!abort.signal.aborted) setFailed(itemId);
      },
    );
  };

  return (
    <section ref={rootRef} className="campus-offline-files" part="offline-files" aria-labelledby={titleId}>
      <Heading
        level={headingLevel}
        id={titleId}
        part="title"
        className={hideTitle ? 'campus-visually-hidden' : undefined}
      >
        {t('player-offline.files.title')}
      </Heading>
      <p>{t('player-offline.files.intro')}</p>
      <div className="campus-offline-files__summary" part="summary">
        <p>{t('player-offline.files.total', { size: formatBytes(total, locale) })}</p>
        <p>
          {space?.quota == null || space.usage == null
            ? t('player-offline.files.space_unknown')
            : t('player-offline.files.space', {
                free: formatBytes(Math.max(0, space.quota - space.usage), locale),
                quota: formatBytes(space.quota, locale),
              })}
        </p>
        {space !== null && space.persisted !== null && (
          <div className="campus-offline__row">
            <p>{t(space.persisted ? 'player-offline.files.persisted' : 'player-offline.files.not_persisted')}</p>
            {!space.persisted && space.canPersist && (
              <Button
                variant="secondary"
                onClick={() =>
                  void requestPersistentStorage().then((granted) => {
                    if (!granted) setAnnouncement(t('player-offline.files.persist_refused'));
                    refreshSpace();
                  })
                }
              >
                {t('player-offline.files.persist')}
              </Button>
            )}
          </div>
        )}
      </div>
      {list.length === 0 ? (
        <p part="empty">{t('player-offline.files.empty')}</p>
      ) : (
        <>
          <ul className="campus-offline-files__list" part="list" aria-label={t('player-offline.files.list')}>
            {list.map((record) => {
              const id = String(record.item_id);
              const launch = updates.get(id);
              const interrupted = record.downloading && !campus.offline.isDownloading(record.item_id);
              return (
                <li key={id} className="campus-offline-files__item" part="item">
                  <span className="campus-offline-files__name">
                    <strong>{titleOf(record)}</strong>
                    <span className="campus-offline-files__meta">
                      {[
                        record.type === undefined ? undefined : t(`activity.type.${record.type}`),
                        record.size === undefined ? undefined : formatBytes(record.size, locale),
                        interrupted ? t('player-offline.files.interrupted') : undefined,
                        launch === undefined ? undefined : t('player-offline.files.update_available'),
                      ]
                        .filter((part) => part !== undefined)
                        .join(' · ')}
                    </span>
                    {failed === id && (
                      <span className="campus-offline__error" role="alert">
                        {t('errors.download_failed')}
                      </span>
                    )}
                  </span>
                  <span className="campus-offline-files__actions">
                    {launch !== undefined && (
                      <Button
                        onClick={() => update(record, launch)}
                        disabled={updating !== null}
                        aria-label={t('player-offline.files.update', { title: titleOf(record) })}
                      >
                        {t('player-offline.files.update_short')}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      onClick={() => void remove(record)}
                      aria-label={t('player-offline.files.remove_item', { title: titleOf(record) })}
                    >
                      {t('player-offline.files.remove_short')}
                    </Button>
                  </span>
                </li>
              );
            })}
          </ul>
          <div className="campus-offline__row">
            {signedIn && (
              <Button variant="secondary" onClick={() => setRecheck((count) => count + 1)} disabled={checking}>
                {t('player-offline.files.check_updates')}
              </Button>
            )}
            <Button variant="danger" onClick={() => setConfirmAll(true)}>
              {t('player-offline.files.remove_all')}
            </Button>
          </div>
          {checking && <p>{t('player-offline.files.checking')}</p>}
          {!online && <p>{t('player-offline.files.offline')}</p>}
        </>
      )}
      <p className="campus-visually-hidden" role="status">
        {announcement}
      </p>
      <ConfirmDialog
        open={confirmAll}
        title={t('player-offline.files.confirm_all_title')}
        message={t('player-offline.files.confirm_all')}
        confirmLabel={t('player-offline.files.remove_all')}
        cancelLabel={t('player-offline.cancel')}
        tone="danger"
        onConfirm={() => void removeAll()}
        onCancel={() => setConfirmAll(false)}
      />
      <Dialog
        open={updating !== null}
        onClose={() => {
          updateController.current?.abort();
          setUpdating(null);
        }}
        title={t('player-offline.dialog_title', { title: updating?.title ?? '' })}
        showCloseButton={false}
        closeOnBackdrop={false}
        footer={
          <Button
            variant="secondary"
            onClick={() => {
              updateController.current?.abort();
              setUpdating(null);
            }}
          >
            {t('player-offline.cancel')}
          </Button>
        }
      >
        <DownloadProgress progress={updating?.progress ?? 0} size={null} />
      </Dialog>
    </section>
  );
}
