import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema } from '@campus/core/schemas';
import { answer, createFakeApi, createTestCampus } from '@campus/core/testing';
import { packageMessageProblems } from '@campus/ui/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { OfflineFiles } from './offline-files.js';
import { OFFLINE_MESSAGES } from './offline-messages.js';
import { withPackageBridge } from './package-bridge.js';
import type * as PackageBridgeModule from './package-bridge.js';
import { offlinePackageLaunch } from './package-download.js';

vi.mock('./package-bridge.js', async (importOriginal) => ({
  ...(await importOriginal<typeof PackageBridgeModule>()),
  withPackageBridge: vi.fn(),
}));

// Issue 23: the storage manager — what is downloaded with sizes and the total, the space left, persistent storage
// asked, updates available (an item whose updated_date changed), delete one or all.

const BASE = 'https://content.campus.test/';
const D1 = '2026-11-01T10:00:00.000Z';
const D2 = '2026-11-02T10:00:00.000Z';
const D3 = '2026-11-28T10:00:00.000Z';
let persisted = false;

/** The first render loads the lazy chunks (viewer, panel): slow on a busy machine. */
const SLOW = { timeout: 10_000 };

beforeEach(() => {
  persisted = false;
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    storage: {
      estimate: async () => ({ usage: 3_500_000, quota: 1_000_000_000 }),
      persisted: async () => persisted,
      persist: async () => (persisted = true),
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

async function withDownloads() {
  const dates: Record<string, string> = { '7': D1, '8': D3 };
  const api = createFakeApi({
    [`POST ${ACTIVITY_PATHS.launch}`]: (request) => {
      const id = request.params['activity_id'] ?? '';
      return answer(activityLaunchSchema, {
        url: `${BASE}${id}/t/content.pdf`,
        base_url: `${BASE}${id}/t/`,
        expires_at: '2030-01-01T00:00:00.000Z',
        download: { url: `${BASE}${id}/t/content.pdf`, size: 2_000_000 },
        updated_date: dates[id] ?? D1,
      });
    },
  });
  const fetchAll = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.startsWith(BASE))
      return new Response(new Uint8Array(url.includes('/8/') ? 2_000_000 : 1_500_000), {
        headers: { 'content-type': 'application/pdf' },
      });
    return api.fetch(input, init);
  }) as typeof fetch;
  const view = renderWithCampus(<OfflineFiles />, { api: fetchAll, session: true });
  await view.campus.offline.download({
    item_id: 7,
    resource: `${BASE}7/t/content.pdf`,
    updated_date: D1,
    title: 'Apostila',
    type: 'pdf',
  });
  await view.campus.offline.download({
    item_id: 8,
    resource: `${BASE}8/t/content.pdf`,
    updated_date: D2,
    title: 'Manual',
    type: 'pdf',
  });
  return view;
}

describe('OfflineFiles, the storage manager (issue 23)', { timeout: 20_000 }, () => {
  it('lists each download with its size, the total, the space left, and the updates available', async () => {
    await withDownloads();
    const list = await screen.findByRole('list', { name: 'Atividades baixadas' }, SLOW);
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Apostila', 'Manual']);
    expect(items[0]).toHaveTextContent('PDF · 1,5 MB');
    expect(screen.getByText('Total baixado: 3,5 MB')).toBeInTheDocument();
    expect(await screen.findByText('Espaço livre neste dispositivo: 997 MB (de 1 GB)')).toBeInTheDocument();
    // Item 8 changed on the server since its download.
    expect(await screen.findByRole('button', { name: 'Atualizar “Manual”' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Atualizar “Apostila”' })).toBeNull();
    expect(within(items[1] as HTMLElement).getByText(/Atualização disponível/)).toBeInTheDocument();
  });

  it('updates an item, asks for persistent storage, deletes one and then all', async () => {
    const user = userEvent.setup();
    const { campus } = await withDownloads();
    await user.click(await screen.findByRole('button', { name: 'Atualizar “Manual”' }, SLOW));
    await waitFor(() => expect(campus.stores.offlineCourse.getState().records['8']?.updated_date).toBe(D3));
    expect(screen.queryByRole('button', { name: 'Atualizar “Manual”' })).toBeNull();

    await user.click(await screen.findByRole('button', { name: 'Pedir para guardar os downloads' }));
    expect(await screen.findByText('Os downloads ficam guardados neste dispositivo.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover “Apostila”' }));
    await waitFor(() => expect(screen.getByText('Total baixado: 2 MB')).toBeInTheDocument());
    expect(await campus.offline.getFile(7)).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Remover todos os downloads' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remover todos os downloads?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remover todos os downloads' }));
    expect(await screen.findByText(/Nenhuma atividade baixada/)).toBeInTheDocument();
    expect(campus.stores.offlineCourse.getState().records).toEqual({});
  });

  it('drops a package its content origin no longer keeps (storage cleared); keeps the one it lists', async () => {
    const campus = createTestCampus({ session: true });
    const launchOf = (id: number) =>
      offlinePackageLaunch({ url: `${BASE}${id}/t/index.html`, base_url: `${BASE}${id}/t/`, expires_at: D3 }, id);
    for (const [id, title] of [
      [21, 'Lição'],
      [22, 'SCORM'],
    ] as const) {
      campus.stores.offlineCourse.getState().upsertOfflineRecord({
        item_id: id,
        updated_date: D1,
        src: '',
        downloading: false,
        title,
        type: 'html',
        size: 4000,
        launch: launchOf(id),
      });
    }
    const list = vi.fn(async () => [{ item_id: '21', updated_date: D1, size: 4000 }]);
    vi.mocked(withPackageBridge).mockImplementation(async (_origin, work) =>
      work({ list, install: vi.fn(), remove: vi.fn(), close: vi.fn() }),
    );
    renderWithCampus(<OfflineFiles />, campus);
    await waitFor(() => expect(campus.stores.offlineCourse.getState().records['22']).toBeUndefined());
    const items = within(await screen.findByRole('list', { name: 'Atividades baixadas' })).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('strong')?.textContent)).toEqual(['Lição']);
    expect(items[0]).toHaveTextContent('Conteúdo interativo · 4 kB');
    expect(list).toHaveBeenCalledTimes(1); // one content origin, asked once
  });

  it('has its messages in every language', async () => {
    expect(await packageMessageProblems(OFFLINE_MESSAGES, 'player-offline')).toEqual([]);
  });
});
