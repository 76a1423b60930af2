import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@campus/core/api';
import { createFakeApi, createTestCampus } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { LEARNER_SESSION } from '../testing/fake-api.test-util.js';
import { AccountDeletion } from './account-deletion.js';

const SESSION = { ...LEARNER_SESSION, full_name: 'Ana Souza' };

function setUp(onDeleted = vi.fn()) {
  const api = createFakeApi({ [`DELETE ${ACCOUNT_PATHS.profile}`]: { status: 204, body: null } });
  const campus = createTestCampus({ api, session: SESSION });
  const view = renderWithCampus(<AccountDeletion onDeleted={onDeleted} />, campus);
  return { ...view, api, campus, onDeleted };
}

describe('<AccountDeletion> (spec §1, §5: type the full name to confirm)', { timeout: 20_000 }, () => {
  it('opens the confirmation and refuses to send until the typed name is the full name', async () => {
    const user = userEvent.setup();
    const { api, container } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Excluir minha conta' });
    expect(dialog).toHaveTextContent('Seu nome completo: Ana Souza');
    expect((await axe.run(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.type(within(dialog).getByLabelText(/Digite seu nome completo/), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir conta definitivamente' }));
    expect(within(dialog).getByLabelText(/Digite seu nome completo/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.to(`DELETE ${ACCOUNT_PATHS.profile}`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Excluir minha conta' })).toHaveFocus());
  });

  it('deletes the account with the typed name and ends the session', async () => {
    const user = userEvent.setup();
    const { api, campus, onDeleted } = setUp();
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    await user.type(await screen.findByLabelText(/Digite seu nome completo/), '  ana SOUZA ');
    await user.click(screen.getByRole('button', { name: 'Excluir conta definitivamente' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledOnce());
    expect(api.to(`DELETE ${ACCOUNT_PATHS.profile}`).map((request) => request.body)).toEqual([
      { full_name: '  ana SOUZA ' },
    ]);
    expect(campus.stores.session.getState().access_token).toBeNull();
  });

  it('shows the server’s refusal in the dialog and keeps what was typed', async () => {
    const user = userEvent.setup();
    const { api, campus } = setUp();
    api.failNext(`DELETE ${ACCOUNT_PATHS.profile}`, { status: 422, code: 'account_name_mismatch' });
    await user.click(await screen.findByRole('button', { name: 'Excluir minha conta' }));
    const field = await screen.findByLabelText(/Digite seu nome completo/);
    await user.type(field, 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Excluir conta definitivamente' }));
    const dialog = screen.getByRole('alertdialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent(campus.t('errors.account_name_mismatch')),
    );
    expect(field).toHaveValue('Ana Souza');
    expect(campus.stores.session.getState().access_token).not.toBeNull();
  });
});
