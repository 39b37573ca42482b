import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" ADD COLUMN "tag_manager_container_id" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_home" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_events" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_step2skills" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_hals" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_local_offer" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_send_academy" varchar;
  ALTER TABLE "site_config" ADD COLUMN "introductions_public_health_training" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "settings" DROP COLUMN "tag_manager_container_id";
  ALTER TABLE "site_config" DROP COLUMN "introductions_home";
  ALTER TABLE "site_config" DROP COLUMN "introductions_events";
  ALTER TABLE "site_config" DROP COLUMN "introductions_step2skills";
  ALTER TABLE "site_config" DROP COLUMN "introductions_hals";
  ALTER TABLE "site_config" DROP COLUMN "introductions_local_offer";
  ALTER TABLE "site_config" DROP COLUMN "introductions_send_academy";
  ALTER TABLE "site_config" DROP COLUMN "introductions_public_health_training";`)
}
