import type { Locale } from '@campus/core';
import { asc, eq } from 'drizzle-orm';
import type { CampusDb } from '../db/database';
import { languages, registrationProfiles } from '../db/schema';
import type { ClientRow } from '../db/schema';
import { localizedName } from '../shared/localized-name';
import type { ParamsResponse } from '@campus/core/schemas';

/** The flags params always name (spec §3 "Client (from params)"); missing ones are off. */
const NAMED_FLAGS = ['has_ranking', 'has_library', 'has_news', 'has_webcasts', 'has_profile'] as const;

/** The login/config flags of spec §3 with their "off" value. */
const LOGIN_DEFAULTS: ParamsResponse['login'] = {
  oauth2: false,
  use_recaptcha: false,
  under_maintenance: false,
  cookies_optional: false,
  cookies_type: null,
  show_azure_login_btn: false,
  user_register: false,
  user_pre_register: false,
  show_public_faq: false,
};

/** A client's login flags: the named ones with their types (a stored `"true"` is off), then any others. */
function loginConfig(stored: Readonly<Record<string, boolean | string | null>>): ParamsResponse['login'] {
  const login: Record<string, unknown> = { ...LOGIN_DEFAULTS };
  for (const [key, value] of Object.entries(stored)) {
    if (key === 'cookies_type') login[key] = typeof value === 'string' ? value : null;
    else if (key in LOGIN_DEFAULTS) login[key] = value === true;
    else login[key] = value;
  }
  return login as ParamsResponse['login'];
}

/**
 * The params answer of a client (spec §3 "Client (from params)", "Login/config state"), in the shape of
 * the SDK's params store. Labels (profiles) are in `locale`; flags, colours and logos as configured.
 */
export async function readParams(db: CampusDb, client: ClientRow, locale: Locale): Promise<ParamsResponse> {
  const [languageRows, profileRows] = await Promise.all([
    db.select().from(languages).orderBy(asc(languages.id)),
    db
      .select()
      .from(registrationProfiles)
      .where(eq(registrationProfiles.clientId, client.id))
      .orderBy(asc(registrationProfiles.position), asc(registrationProfiles.id)),
  ]);
  const { params } = client;
  const flags = Object.fromEntries(Object.entries(params.flags).map(([name, on]) => [name, on === true]));
  const named = Object.fromEntries(NAMED_FLAGS.map((name) => [name, flags[name] ?? false])) as Record<
    (typeof NAMED_FLAGS)[number],
    boolean
  >;
  return {
    client: {
      ...flags,
      ...named,
      id: client.id,
      home_route: client.homeRoute,
      group_training_use_score: params.group_training_use_score === true,
    },
    clients: [{ id: client.id, name: client.name }],
    login: loginConfig(params.login),
    register: {
      password_strong_level: Math.min(3, Math.max(0, Math.trunc(params.register.password_strong_level))),
      fields: params.register.fields,
    },
    user_profile: profileRows.map((profile) => ({ id: profile.id, name: localizedName(profile.names, locale) })),
    languages: languageRows.map(({ id, code, name }) => ({ id, code, name })),
    attempts: params.attempts,
    layout: {
      support_use: params.layout['support_use'] === true,
      social_auth: params.layout['social_auth'] === true,
      use_complete_register: params.layout['use_complete_register'] === true,
    },
    colors: params.colors,
    logos: params.logos,
    backgrounds: params.backgrounds,
  };
}
