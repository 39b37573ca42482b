import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "reminder_days_before" numeric DEFAULT 2;
  ALTER TABLE "_events_v" ADD COLUMN "version_reminder_days_before" numeric DEFAULT 2;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "reminder_days_before";
  ALTER TABLE "_events_v" DROP COLUMN "version_reminder_days_before";`)
}
