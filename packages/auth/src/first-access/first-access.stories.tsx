import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { messageResponseSchema, paramsResponseSchema } from '@campus/core/schemas';
import { answer, apiError, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { paramsFixture } from '../fixtures/wire.fixtures.js';
import { FirstAccess } from './first-access.js';

const meta = {
  title: 'Auth/FirstAccess',
  component: FirstAccess,
  args: { onPasswordSet: () => undefined },
} satisfies Meta<typeof FirstAccess>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The client's params offer two profiles (spec §2 profile selection), so the screen asks for one. */
function api(reply: FakeRoute) {
  return withStoryApi({
    routes: { '/api/params/': answer(paramsResponseSchema, paramsFixture()), '/accounts/first_access/': reply },
  });
}

async function submit(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByRole('textbox', { name: /^Documento/ }), '52998224725');
  await userEvent.type(canvas.getByRole('textbox', { name: /^E-mail/ }), 'learner@campus.example');
  await userEvent.selectOptions(await canvas.findByRole('combobox', { name: /^Perfil/ }), 'Promotor');
  await userEvent.type(canvas.getByLabelText(/^Nova senha/), 'Nova#Senha1');
  await userEvent.type(canvas.getByLabelText(/^Confirme a nova senha/), 'Nova#Senha1');
  await userEvent.click(canvas.getByRole('button', { name: 'Criar senha' }));
}

/** Nothing typed yet. */
export const Idle: Story = { decorators: [api(answer(messageResponseSchema, { message: 'ok' }))] };

/** Submitted empty: every missing piece is named and focus goes to the first. */
export const Invalid: Story = {
  decorators: [api(answer(messageResponseSchema, { message: 'ok' }))],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Criar senha' }));
  },
};

/** Sending. */
export const Submitting: Story = {
  decorators: [api(neverAnswer)],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** §8 "user not found (contact support)". */
export const UserNotFound: Story = {
  decorators: [api(apiError(404, 'user_not_found'))],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The account already has a password. */
export const AlreadyActivated: Story = {
  decorators: [api(apiError(409, 'account_already_activated'))],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** Activated. */
export const Done: Story = {
  decorators: [api(answer(messageResponseSchema, { message: 'ok' }))],
  play: async ({ canvasElement }) => submit(canvasElement),
};

/** The server refuses the profile chosen (422 `invalid_profile` on `user_profile`): the message sits on the field. */
export const ProfileRefused: Story = {
  decorators: [api(apiError(422, 'invalid_profile', { field_errors: { user_profile: 'invalid_profile' } }))],
  play: async ({ canvasElement }) => submit(canvasElement),
};
