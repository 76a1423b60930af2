import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { profileSchema, registrationOptionsSchema } from '@campus/core/schemas';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { profileFixture, registrationOptionsFixture } from '../fixtures/wire.fixtures.js';
import { CompleteRegister } from './complete-register.js';

function setup(routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    'GET /accounts/profile/': answer(profileSchema, profileFixture()),
    '/accounts/registration_options/': answer(registrationOptionsSchema, registrationOptionsFixture),
    ...routes,
  });
  const campus = createTestCampus({ api });
  campus.stores.session.getState().signIn({ access_token: 'access-1' });
  const onCompleted = vi.fn();
  renderWithCampus(<CompleteRegister onCompleted={onCompleted} />, campus);
  return { api, campus, onCompleted, user: userEvent.setup({ delay: null }) };
}

async function fillMissing(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Data de nascimento/), '1990-05-10');
  await user.type(screen.getByRole('textbox', { name: /^Celular/ }), '+55 11 98765-4321');
  await user.type(screen.getByRole('textbox', { name: /^Logradouro/ }), 'Rua das Flores');
  await user.type(screen.getByRole('textbox', { name: /^Número/ }), '100');
  await user.type(screen.getByRole('textbox', { name: /^Bairro/ }), 'Centro');
  await user.type(screen.getByRole('textbox', { name: /^Cidade/ }), 'São Paulo');
  await user.type(screen.getByRole('textbox', { name: /^Estado/ }), 'SP');
  await user.type(screen.getByRole('textbox', { name: /^CEP/ }), '01000-000');
  await user.click(await screen.findByRole('radio', { name: 'Agência Norte' }));
  await user.click(screen.getByRole('checkbox', { name: 'Marca Verde' }));
  await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));
}

// Long forms: many fields typed key by key on a shared two-core machine.
describe('<CompleteRegister>', { timeout: 20_000 }, () => {
  it('prefills from the profile and sends what is missing', async () => {
    const { api, campus, onCompleted, user } = setup({
      'POST /accounts/complete_register/': {
        status: 200,
        body: profileFixture({ register_completed: true, accept_terms_and_conditions: true }),
      },
    });
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toHaveValue('Ana');
    expect(screen.queryByRole('textbox', { name: /^Documento/ })).not.toBeInTheDocument();
    await fillMissing(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cadastro completo.');
    expect(onCompleted).toHaveBeenCalledWith({ username: 'learner' });
    expect(campus.stores.session.getState().accept_terms_and_conditions).toBe(true);
    expect(api.to('/accounts/complete_register/')[0]?.body).toEqual({
      name: 'Ana',
      last_name: 'Souza',
      birthday_date: '1990-05-10',
      phone_mobile: '+55 11 98765-4321',
      address: {
        address: 'Rua das Flores',
        number: '100',
        complement: '',
        neighborhood: 'Centro',
        city: 'São Paulo',
        state: 'SP',
        zip_code: '01000-000',
      },
      agencies: [{ id: 1, brand_ids: [12] }],
      chains: [],
      accept_terms: true,
    });
  });

  it('asks for the document when the account has none, and refuses an incomplete address', async () => {
    const { api, user } = setup({
      'GET /accounts/profile/': answer(profileSchema, profileFixture({ document: null })),
    });
    expect(await screen.findByRole('textbox', { name: /^Documento/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    expect(screen.getByRole('textbox', { name: /^Logradouro/ })).toHaveAccessibleDescription('Preencha este campo.');
    expect(screen.getByRole('textbox', { name: /^Complemento/ })).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(screen.getByLabelText(/^Data de nascimento/)).toHaveFocus());
    expect(api.to('/accounts/complete_register/')).toHaveLength(0);
  });

  it('shows a document used by another account on the document field', async () => {
    const { user } = setup({
      'GET /accounts/profile/': answer(profileSchema, profileFixture({ document: null })),
      'POST /accounts/complete_register/': apiError(409, 'document_already_used', {
        field_errors: { document: 'document_already_used' },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Documento/ }), '52998224725');
    await fillMissing(user);
    await user.click(screen.getByRole('button', { name: 'Salvar e continuar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Documento/ })).toHaveAccessibleDescription(
        expect.stringContaining('Este documento já está sendo usado por outra conta.'),
      ),
    );
  });
});
