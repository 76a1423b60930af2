import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { profileSchema, registrationOptionsSchema } from '@campus/core/schemas';
import { answer, apiError, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { profileFixture, registrationOptionsFixture } from '../fixtures/wire.fixtures.js';
import { CompleteRegister } from './complete-register.js';

const meta = {
  title: 'Auth/CompleteRegister',
  component: CompleteRegister,
  args: { onCompleted: () => undefined },
} satisfies Meta<typeof CompleteRegister>;

export default meta;
type Story = StoryObj<typeof meta>;

const SESSION = { access_token: 'access-1', full_name: 'Ana Souza' };
const ROUTES: Record<string, FakeRoute> = {
  'GET /accounts/profile/': answer(profileSchema, profileFixture()),
  '/accounts/registration_options/': answer(registrationOptionsSchema, registrationOptionsFixture),
  'POST /accounts/complete_register/': answer(profileSchema, profileFixture({ register_completed: true })),
};

function api(routes: Record<string, FakeRoute> = {}) {
  return withStoryApi({ routes: { ...ROUTES, ...routes }, session: SESSION });
}

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByLabelText(/^Data de nascimento/), '1990-05-10');
  await userEvent.type(canvas.getByRole('textbox', { name: /^Celular/ }), '+55 11 98765-4321');
  for (const [name, value] of [
    [/^Logradouro/, 'Rua das Flores'],
    [/^Número/, '100'],
    [/^Bairro/, 'Centro'],
    [/^Cidade/, 'São Paulo'],
    [/^Estado/, 'SP'],
    [/^CEP/, '01000-000'],
  ] as const) {
    await userEvent.type(canvas.getByRole('textbox', { name }), value);
  }
  await userEvent.click(await canvas.findByRole('radio', { name: 'Agência Norte' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: 'Marca Verde' }));
  await userEvent.click(canvas.getByRole('checkbox', { name: /Li e aceito os termos/ }));
  await userEvent.click(canvas.getByRole('button', { name: 'Salvar e continuar' }));
}

/** Loading the profile. */
export const Loading: Story = { decorators: [api({ 'GET /accounts/profile/': neverAnswer })] };

/** The profile could not be loaded, with retry. */
export const LoadFailed: Story = {
  decorators: [api({ 'GET /accounts/profile/': apiError(503, 'service_unavailable') })],
};

/** Prefilled from the profile. */
export const Idle: Story = { decorators: [api()] };

/** An account without a document is asked for it. */
export const MissingDocument: Story = {
  decorators: [api({ 'GET /accounts/profile/': answer(profileSchema, profileFixture({ document: null })) })],
};

/** Submitted incomplete: each missing field says so. */
export const Invalid: Story = {
  decorators: [api()],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Salvar e continuar' }));
  },
};

/** Sending. */
export const Submitting: Story = {
  decorators: [api({ 'POST /accounts/complete_register/': neverAnswer })],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The document belongs to another account. */
export const DocumentAlreadyUsed: Story = {
  decorators: [
    api({
      'GET /accounts/profile/': answer(profileSchema, profileFixture({ document: null })),
      'POST /accounts/complete_register/': apiError(409, 'document_already_used', {
        field_errors: { document: 'document_already_used' },
      }),
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.type(await within(canvasElement).findByRole('textbox', { name: /^Documento/ }), '52998224725');
    await submit(canvasElement);
  },
};

/** Completed. */
export const Completed: Story = { decorators: [api()], play: async ({ canvasElement }) => submit(canvasElement) };
