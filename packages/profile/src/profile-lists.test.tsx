import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LOYALTY_PATHS, PROFILE_PATHS } from '@campus/core/api';
import { feedResponseSchema, memberMessageSchema, trainingRankingResponseSchema } from '@campus/core/schemas';
import type { MemberMessage } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import { createTestCampus } from '@campus/core/testing';
import { paginatedSchema } from '@campus/core/schemas';
import { renderWithCampus } from '@campus/ui/testing';
import { ActivityFeed } from './feed/activity-feed.js';
import { Inbox } from './inbox/inbox.js';
import { TrainingRanking } from './training-ranking/training-ranking.js';
import { LEARNER_SESSION } from './testing/fake-api.test-util.js';

const message = (id: number, text: string, read: boolean): MemberMessage => ({
  id,
  kind: 'sale_rejected',
  text,
  params: {},
  read_at: read ? '2026-01-02T10:00:00Z' : null,
  created_at: '2026-01-01T10:00:00Z',
});

describe('<Inbox>', { timeout: 20_000 }, () => {
  it('shows read and unread messages, opens one and marks it read, updating the count', async () => {
    const messages = [message(1, 'A venda da nota fiscal 77 foi recusada', false), message(2, 'Nível aprovado', true)];
    const api = createFakeApi({
      [`GET ${LOYALTY_PATHS.messages}`]: () =>
        answer(paginatedSchema(memberMessageSchema), { count: 2, next: null, previous: null, results: messages }),
      [`POST /api/messages/1/read/`]: () => {
        messages[0] = { ...messages[0]!, read_at: '2026-01-03T10:00:00Z' };
        return answer(memberMessageSchema, messages[0]);
      },
    });
    renderWithCampus(<Inbox />, { api, session: LEARNER_SESSION });
    expect(await screen.findByText('1 não lidas')).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: /Não lida A venda da nota fiscal 77/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Todas as mensagens foram lidas.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.method === 'POST' && request.path === '/api/messages/1/read/')).toBe(
      true,
    );
  });

  it('says so when there are no messages', async () => {
    const api = createFakeApi({
      [`GET ${LOYALTY_PATHS.messages}`]: () =>
        answer(paginatedSchema(memberMessageSchema), { count: 0, next: null, previous: null, results: [] }),
    });
    renderWithCampus(<Inbox />, { api, session: LEARNER_SESSION });
    expect(await screen.findByText('Nenhuma mensagem')).toBeInTheDocument();
  });
});

describe('<ActivityFeed>', { timeout: 20_000 }, () => {
  it('describes each entry in the language and loads more pages', async () => {
    const entry = (id: number) => ({
      id: `sale:${id}`,
      kind: 'sale_reported',
      occurred_at: '2026-01-01T10:00:00Z',
      source_id: id,
      params: { invoice_number: `NF-${id}`, points: 1200 },
    });
    const api = createFakeApi({
      [`GET ${PROFILE_PATHS.feed}`]: ({ query }) =>
        query.get('page') === '2'
          ? answer(feedResponseSchema, { count: 21, next: null, previous: '/api/feed/?page=1', results: [entry(21)] })
          : answer(feedResponseSchema, {
              count: 21,
              next: '/api/feed/?page=2',
              previous: null,
              results: Array.from({ length: 20 }, (_, index) => entry(index + 1)),
            }),
    });
    renderWithCampus(<ActivityFeed />, { api, session: LEARNER_SESSION });
    expect(await screen.findByText('Você registrou a venda da nota fiscal NF-1 (1.200 pontos).')).toBeInTheDocument();
    expect(screen.getByText('20 de 21 atividades')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Você registrou a venda da nota fiscal NF-21 (1.200 pontos).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).not.toBeInTheDocument();
  });

  it('shows an empty state', async () => {
    const api = createFakeApi({
      [`GET ${PROFILE_PATHS.feed}`]: () =>
        answer(feedResponseSchema, { count: 0, next: null, previous: null, results: [] }),
    });
    renderWithCampus(<ActivityFeed />, { api, session: LEARNER_SESSION });
    expect(await screen.findByText('Nenhuma atividade ainda')).toBeInTheDocument();
  });
});

describe('<TrainingRanking>', { timeout: 20_000 }, () => {
  const board = (value: number) => ({
    basis: 'score' as const,
    area: 'client',
    realtime_area: 'client:1:training',
    results: [{ position: 1, user: { id: 7, full_name: 'Carla' }, value }],
    me: { position: 9, user: { id: 42, full_name: 'Ana' }, value: 10 },
  });

  it('keeps the learner’s own row after the top and reloads on a training event', async () => {
    let value = 300;
    const api = createFakeApi({
      [`GET ${PROFILE_PATHS.trainingRanking}`]: () => answer(trainingRankingResponseSchema, board(value)),
    });
    const campus = createTestCampus({ api, session: LEARNER_SESSION });
    campus.stores.params.getState().setClient({ id: 1, has_ranking: true } as never);
    renderWithCampus(<TrainingRanking />, campus);
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row');
    expect(rows[rows.length - 1]).toHaveAttribute('aria-current', 'true');
    expect(rows[rows.length - 1]).toHaveTextContent('Ana (você)');
    expect(screen.getByText('300')).toBeInTheDocument();
    value = 450;
    act(() => campus.realtime.emit({ area: 'client:1:training', kind: 'training', user_ids: [7] }));
    await waitFor(() => expect(screen.getByText('450')).toBeInTheDocument(), { timeout: 5_000 });
  });

  it('renders nothing when the client has no ranking', () => {
    const api = createFakeApi({});
    const campus = createTestCampus({ api, session: LEARNER_SESSION });
    const { container } = renderWithCampus(<TrainingRanking />, campus);
    expect(container).toBeEmptyDOMElement();
  });
});
