import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createSiteTestCampus, renderInSite } from '../testing/site-render.test-util';
import type { FakeAnswer, SeenRequest } from '../testing/site-render.test-util';
import { DeleteAccountDialog } from './delete-account-dialog';

function setUp(answer: FakeAnswer) {
  const seen: SeenRequest[] = [];
  const campus = createSiteTestCampus(answer, seen);
  const view = renderInSite(<DeleteAccountDialog open onClose={() => undefined} />, campus);
  return { seen, ...view };
}

const deletions = (seen: SeenRequest[]) => seen.filter((request) => request.method === 'DELETE');

describe('DeleteAccountDialog (spec §1: type the full name to confirm)', () => {
  it('refuses to send until the typed name is the full name', async () => {
    const user = userEvent.setup();
    const { seen } = setUp(() => ({ status: 204, body: null }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir minha conta' });
    expect(dialog).toHaveTextContent('Seu nome completo: Maria Silva');

    await user.type(screen.getByLabelText(/Digite seu nome completo/), 'Maria');
    await user.click(screen.getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(screen.getByLabelText(/Digite seu nome completo/)).toHaveAttribute('aria-invalid', 'true');
    expect(deletions(seen)).toEqual([]);
  });

  it('deletes the account with the typed name, ends the session and goes to the login', async () => {
    const user = userEvent.setup();
    const { seen, campus, router } = setUp((request) =>
      request.method === 'DELETE' && request.path === '/accounts/profile/' ? { status: 204, body: null } : undefined,
    );
    await user.type(await screen.findByLabelText(/Digite seu nome completo/), '  maria SILVA ');
    await user.click(screen.getByRole('button', { name: 'Excluir conta definitivamente' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(deletions(seen)).toEqual([
      { method: 'DELETE', path: '/accounts/profile/', body: { full_name: '  maria SILVA ' } },
    ]);
    expect(campus.stores.session.getState().access_token).toBeNull();
    expect(await screen.findByText('Sua conta foi excluída.')).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    const user = userEvent.setup();
    const { campus } = setUp(() => ({
      status: 422,
      body: { code: 'account_name_mismatch', message: 'O nome não confere.' },
    }));
    const field = await screen.findByLabelText(/Digite seu nome completo/);
    await user.type(field, 'Maria Silva');
    await user.click(screen.getByRole('button', { name: 'Excluir conta definitivamente' }));

    // The server's code, in the interface language, as an alert inside the dialog (not a toast).
    const dialog = screen.getByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(campus.t('errors.account_name_mismatch')),
    );
    expect(field).toHaveValue('Maria Silva');
    expect(campus.stores.session.getState().access_token).toBe('token-maria');
  });
});
