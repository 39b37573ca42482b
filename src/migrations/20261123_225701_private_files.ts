import fs from 'node:fs'
import path from 'node:path'

import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

import { mediaDirectory } from '../content/collections/media'
import { privateFilesDirectory } from '../content/collections/private-files'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "private_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  ALTER TABLE "events_private_resources" DROP CONSTRAINT "events_private_resources_media_id_media_id_fk";
  
  ALTER TABLE "_events_v_version_private_resources" DROP CONSTRAINT "_events_v_version_private_resources_media_id_media_id_fk";
  
  ALTER TABLE "private_asset_pages_assets" DROP CONSTRAINT "private_asset_pages_assets_media_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "private_files_id" integer;

  -- Issue 10 point 6: files that private resources and private assets pages used were media, which
  -- anyone can list and download. Each becomes a private file of the same name, and those fields
  -- point at it (one UPDATE a table, so every row is mapped from its old value once).
  INSERT INTO "private_files" ("alt", "updated_at", "created_at", "filename", "mime_type", "filesize", "width", "height", "focal_x", "focal_y")
  SELECT m."alt", m."updated_at", m."created_at", m."filename", m."mime_type", m."filesize", m."width", m."height", m."focal_x", m."focal_y"
    FROM "media" m
   WHERE m."filename" IS NOT NULL AND m."id" IN (
     SELECT "media_id" FROM "events_private_resources"
     UNION SELECT "media_id" FROM "_events_v_version_private_resources"
     UNION SELECT "media_id" FROM "private_asset_pages_assets");
  UPDATE "events_private_resources" r SET "media_id" = pf."id" FROM "media" m JOIN "private_files" pf ON pf."filename" = m."filename" WHERE r."media_id" = m."id";
  UPDATE "_events_v_version_private_resources" r SET "media_id" = pf."id" FROM "media" m JOIN "private_files" pf ON pf."filename" = m."filename" WHERE r."media_id" = m."id";
  UPDATE "private_asset_pages_assets" r SET "media_id" = pf."id" FROM "media" m JOIN "private_files" pf ON pf."filename" = m."filename" WHERE r."media_id" = m."id";

  CREATE INDEX "private_files_updated_at_idx" ON "private_files" USING btree ("updated_at");
  CREATE INDEX "private_files_created_at_idx" ON "private_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "private_files_filename_idx" ON "private_files" USING btree ("filename");
  ALTER TABLE "events_private_resources" ADD CONSTRAINT "events_private_resources_media_id_private_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_private_resources" ADD CONSTRAINT "_events_v_version_private_resources_media_id_private_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_asset_pages_assets" ADD CONSTRAINT "private_asset_pages_assets_media_id_private_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."private_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_files_fk" FOREIGN KEY ("private_files_id") REFERENCES "public"."private_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_private_files_id_idx" ON "payload_locked_documents_rels" USING btree ("private_files_id");`)
  await movePrivateFilesOnDisk(db, payload)
}

/**
 * Copies each new private file from the media directory into the private one, then removes the
 * media copy of any file nothing else refers to. A file that public content uses as well (a public
 * resource, an image) stays in media, and is named in a warning for an editor to review.
 */
async function movePrivateFilesOnDisk(db: MigrateUpArgs['db'], payload: MigrateUpArgs['payload']): Promise<void> {
  const moved = await db.execute(sql`SELECT pf."filename", m."id" AS "media_id" FROM "private_files" pf JOIN "media" m ON m."filename" = pf."filename"`)
  if (moved.rows.length === 0) return
  const references = await db.execute(sql`
    SELECT c.conrelid::regclass::text AS "table", a.attname AS "column"
      FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
     WHERE c.contype = 'f' AND c.confrelid = '"public"."media"'::regclass`)
  const stillPublic: string[] = []
  for (const row of moved.rows as { filename: string; media_id: number }[]) {
    const from = path.join(mediaDirectory(), row.filename)
    const to = path.join(privateFilesDirectory(), row.filename)
    if (fs.existsSync(from)) {
      fs.mkdirSync(path.dirname(to), { recursive: true })
      fs.copyFileSync(from, to)
    }
    let used = false
    for (const ref of references.rows as { table: string; column: string }[]) {
      const found = await db.execute(sql`SELECT 1 FROM ${sql.raw(ref.table)} WHERE ${sql.identifier(ref.column)} = ${row.media_id} LIMIT 1`)
      if (found.rows.length > 0) used = true
    }
    if (used) {
      stillPublic.push(row.filename)
    } else {
      await db.execute(sql`DELETE FROM "media" WHERE "id" = ${row.media_id}`)
      fs.rmSync(from, { force: true })
    }
  }
  if (stillPublic.length > 0) {
    payload.logger.warn({ files: stillPublic }, 'Copied to Private files, but public content also uses these media files, so they stay public: review them')
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "private_files" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "private_files" CASCADE;
  ALTER TABLE "events_private_resources" DROP CONSTRAINT "events_private_resources_media_id_private_files_id_fk";
  
  ALTER TABLE "_events_v_version_private_resources" DROP CONSTRAINT "_events_v_version_private_resources_media_id_private_files_id_fk";
  
  ALTER TABLE "private_asset_pages_assets" DROP CONSTRAINT "private_asset_pages_assets_media_id_private_files_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_private_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_private_files_id_idx";
  ALTER TABLE "events_private_resources" ADD CONSTRAINT "events_private_resources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_private_resources" ADD CONSTRAINT "_events_v_version_private_resources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_asset_pages_assets" ADD CONSTRAINT "private_asset_pages_assets_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "private_files_id";`)
}
