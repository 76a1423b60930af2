import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { podcastEpisodes } from './catalogue';
import { clients } from './clients';
import { createdAt, updatedAt } from './columns';
import { users } from './users';

/*
 * The learner's own podcast playlists and listening positions (issue 24; docs/server.md "Podcast playlists").
 * A playlist belongs to one person in one client (a person of two clients keeps two sets). Names are unique per
 * person and client ignoring case and accents: `name_key` holds the folded name and a unique index enforces it,
 * so two tabs creating "Car" at once make one playlist and one `playlist_name_taken`.
 */

/** Playlists of a learner. */
export const learnerPlaylists = pgTable(
  'learner_playlists',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name folded (trimmed, lower case, no accents): what "the same name" means. */
    nameKey: text('name_key').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('learner_playlists_name_key').on(table.userId, table.clientId, table.nameKey),
    check('learner_playlists_name_length', sql`char_length(${table.name}) between 1 and 256`),
  ],
);

/** A row of `learner_playlists`. */
export type LearnerPlaylistRow = typeof learnerPlaylists.$inferSelect;

/** Episodes of a learner playlist, in the learner's order; an episode is in a playlist at most once. */
export const learnerPlaylistEpisodes = pgTable(
  'learner_playlist_episodes',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => learnerPlaylists.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.playlistId, table.episodeId] }),
    index('learner_playlist_episodes_order_idx').on(table.playlistId, table.position),
  ],
);

/** Where a person stopped in an episode (the player resumes there, on any device). */
export const podcastListeningPositions = pgTable(
  'podcast_listening_positions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    episodeId: integer('episode_id')
      .notNull()
      .references(() => podcastEpisodes.id, { onDelete: 'cascade' }),
    positionSeconds: integer('position_seconds').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.episodeId] }),
    check('podcast_listening_positions_range', sql`${table.positionSeconds} between 0 and 86400`),
  ],
);
