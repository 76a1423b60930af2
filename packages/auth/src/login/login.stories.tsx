import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { meResponseSchema, paramsResponseSchema, tokenResponseSchema } from '@campus/core/schemas';
import { answer, apiError, meAnswer, neverAnswer } from '@campus/core/testing';
import type { FakeRoute } from '@campus/core/testing';
import { createDevelopmentCaptcha } from '../adapters/captcha.js';
import { withStoryApi } from '../fixtures/story-api.fixtures.js';
import { paramsFixture, tokensFixture } from '../fixtures/wire.fixtures.js';
import { Login } from './login.js';
import { DEMO_PASSWORD } from '../../../server/src/test-support/demo-credentials.test-util.js';

const meta = {
  title: 'Auth/Login',
  component: Login,
  args: { onSignedIn: () => undefined, onSignedOut: () => undefined },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

const ROUTES: Record<string, FakeRoute> = {
  '/api/params/': answer(paramsResponseSchema, paramsFixture()),
  '/o/token/': answer(tokenResponseSchema, tokensFixture),
  '/api/me/': answer(meResponseSchema, meAnswer()),
  '/api/logout/': { status: 204 },
};

/** Types the demo learner's credentials and submits. */
async function signIn(canvasElement: HTMLElement, password = DEMO_PASSWORD) {
  const canvas = within(canvasElement);
  await userEvent.type(await canvas.findByRole('textbox', { name: /Usuário, e-mail ou CPF/ }), 'learner');
  await userEvent.type(canvas.getByLabelText(/^Senha/), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Entrar' }));
}

/** An error of the token endpoint, shown after a sign-in attempt. */
function failing(code: string, status = 400): Story {
  return {
    decorators: [withStoryApi({ routes: { ...ROUTES, '/o/token/': apiError(status, code) } })],
    play: async ({ canvasElement }) => {
      await signIn(canvasElement, 'senha errada');
      await expect(await within(canvasElement).findByRole('alert')).toBeVisible();
    },
  };
}

/** The form as a person first sees it: register and first-access links follow the client's flags. */
export const Idle: Story = { decorators: [withStoryApi({ routes: ROUTES })] };

/** Every provider on: Google (adapter given), the managed sign-in, and the reCAPTCHA notice. */
export const WithProviders: Story = {
  args: {
    googleSignIn: { getIdToken: () => Promise.resolve('google-id-token') },
    captcha: createDevelopmentCaptcha(),
    managedSignInUrl: 'https://login.example.com/start',
  },
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/api/params/': {
          status: 200,
          body: paramsFixture({
            login: { use_recaptcha: true, show_azure_login_btn: true },
            layout: { social_auth: true },
          }),
        },
      },
    }),
  ],
};

/** Waiting for the server: the button is busy and a second submit sends nothing. */
export const Submitting: Story = {
  decorators: [withStoryApi({ routes: { ...ROUTES, '/o/token/': neverAnswer } })],
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
  },
};

/** Nothing typed: each field says so and the first one gets focus. */
export const RequiredFields: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar' }));
  },
};

/** §8 "Login failed: check user and password". */
export const LoginFailed: Story = failing('login_failed');
/** §8 'Você foi bloqueado'. */
export const UserBlocked: Story = failing('user_blocked');
/** §8 "User does not have access". */
export const UserWithoutAccess: Story = failing('user_without_access');
/** The account awaits an administrator's approval. */
export const AwaitingApproval: Story = failing('account_awaiting_approval');
/** Too many failed attempts (429). */
export const TooManyAttempts: Story = failing('too_many_attempts', 429);

/** §8 'Erro ao efetuar login com o Google, tente novamente mais tarde.' */
export const GoogleFailed: Story = {
  args: { googleSignIn: { getIdToken: () => Promise.resolve('expired-token') } },
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ layout: { social_auth: true } })),
        '/etraining_login/alternative_login/': apiError(400, 'google_login_failed'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar com o Google' }));
  },
};

/** §8 'Sem perfil cadastrado. Verifique com o gestor da plataforma...' */
export const GoogleNoProfile: Story = {
  args: { googleSignIn: { getIdToken: () => Promise.resolve('google-id-token') } },
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ layout: { social_auth: true } })),
        '/etraining_login/alternative_login/': apiError(400, 'no_profile'),
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Entrar com o Google' }));
  },
};

/** Signed in: who, and the sign-out button. */
export const SignedIn: Story = {
  decorators: [withStoryApi({ routes: ROUTES })],
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await within(canvasElement).findByRole('button', { name: 'Sair' });
  },
};

/** After a sign-in whose account must change its password. */
export const MustChangePassword: Story = {
  decorators: [
    withStoryApi({
      routes: { ...ROUTES, '/api/me/': answer(meResponseSchema, meAnswer({ must_change_password: true })) },
    }),
  ],
  play: async ({ canvasElement }) => {
    await signIn(canvasElement);
    await within(canvasElement).findByText('Por segurança, defina uma nova senha antes de continuar.');
  },
};

/** The client is under maintenance: the message replaces the form. */
export const Maintenance: Story = {
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { under_maintenance: true } })),
      },
    }),
  ],
};

/** The `maintenance-login` screen keeps the form during maintenance. */
export const MaintenanceLogin: Story = {
  args: { maintenanceLogin: true },
  decorators: [
    withStoryApi({
      routes: {
        ...ROUTES,
        '/api/params/': answer(paramsResponseSchema, paramsFixture({ login: { under_maintenance: true } })),
      },
    }),
  ],
};
