import { MESSAGE_BUNDLES } from '@campus/core';
import { tokenResponseSchema } from '@campus/core/schemas';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meResponseSchema } from '@campus/core/schemas';
import { clients, countries, users } from '../db/schema';
import { DEMO_PASSWORD } from '../security/demo-password';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';
import {
  createUser,
  getWithBearer,
  refreshGrant,
  signIn,
  TEST_PASSWORD,
} from '../test-support/auth-test-helpers.test-util';

const pt = MESSAGE_BUNDLES['pt-BR'].errors;

describeEachDatabase('session routes', (kind) => {
  const context = useTestApp(kind, { seed: true });
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    context.app.inject({
      method,
      url,
      headers: token === null ? {} : { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  describe('GET /api/me/', () => {
    it('answers the session data of spec §3, parsed by core’s schema', async () => {
      const tokens = await signIn(context.app, 'agent', DEMO_PASSWORD);
      const response = await getWithBearer(context.app, '/api/me/', tokens.access_token);
      expect(response.statusCode).toBe(200);
      const me = meResponseSchema.parse(response.json());
      const [client] = await context.database.db.select().from(clients);
      expect(me).toMatchObject({
        username: 'agent',
        email: 'agent@campus.example',
        full_name: 'Bruno Lima',
        is_superuser: false,
        status: 'approved',
        selected_client_id: client?.id,
        selected_language_id: 1,
        user_clients: [{ id: client?.id, name: 'Campus', home_route: '/home' }],
        user_branches: [],
        roles: ['seller'],
        accept_terms_and_conditions: true,
        must_change_password: false,
        firebase_document: `user:${me.id}`,
        ranking_areas: [`client:${client?.id}`, `user:${me.id}`],
      });
      expect(me.user_countries.map((country) => country.name)).toContain('Brazil');
    });

    it('lists the selected client’s campaigns, the running one as reward campaign, and module items per client', async () => {
      const tokens = await signIn(context.app, 'agent', DEMO_PASSWORD);
      const me = meResponseSchema.parse((await getWithBearer(context.app, '/api/me/', tokens.access_token)).json());
      const [client] = await context.database.db.select().from(clients);
      const today = new Date().toISOString().slice(0, 10);
      expect(me.user_campaigns.length).toBeGreaterThan(1);
      // No campaign that has not started yet is offered.
      for (const campaign of me.user_campaigns) expect(campaign.begin_date!.slice(0, 10) <= today).toBe(true);
      const reward = me.user_reward_campaign;
      expect(reward).not.toBeNull();
      expect(me.user_campaigns).toContainEqual(reward);
      expect(reward!.begin_date!.slice(0, 10) <= today && today <= reward!.end_date!.slice(0, 10)).toBe(true);
      expect(Object.keys(me.user_client_module_items)).toEqual([String(client?.id)]);
      const items = me.user_client_module_items[String(client?.id)] ?? [];
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) expect(item.module).toMatch(/^[a-z_]+$/);
    });

    // The avatar as user_image: accounts/avatar-routes.test.ts (an uploaded avatar shows in /api/me/).

    it('accepts the token as ?access_token= (spec §7) and refuses anything else with 401', async () => {
      const tokens = await signIn(context.app, 'agent', DEMO_PASSWORD);
      const byQuery = await context.app.inject({ method: 'GET', url: `/api/me/?access_token=${tokens.access_token}` });
      expect(byQuery.statusCode).toBe(200);
      for (const authorization of [undefined, 'Bearer nope', `Basic ${tokens.access_token}`, 'Bearer ']) {
        const response = await context.app.inject({
          method: 'GET',
          url: '/api/me/',
          headers: authorization === undefined ? {} : { authorization },
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ code: 'unauthorized', message: expect.any(String) });
      }
    });
  });

  describe('POST /api/logout/', () => {
    it('revokes every token of the session, and only that session', async () => {
      const phone = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const laptop = await signIn(context.app, 'owner', DEMO_PASSWORD);
      const response = await inject('POST', '/api/logout/', phone.access_token);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await getWithBearer(context.app, '/api/me/', phone.access_token)).statusCode).toBe(401);
      expect((await refreshGrant(context.app, phone.refresh_token)).statusCode).toBe(400);
      expect((await getWithBearer(context.app, '/api/me/', laptop.access_token)).statusCode).toBe(200);
      expect((await inject('POST', '/api/logout/', phone.access_token)).statusCode).toBe(401);
    });
  });

  describe('sessions', () => {
    it('lists the user’s own live sessions, marking the current one', async () => {
      const user = await createUser(context.database.db, 'multi-device');
      const first = await signIn(context.app, 'multi-device', TEST_PASSWORD);
      const second = await signIn(context.app, 'multi-device', TEST_PASSWORD);
      await signIn(context.app, 'agent', DEMO_PASSWORD);
      const response = await getWithBearer(context.app, '/api/sessions/', second.access_token);
      expect(response.statusCode).toBe(200);
      const { results } = response.json() as { results: { id: string; current: boolean; method: string }[] };
      expect(results).toHaveLength(2);
      expect(results.filter((session) => session.current)).toHaveLength(1);
      expect(results.every((session) => session.method === 'password')).toBe(true);
      expect(user.id).toBeGreaterThan(0);
      expect(first.access_token).not.toBe(second.access_token);
    });

    it('signs out one of the user’s sessions, but never another user’s (404 as if unknown)', async () => {
      await createUser(context.database.db, 'alice');
      await createUser(context.database.db, 'bob');
      const alice = await signIn(context.app, 'alice', TEST_PASSWORD);
      const aliceOther = await signIn(context.app, 'alice', TEST_PASSWORD);
      const bob = await signIn(context.app, 'bob', TEST_PASSWORD);
      const list = (await getWithBearer(context.app, '/api/sessions/', alice.access_token)).json() as {
        results: { id: string; current: boolean }[];
      };
      const aliceOtherId = list.results.find((session) => !session.current)?.id;
      if (!aliceOtherId) throw new Error('no second session');

      const byBob = await inject('DELETE', `/api/sessions/${aliceOtherId}/`, bob.access_token);
      expect(byBob.statusCode).toBe(404);
      expect(byBob.json()).toEqual({ code: 'not_found_or_forbidden', message: pt.not_found_or_forbidden });
      expect((await getWithBearer(context.app, '/api/me/', aliceOther.access_token)).statusCode).toBe(200);

      const unknown = await inject('DELETE', '/api/sessions/00000000-0000-4000-8000-000000000000/', alice.access_token);
      expect(unknown.statusCode).toBe(404);
      expect((await inject('DELETE', '/api/sessions/not-a-uuid/', alice.access_token)).statusCode).toBe(400);

      expect((await inject('DELETE', `/api/sessions/${aliceOtherId}/`, alice.access_token)).statusCode).toBe(204);
      expect((await getWithBearer(context.app, '/api/me/', aliceOther.access_token)).statusCode).toBe(401);
      expect((await getWithBearer(context.app, '/api/me/', alice.access_token)).statusCode).toBe(200);
    });
  });

  describe('POST /accounts/reload_user_tokens/', () => {
    it('stores a new selection and re-issues the tokens; the old pair stops working', async () => {
      const tokens = await signIn(context.app, 'instructor', DEMO_PASSWORD);
      const [argentina] = await context.database.db.select().from(countries).where(eq(countries.code, 'ARG'));
      const response = await inject('POST', '/accounts/reload_user_tokens/', tokens.access_token, {
        country_id: argentina?.id,
      });
      expect(response.statusCode, response.body).toBe(200);
      const fresh = tokenResponseSchema.parse(response.json());
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).statusCode).toBe(401);
      const me = meResponseSchema.parse((await getWithBearer(context.app, '/api/me/', fresh.access_token)).json());
      expect(me.selected_country_id).toBe(argentina?.id);
      // The old refresh token is spent: using it within the grace is refused without ending the session.
      expect((await refreshGrant(context.app, tokens.refresh_token)).statusCode).toBe(400);
      expect((await refreshGrant(context.app, fresh.refresh_token)).statusCode).toBe(200);
    });

    it('re-issues for the current selection with an empty or missing body', async () => {
      const tokens = await signIn(context.app, 'instructor', DEMO_PASSWORD);
      const empty = await inject('POST', '/accounts/reload_user_tokens/', tokens.access_token, {});
      expect(empty.statusCode).toBe(200);
      const next = tokenResponseSchema.parse(empty.json());
      const none = await inject('POST', '/accounts/reload_user_tokens/', next.access_token);
      expect(none.statusCode, none.body).toBe(200);
    });

    it('refuses selections outside the user’s lists with 403', async () => {
      const tokens = await signIn(context.app, 'instructor', DEMO_PASSWORD);
      for (const body of [{ client_id: 999_999 }, { country_id: 999_999 }, { campaign_id: 1 }]) {
        const response = await inject('POST', '/accounts/reload_user_tokens/', tokens.access_token, body);
        expect(response.statusCode).toBe(403);
        expect(response.json().code).toBe('not_found_or_forbidden');
      }
      expect((await getWithBearer(context.app, '/api/me/', tokens.access_token)).statusCode).toBe(200);
    });

    it('answers fuzzed bodies with a 4xx or 200, never a 5xx', async () => {
      const tokens = await signIn(context.app, 'instructor', DEMO_PASSWORD);
      const [brazil] = await context.database.db.select().from(countries).where(eq(countries.code, 'BRA'));
      let current = tokens.access_token;
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.json(),
            fc.record(
              {
                client_id: fc.oneof(fc.integer(), fc.string(), fc.constant(null)),
                country_id: fc.oneof(fc.integer(), fc.constant(brazil?.id ?? 1), fc.double()),
                campaign_id: fc.anything(),
              },
              { requiredKeys: [] },
            ),
          ),
          async (body) => {
            const response = await context.app.inject({
              method: 'POST',
              url: '/accounts/reload_user_tokens/',
              headers: { authorization: `Bearer ${current}`, 'content-type': 'application/json' },
              payload: typeof body === 'string' ? body : JSON.stringify(body),
            });
            expect(response.statusCode, response.body).toBeLessThan(500);
            if (response.statusCode === 200) current = tokenResponseSchema.parse(response.json()).access_token;
            else expect(response.statusCode).toBeGreaterThanOrEqual(400);
          },
        ),
        { numRuns: 40 },
      );
    });
  });

  describe('roles (spec §6)', () => {
    it('guards the administrator route: anonymous 401, other roles 403, admins of the same client 200', async () => {
      const target = await createUser(context.database.db, 'to-sign-out');
      const targetTokens = await signIn(context.app, 'to-sign-out', TEST_PASSWORD);
      const url = `/api/admin/users/${target.id}/sessions/revoke/`;
      expect((await inject('POST', url, null)).statusCode).toBe(401);
      for (const username of ['learner', 'agent', 'moderator', 'instructor', 'auditor']) {
        const tokens = await signIn(context.app, username, DEMO_PASSWORD);
        const response = await inject('POST', url, tokens.access_token);
        expect(response.statusCode, username).toBe(403);
        expect(response.json().code).toBe('forbidden');
      }
      expect((await getWithBearer(context.app, '/api/me/', targetTokens.access_token)).statusCode).toBe(200);

      await createUser(context.database.db, 'client-admin', { roles: ['platform_admin'] });
      const admin = await signIn(context.app, 'client-admin', TEST_PASSWORD);
      const response = await inject('POST', url, admin.access_token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ revoked: 1 });
      expect((await getWithBearer(context.app, '/api/me/', targetTokens.access_token)).statusCode).toBe(401);
    });

    it('lets an administrator act only on users of their own client (superusers: anyone)', async () => {
      const stranger = await createUser(context.database.db, 'stranger', { member: false });
      await createUser(context.database.db, 'programme-admin', { roles: ['programme_admin'] });
      const admin = await signIn(context.app, 'programme-admin', TEST_PASSWORD);
      const url = `/api/admin/users/${stranger.id}/sessions/revoke/`;
      expect((await inject('POST', url, admin.access_token)).statusCode).toBe(404);
      expect((await inject('POST', '/api/admin/users/999999/sessions/revoke/', admin.access_token)).statusCode).toBe(
        404,
      );
      const root = await signIn(context.app, 'admin', DEMO_PASSWORD);
      expect((await inject('POST', url, root.access_token)).json()).toEqual({ revoked: 0 });
    });

    it('answers 403 user_blocked to a user blocked after signing in', async () => {
      const user = await createUser(context.database.db, 'blocked-later');
      const tokens = await signIn(context.app, 'blocked-later', TEST_PASSWORD);
      await context.database.db.update(users).set({ status: 'blocked' }).where(eq(users.id, user.id));
      const response = await getWithBearer(context.app, '/api/me/', tokens.access_token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ code: 'user_blocked', message: 'Você foi bloqueado' });
    });
  });
});
