import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema } from '@campus/core/schemas';
import { answer } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import type { OfflineFileStore } from '@campus/core';
import { ActivityPlayer } from '../player/activity-player.js';
import { createPlayerApi } from '../testing/fake-api.test-util.js';

// Issue 23: "Baixar para usar offline" under an activity with files — the size first, the progress dialog from
// 0 to 1 that hides at completion, the record with its updated_date, an update when it changes, 'Download do
// arquivo falhou' with a retry, and the downloaded copy opened offline.

const BASE = 'https://content.campus.test/102/token/';
const SIZE = 2_400_000;
const bytes = new Uint8Array(SIZE).fill(7);

/**
 * The fake API plus the content origin's file (`failures` answers 500 first; `Range: bytes={n}-` answered 206, each
 * asked range kept in `ranges`), over `files` as the device's file store when given.
 */
function openVideo(
  options: { updatedDate?: string; failures?: number; files?: OfflineFileStore; ranges?: (string | null)[] } = {},
) {
  const api = createPlayerApi();
  let failures = options.failures ?? 0;
  api.route({
    [`POST ${ACTIVITY_PATHS.launch}`]: answer(activityLaunchSchema, {
      url: `${BASE}content.mp4`,
      base_url: BASE,
      expires_at: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      download: { url: `${BASE}content.mp4`, size: SIZE },
      updated_date: options.updatedDate ?? '2026-11-20T10:00:00.000Z',
    }),
  });
  const contentFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (!url.startsWith(BASE)) return api.fetch(input, init);
    if (failures > 0) {
      failures -= 1;
      return new Response('', { status: 500 });
    }
    const range = new Headers(init?.headers).get('range');
    options.ranges?.push(range);
    const start = Number(/^bytes=(\d+)-$/.exec(range ?? '')?.[1] ?? 0);
    if (start > 0) {
      return new Response(bytes.slice(start), {
        status: 206,
        headers: { 'content-type': 'video/mp4', 'content-range': `bytes ${start}-${SIZE - 1}/${SIZE}` },
      });
    }
    // Streamed in ten chunks, so the dialog shows progress between 0 and 1.
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let index = 0; index < 10; index++)
          controller.enqueue(bytes.subarray((index * SIZE) / 10, ((index + 1) * SIZE) / 10));
        controller.close();
      },
    });
    return new Response(body, { headers: { 'content-type': 'video/mp4', 'content-length': String(SIZE) } });
  }) as typeof fetch;
  return renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={2} />, {
    api: contentFetch,
    session: true,
    ...(options.files === undefined ? {} : { adapters: { offlineFiles: options.files } }),
  });
}

/** A device's file store in memory holding one stored part of a download (what a reload leaves). */
function partStoredFiles(name: string, version: string, part: Uint8Array<ArrayBuffer>): OfflineFileStore {
  const stored = new Map<string, Blob>();
  let parts: Blob[] = [new Blob([part])];
  const read = async (stream: ReadableStream<Uint8Array>) => new Blob([await new Response(stream).arrayBuffer()]);
  return {
    put: async (file, blob) => (stored.set(file, blob), `memory:${file}`),
    get: async (file) => stored.get(file) ?? null,
    has: async (file) => stored.has(file),
    remove: async (file) => void stored.delete(file),
    putPart: async (_name, _version, index, stream) => void (parts[index] = await read(stream)),
    getParts: async (partsName, partsVersion) => (partsName === name && partsVersion === version ? parts : []),
    removeParts: async () => void (parts = []),
  };
}

/** The first render loads the lazy chunks (viewer, panel): slow on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  // jsdom has no object URLs.
  URL.createObjectURL = vi.fn(() => 'blob:https://site.campus.test/copy');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline download of an activity (issue 23)', { timeout: 20_000 }, () => {
  it('shows the size first, runs the dialog 0 → 1, hides it at completion and keeps the record', async () => {
    const user = userEvent.setup();
    const { campus, container } = openVideo();
    const button = await screen.findByRole('button', { name: 'Baixar para usar offline (2,4 MB)' }, SLOW);
    const seen: number[] = [];
    const observer = new MutationObserver(() => {
      const bar = container.querySelector('[role="progressbar"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    });
    observer.observe(container, { subtree: true, attributes: true, childList: true });
    await user.click(button);
    await waitFor(() => expect(screen.getByText('Disponível offline (2,4 MB)')).toBeInTheDocument(), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('progressbar', { name: 'Progresso do download' })).toBeNull();
    observer.disconnect();
    expect(seen[0]).toBe(0);
    expect(seen.at(-1)).toBe(100);
    for (let index = 1; index < seen.length; index++) expect(seen[index]).toBeGreaterThanOrEqual(seen[index - 1] ?? 0);
    expect(
      screen.getByText('Download concluído: “Como apresentar a linha Aurora” está disponível offline.'),
    ).toHaveAttribute('role', 'status');
    expect(campus.stores.offlineCourse.getState().records['102']).toEqual({
      item_id: 102,
      updated_date: '2026-11-20T10:00:00.000Z',
      src: 'memory:class102.mp4',
      downloading: false,
      title: 'Como apresentar a linha Aurora',
      type: 'video',
      size: SIZE,
    });

    await user.click(screen.getByRole('button', { name: 'Remover download' }));
    await waitFor(() => expect(campus.stores.offlineCourse.getState().records['102']).toBeUndefined());
    expect(await screen.findByRole('button', { name: 'Baixar para usar offline (2,4 MB)' })).toBeInTheDocument();
  });

  it('says Download do arquivo falhou with a retry that then downloads', async () => {
    const user = userEvent.setup();
    const { campus } = openVideo({ failures: 1 });
    await user.click(await screen.findByRole('button', { name: /Baixar para usar offline/ }, SLOW));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Download do arquivo falhou');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(campus.stores.offlineCourse.getState().records['102']?.downloading).toBe(false));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a reload, says Continuar download with the bytes already stored, and asks only for the rest', async () => {
    const user = userEvent.setup();
    // A download of this version broke off before the page was reloaded: its first half is stored as a part.
    const files = partStoredFiles('class102', '2026-11-20T10:00:00.000Z', bytes.slice(0, SIZE / 2));
    const ranges: (string | null)[] = [];
    const { campus } = openVideo({ files, ranges });
    expect(await screen.findByText('Já baixado: 1,2 MB de 2,4 MB.', {}, SLOW)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continuar download' }));
    await waitFor(() => expect(screen.getByText('Disponível offline (2,4 MB)')).toBeInTheDocument(), SLOW);
    expect(ranges).toEqual(['bytes=1200000-']);
    expect((await campus.offline.getFile(102))?.size).toBe(SIZE);
    expect(screen.queryByText(/^Já baixado/)).toBeNull();
  });

  it('offers the update when the content’s updated_date changed since the download', async () => {
    const user = userEvent.setup();
    const { campus } = openVideo({ updatedDate: '2026-11-28T09:00:00.000Z' });
    await act(() =>
      campus.offline.download({
        item_id: 102,
        resource: `${BASE}content.mp4`,
        updated_date: '2026-11-20T10:00:00.000Z',
        title: 'Como apresentar a linha Aurora',
        type: 'video',
      }),
    );
    expect(
      await screen.findByText('Atualização disponível: o conteúdo mudou desde o download.', {}, SLOW),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Atualizar download (2,4 MB)' }));
    await waitFor(() =>
      expect(campus.stores.offlineCourse.getState().records['102']?.updated_date).toBe('2026-11-28T09:00:00.000Z'),
    );
    expect(await screen.findByText('Disponível offline (2,4 MB)')).toBeInTheDocument();
  });

  it('offline, the viewer opens the downloaded copy instead of launching', async () => {
    const { campus, container, unmount } = openVideo();
    await act(() =>
      campus.offline.download({ item_id: 102, resource: `${BASE}content.mp4`, updated_date: 'd1', type: 'video' }),
    );
    unmount();
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container: offline } = renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={2} />, campus);
    // The viewer renders its <video> first and gives it a source once the copy (or a launch) resolves.
    const video = await waitFor(() => {
      const element = offline.querySelector('video');
      if (element?.getAttribute('src') == null) throw new Error('no video source yet');
      return element;
    });
    expect(video.getAttribute('src')).toBe('blob:https://site.campus.test/copy');
    expect(await screen.findByText(/Sem conexão: abrindo a cópia baixada\./, {}, SLOW)).toBeInTheDocument();
    expect(container).toBeDefined();
    onLine.mockRestore();
  });
});
