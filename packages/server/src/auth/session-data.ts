import { drillFlags } from '../assessments/mandatory-drills';
import { hasMandatorySurveys } from '../surveys/survey-audience';
import { DEFAULT_LOCALE } from '@campus/core';
import type { Locale } from '@campus/core';
import { asc, eq } from 'drizzle-orm';
import type { CampusDb, CampusTransaction } from '../db/database';
import { clients, countries, profiles, userClients, users } from '../db/schema';
import { readCampaigns } from '../shared/campaigns';
import { readModuleItems } from '../shared/module-items';
import type { CampaignWire } from '@campus/core/schemas';
import { baseAreas, userArea } from '../realtime/areas';
import type { MeResponse } from '@campus/core/schemas';

/**
 * The lists a user may select from (spec §3 "Lists"). Selections sent to `reload_user_tokens` must come from
 * them. Branches have no table yet, and campaigns and module items are still empty here (so no campaign can be
 * selected through `reload_user_tokens` yet); `loadSessionData` fills them for `GET /api/me/`.
 */
export interface SessionLists {
  readonly user_clients: MeResponse['user_clients'];
  readonly user_countries: MeResponse['user_countries'];
  readonly user_branches: MeResponse['user_branches'];
  readonly user_campaigns: MeResponse['user_campaigns'];
  readonly user_reward_campaign: MeResponse['user_reward_campaign'];
  readonly user_client_module_items: MeResponse['user_client_module_items'];
}

/** Loads a user's session lists. Every programme country may be selected (spec §2 first access: country selection). */
export async function loadSessionLists(db: CampusDb | CampusTransaction, userId: number): Promise<SessionLists> {
  const memberships = await db
    .select({ id: clients.id, name: clients.name, homeRoute: clients.homeRoute })
    .from(userClients)
    .innerJoin(clients, eq(clients.id, userClients.clientId))
    .where(eq(userClients.userId, userId))
    .orderBy(asc(clients.name), asc(clients.id));
  const countryRows = await db
    .select({ id: countries.id, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
  return {
    user_clients: memberships.map((row) => ({ id: row.id, name: row.name, home_route: row.homeRoute })),
    user_countries: countryRows,
    user_branches: [],
    user_campaigns: [],
    user_reward_campaign: null,
    user_client_module_items: {},
  };
}

/** A campaign as a session list entry (spec §3 `user_campaigns`). */
const toUserCampaign = ({ id, name, begin_date, end_date }: CampaignWire): MeResponse['user_campaigns'][number] => ({
  id,
  name,
  begin_date,
  end_date,
});

/**
 * The `GET /api/me/` answer of a user, or null when the user no longer exists. Campaigns are those of the
 * selected client (active first, then previous); the reward campaign is the selected one, else the active one;
 * module items come per client, named in `locale`.
 */
export async function loadSessionData(
  db: CampusDb,
  userId: number,
  locale: Locale = DEFAULT_LOCALE,
): Promise<MeResponse | null> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  const [profile] = await db
    .select({ avatarUrl: profiles.avatarUrl })
    .from(profiles)
    .where(eq(profiles.userId, userId));
  const campaigns = user.selectedClientId === null ? null : await readCampaigns(db, user.selectedClientId);
  const userCampaigns = campaigns ? [...campaigns.active, ...campaigns.previous].map(toUserCampaign) : [];
  const rewardCampaign =
    userCampaigns.find((campaign) => campaign.id === user.selectedCampaignId) ??
    (campaigns?.active[0] ? toUserCampaign(campaigns.active[0]) : null);
  const lists = {
    ...(await loadSessionLists(db, userId)),
    user_campaigns: userCampaigns,
    user_reward_campaign: rewardCampaign,
    user_client_module_items: await readModuleItems(db, userId, locale),
  };
  const listener = {
    userId: String(user.id),
    clientId: user.selectedClientId === null ? null : String(user.selectedClientId),
  };
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    full_name: user.fullName,
    is_superuser: user.isSuperuser,
    status: user.status,
    user_image: profile?.avatarUrl ?? null,
    selected_client_id: user.selectedClientId,
    selected_country_id: user.selectedCountryId,
    selected_language_id: user.selectedLanguageId,
    selected_campaign_id: user.selectedCampaignId,
    ...lists,
    firebase_document: userArea(user.id),
    ranking_areas: baseAreas(listener),
    must_change_password: user.mustChangePassword,
    accept_terms_and_conditions: user.acceptTermsAndConditions,
    accept_cookies_policy: user.acceptCookiesPolicy,
    // Surveys: a published, open, mandatory survey for the user not answered yet (src/surveys); drills are the
    // tests marked mandatory (src/assessments).
    has_mandatory_surveys: await hasMandatorySurveys(db, user.id, user.selectedClientId),
    ...(await drillFlags(db, user.id, user.selectedClientId)),
    roles: user.roles,
  };
}
