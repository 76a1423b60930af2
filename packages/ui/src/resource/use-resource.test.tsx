import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { hashQueryKey, keyStartsWith } from '@campus/core';
import type { Campus, QueryFetcher, SessionState } from '@campus/core';
import { useResource } from './use-resource.js';
import { useSession } from '../provider/store-hooks.js';
import { renderWithCampus } from '../testing/index.js';

/** A fake fetcher whose answers the test releases by hand, recording each call and its signal. */
function controlledFetcher<T>() {
  const calls: { signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }[] = [];
  const fetcher: QueryFetcher<T> = ({ signal }) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
      signal.addEventListener('abort', () => reject(signal.reason));
    });
  return { fetcher, calls };
}

function CourseList({ fetcher, label }: { fetcher: QueryFetcher<string[]>; label: string }) {
  const courses = useResource(['courses', { page: 1 }], fetcher);
  if (courses.status === 'loading') return <p>{label}: carregando</p>;
  if (courses.status === 'error')
    return (
      <button type="button" onClick={courses.retry}>
        {label}: tentar de novo
      </button>
    );
  if (courses.status === 'empty') return <p>{label}: vazio</p>;
  return <p>{`${label}: ${courses.data?.join(', ') ?? ''}`}</p>;
}

/** Changes the session, and lets the widgets re-render and run their effects (which load what they still show). */
async function changeSession(campus: Campus, patch: Partial<SessionState>): Promise<void> {
  await act(async () => campus.stores.session.setState(patch));
}

describe('useResource', () => {
  it('fetches once for two widgets asking the same request, and shares the answer', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    renderWithCampus(
      <>
        <CourseList fetcher={fetcher} label="A" />
        <CourseList fetcher={fetcher} label="B" />
      </>,
    );
    expect(screen.getByText('A: carregando')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(['Excel', 'Vendas']));
    expect(screen.getByText('A: Excel, Vendas')).toBeInTheDocument();
    expect(screen.getByText('B: Excel, Vendas')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('shows the error state, and retry asks again', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    renderWithCampus(<CourseList fetcher={fetcher} label="A" />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    await userEvent.click(screen.getByRole('button', { name: 'A: tentar de novo' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve(['Excel']));
    expect(screen.getByText('A: Excel')).toBeInTheDocument();
  });

  it('reports an empty answer as empty', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    renderWithCampus(<CourseList fetcher={fetcher} label="A" />);
    await act(async () => calls[0]?.resolve([]));
    expect(screen.getByText('A: vazio')).toBeInTheDocument();
  });

  it('aborts a running request when the last widget unmounts, but not while another still watches', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    const first = renderWithCampus(<CourseList fetcher={fetcher} label="A" />);
    const second = renderWithCampus(<CourseList fetcher={fetcher} label="B" />, first.campus);
    expect(calls).toHaveLength(1);
    first.unmount();
    await act(async () => undefined);
    expect(calls[0]?.signal.aborted).toBe(false);
    second.unmount();
    await waitFor(() => expect(calls[0]?.signal.aborted).toBe(true));
  });

  it('refetches watched requests on invalidation by key prefix, keeping the data on screen', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    const { campus } = renderWithCampus(<CourseList fetcher={fetcher} label="A" />);
    await act(async () => calls[0]?.resolve(['Excel']));
    act(() => campus.query.invalidate(['rewards']));
    expect(calls).toHaveLength(1);
    act(() => campus.query.invalidate(['courses']));
    expect(calls).toHaveLength(2);
    expect(screen.getByText('A: Excel')).toBeInTheDocument();
    await act(async () => calls[1]?.resolve(['Excel', 'Liderança']));
    expect(screen.getByText('A: Excel, Liderança')).toBeInTheDocument();
  });

  it('waits while the key is null', () => {
    const fetcher = vi.fn<QueryFetcher<string>>();
    function Waiting() {
      const state = useResource<string>(null, fetcher);
      return <p>{state.status}</p>;
    }
    renderWithCampus(<Waiting />);
    expect(screen.getByText('idle')).toBeInTheDocument();
    expect(fetcher).not.toHaveBeenCalled();
  });
});

describe('resource keys', () => {
  it('hash equal requests equally whatever the parameter order', () => {
    expect(hashQueryKey(['courses', { page: 1, search: 'a' }])).toBe(
      hashQueryKey(['courses', { search: 'a', page: 1, extra: undefined }]),
    );
    expect(hashQueryKey(['courses', 1])).not.toBe(hashQueryKey(['courses', '1']));
  });

  it('match by prefix', () => {
    expect(keyStartsWith(['courses', 'trails', { page: 2 }], ['courses'])).toBe(true);
    expect(keyStartsWith(['courses', 'trails'], ['courses', 'webinars'])).toBe(false);
    expect(keyStartsWith(['courses'], ['courses', 'trails'])).toBe(false);
  });

  it('fetches again when someone signs in or out or switches client, but not on a token refresh or when the client becomes known', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    const { campus } = renderWithCampus(<CourseList fetcher={fetcher} label="A" />);
    await act(async () => calls[0]?.reject(new Error('401 session expired')));
    expect(screen.getByRole('button', { name: 'A: tentar de novo' })).toBeInTheDocument();

    await changeSession(campus, { access_token: 'first', email: 'ana@campus.example' });
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve(['Excel']));
    expect(screen.getByText('A: Excel')).toBeInTheDocument();

    await changeSession(campus, { access_token: 'refreshed' });
    expect(calls).toHaveLength(2);

    // `GET /api/me/` names the client the answers were already for: no second load of every widget.
    await changeSession(campus, { selected_client_id: 1 });
    expect(calls).toHaveLength(2);
    await changeSession(campus, { selected_client_id: 2 });
    expect(calls).toHaveLength(3);
    // The request for client 2 still runs when someone signs out: it is aborted, and the signed-out one starts.
    // (This widget shows its list signed out too; the next test has one that does not.)
    await changeSession(campus, { access_token: null, email: null, selected_client_id: null });
    expect(calls[2]?.signal.aborted).toBe(true);
    expect(calls).toHaveLength(4);
  });

  it('sends nothing for a widget that stops watching because of the sign-out (it shows a sign-in notice instead)', async () => {
    const { fetcher, calls } = controlledFetcher<string[]>();
    function SignedInList() {
      const signedIn = useSession((state) => state.access_token !== null);
      return signedIn ? <CourseList fetcher={fetcher} label="A" /> : <p>Entre para ver seus cursos</p>;
    }
    const { campus } = renderWithCampus(<SignedInList />);
    await changeSession(campus, { access_token: 'first', email: 'ana@campus.example' });
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]?.resolve(['Excel']));

    await changeSession(campus, { access_token: null, email: null });
    expect(screen.getByText('Entre para ver seus cursos')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    // Signing in again does not show the previous audience's answer as fresh: it is asked for again.
    await changeSession(campus, { access_token: 'second', email: 'bia@campus.example' });
    expect(calls).toHaveLength(2);
    expect(screen.getByText('A: carregando')).toBeInTheDocument();
  });
});
