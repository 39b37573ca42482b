CREATE TABLE "booking"."content_version" (
	"id" integer PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_version_one_row" CHECK ("booking"."content_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "booking"."content_version" ("id", "version") VALUES (1, 0);
