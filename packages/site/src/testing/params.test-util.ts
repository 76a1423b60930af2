// `GET /api/params/` answers for the site's tests. Test-only.
import type { ClientParams } from '@campus/core';
import type { ParamsResponse } from '@campus/core/schemas';

type ClientAnswer = NonNullable<ParamsResponse['client']>;

/**
 * The test campus's one client (`id` 1, home `/home`, every module off), with `flags` (`has_campaigns` …): as the
 * params answer has it, which the store's `ClientParams` reads.
 */
export const clientParams = (flags: Record<string, boolean> = {}): ClientAnswer & ClientParams =>
  ({
    id: 1,
    home_route: '/home',
    has_ranking: false,
    group_training_use_score: false,
    has_library: false,
    has_news: false,
    has_webcasts: false,
    has_profile: false,
    ...flags,
  }) as ClientAnswer & ClientParams;

/** Overrides of {@link paramsAnswer}: the client's flags and the login settings merge into the defaults. */
export interface ParamsAnswerOverrides {
  readonly client?: Record<string, boolean>;
  readonly login?: Partial<ParamsResponse['login']>;
}

/** The params of the test campus's one client (`Campus`, pt-BR, every module off), with `overrides`. */
export function paramsAnswer(overrides: ParamsAnswerOverrides = {}): ParamsResponse {
  return {
    client: clientParams(overrides.client),
    clients: [{ id: 1, name: 'Campus' }],
    login: {
      oauth2: false,
      use_recaptcha: false,
      under_maintenance: false,
      cookies_optional: false,
      cookies_type: null,
      show_azure_login_btn: false,
      user_register: false,
      user_pre_register: false,
      show_public_faq: false,
      ...overrides.login,
    },
    register: { password_strong_level: 0, fields: [] },
    user_profile: [],
    languages: [{ id: 1, code: 'pt-BR', name: 'Português' }],
    attempts: 10,
    layout: { support_use: true, social_auth: false, use_complete_register: false },
    colors: { primary: null, secondary: null, tertiary: null },
    logos: {},
    backgrounds: {},
  };
}
