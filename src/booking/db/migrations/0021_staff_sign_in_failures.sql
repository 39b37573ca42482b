CREATE TABLE "booking"."sign_in_failures" (
	"throttle" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_failures_throttle_key_pk" PRIMARY KEY("throttle","key")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_last_idx" ON "booking"."sign_in_failures" USING btree ("last_failure_at");