import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import type { Campus } from '@campus/core';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { useSiteMessages } from '../messages/site-messages';
import { createSiteTestCampus } from '../testing/site-render.test-util';
import type { FakeAnswer, SeenRequest } from '../testing/site-render.test-util';
import ClientPage from './client-page';
import InstitutionalPage from './institutional-page';

/** The page under the route id the site gives it (its core route name), as the site's router does. */
function renderRoute(id: string, Page: () => ReactNode, campus: Campus) {
  function WithMessages() {
    useSiteMessages();
    return <Page />;
  }
  const router = createTestRouter([{ id, path: '/page', element: <WithMessages /> }], { path: '/page' });
  renderWithCampus(
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>,
    campus,
  );
}

const clientText: FakeAnswer = ({ path }) =>
  path === '/api/institutional/support/'
    ? {
        status: 200,
        body: {
          slug: 'support',
          title: 'Suporte da rede',
          body: 'Escreva para a equipe.\n\nRespondemos em 7 dias úteis. <img src=x onerror="alert(1)">',
          updated_at: '2026-01-02T10:00:00Z',
        },
      }
    : undefined;

describe('InstitutionalPage (spec §2 institutional pages: the client text, else the site text)', () => {
  it("shows the client's text from the API under the localized heading, as text (never as HTML)", async () => {
    const seen: SeenRequest[] = [];
    renderRoute('institutional-support', InstitutionalPage, createSiteTestCampus(clientText, seen));
    expect(await screen.findByRole('article', { name: 'Suporte da rede' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Suporte' })).toBeInTheDocument();
    expect(screen.getByText('Escreva para a equipe.')).toBeInTheDocument();
    expect(screen.getByText(/Respondemos em 7 dias úteis\. <img src=x/)).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Suporte da rede' }).querySelector('img')).toBeNull();
    // The support page keeps its way to the contact form (signed in: the form itself).
    expect(screen.getByRole('link', { name: 'Abrir o formulário de contato' })).toHaveAttribute('href', '/contact-us');
    expect(seen.map((request) => request.path)).toEqual(['/api/institutional/support/']);
  });

  it("asks for each route's slug: the privacy policy and the terms have their own", async () => {
    const seen: SeenRequest[] = [];
    renderRoute(
      'terms-and-conditions',
      InstitutionalPage,
      createSiteTestCampus(() => undefined, seen),
    );
    await screen.findByRole('heading', { level: 1, name: 'Termos e condições' });
    await screen.findByRole('article');
    expect(seen.map((request) => request.path)).toEqual(['/api/institutional/terms-and-conditions/']);
  });

  it("falls back to the site's own text when the client has none (404)", async () => {
    renderRoute(
      'institutional-about',
      InstitutionalPage,
      createSiteTestCampus(() => undefined),
    );
    expect(await screen.findByText(/O Campus é a plataforma de educação corporativa/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Sobre o Campus' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });

  it('offers a retry when the API fails otherwise, and shows the text once it answers', async () => {
    let fail = true;
    renderRoute(
      'institutional-support',
      InstitutionalPage,
      createSiteTestCampus((request) =>
        fail ? { status: 500, body: { code: 'server_error', message: 'Erro' } } : clientText(request),
      ),
    );
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('article', { name: 'Suporte da rede' })).toBeInTheDocument();
  });
});

describe('ClientPage (about-the-program, hotsite, about-the-team: the client text only)', () => {
  it('shows an error with a retry, not a made-up text, when the client has no such page', async () => {
    renderRoute(
      'hotsite',
      ClientPage,
      createSiteTestCampus(() => undefined),
    );
    expect(await screen.findByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Campanha em destaque' })).toBeInTheDocument();
  });
});
