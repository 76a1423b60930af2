import type { SurveyQuestionType, SurveyStoredAnswer } from '@campus/core/rules';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import type { ContentTranslations } from './content';
import { users } from './users';

/*
 * Surveys (spec §3 Survey, §4 published/unpublished, §6 owners and permissions; issue 24; docs/server.md
 * "Surveys"). A survey belongs to a client and has an owner (who wrote it; administration screens are not part of
 * the product). Its audience ("permissions") is everyone of the client, unless it names roles or people: then it
 * is for the people holding one of `audience_roles` and for the people listed in `survey_invitees`. Texts are
 * Portuguese in the rows' columns, other languages in `translations`. Each person answers once: one
 * `survey_responses` row per survey and person, its answers as core's `checkSurveyAnswers` stored them.
 */

/**
 * Core's question types (`SURVEY_QUESTION_TYPES`), spelled out rather than read from core at run time, since
 * drizzle-kit loads this file against core's build; the type below fails to compile if they drift.
 */
const QUESTION_TYPES = [
  'dissertative',
  'multiple_choice',
  'alternatives',
] as const satisfies readonly SurveyQuestionType[];
const QUESTION_TYPE_LIST = sql.raw(QUESTION_TYPES.map((type) => `'${type}'`).join(', '));

/** The surveys of a client. */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** Who wrote it (spec §6 "survey owners"); kept when the survey outlives the account. */
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    translations: jsonb('translations')
      .$type<ContentTranslations<'title' | 'description'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Open from this instant (included)… */
    beginAt: timestamp('begin_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** …to this one (excluded); null: no end. */
    endAt: timestamp('end_at', { withTimezone: true, mode: 'date' }),
    /** Unpublished surveys are seen by nobody (spec §4). */
    published: boolean('published').notNull().default(false),
    /** Answered before anything else (the session's `has_mandatory_surveys`). */
    mandatory: boolean('mandatory').notNull().default(false),
    /** Roles the survey is for (with `survey_invitees`); none and no invitee: everyone of the client. */
    audienceRoles: text('audience_roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('surveys_title_check', sql`char_length(${table.title}) between 1 and 256`),
    check('surveys_description_check', sql`char_length(${table.description}) <= 1000`),
    check('surveys_dates_check', sql`${table.endAt} is null or ${table.endAt} > ${table.beginAt}`),
    check('surveys_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
    index('surveys_client_idx').on(table.clientId, table.published, table.beginAt),
  ],
);

/** A row of `surveys`. */
export type SurveyRow = typeof surveys.$inferSelect;

/** People a survey is for by name (its audience, with `surveys.audience_roles`). */
export const surveyInvitees = pgTable(
  'survey_invitees',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.surveyId, table.userId] }),
    index('survey_invitees_user_idx').on(table.userId),
  ],
);

/** The questions of a survey, in `position` order (spec §3: type, mandatory or optional, with or without justification). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    type: text('type').$type<SurveyQuestionType>().notNull(),
    text: text('text').notNull(),
    translations: jsonb('translations')
      .$type<ContentTranslations<'text'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    mandatory: boolean('mandatory').notNull().default(false),
    withJustification: boolean('with_justification').notNull().default(false),
  },
  (table) => [
    check('survey_questions_type_check', sql`${table.type} in (${QUESTION_TYPE_LIST})`),
    check('survey_questions_text_check', sql`char_length(${table.text}) between 1 and 256`),
    check('survey_questions_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
    index('survey_questions_survey_idx').on(table.surveyId, table.position),
  ],
);

/** A row of `survey_questions`. */
export type SurveyQuestionRow = typeof surveyQuestions.$inferSelect;

/** The options of a choice question, in `position` order. */
export const surveyOptions = pgTable(
  'survey_options',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    questionId: integer('question_id')
      .notNull()
      .references(() => surveyQuestions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    text: text('text').notNull(),
    translations: jsonb('translations')
      .$type<ContentTranslations<'text'>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (table) => [
    check('survey_options_text_check', sql`char_length(${table.text}) between 1 and 256`),
    check('survey_options_translations_check', sql`jsonb_typeof(${table.translations}) = 'object'`),
    index('survey_options_question_idx').on(table.questionId, table.position),
  ],
);

/** A row of `survey_options`. */
export type SurveyOptionRow = typeof surveyOptions.$inferSelect;

/** A person's answers to a survey, once (the primary key): by question id, as core's `checkSurveyAnswers` kept them. */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    answers: jsonb('answers').$type<Readonly<Record<string, SurveyStoredAnswer>>>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.surveyId, table.userId] }),
    index('survey_responses_user_idx').on(table.userId),
  ],
);

/** A row of `survey_responses`. */
export type SurveyResponseRow = typeof surveyResponses.$inferSelect;
