import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "events_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"venue_id" integer,
  	"room_space" varchar
  );
  
  CREATE TABLE "_events_v_version_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"starts_at" timestamp(3) with time zone,
  	"ends_at" timestamp(3) with time zone,
  	"venue_id" integer,
  	"room_space" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "events_sessions" ADD CONSTRAINT "events_sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_sessions" ADD CONSTRAINT "events_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_sessions" ADD CONSTRAINT "_events_v_version_sessions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_sessions" ADD CONSTRAINT "_events_v_version_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "events_sessions_order_idx" ON "events_sessions" USING btree ("_order");
  CREATE INDEX "events_sessions_parent_id_idx" ON "events_sessions" USING btree ("_parent_id");
  CREATE INDEX "events_sessions_venue_idx" ON "events_sessions" USING btree ("venue_id");
  CREATE INDEX "_events_v_version_sessions_order_idx" ON "_events_v_version_sessions" USING btree ("_order");
  CREATE INDEX "_events_v_version_sessions_parent_id_idx" ON "_events_v_version_sessions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_sessions_venue_idx" ON "_events_v_version_sessions" USING btree ("venue_id");
  ALTER TABLE "users" DROP COLUMN "login_attempts";
  ALTER TABLE "users" DROP COLUMN "lock_until";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_sessions" CASCADE;
  DROP TABLE "_events_v_version_sessions" CASCADE;
  ALTER TABLE "users" ADD COLUMN "login_attempts" numeric DEFAULT 0;
  ALTER TABLE "users" ADD COLUMN "lock_until" timestamp(3) with time zone;`)
}
