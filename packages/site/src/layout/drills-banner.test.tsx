import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import { useSiteMessages } from '../messages/site-messages';
import { DrillsBanner } from './drills-banner';

const drill = {
  activity_id: 31,
  title: 'Simulado de segurança',
  course_id: 7,
  course_title: 'Segurança na loja',
  hierarchy_order: 3,
  until: '2026-12-10',
  overdue: false,
};

function Banner() {
  useSiteMessages();
  return <DrillsBanner />;
}

/** The banner at `/home` for a learner whose session says `flags`, with `drills` pending on the API. */
function renderBanner(flags: { has_mandatory_drills: boolean; has_close_banner_drills: boolean }, drills: unknown[]) {
  const campus = createSiteTestCampus(({ path }) =>
    path === '/api/mandatory-tests/' ? { status: 200, body: { results: drills } } : undefined,
  );
  campus.stores.session.setState(flags);
  const router = createTestRouter(
    [
      { path: '/home', element: <Banner /> },
      { path: '/online-courses/:id', element: <p>course page</p> },
      { path: '/courses/:id/activities/:order', element: <p>player</p> },
    ],
    { path: '/home' },
  );
  renderWithCampus(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    campus,
  );
  return router;
}

afterEach(() => window.sessionStorage.clear());

describe('the mandatory drills banner', () => {
  it('names the pending drill with its last day and a link to it, and closes for the session when allowed', async () => {
    renderBanner({ has_mandatory_drills: true, has_close_banner_drills: true }, [drill]);
    const banner = await screen.findByRole('region', { name: 'Avaliações obrigatórias' });
    expect(banner).toHaveTextContent('Você tem 1 avaliação obrigatória pendente.');
    expect(banner).toHaveTextContent('“Simulado de segurança” vale até 10 de dez. de 2026.');
    expect(screen.getByRole('link', { name: 'Fazer “Simulado de segurança”' })).toHaveAttribute(
      'href',
      '/courses/7/activities/3',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Fechar aviso' }));
    expect(screen.queryByRole('region', { name: 'Avaliações obrigatórias' })).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('campus.drills-banner.dismissed')).toBe('true');
  });

  it('cannot be closed once a drill is overdue, and leads the learner to its course', async () => {
    const router = renderBanner({ has_mandatory_drills: true, has_close_banner_drills: false }, [
      { ...drill, overdue: true },
      { ...drill, activity_id: 32, title: 'Outro simulado' },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/online-courses/7'));
    expect(await screen.findByText('course page')).toBeInTheDocument();
  });

  it('shows nothing and asks nothing when the session has no drills', async () => {
    const router = renderBanner({ has_mandatory_drills: false, has_close_banner_drills: true }, [drill]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
  });
});
