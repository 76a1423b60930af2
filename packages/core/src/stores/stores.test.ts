import { describe, expect, it } from 'vitest';
import { createCampusStores, resetUserStores } from './campus-stores.js';
import { FILTER_CONTENT_TYPES, selectHasActiveFilters } from './filters.store.js';
import { selectIsAvailableOffline } from './offline-course.store.js';
import { selectClientFlag, selectHomeRoute, selectLogo } from './params.selectors.js';
import {
  selectIsSignedIn,
  selectPhoneCooldownRemaining,
  selectSelectedCampaign,
  selectSelectedClientModuleItems,
} from './session.selectors.js';
import { SITE_LIST_NAMES, selectSiteListsLoaded } from './site-lists.store.js';

describe('filters (spec §3 "Filter states")', () => {
  it('start at the spec defaults for every content type', () => {
    const { filters } = createCampusStores();
    const state = filters.getState();
    expect(FILTER_CONTENT_TYPES).toEqual([
      'trails',
      'webinars',
      'online_courses',
      'live_classes',
      'presentials',
      'library',
    ]);
    for (const type of FILTER_CONTENT_TYPES) {
      expect(state[type]).toMatchObject({
        favorite: 'all',
        progress: 'all',
        search: '',
        selected_areas: 'all',
        selected_groups: 'all',
        selected_tags: 'all',
        subscription_type: 'all',
        selected_categories: { label: 'all_f', value: 'all' },
        loading: false,
        begin_date: null,
        end_date: null,
      });
    }
    expect(state.webinars).toMatchObject({
      webinar_status: null,
      webinar_is_online: false,
      webcast_lounge_template: '',
    });
    expect(state.live_classes).toMatchObject({ live_class_status: 'all', live_class_is_online: 'all' });
    expect(state.presentials).toMatchObject({ presential_status: 'all', presential_is_online: 'all' });
    expect(state.library).toMatchObject({ categories: 'all', extensions: 'all' });
  });

  it('change one content type and reset to the defaults', () => {
    const { filters } = createCampusStores();
    filters.getState().setFilter('webinars', { search: 'vendas', webinar_is_online: true });
    filters.getState().setFilter('library', { extensions: ['pdf'] });
    expect(filters.getState().webinars.search).toBe('vendas');
    expect(filters.getState().trails.search).toBe('');
    expect(selectHasActiveFilters(filters.getState(), 'webinars')).toBe(true);
    expect(selectHasActiveFilters(filters.getState(), 'trails')).toBe(false);
    filters.getState().resetFilters('webinars');
    expect(filters.getState().webinars.search).toBe('');
    expect(filters.getState().library.extensions).toEqual(['pdf']);
    filters.getState().resetFilters();
    expect(filters.getState().library.extensions).toBe('all');
  });
});

describe('session (spec §3 "User session state")', () => {
  it('starts signed out with the spec defaults', () => {
    const state = createCampusStores().session.getState();
    expect(selectIsSignedIn(state)).toBe(false);
    expect(state.verificacion_phone_button).toEqual({ startTime: null, duration: 300 });
    expect(state).toMatchObject({
      must_change_password: false,
      accept_terms_and_conditions: false,
      accept_cookies_policy: false,
      has_mandatory_surveys: false,
      has_mandatory_drills: false,
      has_close_banner_drills: false,
      user_clients: [],
      ranking_areas: [],
    });
  });

  it('signs in keeping pre-login choices, refreshes tokens and clears the session', () => {
    const { session } = createCampusStores();
    session.getState().selectLanguage(3);
    session.getState().selectCountry('BR');
    session.getState().storeRedirectTarget({ path: '/news' });
    session.getState().signIn({ access_token: 'a1', refresh_token: 'r1', email: 'x@y.z', must_change_password: true });
    expect(session.getState()).toMatchObject({
      access_token: 'a1',
      refresh_token: 'r1',
      email: 'x@y.z',
      must_change_password: true,
      selected_language_id: 3,
      selected_country_id: 'BR',
    });
    session.getState().setTokens({ access_token: 'a2' });
    expect(session.getState()).toMatchObject({ access_token: 'a2', refresh_token: 'r1' });
    session.getState().clearSession();
    expect(session.getState()).toMatchObject({
      access_token: null,
      refresh_token: null,
      email: null,
      must_change_password: false,
      selected_language_id: 3,
      redirect_target: { path: '/news' },
    });
    expect(session.getState().consumeRedirectTarget()).toEqual({ path: '/news' });
    expect(session.getState().redirect_target).toBeNull();
  });

  it('takes only session fields from whole API answers', () => {
    const { session } = createCampusStores();
    const tokenAnswer = {
      access_token: 'a',
      refresh_token: 'r',
      expires_in: 3600,
      token_type: 'Bearer',
      scope: 'read',
    };
    session.getState().signIn(tokenAnswer);
    session.getState().setIdentity({ ...{ full_name: 'Ana', document: '123', password: 'x' } });
    const keys = Object.keys(session.getState());
    for (const extra of ['expires_in', 'token_type', 'scope', 'document', 'password'])
      expect(keys).not.toContain(extra);
    expect(session.getState()).toMatchObject({ access_token: 'a', refresh_token: 'r', full_name: 'Ana' });
  });

  it('selects campaign and client module items from the lists', () => {
    const { session } = createCampusStores();
    session.getState().setUserLists({
      user_campaigns: [{ id: 1, name: 'Q1', begin_date: '2025-01-01', end_date: '2025-03-15' }],
      user_client_module_items: { '9': [{ id: 1, name: 'Ranking', module: 'ranking' }] },
    });
    session.getState().selectCampaign(1);
    session.getState().selectClient(9);
    expect(selectSelectedCampaign(session.getState())?.name).toBe('Q1');
    expect(selectSelectedClientModuleItems(session.getState())).toHaveLength(1);
    session.getState().selectClient(10);
    expect(selectSelectedClientModuleItems(session.getState())).toBe(
      selectSelectedClientModuleItems(session.getState()),
    );
  });

  it('runs the phone verification cooldown for 300 s (spec §4)', () => {
    const { session } = createCampusStores();
    expect(selectPhoneCooldownRemaining(session.getState(), 0)).toBe(0);
    session.getState().startPhoneVerificationCooldown(1_000);
    expect(selectPhoneCooldownRemaining(session.getState(), 1_000)).toBe(300);
    expect(selectPhoneCooldownRemaining(session.getState(), 300_999)).toBe(1);
    expect(selectPhoneCooldownRemaining(session.getState(), 301_000)).toBe(0);
    session.getState().resetPhoneVerificationCooldown();
    expect(session.getState().verificacion_phone_button).toEqual({ startTime: null, duration: 300 });
  });
});

describe('params (spec §3 "Client" and "Login/config state")', () => {
  it('merges nested groups and answers flag, home route and logo questions', () => {
    const { params } = createCampusStores();
    expect(selectHomeRoute(params.getState())).toBe('/home');
    params.getState().setParams({
      login: { oauth2: true },
      colors: { primary: '#f00' },
      logos: { 'pt-BR': 'pt.svg', 'es-ES': 'es.svg' },
      client: {
        id: 1,
        home_route: 'trails',
        has_ranking: true,
        group_training_use_score: false,
        has_library: false,
        has_news: true,
        has_webcasts: false,
        has_profile: true,
        has_podcasts: true,
      },
    });
    params.getState().setParams({ login: { show_public_faq: true } });
    const state = params.getState();
    expect(state.login).toMatchObject({ oauth2: true, show_public_faq: true, use_recaptcha: false });
    expect(state.colors).toEqual({ primary: '#f00', secondary: null, tertiary: null });
    expect(selectHomeRoute(state)).toBe('/trails');
    expect(selectClientFlag(state, 'has_podcasts')).toBe(true);
    expect(selectClientFlag(state, 'has_library')).toBe(false);
    expect(selectClientFlag(state, 'has_forum')).toBe(false);
    expect(selectLogo(state, 'es-AR')).toBe('es.svg');
    expect(selectLogo(state, 'fr-FR')).toBe('pt.svg');
  });
});

describe('other state groups (spec §3)', () => {
  it('start at their defaults', () => {
    const stores = createCampusStores();
    expect(stores.cookiesPolicy.getState()).toMatchObject({
      accept_cookies: false,
      policy_modal: false,
      policy_preferences_modal: false,
    });
    expect(stores.welcomeBanner.getState().welcome_banner).toEqual([]);
    expect(stores.userSummary.getState()).toMatchObject({ address: [], birthday: '', email: '', full_name: '' });
    expect(stores.utility.getState()).toMatchObject({ route_from: undefined, loading_activities: false });
    expect(stores.activity.getState()).toMatchObject({
      activities: [],
      activities_menu: [],
      hierarchy_order: null,
      id: null,
      loading: false,
      block_activities_menu: false,
    });
    expect(stores.reward.getState()).toMatchObject({ category: null, department: null, reward_user_points: 0 });
    const lists = stores.siteLists.getState();
    expect(SITE_LIST_NAMES).toHaveLength(15);
    for (const name of SITE_LIST_NAMES) expect(lists[name]).toEqual([]);
    expect(lists.has_trailcomplete_null_category).toBe(false);
    expect(selectSiteListsLoaded(lists)).toBe(false);
  });

  it('accepting cookies closes the dialogs', () => {
    const { cookiesPolicy } = createCampusStores();
    cookiesPolicy.getState().openPolicyModal();
    cookiesPolicy.getState().openPolicyPreferences();
    cookiesPolicy.getState().acceptCookies();
    expect(cookiesPolicy.getState()).toMatchObject({
      accept_cookies: true,
      policy_modal: false,
      policy_preferences_modal: false,
    });
  });

  it('keeps offline records and knows when a file is current', () => {
    const { offlineCourse } = createCampusStores();
    offlineCourse
      .getState()
      .upsertOfflineRecord({ item_id: 5, updated_date: 'd1', src: 'class5.pdf', downloading: false });
    expect(selectIsAvailableOffline(offlineCourse.getState(), 5, 'd1')).toBe(true);
    expect(selectIsAvailableOffline(offlineCourse.getState(), 5, 'd2')).toBe(false);
    offlineCourse.getState().removeOfflineRecord(5);
    expect(offlineCourse.getState().records).toEqual({});
  });

  it('site lists are stamped when loaded', () => {
    const { siteLists } = createCampusStores();
    siteLists.getState().setSiteLists({ genders: [{ id: 1, name: 'F' }] }, 123);
    expect(siteLists.getState()).toMatchObject({ loaded_at: 123, genders: [{ id: 1, name: 'F' }], tags: [] });
  });

  it('resetting the user stores keeps device data', () => {
    const stores = createCampusStores();
    stores.session.getState().signIn({ access_token: 't' });
    stores.reward.getState().setRewardBalance({ reward_user_points: 50 });
    stores.cookiesPolicy.getState().acceptCookies();
    resetUserStores(stores);
    expect(stores.session.getState().access_token).toBeNull();
    expect(stores.reward.getState().reward_user_points).toBe(0);
    expect(stores.cookiesPolicy.getState().accept_cookies).toBe(true);
  });

  it('two store sets share nothing', () => {
    const a = createCampusStores();
    const b = createCampusStores();
    a.session.getState().signIn({ access_token: 't' });
    a.filters.getState().setFilter('trails', { search: 'x' });
    expect(b.session.getState().access_token).toBeNull();
    expect(b.filters.getState().trails.search).toBe('');
  });
});
