import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { useSiteMessages } from '../messages/site-messages';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import { lazyPage } from '../routes/create-site-router';
import type * as ChunkLoadModule from './chunk-load';
import { PageErrorView } from './page-error-view';

const reloadSite = vi.hoisted(() => vi.fn());
vi.mock('./chunk-load', async (importOriginal) => ({
  ...(await importOriginal<typeof ChunkLoadModule>()),
  reloadSite,
}));

function Root() {
  useSiteMessages();
  return (
    <main>
      <p>layout</p>
      <Outlet />
    </main>
  );
}

let broken = true;
/** A page that fails to render while `broken`. */
function FlakyPage() {
  if (broken) throw new Error('render failed');
  return <h1>Página recuperada</h1>;
}

function renderAt(path: string) {
  const router = createTestRouter(
    [
      { id: 'faq', path: '/page', Component: FlakyPage },
      {
        id: 'reward-store',
        path: '/chunk',
        // The site's own lazy loading, with a chunk the browser could not fetch.
        lazy: lazyPage({
          name: 'reward-store',
          load: () =>
            Promise.reject(
              new TypeError('Failed to fetch dynamically imported module: http://localhost/assets/reward-store.js'),
            ),
        }),
      },
    ],
    { path, layout: Root, errorView: PageErrorView },
  );
  renderWithCampus(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    createSiteTestCampus(() => undefined),
  );
  return router;
}

describe('PageErrorView (spec §8: an error boundary per page)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    reloadSite.mockClear();
  });

  it("says 'Ocorreu um erro inesperado. Tente novamente.' inside the layout, and the retry renders the page again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    broken = true;
    renderAt('/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo deu errado' })).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro inesperado. Tente novamente.')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('layout')).toBeInTheDocument();
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Página recuperada' })).toBeInTheDocument();
    expect(screen.queryByText('Ocorreu um erro inesperado. Tente novamente.')).not.toBeInTheDocument();
  });

  it('asks to reload the site when the page chunk could not be loaded, and reloads on request', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    broken = false;
    const router = renderAt('/page');
    await screen.findByRole('heading', { level: 1, name: 'Página recuperada' });
    await act(() => router.navigate('/chunk'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível carregar esta página' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Recarregue a página para continuar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recarregar página' }));
    expect(reloadSite).toHaveBeenCalledTimes(1);
  });
});
