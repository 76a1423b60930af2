import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { registrationOptionsSchema, registrationResponseSchema } from '@campus/core/schemas';
import type { RegistrationVariant } from '@campus/core/api';
import { answer, apiError, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { paramsFixture, registrationOptionsFixture } from '../fixtures/wire.fixtures.js';
import { Register } from './register.js';

function setup(
  variant: RegistrationVariant = 'register',
  routes: Record<string, FakeRoute> = {},
  strongLevel = 0,
  profiles?: { id: number; name: string }[],
) {
  const params = paramsFixture({ register: { password_strong_level: strongLevel } });
  const api = createFakeApi({
    '/api/params/': { status: 200, body: profiles === undefined ? params : { ...params, user_profile: profiles } },
    '/accounts/registration_options/': answer(registrationOptionsSchema, registrationOptionsFixture),
    ...routes,
  });
  const onRegistered = vi.fn();
  renderWithCampus(<Register variant={variant} onRegistered={onRegistered} />, createTestCampus({ api }));
  return { api, onRegistered, user: userEvent.setup({ delay: null }) };
}

type User = ReturnType<typeof userEvent.setup>;

async function fillPersonal(user: User, profile: string | null = 'Vendedor') {
  if (profile !== null) await user.selectOptions(await screen.findByRole('combobox', { name: /^Perfil/ }), profile);
  await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Rita');
  await user.type(screen.getByRole('textbox', { name: /^Sobrenome/ }), 'Lopes');
  await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rita@campus.example');
  await user.type(screen.getByRole('textbox', { name: /^Confirme o e-mail/ }), 'rita@campus.example');
  await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
  await user.type(screen.getByLabelText(/^Data de nascimento/), '1990-05-10');
}

async function fillRest(user: User) {
  await user.click(await screen.findByRole('radio', { name: 'Agência Norte' }));
  await user.click(screen.getByRole('checkbox', { name: 'Marca Azul' }));
  await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
  await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
  await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));
  await user.click(screen.getByRole('checkbox', { name: /18 anos ou mais/ }));
}

// Long forms: many fields typed key by key on a shared two-core machine.
describe('<Register>', { timeout: 20_000 }, () => {
  it('registers with the options of the chosen country and tells who registered', async () => {
    const { api, onRegistered, user } = setup('register', {
      'POST /accounts/register/': answer(
        registrationResponseSchema,
        { id: 9, username: '52998224725', status: 'approved' },
        201,
      ),
    });
    await fillPersonal(user);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cadastro concluído. Você já pode entrar.');
    expect(onRegistered).toHaveBeenCalledWith({ username: '52998224725', status: 'approved' });
    expect(api.to('/accounts/registration_options/')[0]?.query.get('country')).toBe('BRA');
    const [request] = api.to('/accounts/register/');
    expect(request?.headers.get('authorization')).toMatch(/^Basic /);
    expect(request?.body).toEqual({
      name: 'Rita',
      last_name: 'Lopes',
      email: 'rita@campus.example',
      email_confirmation: 'rita@campus.example',
      document: '52998224725',
      document_country: 'BRA',
      birthday_date: '1990-05-10',
      password: 'Nova#Senha1',
      password_confirmation: 'Nova#Senha1',
      country: 'BRA',
      language: 'pt-BR',
      accept_terms: true,
      agencies: [{ id: 1, brand_ids: [11] }],
      chains: [],
      user_profile: 1,
    });
  });

  it('asks no profile when the client offers none, and sends none', async () => {
    const { api, user } = setup(
      'register',
      {
        'POST /accounts/register/': answer(
          registrationResponseSchema,
          { id: 9, username: '52998224725', status: 'approved' },
          201,
        ),
      },
      0,
      [],
    );
    await fillPersonal(user, null);
    await fillRest(user);
    expect(screen.queryByRole('combobox', { name: /^Perfil/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Cadastro concluído.');
    expect(api.to('/accounts/register/')[0]?.body).not.toHaveProperty('user_profile');
  });

  it("requires one of the client's profiles, and shows the server's refusal of one on the field", async () => {
    const { api, user } = setup('register', {
      '/accounts/register/': apiError(422, 'invalid_profile', { field_errors: { user_profile: 'invalid_profile' } }),
    });
    await fillPersonal(user, null);
    await fillRest(user);
    const profile = await screen.findByRole('combobox', { name: /^Perfil/ });
    expect(
      within(profile)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Selecione', 'Vendedor', 'Promotor']);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(profile).toHaveAccessibleDescription(expect.stringContaining('Selecione um perfil.'));
    await waitFor(() => expect(profile).toHaveFocus());
    expect(api.to('/accounts/register/')).toHaveLength(0);

    await user.selectOptions(profile, 'Promotor');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(profile).toHaveAccessibleDescription(expect.stringContaining('Perfil inválido.')));
    expect(api.to('/accounts/register/')[0]?.body).toMatchObject({ user_profile: 2 });
  });

  it('checks every rule before sending: e-mails, document, brand, terms, adult, strength', async () => {
    const { api, user } = setup('register', {}, 3);
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rita@campus.example');
    await user.type(screen.getByRole('textbox', { name: /^Confirme o e-mail/ }), 'rita@campus.exampl');
    await user.click(await screen.findByRole('radio', { name: 'Agência Sul' }));
    await user.type(screen.getByLabelText(/^Nova senha/), 'Abcdef1');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveAccessibleDescription('Preencha este campo.');
    expect(screen.getByRole('textbox', { name: /^Confirme o e-mail/ })).toHaveAccessibleDescription(
      'Os e-mails não coincidem.',
    );
    expect(screen.getByRole('textbox', { name: /^Documento/ })).toHaveAccessibleDescription(
      expect.stringContaining('CPF é obrigatório'),
    );
    expect(screen.getByText('Selecione ao menos uma marca para cada agência escolhida.')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Li e aceito os termos/ })).toHaveAccessibleDescription(
      'Você precisa aceitar os termos de uso para continuar.',
    );
    expect(screen.getByRole('checkbox', { name: /18 anos ou mais/ })).toHaveAccessibleDescription(
      'É preciso ter 18 anos ou mais para se cadastrar.',
    );
    expect(screen.getByLabelText(/^Nova senha/)).toHaveAccessibleDescription(
      expect.stringContaining('A senha precisa ter força forte ou maior.'),
    );
    // The profile comes first in the form, so the first error focused is its own.
    const profile = screen.getByRole('combobox', { name: /^Perfil/ });
    expect(profile).toHaveAccessibleDescription(expect.stringContaining('Selecione um perfil.'));
    await waitFor(() => expect(profile).toHaveFocus());
    expect(api.to('/accounts/register/')).toHaveLength(0);
  });

  it('asks the trade screens for a chain with stores and says the account awaits approval', async () => {
    const { api, user } = setup('register-pop-trade', {
      '/accounts/register-pop-trade/': answer(
        registrationResponseSchema,
        { id: 9, username: 'x', status: 'awaiting_approval' },
        201,
      ),
    });
    expect(screen.getByRole('heading', { name: 'Cadastro de vendedores' })).toBeInTheDocument();
    await fillPersonal(user);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(screen.getByText('Selecione ao menos uma loja para cada rede escolhida.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Rede Centro' }));
    const stores = screen.getByRole('group', { name: 'Lojas de Rede Centro' });
    await user.click(within(stores).getByRole('checkbox', { name: 'Loja Savassi' }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Você poderá entrar assim que ele for aprovado.');
    expect(api.to('/accounts/register-pop-trade/')[0]?.body).toMatchObject({ chains: [{ id: 5, store_ids: [52] }] });
  });

  it('puts the server refusals on their fields and keeps what was typed', async () => {
    const { user } = setup('register', {
      '/accounts/register/': apiError(409, 'document_already_registered', {
        field_errors: { document: 'document_already_registered' },
      }),
    });
    await fillPersonal(user);
    await fillRest(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const document = screen.getByRole('textbox', { name: /^Documento/ });
    await waitFor(() => expect(document).toHaveAccessibleDescription(expect.stringContaining('CPF já cadastrado')));
    await waitFor(() => expect(document).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('CPF já cadastrado');
    expect(document).toHaveValue('529.982.247-25');
  });
});
