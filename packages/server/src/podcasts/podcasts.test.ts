import { LEARNER_PLAYLISTS_MAX } from '@campus/core/rules';
import { learnerPlaylistSchema, learnerPlaylistsSchema, listeningPositionSchema } from '@campus/core/schemas';
import type { LearnerPlaylist } from '@campus/core/schemas';
import { asc, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { catalogueItems, learnerPlaylists, podcastEpisodes, podcastPlaylists } from '../db/schema';
import { expectApiError } from '../test-support/activity-fixture.test-util';
import { seedCatalogueFixture } from '../test-support/catalogue-fixture.test-util';
import type { CatalogueFixture, FixtureUser } from '../test-support/catalogue-fixture.test-util';
import { describeEachDatabase, useTestApp } from '../test-support/test-app.test-util';

describeEachDatabase('podcast playlists and listening positions', (kind) => {
  const context = useTestApp(kind);
  let fixture: CatalogueFixture;
  let episodes: number[];
  let hiddenEpisode: number;

  beforeAll(async () => {
    fixture = await seedCatalogueFixture(context.app);
    const { db } = context.database;
    const rows = await db
      .select({ id: podcastEpisodes.id })
      .from(podcastEpisodes)
      .innerJoin(podcastPlaylists, eq(podcastPlaylists.id, podcastEpisodes.playlistId))
      .where(eq(podcastPlaylists.podcastId, fixture.items.salesPodcast))
      .orderBy(asc(podcastEpisodes.position));
    const [hidden] = await db
      .insert(catalogueItems)
      .values({ clientId: fixture.clientId, type: 'podcast', title: 'Rascunho', published: false })
      .returning({ id: catalogueItems.id });
    const [hiddenPlaylist] = await db
      .insert(podcastPlaylists)
      .values({ podcastId: hidden!.id, title: 'T1' })
      .returning({ id: podcastPlaylists.id });
    const [third] = await db
      .insert(podcastEpisodes)
      .values([{ playlistId: hiddenPlaylist!.id, title: 'Oculto', audioUrl: '/a.wav' }])
      .returning({ id: podcastEpisodes.id });
    const [extra] = await db
      .insert(podcastEpisodes)
      .values({
        playlistId: (
          await db.select().from(podcastPlaylists).where(eq(podcastPlaylists.podcastId, fixture.items.salesPodcast))
        )[0]!.id,
        title: 'Extra',
        audioUrl: '/b.wav',
        position: 3,
      })
      .returning({ id: podcastEpisodes.id });
    episodes = [...rows.map((row) => row.id), extra!.id];
    hiddenEpisode = third!.id;
  });

  const call = (
    user: FixtureUser,
    method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    context.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${user.token}`, 'accept-language': 'pt-BR', ...headers },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const parsed = (response: LightMyRequestResponse, status = 200): LearnerPlaylist => {
    expect(response.statusCode, response.body).toBe(status);
    return learnerPlaylistSchema.parse(response.json());
  };
  const create = (user: FixtureUser, name: string, headers: Record<string, string> = {}) =>
    call(user, 'POST', '/api/podcast-playlists/', { name }, headers);

  it('creates, renames, fills, reorders, empties and deletes a playlist, answering it each time', async () => {
    const created = parsed(await create(fixture.ana, '  Para   o carro '), 201);
    expect(created).toMatchObject({ name: 'Para o carro', episodes: [] });
    const id = created.id;
    const [a, b, c] = episodes as [number, number, number];
    for (const episode of [a, b, c])
      parsed(await call(fixture.ana, 'POST', `/api/podcast-playlists/${id}/episodes/`, { episode_id: episode }));
    const reordered = parsed(
      await call(fixture.ana, 'PUT', `/api/podcast-playlists/${id}/episodes/`, { episode_ids: [c, a, b] }),
    );
    expect(reordered.episodes.map((episode) => episode.id)).toEqual([c, a, b]);
    expect(reordered.episodes[1]).toMatchObject({
      podcast_id: fixture.items.salesPodcast,
      podcast_title: expect.any(String),
    });
    const renamed = parsed(await call(fixture.ana, 'PATCH', `/api/podcast-playlists/${id}/`, { name: 'Estrada' }));
    expect(renamed.name).toBe('Estrada');
    const removed = parsed(await call(fixture.ana, 'DELETE', `/api/podcast-playlists/${id}/episodes/${a}/`));
    expect(removed.episodes.map((episode) => episode.id)).toEqual([c, b]);

    const list = learnerPlaylistsSchema.parse((await call(fixture.ana, 'GET', '/api/podcast-playlists/')).json());
    expect(list.max_playlists).toBe(LEARNER_PLAYLISTS_MAX);
    expect(list.results.find((playlist) => playlist.id === id)?.episodes.map((episode) => episode.id)).toEqual([c, b]);

    expect((await call(fixture.ana, 'DELETE', `/api/podcast-playlists/${id}/`)).statusCode).toBe(204);
    expectApiError(await call(fixture.ana, 'DELETE', `/api/podcast-playlists/${id}/`), 404, 'playlist_not_found');
  });

  it('refuses bad names, taken names, duplicates, stale orders and invisible episodes, writing nothing', async () => {
    const refused = expectApiError(await create(fixture.ana, '   '), 422, 'playlist_name_required');
    expect(refused).toMatchObject({ field_errors: { name: 'playlist_name_required' } });
    expectApiError(await create(fixture.ana, 'a'.repeat(257)), 422, 'text_too_long');
    expect((await create(fixture.ana, 'a'.repeat(256))).statusCode).toBe(201);
    const first = parsed(await create(fixture.ana, 'Negociação'), 201);
    expectApiError(await create(fixture.ana, ' negociacao '), 409, 'playlist_name_taken');
    const second = parsed(await create(fixture.ana, 'Outra'), 201);
    expectApiError(
      await call(fixture.ana, 'PATCH', `/api/podcast-playlists/${second.id}/`, { name: 'NEGOCIAÇÃO' }),
      409,
      'playlist_name_taken',
    );

    const [a, b] = episodes as [number, number];
    const url = `/api/podcast-playlists/${first.id}/episodes/`;
    parsed(await call(fixture.ana, 'POST', url, { episode_id: a }));
    expectApiError(await call(fixture.ana, 'POST', url, { episode_id: a }), 409, 'episode_already_in_playlist');
    expectApiError(await call(fixture.ana, 'POST', url, { episode_id: hiddenEpisode }), 404, 'episode_not_found');
    expectApiError(await call(fixture.ana, 'PUT', url, { episode_ids: [a, b] }), 409, 'playlist_order_mismatch');
    expectApiError(await call(fixture.ana, 'PUT', url, { episode_ids: [a, a] }), 409, 'playlist_order_mismatch');
    expectApiError(await call(fixture.ana, 'DELETE', `${url}${b}/`), 404, 'episode_not_in_playlist');
    expectApiError(await call(fixture.ana, 'POST', url, { episode_id: 'x' }), 400, 'invalid_request');

    const after = learnerPlaylistsSchema.parse((await call(fixture.ana, 'GET', '/api/podcast-playlists/')).json());
    expect(after.results.find((playlist) => playlist.id === first.id)?.episodes.map((episode) => episode.id)).toEqual([
      a,
    ]);
    expect(after.results.filter((playlist) => playlist.name === 'Negociação')).toHaveLength(1);
  });

  it('answers the playlists from memory until a write the database’s triggers see', async () => {
    const { db } = context.database;
    const playlist = parsed(await create(fixture.ana, 'Memória'), 201);
    const [a, b] = episodes as [number, number];
    parsed(await call(fixture.ana, 'POST', `/api/podcast-playlists/${playlist.id}/episodes/`, { episode_id: a }));
    const list = async () => (await call(fixture.ana, 'GET', '/api/podcast-playlists/')).body;
    const first = await list();
    // Unseen by the triggers (replication role): the next answer is the kept one.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`update learner_playlists set name = 'Não vista' where id = ${playlist.id}`);
    });
    expect(await list()).toBe(first);
    // Seen, straight in the database: the playlist's row, then its episodes.
    await db.execute(sql`update learner_playlists set name = 'Memória 2' where id = ${playlist.id}`);
    expect(await list()).toContain('Memória 2');
    await db.execute(
      sql`insert into learner_playlist_episodes (playlist_id, episode_id, position) values (${playlist.id}, ${b}, 1)`,
    );
    const mine = learnerPlaylistsSchema
      .parse(JSON.parse(await list()))
      .results.find((entry) => entry.id === playlist.id);
    expect(mine?.episodes.map((episode) => episode.id)).toEqual([a, b]);
    expect((await call(fixture.ana, 'DELETE', `/api/podcast-playlists/${playlist.id}/`)).statusCode).toBe(204);
  });

  it('keeps each person’s playlists to themselves, per client, and answers 403 without the podcasts module', async () => {
    const own = parsed(await create(fixture.bia, 'Só minha'), 201);
    for (const [method, url, body] of [
      ['PATCH', `/api/podcast-playlists/${own.id}/`, { name: 'Roubada' }],
      ['DELETE', `/api/podcast-playlists/${own.id}/`, undefined],
      ['POST', `/api/podcast-playlists/${own.id}/episodes/`, { episode_id: episodes[0] }],
    ] as const) {
      expectApiError(await call(fixture.ana, method, url, body), 404, 'playlist_not_found');
    }
    const carl = learnerPlaylistsSchema.parse((await call(fixture.carl, 'GET', '/api/podcast-playlists/')).json());
    expect(carl.results).toEqual([]);
    // Carl's client cannot see the fixture client's episodes.
    const his = parsed(await create(fixture.carl, 'Minha'), 201);
    expectApiError(
      await call(fixture.carl, 'POST', `/api/podcast-playlists/${his.id}/episodes/`, { episode_id: episodes[0] }),
      404,
      'episode_not_found',
    );
    expectApiError(await call(fixture.dora, 'GET', '/api/podcast-playlists/'), 403, 'forbidden');
    const names = await context.database.db
      .select({ name: learnerPlaylists.name })
      .from(learnerPlaylists)
      .where(eq(learnerPlaylists.id, own.id));
    expect(names).toEqual([{ name: 'Só minha' }]);
  });

  it('replays a retried creation with the same Idempotency-Key and refuses past the cap', async () => {
    const headers = { 'idempotency-key': 'playlist-create-1' };
    const first = await create(fixture.bia, 'Repetida', headers);
    const again = await create(fixture.bia, 'Repetida', headers);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const existing = learnerPlaylistsSchema.parse((await call(fixture.bia, 'GET', '/api/podcast-playlists/')).json());
    for (let index = existing.results.length; index < LEARNER_PLAYLISTS_MAX; index += 1) {
      expect((await create(fixture.bia, `Lista ${index}`)).statusCode).toBe(201);
    }
    expectApiError(await create(fixture.bia, 'Uma a mais'), 422, 'playlist_limit_reached');
  });

  it('keeps where the person stopped in an episode, theirs only', async () => {
    const url = `/api/podcast-episodes/${episodes[0]}/position/`;
    expect(listeningPositionSchema.parse((await call(fixture.ana, 'GET', url)).json())).toMatchObject({
      position_seconds: 0,
      updated_at: null,
    });
    expect((await call(fixture.ana, 'PUT', url, { position_seconds: 95 })).statusCode).toBe(200);
    expect((await call(fixture.ana, 'PUT', url, { position_seconds: 120 })).statusCode).toBe(200);
    expect(listeningPositionSchema.parse((await call(fixture.ana, 'GET', url)).json()).position_seconds).toBe(120);
    expect(listeningPositionSchema.parse((await call(fixture.bia, 'GET', url)).json()).position_seconds).toBe(0);
    expectApiError(await call(fixture.ana, 'PUT', url, { position_seconds: -1 }), 400, 'invalid_request');
    expectApiError(
      await call(fixture.ana, 'GET', `/api/podcast-episodes/${hiddenEpisode}/position/`),
      404,
      'episode_not_found',
    );
    expectApiError(await call(fixture.carl, 'PUT', url, { position_seconds: 3 }), 404, 'episode_not_found');
  });
});
