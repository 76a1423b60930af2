import { configure as configureTestingLibrary, fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { configureElementPage, mountElement, resetElementPage } from '@campus/ui/testing';
import './element.js';
import { messageResponseSchema, paramsResponseSchema } from '@campus/core/schemas';
import { answer, createFakeApi } from '@campus/core/testing';
import { paramsFixture } from './fixtures/wire.fixtures.js';

/** The login's three links: their text, the heading of the flow they open and their attribute. */
const LINKS = [
  ['Esqueci minha senha', 'Recuperar senha', 'recovery-href'],
  ['Primeiro acesso', 'Primeiro acesso', 'first-access-href'],
  ['Cadastre-se', 'Cadastro', 'register-href'],
] as const;

function mountLogin(attributes: Record<string, string> = {}) {
  const api = createFakeApi({
    '/api/params/': answer(paramsResponseSchema, paramsFixture()),
    '/accounts/first_access/': answer(messageResponseSchema, { message: 'ok' }),
  });
  configureElementPage({ fetch: api.fetch, clientId: 'campus-web', session: false });
  const element = mountElement('campus-login', attributes);
  const root = element.shadowRoot as ShadowRoot;
  return { element, root, inside: within(root as unknown as HTMLElement), user: userEvent.setup() };
}

// Testing Library prints the container of a failed query, and cannot print a shadow root: say what failed.
configureTestingLibrary({ getElementError: (message) => new Error(message ?? 'query failed') });

afterEach(async () => {
  await resetElementPage();
});

describe('<campus-login> links', { timeout: 20_000 }, () => {
  it.each(LINKS)('"%s" with no attribute opens its flow inside the element and back', async (text, title) => {
    const { root, inside, user } = mountLogin();
    const address = location.href;
    await user.click(await inside.findByRole('button', { name: text }));
    const heading = await inside.findByRole('heading', { level: 2, name: title });
    // Focus inside a shadow root: the document sees the host, the root sees the heading.
    await waitFor(() => expect(root.activeElement).toBe(heading));
    expect(inside.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    await user.click(inside.getByRole('button', { name: 'Voltar para o login' }));
    const login = await inside.findByRole('heading', { name: 'Entrar' });
    await waitFor(() => expect(root.activeElement).toBe(login));
    expect(location.href).toBe(address);
  });

  it.each(LINKS)('"%s" with its *-href attribute set is a link to the host page', async (text, _title, attribute) => {
    const { inside } = mountLogin({ [attribute]: '/intranet/conta' });
    expect(await inside.findByRole('link', { name: text })).toHaveAttribute('href', '/intranet/conta');
    expect(inside.queryByRole('button', { name: text })).not.toBeInTheDocument();
  });

  it('links the terms of the registration opened inside to the host page of terms-href', async () => {
    const { inside, user } = mountLogin({ 'terms-href': '/intranet/termos' });
    await user.click(await inside.findByRole('button', { name: 'Cadastre-se' }));
    expect(await inside.findByRole('link', { name: /Ler os termos e condições/ })).toHaveAttribute(
      'href',
      '/intranet/termos',
    );
  });

  it('tells the page with campus-password-set when a first access opened inside succeeds', async () => {
    const { inside, user } = mountLogin();
    const events: CustomEvent[] = [];
    document.addEventListener('campus-password-set', (event) => events.push(event));
    await user.click(await inside.findByRole('button', { name: 'Primeiro acesso' }));
    // user-event types into document.activeElement (the host): set values with input events, as autofill does.
    fireEvent.change(await inside.findByRole('textbox', { name: /^Documento/ }), {
      target: { value: '529.982.247-25' },
    });
    fireEvent.change(inside.getByRole('textbox', { name: /^E-mail/ }), { target: { value: 'ana@campus.example' } });
    fireEvent.change(await inside.findByRole('combobox', { name: /^Perfil/ }), { target: { value: '1' } });
    fireEvent.change(inside.getByLabelText(/^Nova senha/), { target: { value: 'Nova#Senha1' } });
    fireEvent.change(inside.getByLabelText(/^Confirme a nova senha/), { target: { value: 'Nova#Senha1' } });
    await user.click(inside.getByRole('button', { name: 'Criar senha' }));
    await waitFor(() => expect(events).toHaveLength(1));
    expect(events[0]?.detail).toEqual({ username: null });
    await user.click(await inside.findByRole('button', { name: 'Ir para o login' }));
    expect(await inside.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
  });
});
