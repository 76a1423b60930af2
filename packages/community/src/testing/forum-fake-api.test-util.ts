// The forum widget's fake API for tests and stories: forums, topics, replies, reports and the moderators' queue as
// a route table of the test kit (`@campus/core/testing`), answered with core's wire schemas and decided with core's
// forum rules, like the reference server. Test-only.
import type { SessionData } from '@campus/core';
import { FORUM_MODERATION_PATHS, FORUM_PATHS } from '@campus/core/api';
import { FORUM_BODY_MAX_LENGTH, checkForumText, topicTakesReplies } from '@campus/core/rules';
import type { ForumTopicStatus } from '@campus/core/rules';
import {
  forumListSchema,
  forumQueuedReportSchema,
  forumReplyPageSchema,
  forumReplySchema,
  forumReportQueueSchema,
  forumReportSchema,
  forumSchema,
  forumTopicPageSchema,
  forumTopicSchema,
} from '@campus/core/schemas';
import type { ForumQueuedReport, ForumReply, ForumTopic } from '@campus/core/schemas';
import { answer, apiError, createFakeApi } from '@campus/core/testing';
import type { FakeApi, FakeApiOptions } from '@campus/core/testing';

/** The signed-in learner of the tests (Ana, user 42). */
export const FORUM_LEARNER_SESSION: Partial<SessionData> = {
  access_token: 'fake-access-token',
  email: 'ana@campus.example',
  id: 42,
};

const ANA = { id: 42, name: 'Ana Souza' };
const BRUNO = { id: 43, name: 'Bruno Lima' };
const AT = '2026-11-20T14:30:00.000Z';

/** The forum of the fixtures. */
export const GENERAL_FORUM = {
  id: 1,
  title: 'Geral',
  description: 'Conversas sobre a plataforma',
  item: null,
  topic_count: 1,
  last_activity_at: AT,
};

/** An open topic by Bruno, as the fake stores it. */
export function openTopic(overrides: Partial<ForumTopic> = {}): ForumTopic {
  return {
    id: 21,
    forum_id: 1,
    author: BRUNO,
    locale: 'pt-BR',
    is_mine: false,
    deleted: false,
    reported_by_me: false,
    created_at: AT,
    edited_at: null,
    title: 'Como bater a meta do mês?',
    status: 'open',
    reply_count: 2,
    last_activity_at: AT,
    body: 'Quais dicas vocês têm para vender mais no fim do mês?',
    forum: { id: 1, title: 'Geral', item: null },
    can_moderate: false,
    realtime_area: 'client:1:forum:21',
    ...overrides,
  };
}

/** The replies of {@link openTopic}: one by Bruno, one by Ana (the learner). */
export function topicReplies(): ForumReply[] {
  const reply = (id: number, author: typeof ANA, body: string): ForumReply => ({
    id,
    topic_id: 21,
    author,
    locale: 'pt-BR',
    is_mine: author.id === ANA.id,
    deleted: false,
    reported_by_me: false,
    created_at: AT,
    edited_at: null,
    status: 'visible',
    body,
  });
  return [reply(31, BRUNO, 'Ofereça os kits promocionais.'), reply(32, ANA, 'Eu começo pelos clientes antigos.')];
}

/** What the fake serves. */
export interface ForumApiOptions {
  topic?: ForumTopic;
  replies?: ForumReply[];
  /** The caller moderates (a second tab, the queue). */
  moderator?: boolean;
  reports?: ForumQueuedReport[];
  fail?: FakeApiOptions['fail'];
}

/** The fake, with the state its writes change. */
export type ForumApi = FakeApi & {
  state: { topic: ForumTopic; replies: ForumReply[]; reports: ForumQueuedReport[] };
};

/** A report of Bruno's reply by Ana, waiting in the queue. */
export function queuedReport(): ForumQueuedReport {
  return {
    id: 51,
    target_type: 'reply',
    target_id: 31,
    reason: 'spam',
    details: 'Propaganda',
    status: 'open',
    created_at: AT,
    reporter: ANA,
    topic: { id: 21, title: 'Como bater a meta do mês?', status: 'open' },
    target: { author: BRUNO, body: 'Ofereça os kits promocionais.', status: 'visible', deleted: false },
    target_open_reports: 1,
  };
}

/** Creates the fake. */
export function createForumApi(options: ForumApiOptions = {}): ForumApi {
  const moderator = options.moderator ?? false;
  const state = {
    topic: options.topic ?? openTopic({ can_moderate: moderator }),
    replies: options.replies ?? topicReplies(),
    reports: options.reports ?? (moderator ? [queuedReport()] : []),
  };
  let nextId = 100;
  const page = <T>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
  const findReply = (id: string | undefined) => state.replies.find((reply) => String(reply.id) === id);
  const update = (id: number | string, change: Partial<ForumReply>) => {
    state.replies = state.replies.map((reply) => (reply.id === id ? { ...reply, ...change } : reply));
    return state.replies.find((reply) => reply.id === id) as ForumReply;
  };
  const api = createFakeApi(
    {
      [`GET ${FORUM_PATHS.forums}`]: () =>
        answer(forumListSchema, {
          can_moderate: moderator,
          open_reports: state.reports.length,
          results: [GENERAL_FORUM],
        }),
      [`GET ${FORUM_PATHS.forum}`]: () => answer(forumSchema, GENERAL_FORUM),
      [`GET ${FORUM_PATHS.topics}`]: () =>
        answer(
          forumTopicPageSchema,
          page(
            [state.topic].map(({ body: _b, forum: _f, can_moderate: _c, realtime_area: _r, ...summary }) => summary),
          ),
        ),
      [`POST ${FORUM_PATHS.topics}`]: ({ body }) => {
        const input = body as { title: string; body: string };
        const created = openTopic({
          id: nextId++,
          author: ANA,
          is_mine: true,
          title: input.title,
          body: input.body,
          reply_count: 0,
        });
        return answer(forumTopicSchema, created, 201);
      },
      [`GET ${FORUM_PATHS.topic}`]: ({ params }) =>
        params['topic_id'] === String(state.topic.id)
          ? answer(forumTopicSchema, { ...state.topic, reply_count: state.replies.length })
          : apiError(404, 'forum_topic_not_found'),
      [`GET ${FORUM_PATHS.replies}`]: () => answer(forumReplyPageSchema, page(state.replies)),
      [`POST ${FORUM_PATHS.replies}`]: ({ body }) => {
        if (!topicTakesReplies(state.topic.status)) return apiError(409, 'forum_topic_closed');
        const text = (body as { body: string }).body;
        const code = checkForumText(text, FORUM_BODY_MAX_LENGTH);
        if (code) return apiError(422, code, { field_errors: { body: code } });
        const reply: ForumReply = { ...topicReplies()[1]!, id: nextId++, body: text };
        state.replies = [...state.replies, reply];
        return answer(forumReplySchema, reply, 201);
      },
      [`PATCH ${FORUM_PATHS.reply}`]: ({ params, body }) => {
        const reply = findReply(params['reply_id']);
        if (!reply) return apiError(404, 'forum_reply_not_found');
        if (!reply.is_mine) return apiError(403, 'forum_not_author');
        return answer(forumReplySchema, update(reply.id, { body: (body as { body: string }).body, edited_at: AT }));
      },
      [`DELETE ${FORUM_PATHS.reply}`]: ({ params }) => {
        const reply = findReply(params['reply_id']);
        if (!reply) return apiError(404, 'forum_reply_not_found');
        return answer(forumReplySchema, update(reply.id, { deleted: true, body: '' }));
      },
      [`POST ${FORUM_PATHS.reports}`]: ({ body }) => {
        const input = body as { target_type: 'topic' | 'reply'; target_id: number; reason: 'spam'; details: string };
        const reply = findReply(String(input.target_id));
        if (reply?.reported_by_me) return apiError(409, 'forum_already_reported');
        if (reply) update(reply.id, { reported_by_me: true });
        return answer(forumReportSchema, { id: nextId++, ...input, status: 'open', created_at: AT }, 201);
      },
      [`GET ${FORUM_MODERATION_PATHS.reports}`]: () =>
        moderator ? answer(forumReportQueueSchema, page(state.reports)) : apiError(403, 'forbidden'),
      [`POST ${FORUM_MODERATION_PATHS.topicStatus}`]: ({ body }) => {
        const status = (body as { status: ForumTopicStatus }).status;
        if (status === state.topic.status) return apiError(409, 'forum_status_unchanged');
        state.topic = { ...state.topic, status };
        state.reports = [];
        return answer(forumTopicSchema, state.topic);
      },
      [`POST ${FORUM_MODERATION_PATHS.replyStatus}`]: ({ params, body }) => {
        const reply = findReply(params['reply_id']);
        if (!reply) return apiError(404, 'forum_reply_not_found');
        state.reports = state.reports.filter((report) => String(report.target_id) !== params['reply_id']);
        return answer(forumReplySchema, update(reply.id, { status: (body as { status: 'hidden' }).status }));
      },
      [`POST ${FORUM_MODERATION_PATHS.dismissReport}`]: ({ params }) => {
        const report = state.reports.find((candidate) => String(candidate.id) === params['report_id']);
        if (!report) return apiError(404, 'forum_report_not_found');
        state.reports = state.reports.filter((candidate) => candidate !== report);
        return answer(forumQueuedReportSchema, { ...report, status: 'dismissed' });
      },
    },
    options.fail ? { fail: options.fail } : {},
  );
  return Object.assign(api, { state });
}
