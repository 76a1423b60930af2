import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { createdAt } from './columns';
import { users } from './users';

/** Which clients a user belongs to (spec §3 `user_clients`); removing either side removes the link. */
export const userClients = pgTable(
  'user_clients',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.clientId] })],
);

/** A row of `user_clients`. */
export type UserClientRow = typeof userClients.$inferSelect;
