#!/usr/bin/env node
// Load benchmark of the Campus API: `npm run bench -w @campus/server` (or `npm run bench` at the root).
// Starts bench/bench-server.ts in a child process (the API with the demo data on in-memory PGlite, or on
// PostgreSQL when DATABASE_URL is set, plus a bare Fastify route), then measures with autocannon, one target
// after the other: the bare route, POST /o/token/ (password grant: scrypt-bound by design), a catalogue list
// page (GET /api/online-courses/ as the demo learner), a news page, the reward store, sales list, orders, stores,
// messages, points statement and summary, levels and ranking (loyalty, as the agent), the training ranking, forums, a
// forum's topics, the open surveys, badges, certificates, the activity feed and the podcast playlists (as the
// learner), the loyalty events and campaigns (as the agent), and four administrators' lists (sales to audit, orders,
// rewards, stores, as the demo admin). BENCH_TARGETS=orders,statement runs only the targets whose name contains one
// of the words (the bare route always runs). Prints req/s and latency percentiles with the machine it ran on. Not
// part of `npm test`.
// Settings: see bench/bench-runner.mjs.
import {
  DEMO_BASIC,
  measure,
  printResults,
  signIn,
  signInBody,
  startBenchServer,
  stopBenchServer,
} from './bench-runner.mjs';

/** The id of the first forum the demo learner sees (the forum topics target). */
async function firstForumId(api, headers) {
  const answer = await fetch(`${api}/api/forums/`, { headers });
  const body = await answer.json();
  const forums = Array.isArray(body) ? body : body.results;
  if (!answer.ok || !forums?.length) throw new Error(`no forum to bench: ${answer.status} ${JSON.stringify(body)}`);
  return forums[0].id;
}

const server = await startBenchServer();
try {
  const accessToken = await signIn(server.api, 'learner');
  const agentToken = await signIn(server.api, 'agent');
  const learner = { authorization: `Bearer ${accessToken}` };
  const agent = { authorization: `Bearer ${agentToken}` };
  const admin = { authorization: `Bearer ${await signIn(server.api, 'admin')}` };
  const targets = [
    [
      'POST /o/token/ (password grant)',
      {
        url: `${server.api}/o/token/`,
        method: 'POST',
        headers: { authorization: DEMO_BASIC, 'content-type': 'application/x-www-form-urlencoded' },
        body: signInBody('learner'),
      },
    ],
    [
      'GET /api/online-courses/ (page of 20)',
      {
        url: `${server.api}/api/online-courses/?page=1&page_size=20`,
        headers: { authorization: `Bearer ${accessToken}` },
      },
    ],
    [
      'GET /api/online-courses/ (filtered search)',
      {
        url: `${server.api}/api/online-courses/?search=vendas&favorite=all&progress=all&selected_tags=all`,
        headers: { authorization: `Bearer ${accessToken}` },
      },
    ],
    [
      'GET /api/news/ (page of 20)',
      {
        url: `${server.api}/api/news/?page=1&page_size=20`,
        headers: { authorization: `Bearer ${accessToken}` },
      },
    ],
    [
      'GET /api/rewards/ (reward store, agent)',
      {
        url: `${server.api}/api/rewards/`,
        headers: { authorization: `Bearer ${agentToken}` },
      },
    ],
    [
      'GET /api/sales/ (sales list, agent)',
      {
        url: `${server.api}/api/sales/`,
        headers: { authorization: `Bearer ${agentToken}` },
      },
    ],
    [
      'GET /api/orders/ (orders, agent)',
      {
        url: `${server.api}/api/orders/`,
        headers: { authorization: `Bearer ${agentToken}` },
      },
    ],
    [
      'GET /api/stores/ (member stores, agent)',
      { url: `${server.api}/api/stores/`, headers: { authorization: `Bearer ${agentToken}` } },
    ],
    [
      'GET /api/messages/ (messages, agent)',
      { url: `${server.api}/api/messages/`, headers: { authorization: `Bearer ${agentToken}` } },
    ],
    [
      'GET /api/points/statement/ (points statement, agent)',
      {
        url: `${server.api}/api/points/statement/`,
        headers: { authorization: `Bearer ${agentToken}` },
      },
    ],
    ['GET /api/points/ (points summary, agent)', { url: `${server.api}/api/points/`, headers: agent }],
    ['GET /api/levels/ (levels, agent)', { url: `${server.api}/api/levels/`, headers: agent }],
    ['GET /api/ranking/ (ranking, agent)', { url: `${server.api}/api/ranking/`, headers: agent }],
    ['GET /api/training-ranking/ (training ranking)', { url: `${server.api}/api/training-ranking/`, headers: learner }],
    ['GET /api/forums/ (forums)', { url: `${server.api}/api/forums/`, headers: learner }],
    [
      'GET /api/forums/:id/topics/ (forum topics)',
      { url: `${server.api}/api/forums/${await firstForumId(server.api, learner)}/topics/`, headers: learner },
    ],
    ['GET /api/surveys/ (surveys)', { url: `${server.api}/api/surveys/`, headers: learner }],
    ['GET /api/badges/ (badges)', { url: `${server.api}/api/badges/`, headers: learner }],
    ['GET /api/certificates/ (certificates)', { url: `${server.api}/api/certificates/`, headers: learner }],
    ['GET /api/feed/ (activity feed)', { url: `${server.api}/api/feed/`, headers: learner }],
    [
      'GET /api/podcast-playlists/ (podcast playlists)',
      { url: `${server.api}/api/podcast-playlists/`, headers: learner },
    ],
    ['GET /api/events/ (loyalty events, agent)', { url: `${server.api}/api/events/`, headers: agent }],
    ['GET /api/campaigns/ (campaigns, agent)', { url: `${server.api}/api/campaigns/`, headers: agent }],
    ['GET /api/admin/sales/ (admin: sales to audit)', { url: `${server.api}/api/admin/sales/`, headers: admin }],
    ['GET /api/admin/orders/ (admin: orders)', { url: `${server.api}/api/admin/orders/`, headers: admin }],
    ['GET /api/admin/rewards/ (admin: rewards)', { url: `${server.api}/api/admin/rewards/`, headers: admin }],
    ['GET /api/admin/stores/ (admin: stores)', { url: `${server.api}/api/admin/stores/`, headers: admin }],
  ];
  const only = process.env.BENCH_TARGETS?.split(',').map((word) => word.trim().toLowerCase());
  const rows = [await measure('GET /bare (bare Fastify)', { url: `${server.bare}/bare` })];
  for (const [name, options] of targets) {
    if (!only || only.some((word) => name.toLowerCase().includes(word))) rows.push(await measure(name, options));
  }
  printResults('Campus API benchmark', server.database, rows);
} finally {
  await stopBenchServer(server);
}
