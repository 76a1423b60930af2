import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { selectColors, selectIsSignedIn } from '@campus/core';
import { createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '../testing/index.js';
import { useFilters, useParams, useSession } from './store-hooks.js';
import { useCampus } from './use-campus.js';
import { useLocale, useT } from './use-t.js';

function SignedIn() {
  const signedIn = useSession(selectIsSignedIn);
  return <p>{signedIn ? 'signed in' : 'signed out'}</p>;
}

function Search() {
  const { filters, setFilter, resetFilters } = useFilters('webinars');
  return (
    <>
      <label>
        Busca
        <input value={filters.search} onChange={(event) => setFilter({ search: event.target.value })} />
      </label>
      <button type="button" onClick={resetFilters}>
        Limpar
      </button>
    </>
  );
}

function Closer() {
  const t = useT();
  const locale = useLocale();
  return (
    <button type="button" lang={locale}>
      {t('ui.close')}
    </button>
  );
}

describe('CampusProvider and store hooks', () => {
  it('re-renders a session reader when the session changes', () => {
    const { campus } = renderWithCampus(<SignedIn />);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    act(() => campus.stores.session.getState().setTokens({ access_token: 'a', refresh_token: 'r' }));
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });

  it('keeps a selector that builds a fresh object from looping, and skips equal selections', () => {
    const renders = vi.fn();
    function Primary() {
      // A fresh object per call: without memoisation useSyncExternalStore would loop.
      const colors = useParams(
        (state) => ({ ...selectColors(state) }),
        (a, b) => a.primary === b.primary,
      );
      renders(colors.primary);
      return <p>{colors.primary ?? 'default'}</p>;
    }
    const { campus } = renderWithCampus(<Primary />);
    act(() => campus.stores.params.getState().setParams({ colors: { primary: '#0f766e' } }));
    expect(screen.getByText('#0f766e')).toBeInTheDocument();
    const count = renders.mock.calls.length;
    act(() => campus.stores.params.getState().setParams({ attempts: 3 }));
    expect(renders.mock.calls.length).toBe(count);
  });

  it('binds the filters of one content type to the store', async () => {
    const { campus } = renderWithCampus(<Search />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Busca' }), 'excel');
    expect(campus.stores.filters.getState().webinars.search).toBe('excel');
    expect(campus.stores.filters.getState().trails.search).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(screen.getByRole('textbox', { name: 'Busca' })).toHaveValue('');
  });

  it('translates and re-renders when the locale changes', async () => {
    const { campus } = renderWithCampus(<Closer />);
    expect(screen.getByRole('button', { name: 'Fechar' })).toHaveAttribute('lang', 'pt-BR');
    await act(() => campus.setLocale('fr-FR'));
    expect(screen.getByRole('button', { name: 'Fermer' })).toHaveAttribute('lang', 'fr-FR');
  });

  it('explains a missing provider', () => {
    function Orphan() {
      useCampus();
      return null;
    }
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Orphan />)).toThrow(/CampusProvider/);
    vi.mocked(console.error).mockRestore();
  });

  it('gives each provider its own instance', () => {
    const first = createTestCampus();
    const second = createTestCampus({ apiBase: 'https://other.campus.test' });
    second.stores.session.getState().setTokens({ access_token: 'a', refresh_token: 'r' });
    renderWithCampus(<SignedIn />, first);
    renderWithCampus(<SignedIn />, second);
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('signed in')).toBeInTheDocument();
  });
});
