import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { paramsResponseSchema, registrationOptionsSchema, registrationResponseSchema } from '@campus/core/schemas';
import { answer, apiError, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { paramsFixture, registrationOptionsFixture } from '../fixtures/wire.fixtures.js';
import { Register } from './register.js';

const meta = {
  title: 'Auth/Register',
  component: Register,
  args: { onRegistered: () => undefined },
} satisfies Meta<typeof Register>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTES: Record<string, FakeRoute> = {
  '/api/params/': answer(paramsResponseSchema, paramsFixture({ register: { password_strong_level: 2 } })),
  '/accounts/registration_options/': answer(registrationOptionsSchema, registrationOptionsFixture),
  '/accounts/register/': answer(
    registrationResponseSchema,
    { id: 9, username: '52998224725', status: 'approved' },
    201,
  ),
  '/accounts/register-seven-trade/': {
    status: 201,
    body: { id: 9, username: '52998224725', status: 'awaiting_approval' },
  },
};

async function fill(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /^Perfil/ }), 'Vendedor');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Nome/ }), 'Rita');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Sobrenome/ }), 'Lopes');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'rita@campus.example');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Confirme o e-mail/ }), 'rita@campus.example');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Documento/ }), '52998224725');
  await userEvent.type(canvas.getByLabelText(/^Data de nascimento/), '1990-05-10');
  await userEvent.click(await canvas.findByRole('radio', { name: 'Agência Norte' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Marca Azul' }));
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Nova#Senha1');
  await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
  await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito os termos/ }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /18 anos ou mais/ }));
}

async function submit(canvasElement: HTMLElement) {
  await fill(canvasElement);
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cadastrar' }));
}

/** The learners' registration, nothing typed yet. */
export const Idle: Story = { decorators: [withStoryApi({ routes: ROUTES })] };

/** Registration options still loading. */
export const LoadingOptions: Story = {
  decorators: [withStoryApi({ routes: { ...ROUTES, '/accounts/registration_options/': neverAnswer } })],
};

/** Registration options failed to load, with retry. */
export const OptionsFailed: Story = {
  decorators: [
    withStoryApi({ routes: { ...ROUTES, '/accounts/registration_options/': apiError(503, 'service_unavailable') } }),
  ],
};

/** Submitted empty: every rule of §5 is named on its field. */
export const Invalid: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Agência Sul' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
  },
};

/** Sending. */
export const Submitting: Story = {
  decorators: [withStoryApi({ routes: { ...ROUTES, '/accounts/register/': neverAnswer } })],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** 'CPF já cadastrado' on the document field. */
export const DocumentAlreadyRegistered: Story = {
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/accounts/register/': apiError(409, 'document_already_registered', {
          field_errors: { document: 'document_already_registered' },
        }),
      },
    }),
  ],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The server refuses the profile chosen (422 `invalid_profile`): the message sits on the profile field. */
export const ProfileRefused: Story = {
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/accounts/register/': apiError(422, 'invalid_profile', { field_errors: { user_profile: 'invalid_profile' } }),
      },
    }),
  ],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** Registered: the learner may sign in at once. */
export const Registered: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The brand promoters' registration: chains with stores are part of it. */
export const SevenTrade: Story = {
  args: { variant: 'register-seven-trade' },
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Rede Centro' }));
  },
};

/** A trade registration awaits approval. */
export const AwaitingApproval: Story = {
  args: { variant: 'register-seven-trade' },
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await fill(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Rede Centro' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Loja Paulista' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Cadastrar' }));
  },
};
