import { sql, type Kysely } from 'kysely';
import type { DialectName } from './helpers.js';

/**
 * Photos staff upload, kept in the database itself: one SQLite file (or one PostgreSQL shared by
 * several instances) stays the whole restaurant, and backups and `db:copy` carry the photos.
 *
 * - `media_originals`: the uploaded file as it came (EXIF and all; never served), so a photo can
 *   be cropped again without a new upload. Keyed by the SHA-256 of its bytes: the same file
 *   uploaded twice is stored once.
 * - `media`: one crop of an original in one shape, keyed by the SHA-256 of the original's key,
 *   the shape and the crop, so the same crop is the same photo. `widths` is JSON text.
 * - `media_variants`: the crop's resized, metadata-free files guests download; they go with
 *   their photo.
 */
export function media(dialect: DialectName) {
  const blob = dialect === 'postgres' ? 'bytea' : 'blob';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('media_originals')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('bytes', blob, (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('jpeg', 'png', 'webp', 'avif')`))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();

      await db.schema
        .createTable('media')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('original_key', 'text', (c) => c.notNull().references('media_originals.key').onDelete('restrict'))
        .addColumn('shape', 'text', (c) => c.notNull())
        .addColumn('crop_x', 'integer', (c) => c.notNull())
        .addColumn('crop_y', 'integer', (c) => c.notNull())
        .addColumn('crop_width', 'integer', (c) => c.notNull())
        .addColumn('crop_height', 'integer', (c) => c.notNull())
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('height', 'integer', (c) => c.notNull())
        .addColumn('widths', 'text', (c) => c.notNull())
        .addColumn('placeholder', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      // Cleanup asks which originals no photo uses any more.
      await db.schema.createIndex('media_original_idx').on('media').column('original_key').execute();

      await db.schema
        .createTable('media_variants')
        .addColumn('media_key', 'text', (c) => c.notNull().references('media.key').onDelete('cascade'))
        .addColumn('width', 'integer', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull().check(sql`format in ('avif', 'webp', 'jpeg')`))
        .addColumn('bytes', blob, (c) => c.notNull())
        .addColumn('etag', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('media_variants_pk', ['media_key', 'width', 'format'])
        .execute();
    },
  };
}
