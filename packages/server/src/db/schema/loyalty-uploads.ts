import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/**
 * `bytea` read as a Node `Buffer` from both drivers (PGlite gives a `Uint8Array`, node-postgres a `Buffer`).
 */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** Why a file was uploaded. */
export const UPLOAD_PURPOSES = ['invoice_photo', 'store_photo'] as const;

/** An upload purpose. */
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];

const purposeList = sql.raw(UPLOAD_PURPOSES.map((purpose) => `'${purpose}'`).join(', '));

/**
 * Uploaded files (invoice and store photos), after sniffing and re-encoding (src/uploads). Kept in the
 * database rather than on disk: the row is written in the same transaction as the sale or photo that points
 * at it, so a crash never leaves a sale without its photo or a file without its sale; PGlite's `memory://`
 * and several API processes on one PostgreSQL need no shared folder; backups hold everything. `name` is
 * generated (never the user's file name) and is the only handle the API exposes.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** Random, URL-safe, unguessable: `<32 hex>.<ext>`. */
    name: text('name').notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    /** Sniffed from the bytes, never taken from the request. */
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** SHA-256 of the stored bytes, hex. */
    sha256: text('sha256').notNull(),
    /** Legacy: the bytes of uploads made before object storage; moved to the store at start, then null. */
    data: bytea('data'),
    createdAt: createdAt(),
  },
  (table) => [
    check('uploaded_files_purpose_check', sql`${table.purpose} in (${purposeList})`),
    check(
      'uploaded_files_size_check',
      sql`${table.byteSize} > 0 and (${table.data} is null or ${table.byteSize} = octet_length(${table.data}))`,
    ),
    index('uploaded_files_owner_idx').on(table.ownerId),
  ],
);

/** A row of `uploaded_files`. */
export type UploadedFileRow = typeof uploadedFiles.$inferSelect;
