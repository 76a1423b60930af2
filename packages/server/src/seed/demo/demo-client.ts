import type { CampusTransaction } from '../../db/database';
import { clients } from '../../db/schema';
import type { ClientParamsDocument, ClientRow } from '../../db/schema';
import { hashSecret } from '../../security/password-hash';
import { DEMO_CLIENT_COLORS } from './demo-colors';

/** The demo OAuth client: the reference site and Storybook sign in with these credentials. */
export const DEMO_CLIENT = { clientId: 'campus-web', secret: 'campus-web-secret', name: 'Campus' } as const;

/** Modules switched on for the demo client (`has_<module>`): every screen of the product. */
export const DEMO_MODULES = [
  'online_courses',
  'trails',
  'presential_courses',
  'webinars',
  'webcasts',
  'live_classes',
  'podcasts',
  'library',
  'news',
  'ranking',
  'reward_store',
  'points_table',
  'points_transfer',
  'campaigns',
  'events',
  'check_in',
  'insert_sales',
  'upload_photos',
  'surveys',
  'forum',
  'faq',
  'profile',
] as const;

/** Demo params: every module on, Campus colours, a logo per language, pt-BR default. */
export function demoClientParams(): ClientParamsDocument {
  return {
    flags: Object.fromEntries(DEMO_MODULES.map((module) => [`has_${module}`, true])),
    group_training_use_score: true,
    colors: { ...DEMO_CLIENT_COLORS },
    logos: {
      'pt-BR': '/static/demo/logo-pt-BR.svg',
      'en-US': '/static/demo/logo-en-US.svg',
      'es-ES': '/static/demo/logo-es-ES.svg',
      'fr-FR': '/static/demo/logo-fr-FR.svg',
    },
    backgrounds: { login: '/static/demo/background-login.svg', register: '/static/demo/background-register.svg' },
    login: {
      oauth2: true,
      use_recaptcha: false,
      under_maintenance: false,
      cookies_optional: true,
      cookies_type: 'banner',
      show_azure_login_btn: true,
      user_register: true,
      user_pre_register: true,
      show_public_faq: true,
    },
    layout: { support_use: true, social_auth: true, use_complete_register: true },
    register: {
      password_strong_level: 2,
      fields: [
        { name: 'full_name', required: true },
        { name: 'email', required: true },
        { name: 'document', required: true },
        { name: 'phone', required: false },
        { name: 'birthday_date', required: true },
      ],
    },
    attempts: 10,
  };
}

/** Inserts the demo client (pt-BR default language, id 1). */
export async function seedDemoClient(tx: CampusTransaction): Promise<ClientRow> {
  const [client] = await tx
    .insert(clients)
    .values({
      clientId: DEMO_CLIENT.clientId,
      secretHash: await hashSecret(DEMO_CLIENT.secret),
      name: DEMO_CLIENT.name,
      params: demoClientParams(),
      defaultLanguageId: 1,
      homeRoute: '/home',
    })
    .returning();
  if (!client) throw new Error('the demo client was not inserted');
  return client;
}
