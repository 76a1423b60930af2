import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_PATHS } from '@campus/core/api';
import { activityLaunchSchema } from '@campus/core/schemas';
import { answer } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityPlayer } from '../player/activity-player.js';
import { createPlayerApi } from '../testing/fake-api.test-util.js';
import { withPackageBridge } from './package-bridge.js';
import type { PackageBridge } from './package-bridge.js';
import type * as PackageBridgeModule from './package-bridge.js';
import { offlinePackageLaunch } from './package-download.js';

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

function fakeBridge(install: PackageBridge['install'] = async () => ({ size: 5000 })) {
  const bridge = {
    install: vi.fn(install),
    remove: vi.fn(async () => true),
    list: vi.fn(async () => []),
    close: vi.fn(),
  };
  const origins: string[] = [];
  vi.mocked(withPackageBridge).mockImplementation(async (origin, work) => {
    origins.push(origin);
    return work(bridge);
  });
  return { bridge, origins };
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
    expect(record).toMatchObject({ type: 'html', updated_date: '2026-11-20T10:00:00.000Z', downloading: false });
    expect(record?.launch?.url).toBe(`${ORIGIN}/.campus/offline/105/index.html?lang=pt`);
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
