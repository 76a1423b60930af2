import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { act, screen } from '@testing-library/react';
import { RouterProvider } from '../routes/router';
import { createTestRouter } from '../testing/memory-router.test-util';
import { createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRequest, TestCampus } from '@campus/core/testing';
import { ToastProvider } from '@campus/ui';
import { renderWithCampus } from '@campus/ui/testing';
import { useSiteMessages } from '../messages/site-messages';
import { MARIA_SESSION } from '../testing/site-render.test-util';
import FaqPage from './faq-page';
import InstitutionalPage from './institutional-page';
import NewsPage from './news-page';

/*
 * Content in every language (issues 25 and 24): the FAQ, the institutional pages and the catalogue's items (here
 * the news) come from the API in the interface language (`Accept-Language`), and switching language asks again,
 * without a reload.
 */

/** The language a request asked for. */
const english = (request: FakeRequest) => request.headers.get('accept-language')?.startsWith('en') === true;

/** A Campus whose fake API answers the FAQ and the support page in English or Portuguese, counting the calls. */
function localizedCampus(calls: string[]): TestCampus {
  const api = createFakeApi({
    'GET /api/faq/': (request) => {
      calls.push(`faq ${request.headers.get('accept-language') ?? ''}`);
      const [category, question] = english(request)
        ? ['Access and account', 'How do I sign in for the first time?']
        : ['Acesso e conta', 'Como faço meu primeiro acesso?'];
      return {
        status: 200,
        body: { categories: [{ id: 1, name: category, questions: [{ id: 1, question, answer: '…' }] }] },
      };
    },
    'GET /api/news/': (request) => {
      calls.push(`news ${request.headers.get('accept-language') ?? ''}`);
      const title = english(request)
        ? 'New campaign starts with double points'
        : 'Nova campanha começa com pontos em dobro';
      const article = {
        type: 'news',
        id: 9,
        title,
        description: '',
        image: null,
        category: null,
        areas: [],
        groups: [],
        tags: [],
        begin_date: null,
        end_date: null,
        favorite: false,
        published_at: '2026-01-02T10:00:00Z',
      };
      return { status: 200, body: { count: 1, next: null, previous: null, results: [article] } };
    },
    'GET /api/institutional/support/': (request) => {
      calls.push(`support ${request.headers.get('accept-language') ?? ''}`);
      const title = english(request) ? 'Network support' : 'Suporte da rede';
      return { status: 200, body: { slug: 'support', title, body: 'Texto.', updated_at: '2026-01-02T10:00:00Z' } };
    },
  });
  return createTestCampus({ api, session: MARIA_SESSION, clientId: 'site-tests', clientSecret: 'site-tests-secret' });
}

function renderRoute(id: string, Page: () => ReactNode, campus: TestCampus) {
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

describe('client content follows the interface language', () => {
  it('refetches the FAQ when the language changes: categories and questions switch without a reload', async () => {
    const calls: string[] = [];
    const campus = localizedCampus(calls);
    renderRoute('faq', FaqPage, campus);
    expect(await screen.findByRole('heading', { level: 2, name: 'Acesso e conta' })).toBeInTheDocument();
    expect(screen.getByText('Como faço meu primeiro acesso?')).toBeInTheDocument();
    await act(() => campus.setLocale('en-US'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Access and account' })).toBeInTheDocument();
    expect(screen.getByText('How do I sign in for the first time?')).toBeInTheDocument();
    expect(screen.queryByText('Acesso e conta')).not.toBeInTheDocument();
    expect(calls).toEqual(['faq pt-BR', 'faq en-US']);
  });

  it('refetches an institutional page when the language changes', async () => {
    const calls: string[] = [];
    const campus = localizedCampus(calls);
    renderRoute('institutional-support', InstitutionalPage, campus);
    expect(await screen.findByRole('article', { name: 'Suporte da rede' })).toBeInTheDocument();
    await act(() => campus.setLocale('en-US'));
    expect(await screen.findByRole('article', { name: 'Network support' })).toBeInTheDocument();
    expect(calls).toEqual(['support pt-BR', 'support en-US']);
  });

  it('refetches the news when the language changes: article titles switch without a reload', async () => {
    const calls: string[] = [];
    const campus = localizedCampus(calls);
    renderRoute('news', NewsPage, campus);
    expect(
      await screen.findByRole('heading', { name: 'Nova campanha começa com pontos em dobro' }),
    ).toBeInTheDocument();
    await act(() => campus.setLocale('en-US'));
    expect(await screen.findByRole('heading', { name: 'New campaign starts with double points' })).toBeInTheDocument();
    expect(screen.queryByText('Nova campanha começa com pontos em dobro')).not.toBeInTheDocument();
    expect(calls).toEqual(['news pt-BR', 'news en-US']);
    // The page's heading names the news once: the widget shows no second "News" title.
    expect(screen.getAllByRole('heading', { name: 'News' })).toHaveLength(1);
  });
});
