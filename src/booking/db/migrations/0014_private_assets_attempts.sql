CREATE TABLE "booking"."private_assets_attempts" (
	"client_key" text NOT NULL,
	"event_id" integer NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "private_assets_attempts_client_key_event_id_pk" PRIMARY KEY("client_key","event_id")
);
--> statement-breakpoint
CREATE INDEX "private_assets_attempts_window_idx" ON "booking"."private_assets_attempts" USING btree ("window_started_at");