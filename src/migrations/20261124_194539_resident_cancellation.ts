import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Each event's rule for residents cancelling their own booking (issue 14, decision 0029).
// migrate:create again proposed dropping users.login_attempts and lock_until (the older difference
// noted in 20261124_085057): left out, and kept in this snapshot as there.

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" ADD COLUMN "cancellation_cutoff_days" numeric DEFAULT 7;
  ALTER TABLE "events" ADD COLUMN "refund_on_cancellation" boolean DEFAULT true;
  ALTER TABLE "_events_v" ADD COLUMN "version_cancellation_cutoff_days" numeric DEFAULT 7;
  ALTER TABLE "_events_v" ADD COLUMN "version_refund_on_cancellation" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "events" DROP COLUMN "cancellation_cutoff_days";
  ALTER TABLE "events" DROP COLUMN "refund_on_cancellation";
  ALTER TABLE "_events_v" DROP COLUMN "version_cancellation_cutoff_days";
  ALTER TABLE "_events_v" DROP COLUMN "version_refund_on_cancellation";`)
}
