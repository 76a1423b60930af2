import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema } from '@campus/core/schemas';
import { answer, createFakeApi, createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../player/activity-player.js';
import { createPlayerApi } from '../testing/fake-api.test-util.js';
import { withPackageBridge } from './package-bridge.js';
import type { PackageBridge, StoredPackage } from './package-bridge.js';
import type * as PackageBridgeModule from './package-bridge.js';
import { downloadForOffline, offlinePackageLaunch } from './package-download.js';

// Issue 23: an HTML or SCORM package downloaded like a file (its zip, with the progress dialog), then handed to the
// content origin's offline bridge; offline the viewer frames it at the content origin's /.campus/offline/{id}/.
// The bridge itself (a hidden frame of the content origin) is the server's; here a fake answers for it.

vi.mock('./package-bridge.js', async (importOriginal) => ({
  ...(await importOriginal<typeof PackageBridgeModule>()),
  withPackageBridge: vi.fn(),
}));

// The content origin: another origin of the page's site (jsdom's page is http://localhost:3000), as package downloads
// need (a cross-site frame may not register the content origin's service worker: downloadable.ts).
const ORIGIN = 'http://localhost:8001';
const BASE = `${ORIGIN}/105/token/`;
const ZIP_URL = `${ORIGIN}/.campus/packages/105/token/package.zip`;
const zip = new Uint8Array(1200).fill(3);
const SLOW = { timeout: 10_000 };

/** The content origin's bridge: keeps what it installed (`kept`, 5000 bytes each unless `install` says otherwise). */
function fakeBridge(install: PackageBridge['install'] = async () => ({ size: 5000 })) {
  const kept = new Map<string, StoredPackage>();
  const bridge = {
    install: vi.fn<PackageBridge['install']>(async (itemId, zip, updatedDate) => {
      const result = await install(itemId, zip, updatedDate);
      kept.set(String(itemId), { item_id: String(itemId), updated_date: updatedDate, size: result.size });
      return result;
    }),
    remove: vi.fn(async (itemId: string | number) => kept.delete(String(itemId))),
    list: vi.fn(async () => [...kept.values()]),
    close: vi.fn(),
  };
  const origins: string[] = [];
  vi.mocked(withPackageBridge).mockImplementation(async (origin, work) => {
    origins.push(origin);
    return work(bridge);
  });
  return { bridge, origins, kept };
}

/** The demo course's HTML lesson (105, fifth), launched with its zip for download. */
function openLesson() {
  const api = createPlayerApi();
  api.route({
    [`POST ${ACTIVITY_PATHS.launch}`]: answer(activityLaunchSchema, {
      url: `${BASE}index.html?lang=pt`,
      base_url: BASE,
      expires_at: new Date(Date.UTC(2030, 0, 1)).toISOString(),
      download: { url: ZIP_URL, size: zip.length },
      updated_date: '2026-11-20T10:00:00.000Z',
    }),
  });
  const contentFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url !== ZIP_URL) return api.fetch(input, init);
    return new Response(zip, { headers: { 'content-type': 'application/zip', 'content-length': String(zip.length) } });
  }) as typeof fetch;
  return renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={5} />, { api: contentFetch, session: true });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('offline download of a package (issue 23)', { timeout: 20_000 }, () => {
  it('keeps the entry page and SCORM contents under the content origin’s offline path, never expiring', () => {
    expect(
      offlinePackageLaunch(
        {
          url: `${BASE}sco%201/index.html?lang=pt`,
          base_url: BASE,
          expires_at: '2026-11-20T14:00:00.000Z',
          download: { url: ZIP_URL, size: 10 },
          updated_date: '2026-11-20T10:00:00.000Z',
          scorm: { version: '1.2', edition: null, title: 'T', items: [] },
        },
        105,
      ),
    ).toEqual({
      url: `${ORIGIN}/.campus/offline/105/sco%201/index.html?lang=pt`,
      base_url: `${ORIGIN}/.campus/offline/105/`,
      expires_at: '9999-12-31T23:59:59Z',
      scorm: { version: '1.2', edition: null, title: 'T', items: [] },
      updated_date: '2026-11-20T10:00:00.000Z',
    });
  });

  it('downloads the zip with the dialog, installs it on the content origin, plays it offline from there, removes it', async () => {
    const user = userEvent.setup();
    const { bridge, origins } = fakeBridge();
    const { campus, unmount } = openLesson();
    await user.click(await screen.findByRole('button', { name: /^Baixar para usar offline/ }, SLOW));
    await waitFor(() => expect(screen.getByText(/^Disponível offline/)).toBeInTheDocument(), SLOW);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(origins).toEqual([ORIGIN]);
    expect(bridge.install).toHaveBeenCalledWith(105, expect.any(Blob), '2026-11-20T10:00:00.000Z');
    const installed = bridge.install.mock.calls[0]?.[1] as Blob;
    expect(installed.size).toBe(zip.length);
    const record = campus.stores.offlineCourse.getState().records['105'];
    // One copy on the device: the zip's bytes left the site's storage; the record keeps the files' size and date.
    expect(record).toMatchObject({
      type: 'html',
      updated_date: '2026-11-20T10:00:00.000Z',
      downloading: false,
      src: '',
      size: 5000,
    });
    expect(record?.launch?.url).toBe(`${ORIGIN}/.campus/offline/105/index.html?lang=pt`);
    expect(await campus.offline.getFile(105)).toBeNull();
    expect(screen.getByText('Disponível offline (5 kB)')).toBeInTheDocument();
    unmount();

    // Offline the lesson opens from the content origin's offline storage, in the same sandboxed frame.
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { container } = renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={5} />, campus);
    const frame = await waitFor(() => {
      const element = container.querySelector('iframe');
      if (element === null) throw new Error('no frame yet');
      return element;
    }, SLOW);
    expect(frame.getAttribute('src')).toBe(`${ORIGIN}/.campus/offline/105/index.html?lang=pt`);
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    onLine.mockRestore();

    await user.click(await screen.findByRole('button', { name: 'Remover download' }, SLOW));
    await waitFor(() => expect(campus.stores.offlineCourse.getState().records['105']).toBeUndefined());
    expect(bridge.remove).toHaveBeenCalledWith(105);
  });

  it('offers the download again when the content origin lost the package (its storage cleared)', async () => {
    const user = userEvent.setup();
    const { kept, bridge } = fakeBridge();
    const { campus, unmount } = openLesson();
    await user.click(await screen.findByRole('button', { name: /^Baixar para usar offline/ }, SLOW));
    await waitFor(() => expect(screen.getByText(/^Disponível offline/)).toBeInTheDocument(), SLOW);
    unmount();
    bridge.list.mockClear();
    kept.clear(); // the learner cleared the content origin's site data
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={5} />, campus);
    expect(await screen.findByRole('button', { name: /^Baixar para usar offline/ }, SLOW)).toBeInTheDocument();
    expect(bridge.list).toHaveBeenCalledTimes(1);
    expect(campus.stores.offlineCourse.getState().records['105']).toBeUndefined();
    expect(screen.queryByText(/^Disponível offline/)).toBeNull();
  });

  it('checks a package kept by an older player: still on the content origin, its zip is dropped, the record stays', async () => {
    const { kept } = fakeBridge();
    const { campus, unmount } = openLesson();
    // What an older player left: the zip in the site's storage beside the content origin's files.
    await act(() =>
      campus.offline.download({
        item_id: 105,
        resource: ZIP_URL,
        updated_date: '2026-11-20T10:00:00.000Z',
        type: 'html',
      }),
    );
    const record = campus.stores.offlineCourse.getState().records['105'];
    campus.stores.offlineCourse.getState().upsertOfflineRecord({
      ...record!,
      launch: offlinePackageLaunch(
        { url: `${BASE}index.html`, base_url: BASE, expires_at: '2030-01-01T00:00:00.000Z' },
        105,
      ),
    });
    kept.set('105', { item_id: '105', updated_date: '2026-11-20T10:00:00.000Z', size: 5000 });
    unmount();
    renderWithCampus(<ActivityPlayer itemId={42} hierarchyOrder={5} />, campus);
    expect(await screen.findByText(/^Disponível offline/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(campus.stores.offlineCourse.getState().records['105']?.src).toBe(''));
    expect(await campus.offline.getFile(105)).toBeNull();
    expect(campus.stores.offlineCourse.getState().records['105']?.launch?.base_url).toBe(
      `${ORIGIN}/.campus/offline/105/`,
    );
  });

  it('keeps a SCORM package’s SCOs’ data models as the server stores them, for a SCO first opened offline', async () => {
    fakeBridge();
    const runtime = (sco: string) => ({ sco, version: 'scorm12', attempt: 3, sequence: 7, cmi: { at: sco } });
    const api = createFakeApi({
      'GET /api/activities/:id/runtime/': (request) =>
        request.query.get('sco') === 'broken'
          ? { status: 503, body: { code: 'unavailable', message: 'x' } }
          : { status: 200, body: runtime(request.query.get('sco') ?? '') },
    });
    const contentFetch = (async (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === ZIP_URL ? new Response(zip) : api.fetch(input, init)) as typeof fetch;
    const campus = createTestCampus({ api: contentFetch, session: true });
    const item = (identifier: string, type: 'sco' | 'asset') => ({
      identifier,
      title: identifier,
      launch_url: `${identifier}.html`,
      scorm_type: type,
      visible: true,
      level: 0,
      data_from_lms: null,
      mastery_score: null,
    });
    const launch = {
      url: `${BASE}one.html`,
      base_url: BASE,
      expires_at: '2030-01-01T00:00:00.000Z',
      scorm: {
        version: '1.2' as const,
        edition: null,
        title: 'T',
        items: [item('one', 'sco'), item('two', 'sco'), item('broken', 'sco'), item('notes', 'asset')],
      },
    };
    await downloadForOffline(
      campus,
      { item_id: 106, resource: ZIP_URL, updated_date: 'd1', type: 'scorm' },
      activityLaunchSchema.parse(launch),
      {},
    );
    const record = campus.stores.offlineCourse.getState().records['106'];
    // Each SCO's (not the asset's); one that could not be read is left out (it starts afresh offline).
    expect(record?.scorm_runtimes).toEqual({ one: runtime('one'), two: runtime('two') });
    expect(api.requests.filter((request) => request.path.endsWith('/runtime/'))).toHaveLength(3);
  });

  it('says the download failed and keeps nothing when the content origin cannot keep the package', async () => {
    const user = userEvent.setup();
    fakeBridge(async () => {
      throw new Error('no service worker on the content origin');
    });
    const { campus } = openLesson();
    await user.click(await screen.findByRole('button', { name: /^Baixar para usar offline/ }, SLOW));
    expect(await screen.findByText('Download do arquivo falhou', {}, SLOW)).toBeInTheDocument();
    await act(async () => undefined);
    expect(campus.stores.offlineCourse.getState().records['105']).toBeUndefined();
    expect(await campus.offline.getFile(105)).toBeNull();
    expect(screen.queryByText(/^Disponível offline/)).toBeNull();
  });
});
