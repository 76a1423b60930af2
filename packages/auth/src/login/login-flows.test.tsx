import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  messageResponseSchema,
  paramsResponseSchema,
  registrationOptionsSchema,
  registrationResponseSchema,
} from '@campus/core/schemas';
import { answer, createFakeApi, createTestCampus } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { renderWithCampus } from '@campus/ui/testing';
import { RECOVERY_CODE_ROUTES } from '../fixtures/recovery-routes.fixtures.js';
import { paramsFixture, registrationOptionsFixture } from '../fixtures/wire.fixtures.js';
import { Login } from './login.js';
import { LoginFlows } from './login-flows.js';
import type { LoginFlowsProps } from './login-flows.js';

type User = ReturnType<typeof userEvent.setup>;

function setup(props: LoginFlowsProps = {}, routes: Record<string, FakeRoute> = {}) {
  const api = createFakeApi({
    '/api/params/': answer(paramsResponseSchema, paramsFixture()),
    '/accounts/registration_options/': answer(registrationOptionsSchema, registrationOptionsFixture),
    ...routes,
  });
  const onPasswordSet = vi.fn();
  const onRegistered = vi.fn();
  renderWithCampus(
    <LoginFlows onPasswordSet={onPasswordSet} onRegistered={onRegistered} {...props} />,
    createTestCampus({ api }),
  );
  return { api, onPasswordSet, onRegistered, user: userEvent.setup({ delay: null }) };
}

/** The login's three links: their text, the heading of the flow they open, their prop and the site's route. */
const LINKS = [
  ['Esqueci minha senha', 'Recuperar senha', 'recoveryHref', '/request-password/'],
  ['Primeiro acesso', 'Primeiro acesso', 'firstAccessHref', '/first_access/'],
  ['Cadastre-se', 'Cadastro', 'registerHref', '/register'],
] as const;

async function backToLogin(user: User, text = 'Voltar para o login') {
  await user.click(screen.getByRole('button', { name: text }));
  const heading = await screen.findByRole('heading', { name: 'Entrar' });
  await waitFor(() => expect(heading).toHaveFocus());
  expect(screen.getByRole('button', { name: 'Entrar' })).toBeInTheDocument();
}

// The flows are lazy chunks and long forms on a shared two-core machine.
describe('<LoginFlows> (the component of <campus-login>)', { timeout: 20_000 }, () => {
  it.each(LINKS)('"%s" with no address opens its flow in place, focused, with a way back', async (text, title) => {
    const { user } = setup();
    const link = await screen.findByRole('button', { name: text });
    // Not a link: there is no address on a host page to go to or open in a new tab.
    expect(screen.queryByRole('link', { name: text })).not.toBeInTheDocument();
    await user.click(link);
    const heading = await screen.findByRole('heading', { level: 2, name: title });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('textbox', { name: /Usuário, e-mail ou CPF/ })).not.toBeInTheDocument();
    await backToLogin(user);
  });

  it.each(LINKS)('"%s" with an address is a link to it, and opens nothing in place', async (text, _title, prop) => {
    setup({ [prop]: '/conta/fluxo' });
    expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', '/conta/fluxo');
    expect(screen.queryByRole('button', { name: text })).not.toBeInTheDocument();
  });

  it('focuses nothing on first render: the host page keeps its focus until the person moves', async () => {
    setup();
    const heading = await screen.findByRole('heading', { name: 'Entrar' });
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it('recovers a password by code in place, tells the host, and goes back to the sign-in', async () => {
    const { onPasswordSet, user } = setup(
      {},
      {
        ...RECOVERY_CODE_ROUTES,
        '/etraining_login/recover_password/': answer(messageResponseSchema, { message: 'ok' }),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Esqueci minha senha' }));
    await user.click(await screen.findByRole('radio', { name: /código por SMS ou WhatsApp/ }));
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    await user.type(await screen.findByRole('textbox', { name: /número completo/ }), '(11) 98765-4321');
    await user.click(screen.getByRole('radio', { name: 'WhatsApp' }));
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByText('Código enviado. Ele vale por 10 minutos.');
    const digits = within(screen.getByRole('group', { name: 'Código recebido' })).getAllByRole('textbox');
    await user.click(digits[0] as HTMLElement);
    await user.paste('123456');
    await user.click(screen.getByRole('button', { name: 'Validar código' }));
    await user.type(await screen.findByLabelText(/^Nova senha/), 'Nova#Senha1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Salvar senha' }));
    await waitFor(() => expect(onPasswordSet).toHaveBeenCalledWith({ username: 'learner' }));
    await backToLogin(user, 'Ir para o login');
  });

  it('activates a first access in place, tells the host, and goes back to the sign-in', async () => {
    const { api, onPasswordSet, user } = setup(
      {},
      { '/accounts/first_access/': answer(messageResponseSchema, { message: 'ok' }) },
    );
    await user.click(await screen.findByRole('button', { name: 'Primeiro acesso' }));
    await user.type(await screen.findByRole('textbox', { name: /^Documento/ }), '529.982.247-25');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana@campus.example');
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Perfil/ }), 'Vendedor');
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
    await user.click(screen.getByRole('button', { name: 'Criar senha' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Acesso ativado.');
    expect(onPasswordSet).toHaveBeenCalledWith({ username: null });
    expect(api.to('/accounts/first_access/')).toHaveLength(1);
    await backToLogin(user, 'Ir para o login');
  });

  it('registers in place, tells the host, and goes back to the sign-in', async () => {
    const { onRegistered, user } = setup(
      {},
      {
        'POST /accounts/register/': answer(
          registrationResponseSchema,
          { id: 9, username: '52998224725', status: 'awaiting_approval' },
          201,
        ),
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Cadastre-se' }));
    await user.selectOptions(await screen.findByRole('combobox', { name: /^Perfil/ }), 'Vendedor');
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Rita');
    await user.type(screen.getByRole('textbox', { name: /^Sobrenome/ }), 'Lopes');
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rita@campus.example');
    await user.type(screen.getByRole('textbox', { name: /^Confirme o e-mail/ }), 'rita@campus.example');
    await user.type(screen.getByRole('textbox', { name: /^Documento/ }), '52998224725');
    await user.type(screen.getByLabelText(/^Data de nascimento/), '1990-05-10');
    await user.click(await screen.findByRole('radio', { name: 'Agência Norte' }));
    await user.click(screen.getByRole('checkbox', { name: 'Marca Azul' }));
    await user.type(screen.getByLabelText(/^Nova senha/), 'Nova#Senha1');
    await user.type(screen.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito os termos/ }));
    await user.click(screen.getByRole('checkbox', { name: /18 anos ou mais/ }));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    expect(onRegistered).toHaveBeenCalledWith({ username: '52998224725', status: 'awaiting_approval' });
    await backToLogin(user, 'Ir para o login');
  });
});

describe('<Login> on the reference site (no in-place container)', () => {
  it.each(LINKS)('"%s" links to its site route when no address is given', async (text, _title, _prop, route) => {
    const api = createFakeApi({ '/api/params/': answer(paramsResponseSchema, paramsFixture()) });
    renderWithCampus(<Login />, createTestCampus({ api }));
    expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', route);
  });
});
