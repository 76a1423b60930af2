import { boolean, foreignKey, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { clients } from './clients';
import { countries } from './countries';
import { users } from './users';

/*
 * The organisations a registration chooses from (spec §3 User data: company_agency, brand, retailer; §5
 * Registration: exactly one company/agency, at least one brand per chosen agency, at least one store per
 * chosen retail chain), and each user's choices. An inactive row is no longer offered nor accepted, but
 * existing choices of it remain.
 *
 * Each belongs to one client (tenant isolation, issue 18): a store or brand carries its client too, and a
 * composite key makes it the same client as its chain or agency, so every query scopes by a column of its own.
 */

/** The owning client's column of an organisation table. */
const owningClient = () =>
  integer('client_id')
    .notNull()
    .references(() => clients.id, { onDelete: 'cascade' });

/** Companies/agencies a user works for (a trade-marketing agency, a distributor ...). */
export const agencies = pgTable(
  'agencies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: owningClient(),
    name: text('name').notNull(),
    /** Where it operates; null for every country. */
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    unique('agencies_id_client_unique').on(table.id, table.clientId),
    index('agencies_client_idx').on(table.clientId),
  ],
);

/** The brands an agency represents; a user picks at least one per chosen agency. */
export const brands = pgTable(
  'brands',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    agencyId: integer('agency_id').notNull(),
    clientId: owningClient(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    foreignKey({
      name: 'brands_agency_client_fk',
      columns: [table.agencyId, table.clientId],
      foreignColumns: [agencies.id, agencies.clientId],
    }).onDelete('cascade'),
    index('brands_client_idx').on(table.clientId),
  ],
);

/** Retail chains (retailers) taking part in the programme. */
export const retailChains = pgTable(
  'retail_chains',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    clientId: owningClient(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    unique('retail_chains_id_client_unique').on(table.id, table.clientId),
    index('retail_chains_client_idx').on(table.clientId),
  ],
);

/** A chain's stores; a user picks at least one per chosen chain. */
export const stores = pgTable(
  'stores',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    chainId: integer('chain_id').notNull(),
    clientId: owningClient(),
    name: text('name').notNull(),
    city: text('city'),
    state: text('state'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (table) => [
    foreignKey({
      name: 'stores_chain_client_fk',
      columns: [table.chainId, table.clientId],
      foreignColumns: [retailChains.id, retailChains.clientId],
    }).onDelete('cascade'),
    index('stores_client_idx').on(table.clientId),
  ],
);

/** The user's company/agency (the rule allows exactly one; the table does not, so a rule change needs no migration). */
export const userAgencies = pgTable(
  'user_agencies',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => agencies.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.agencyId] })],
);

/** The brands the user works with. */
export const userBrands = pgTable(
  'user_brands',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.brandId] })],
);

/** The stores the user works in; the user's chains are those of these stores. */
export const userStores = pgTable(
  'user_stores',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storeId: integer('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.storeId] })],
);

/** A row of `agencies`. */
export type AgencyRow = typeof agencies.$inferSelect;
/** A row of `brands`. */
export type BrandRow = typeof brands.$inferSelect;
/** A row of `retail_chains`. */
export type RetailChainRow = typeof retailChains.$inferSelect;
/** A row of `stores`. */
export type StoreRow = typeof stores.$inferSelect;
