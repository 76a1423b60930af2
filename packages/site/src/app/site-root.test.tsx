import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import type { Campus } from '@campus/core';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import { meAnswer } from '../testing/me.test-util';
import { paramsAnswer } from '../testing/params.test-util';
import { createSiteRouter } from '../routes/create-site-router';
import { createMemoryHistory } from '../routes/router';
import type { SiteRoute } from '../routes/site-routes';
import { MaintenanceView } from '../pages/maintenance-view';
import { useSiteMessages } from '../messages/site-messages';

/** Pages that only say which route rendered (the site's real pages are tested on their own). */
const page = (name: SiteRoute['name'], heading: string): SiteRoute => ({
  name,
  load: () => Promise.resolve({ default: () => <h1>{heading}</h1> }),
});
const ROUTES: readonly SiteRoute[] = [
  page('login', 'Entrar'),
  page('maintenance-login', 'Acesso dos administradores'),
  page('home', 'Página inicial'),
  page('about', 'Sobre'),
];

function campusFor(underMaintenance: boolean, { superuser = false } = {}): Campus {
  const campus = createSiteTestCampus(({ path }) => {
    if (path === '/api/params/')
      return { status: 200, body: paramsAnswer({ login: { under_maintenance: underMaintenance } }) };
    if (path === '/api/me/') return { status: 200, body: meAnswer([], { is_superuser: superuser }) };
    return undefined;
  });
  campus.stores.session.setState({ is_superuser: superuser });
  return campus;
}

function renderSite(path: string, campus: Campus) {
  const router = createSiteRouter(createMemoryHistory(path), ROUTES);
  renderWithCampus(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    campus,
  );
}

describe('SiteRoot under maintenance (spec §2 maintenance, §3 under_maintenance)', () => {
  it('shows the maintenance page instead of any page while params say under_maintenance', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderSite('/about', campusFor(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Campus em manutenção' })).toBeInTheDocument();
    expect(screen.getByText('Estamos fazendo melhorias na plataforma. Tente novamente mais tarde.')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Sobre' })).not.toBeInTheDocument();
  });

  it('keeps maintenance-login open, so administrators can sign in', async () => {
    renderSite('/maintenance-login', campusFor(true));
    expect(await screen.findByRole('heading', { level: 1, name: 'Acesso dos administradores' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campus em manutenção' })).not.toBeInTheDocument();
  });

  it('lets a superuser use the site during maintenance', async () => {
    renderSite('/about', campusFor(true, { superuser: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Campus em manutenção' })).not.toBeInTheDocument();
  });

  it('shows the pages when the client is not under maintenance', async () => {
    renderSite('/about', campusFor(false));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sobre' })).toBeInTheDocument();
  });
});

describe('MaintenanceView', () => {
  it("titles the page and says the platform is under maintenance (the auth package's message)", async () => {
    const campus = campusFor(true);
    function WithMessages() {
      useSiteMessages();
      return <MaintenanceView />;
    }
    const router = createTestRouter([{ path: '/', element: <WithMessages /> }]);
    renderWithCampus(<RouterProvider router={router} />, campus);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Estamos fazendo melhorias na plataforma. Tente novamente mais tarde.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Campus em manutenção' })).toBeInTheDocument();
    expect(document.title).toBe('Campus em manutenção · Campus');
  });
});
