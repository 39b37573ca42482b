import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_events_audience_age_ranges" AS ENUM('0 - 5', '6 - 11', '12 - 15', '16 - 18', '19 - 25');
  CREATE TYPE "public"."enum_events_public_resources_type" AS ENUM('internalAsset', 'externalLink');
  CREATE TYPE "public"."enum_events_private_resources_type" AS ENUM('internalAsset', 'externalLink');
  CREATE TYPE "public"."enum_events_booking_questions_type" AS ENUM('shortText', 'longText', 'singleChoice', 'multipleChoice', 'dropdown', 'email', 'telephone');
  CREATE TYPE "public"."enum_events_ticket_questions_type" AS ENUM('shortText', 'longText', 'singleChoice', 'multipleChoice', 'dropdown', 'email', 'telephone');
  CREATE TYPE "public"."enum_events_content_type" AS ENUM('eventCorporate', 'eventHAFLS', 'eventHALS', 'eventLibraries', 'eventLocalOffer', 'eventMusicService', 'eventCPSLS', 'eventSend', 'eventSendAcademy', 'eventHealthAndWellbeing');
  CREATE TYPE "public"."enum_events_free_or_paid" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum_events_district" AS ENUM('Broxbourne', 'Dacorum', 'East Herts', 'Hertsmere', 'North Herts', 'St Albans', 'Stevenage', 'Three Rivers', 'Watford', 'Welwyn Hatfield');
  CREATE TYPE "public"."enum_events_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__events_v_version_audience_age_ranges" AS ENUM('0 - 5', '6 - 11', '12 - 15', '16 - 18', '19 - 25');
  CREATE TYPE "public"."enum__events_v_version_public_resources_type" AS ENUM('internalAsset', 'externalLink');
  CREATE TYPE "public"."enum__events_v_version_private_resources_type" AS ENUM('internalAsset', 'externalLink');
  CREATE TYPE "public"."enum__events_v_version_booking_questions_type" AS ENUM('shortText', 'longText', 'singleChoice', 'multipleChoice', 'dropdown', 'email', 'telephone');
  CREATE TYPE "public"."enum__events_v_version_ticket_questions_type" AS ENUM('shortText', 'longText', 'singleChoice', 'multipleChoice', 'dropdown', 'email', 'telephone');
  CREATE TYPE "public"."enum__events_v_version_content_type" AS ENUM('eventCorporate', 'eventHAFLS', 'eventHALS', 'eventLibraries', 'eventLocalOffer', 'eventMusicService', 'eventCPSLS', 'eventSend', 'eventSendAcademy', 'eventHealthAndWellbeing');
  CREATE TYPE "public"."enum__events_v_version_free_or_paid" AS ENUM('free', 'paid');
  CREATE TYPE "public"."enum__events_v_version_district" AS ENUM('Broxbourne', 'Dacorum', 'East Herts', 'Hertsmere', 'North Herts', 'St Albans', 'Stevenage', 'Three Rivers', 'Watford', 'Welwyn Hatfield');
  CREATE TYPE "public"."enum__events_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_venues_opening_hours_day" AS ENUM('Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Bank holidays');
  CREATE TYPE "public"."enum_categories_brand" AS ENUM('default', 'hafls', 'send', 'libraries');
  CREATE TYPE "public"."enum_promo_cards_brand" AS ENUM('default', 'hafls', 'send', 'libraries');
  CREATE TYPE "public"."enum_promo_cards_title_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_promo_cards_body_alignment" AS ENUM('left', 'center', 'right');
  CREATE TYPE "public"."enum_promo_cards_link_style" AS ENUM('link', 'button');
  CREATE TYPE "public"."enum_alerts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__alerts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_private_asset_pages_assets_type" AS ENUM('internalAsset', 'externalLink');
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'staff');
  CREATE TABLE "events_concessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"concession_price" numeric,
  	"discounted_concession_price" numeric,
  	"number_available" numeric,
  	"max_number_available" numeric,
  	"num_tickets_used" numeric DEFAULT 1
  );
  
  CREATE TABLE "events_audience_age_ranges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_events_audience_age_ranges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "events_blocks_text_area" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"further_information_text" jsonb,
  	"block_name" varchar
  );
  
  CREATE TABLE "events_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"further_information_image_id" integer,
  	"alt" varchar,
  	"caption" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "events_public_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_events_public_resources_type" DEFAULT 'externalLink',
  	"title" varchar,
  	"uri" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "events_private_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_events_private_resources_type" DEFAULT 'externalLink',
  	"title" varchar,
  	"uri" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "events_booking_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_booking_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_events_booking_questions_type" DEFAULT 'shortText',
  	"title" varchar,
  	"label" varchar,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "events_ticket_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar
  );
  
  CREATE TABLE "events_ticket_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_events_ticket_questions_type" DEFAULT 'shortText',
  	"title" varchar,
  	"label" varchar,
  	"required" boolean DEFAULT false
  );
  
  CREATE TABLE "events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"content_type" "enum_events_content_type" DEFAULT 'eventCorporate',
  	"slug" varchar,
  	"uri" varchar,
  	"private" boolean DEFAULT false,
  	"title" varchar,
  	"synopsis" varchar,
  	"about" jsonb,
  	"date_time" timestamp(3) with time zone,
  	"end_date_time" timestamp(3) with time zone,
  	"duration" varchar,
  	"banner_image_id" integer,
  	"banner_image_alt" varchar,
  	"thumbnail_id" integer,
  	"thumbnail_alt" varchar,
  	"tutor_name" varchar,
  	"tutor_image_id" integer,
  	"organising_organisation_name" varchar,
  	"organising_organisation_description" varchar,
  	"organising_organisation_url" varchar,
  	"organising_organisation_logo_id" integer,
  	"price" numeric,
  	"free_or_paid" "enum_events_free_or_paid" DEFAULT 'paid',
  	"tickets_available" numeric,
  	"ticket_sales_date_window_from" timestamp(3) with time zone,
  	"ticket_sales_date_window_to" timestamp(3) with time zone,
  	"discount_window_from" timestamp(3) with time zone,
  	"discount_window_to" timestamp(3) with time zone,
  	"early_bird_discount" numeric,
  	"pre_booking_required" boolean DEFAULT true,
  	"elearning" boolean DEFAULT false,
  	"external_listing_url" varchar,
  	"sold_out_message" varchar,
  	"target_audience" varchar,
  	"district" "enum_events_district",
  	"venue_id" integer,
  	"room_space" varchar,
  	"checkout_guidance" jsonb,
  	"service_terms" jsonb,
  	"gl" varchar,
  	"cost_code" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_events_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "events_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "_events_v_version_concessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"concession_price" numeric,
  	"discounted_concession_price" numeric,
  	"number_available" numeric,
  	"max_number_available" numeric,
  	"num_tickets_used" numeric DEFAULT 1,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_audience_age_ranges" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__events_v_version_audience_age_ranges",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_events_v_blocks_text_area" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"further_information_text" jsonb,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_events_v_blocks_image" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"further_information_image_id" integer,
  	"alt" varchar,
  	"caption" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_events_v_version_public_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__events_v_version_public_resources_type" DEFAULT 'externalLink',
  	"title" varchar,
  	"uri" varchar,
  	"media_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_private_resources" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__events_v_version_private_resources_type" DEFAULT 'externalLink',
  	"title" varchar,
  	"uri" varchar,
  	"media_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_booking_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_booking_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__events_v_version_booking_questions_type" DEFAULT 'shortText',
  	"title" varchar,
  	"label" varchar,
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_ticket_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v_version_ticket_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum__events_v_version_ticket_questions_type" DEFAULT 'shortText',
  	"title" varchar,
  	"label" varchar,
  	"required" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_events_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_content_type" "enum__events_v_version_content_type" DEFAULT 'eventCorporate',
  	"version_slug" varchar,
  	"version_uri" varchar,
  	"version_private" boolean DEFAULT false,
  	"version_title" varchar,
  	"version_synopsis" varchar,
  	"version_about" jsonb,
  	"version_date_time" timestamp(3) with time zone,
  	"version_end_date_time" timestamp(3) with time zone,
  	"version_duration" varchar,
  	"version_banner_image_id" integer,
  	"version_banner_image_alt" varchar,
  	"version_thumbnail_id" integer,
  	"version_thumbnail_alt" varchar,
  	"version_tutor_name" varchar,
  	"version_tutor_image_id" integer,
  	"version_organising_organisation_name" varchar,
  	"version_organising_organisation_description" varchar,
  	"version_organising_organisation_url" varchar,
  	"version_organising_organisation_logo_id" integer,
  	"version_price" numeric,
  	"version_free_or_paid" "enum__events_v_version_free_or_paid" DEFAULT 'paid',
  	"version_tickets_available" numeric,
  	"version_ticket_sales_date_window_from" timestamp(3) with time zone,
  	"version_ticket_sales_date_window_to" timestamp(3) with time zone,
  	"version_discount_window_from" timestamp(3) with time zone,
  	"version_discount_window_to" timestamp(3) with time zone,
  	"version_early_bird_discount" numeric,
  	"version_pre_booking_required" boolean DEFAULT true,
  	"version_elearning" boolean DEFAULT false,
  	"version_external_listing_url" varchar,
  	"version_sold_out_message" varchar,
  	"version_target_audience" varchar,
  	"version_district" "enum__events_v_version_district",
  	"version_venue_id" integer,
  	"version_room_space" varchar,
  	"version_checkout_guidance" jsonb,
  	"version_service_terms" jsonb,
  	"version_gl" varchar,
  	"version_cost_code" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__events_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_events_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer
  );
  
  CREATE TABLE "venues_rooms" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "venues_opening_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_venues_opening_hours_day" NOT NULL,
  	"open_time1" varchar,
  	"close_time1" varchar,
  	"open_time2" varchar,
  	"close_time2" varchar
  );
  
  CREATE TABLE "venues" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"address_street_address" varchar NOT NULL,
  	"address_address_locality" varchar NOT NULL,
  	"address_address_region" varchar DEFAULT 'Hertfordshire',
  	"address_postal_code" varchar NOT NULL,
  	"address_post_office_box_number" varchar,
  	"location_lat" numeric,
  	"location_lon" numeric,
  	"bank_holidays_and_closures" jsonb,
  	"description" jsonb,
  	"parking_availability" jsonb,
  	"disabled_facilities" jsonb,
  	"how_to_get_here" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"brand" "enum_categories_brand" DEFAULT 'default' NOT NULL,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "promo_cards" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"brand" "enum_promo_cards_brand" DEFAULT 'default' NOT NULL,
  	"category_id" integer,
  	"title" varchar NOT NULL,
  	"title_alignment" "enum_promo_cards_title_alignment" DEFAULT 'left',
  	"body" varchar,
  	"body_alignment" "enum_promo_cards_body_alignment" DEFAULT 'left',
  	"link_url" varchar,
  	"link_title" varchar,
  	"link_style" "enum_promo_cards_link_style" DEFAULT 'link',
  	"background_colour" varchar,
  	"background_opacity" numeric DEFAULT 0.5,
  	"background_image_id" integer,
  	"background_image_alt" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "alerts_match_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar
  );
  
  CREATE TABLE "alerts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"content" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_alerts_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_alerts_v_version_match_locations" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"path" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_alerts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_content" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__alerts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "private_asset_pages_assets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_private_asset_pages_assets_type" DEFAULT 'externalLink' NOT NULL,
  	"title" varchar NOT NULL,
  	"uri" varchar,
  	"media_id" integer
  );
  
  CREATE TABLE "private_asset_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"event_id" integer NOT NULL,
  	"title" varchar NOT NULL,
  	"description" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "media" (
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
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_social_url" varchar,
  	"sizes_social_width" numeric,
  	"sizes_social_height" numeric,
  	"sizes_social_mime_type" varchar,
  	"sizes_social_filesize" numeric,
  	"sizes_social_filename" varchar,
  	"sizes_banner_url" varchar,
  	"sizes_banner_width" numeric,
  	"sizes_banner_height" numeric,
  	"sizes_banner_mime_type" varchar,
  	"sizes_banner_filesize" numeric,
  	"sizes_banner_filename" varchar
  );
  
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"events_id" integer,
  	"venues_id" integer,
  	"categories_id" integer,
  	"promo_cards_id" integer,
  	"alerts_id" integer,
  	"private_asset_pages_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"maintenance_active" boolean DEFAULT false,
  	"maintenance_title" varchar DEFAULT 'Sorry, this service is unavailable',
  	"maintenance_message" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_config_navigation_children_grandchildren" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_navigation_children" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_navigation" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_footer_columns_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "site_config_footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL
  );
  
  CREATE TABLE "site_config" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar DEFAULT 'Events and courses' NOT NULL,
  	"header_banner_image_id" integer,
  	"header_overlay_opacity" numeric DEFAULT 0.5,
  	"footer_social_links_facebook" varchar,
  	"footer_social_links_twitter" varchar,
  	"footer_social_links_youtube" varchar,
  	"footer_social_links_instagram" varchar,
  	"footer_marketing_url" varchar,
  	"footer_marketing_image_id" integer,
  	"footer_marketing_alt" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "events_concessions" ADD CONSTRAINT "events_concessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_audience_age_ranges" ADD CONSTRAINT "events_audience_age_ranges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_blocks_text_area" ADD CONSTRAINT "events_blocks_text_area_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_blocks_image" ADD CONSTRAINT "events_blocks_image_further_information_image_id_media_id_fk" FOREIGN KEY ("further_information_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_blocks_image" ADD CONSTRAINT "events_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_public_resources" ADD CONSTRAINT "events_public_resources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_public_resources" ADD CONSTRAINT "events_public_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_private_resources" ADD CONSTRAINT "events_private_resources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_private_resources" ADD CONSTRAINT "events_private_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_booking_questions_options" ADD CONSTRAINT "events_booking_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_booking_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_booking_questions" ADD CONSTRAINT "events_booking_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_ticket_questions_options" ADD CONSTRAINT "events_ticket_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events_ticket_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_ticket_questions" ADD CONSTRAINT "events_ticket_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_banner_image_id_media_id_fk" FOREIGN KEY ("banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_tutor_image_id_media_id_fk" FOREIGN KEY ("tutor_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_organising_organisation_logo_id_media_id_fk" FOREIGN KEY ("organising_organisation_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "events_rels" ADD CONSTRAINT "events_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_concessions" ADD CONSTRAINT "_events_v_version_concessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_audience_age_ranges" ADD CONSTRAINT "_events_v_version_audience_age_ranges_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_blocks_text_area" ADD CONSTRAINT "_events_v_blocks_text_area_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_blocks_image" ADD CONSTRAINT "_events_v_blocks_image_further_information_image_id_media_id_fk" FOREIGN KEY ("further_information_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_blocks_image" ADD CONSTRAINT "_events_v_blocks_image_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_public_resources" ADD CONSTRAINT "_events_v_version_public_resources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_public_resources" ADD CONSTRAINT "_events_v_version_public_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_private_resources" ADD CONSTRAINT "_events_v_version_private_resources_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_version_private_resources" ADD CONSTRAINT "_events_v_version_private_resources_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_booking_questions_options" ADD CONSTRAINT "_events_v_version_booking_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_booking_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_booking_questions" ADD CONSTRAINT "_events_v_version_booking_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_ticket_questions_options" ADD CONSTRAINT "_events_v_version_ticket_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v_version_ticket_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_version_ticket_questions" ADD CONSTRAINT "_events_v_version_ticket_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_parent_id_events_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_banner_image_id_media_id_fk" FOREIGN KEY ("version_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_thumbnail_id_media_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_tutor_image_id_media_id_fk" FOREIGN KEY ("version_tutor_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_organising_organisation_logo_id_media_id_fk" FOREIGN KEY ("version_organising_organisation_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v" ADD CONSTRAINT "_events_v_version_venue_id_venues_id_fk" FOREIGN KEY ("version_venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_events_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_events_v_rels" ADD CONSTRAINT "_events_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues_rooms" ADD CONSTRAINT "venues_rooms_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "venues_opening_hours" ADD CONSTRAINT "venues_opening_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "promo_cards" ADD CONSTRAINT "promo_cards_background_image_id_media_id_fk" FOREIGN KEY ("background_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "alerts_match_locations" ADD CONSTRAINT "alerts_match_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v_version_match_locations" ADD CONSTRAINT "_alerts_v_version_match_locations_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_alerts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_alerts_v" ADD CONSTRAINT "_alerts_v_parent_id_alerts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."alerts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_asset_pages_assets" ADD CONSTRAINT "private_asset_pages_assets_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "private_asset_pages_assets" ADD CONSTRAINT "private_asset_pages_assets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."private_asset_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "private_asset_pages" ADD CONSTRAINT "private_asset_pages_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_events_fk" FOREIGN KEY ("events_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_venues_fk" FOREIGN KEY ("venues_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_promo_cards_fk" FOREIGN KEY ("promo_cards_id") REFERENCES "public"."promo_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_alerts_fk" FOREIGN KEY ("alerts_id") REFERENCES "public"."alerts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_private_asset_pages_fk" FOREIGN KEY ("private_asset_pages_id") REFERENCES "public"."private_asset_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_navigation_children_grandchildren" ADD CONSTRAINT "site_config_navigation_children_grandchildren_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_navigation_children"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_navigation_children" ADD CONSTRAINT "site_config_navigation_children_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_navigation"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_navigation" ADD CONSTRAINT "site_config_navigation_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_footer_columns_links" ADD CONSTRAINT "site_config_footer_columns_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config_footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config_footer_columns" ADD CONSTRAINT "site_config_footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_config"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_header_banner_image_id_media_id_fk" FOREIGN KEY ("header_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_config" ADD CONSTRAINT "site_config_footer_marketing_image_id_media_id_fk" FOREIGN KEY ("footer_marketing_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "events_concessions_order_idx" ON "events_concessions" USING btree ("_order");
  CREATE INDEX "events_concessions_parent_id_idx" ON "events_concessions" USING btree ("_parent_id");
  CREATE INDEX "events_audience_age_ranges_order_idx" ON "events_audience_age_ranges" USING btree ("order");
  CREATE INDEX "events_audience_age_ranges_parent_idx" ON "events_audience_age_ranges" USING btree ("parent_id");
  CREATE INDEX "events_blocks_text_area_order_idx" ON "events_blocks_text_area" USING btree ("_order");
  CREATE INDEX "events_blocks_text_area_parent_id_idx" ON "events_blocks_text_area" USING btree ("_parent_id");
  CREATE INDEX "events_blocks_text_area_path_idx" ON "events_blocks_text_area" USING btree ("_path");
  CREATE INDEX "events_blocks_image_order_idx" ON "events_blocks_image" USING btree ("_order");
  CREATE INDEX "events_blocks_image_parent_id_idx" ON "events_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "events_blocks_image_path_idx" ON "events_blocks_image" USING btree ("_path");
  CREATE INDEX "events_blocks_image_further_information_image_idx" ON "events_blocks_image" USING btree ("further_information_image_id");
  CREATE INDEX "events_public_resources_order_idx" ON "events_public_resources" USING btree ("_order");
  CREATE INDEX "events_public_resources_parent_id_idx" ON "events_public_resources" USING btree ("_parent_id");
  CREATE INDEX "events_public_resources_media_idx" ON "events_public_resources" USING btree ("media_id");
  CREATE INDEX "events_private_resources_order_idx" ON "events_private_resources" USING btree ("_order");
  CREATE INDEX "events_private_resources_parent_id_idx" ON "events_private_resources" USING btree ("_parent_id");
  CREATE INDEX "events_private_resources_media_idx" ON "events_private_resources" USING btree ("media_id");
  CREATE INDEX "events_booking_questions_options_order_idx" ON "events_booking_questions_options" USING btree ("_order");
  CREATE INDEX "events_booking_questions_options_parent_id_idx" ON "events_booking_questions_options" USING btree ("_parent_id");
  CREATE INDEX "events_booking_questions_order_idx" ON "events_booking_questions" USING btree ("_order");
  CREATE INDEX "events_booking_questions_parent_id_idx" ON "events_booking_questions" USING btree ("_parent_id");
  CREATE INDEX "events_ticket_questions_options_order_idx" ON "events_ticket_questions_options" USING btree ("_order");
  CREATE INDEX "events_ticket_questions_options_parent_id_idx" ON "events_ticket_questions_options" USING btree ("_parent_id");
  CREATE INDEX "events_ticket_questions_order_idx" ON "events_ticket_questions" USING btree ("_order");
  CREATE INDEX "events_ticket_questions_parent_id_idx" ON "events_ticket_questions" USING btree ("_parent_id");
  CREATE INDEX "events_content_type_idx" ON "events" USING btree ("content_type");
  CREATE UNIQUE INDEX "events_slug_idx" ON "events" USING btree ("slug");
  CREATE INDEX "events_uri_idx" ON "events" USING btree ("uri");
  CREATE INDEX "events_private_idx" ON "events" USING btree ("private");
  CREATE INDEX "events_date_time_idx" ON "events" USING btree ("date_time");
  CREATE INDEX "events_banner_image_idx" ON "events" USING btree ("banner_image_id");
  CREATE INDEX "events_thumbnail_idx" ON "events" USING btree ("thumbnail_id");
  CREATE INDEX "events_tutor_tutor_image_idx" ON "events" USING btree ("tutor_image_id");
  CREATE INDEX "events_organising_organisation_organising_organisation_l_idx" ON "events" USING btree ("organising_organisation_logo_id");
  CREATE INDEX "events_district_idx" ON "events" USING btree ("district");
  CREATE INDEX "events_venue_idx" ON "events" USING btree ("venue_id");
  CREATE INDEX "events_updated_at_idx" ON "events" USING btree ("updated_at");
  CREATE INDEX "events_created_at_idx" ON "events" USING btree ("created_at");
  CREATE INDEX "events__status_idx" ON "events" USING btree ("_status");
  CREATE INDEX "events_rels_order_idx" ON "events_rels" USING btree ("order");
  CREATE INDEX "events_rels_parent_idx" ON "events_rels" USING btree ("parent_id");
  CREATE INDEX "events_rels_path_idx" ON "events_rels" USING btree ("path");
  CREATE INDEX "events_rels_categories_id_idx" ON "events_rels" USING btree ("categories_id");
  CREATE INDEX "_events_v_version_concessions_order_idx" ON "_events_v_version_concessions" USING btree ("_order");
  CREATE INDEX "_events_v_version_concessions_parent_id_idx" ON "_events_v_version_concessions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_audience_age_ranges_order_idx" ON "_events_v_version_audience_age_ranges" USING btree ("order");
  CREATE INDEX "_events_v_version_audience_age_ranges_parent_idx" ON "_events_v_version_audience_age_ranges" USING btree ("parent_id");
  CREATE INDEX "_events_v_blocks_text_area_order_idx" ON "_events_v_blocks_text_area" USING btree ("_order");
  CREATE INDEX "_events_v_blocks_text_area_parent_id_idx" ON "_events_v_blocks_text_area" USING btree ("_parent_id");
  CREATE INDEX "_events_v_blocks_text_area_path_idx" ON "_events_v_blocks_text_area" USING btree ("_path");
  CREATE INDEX "_events_v_blocks_image_order_idx" ON "_events_v_blocks_image" USING btree ("_order");
  CREATE INDEX "_events_v_blocks_image_parent_id_idx" ON "_events_v_blocks_image" USING btree ("_parent_id");
  CREATE INDEX "_events_v_blocks_image_path_idx" ON "_events_v_blocks_image" USING btree ("_path");
  CREATE INDEX "_events_v_blocks_image_further_information_image_idx" ON "_events_v_blocks_image" USING btree ("further_information_image_id");
  CREATE INDEX "_events_v_version_public_resources_order_idx" ON "_events_v_version_public_resources" USING btree ("_order");
  CREATE INDEX "_events_v_version_public_resources_parent_id_idx" ON "_events_v_version_public_resources" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_public_resources_media_idx" ON "_events_v_version_public_resources" USING btree ("media_id");
  CREATE INDEX "_events_v_version_private_resources_order_idx" ON "_events_v_version_private_resources" USING btree ("_order");
  CREATE INDEX "_events_v_version_private_resources_parent_id_idx" ON "_events_v_version_private_resources" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_private_resources_media_idx" ON "_events_v_version_private_resources" USING btree ("media_id");
  CREATE INDEX "_events_v_version_booking_questions_options_order_idx" ON "_events_v_version_booking_questions_options" USING btree ("_order");
  CREATE INDEX "_events_v_version_booking_questions_options_parent_id_idx" ON "_events_v_version_booking_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_booking_questions_order_idx" ON "_events_v_version_booking_questions" USING btree ("_order");
  CREATE INDEX "_events_v_version_booking_questions_parent_id_idx" ON "_events_v_version_booking_questions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_ticket_questions_options_order_idx" ON "_events_v_version_ticket_questions_options" USING btree ("_order");
  CREATE INDEX "_events_v_version_ticket_questions_options_parent_id_idx" ON "_events_v_version_ticket_questions_options" USING btree ("_parent_id");
  CREATE INDEX "_events_v_version_ticket_questions_order_idx" ON "_events_v_version_ticket_questions" USING btree ("_order");
  CREATE INDEX "_events_v_version_ticket_questions_parent_id_idx" ON "_events_v_version_ticket_questions" USING btree ("_parent_id");
  CREATE INDEX "_events_v_parent_idx" ON "_events_v" USING btree ("parent_id");
  CREATE INDEX "_events_v_version_version_content_type_idx" ON "_events_v" USING btree ("version_content_type");
  CREATE INDEX "_events_v_version_version_slug_idx" ON "_events_v" USING btree ("version_slug");
  CREATE INDEX "_events_v_version_version_uri_idx" ON "_events_v" USING btree ("version_uri");
  CREATE INDEX "_events_v_version_version_private_idx" ON "_events_v" USING btree ("version_private");
  CREATE INDEX "_events_v_version_version_date_time_idx" ON "_events_v" USING btree ("version_date_time");
  CREATE INDEX "_events_v_version_version_banner_image_idx" ON "_events_v" USING btree ("version_banner_image_id");
  CREATE INDEX "_events_v_version_version_thumbnail_idx" ON "_events_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_events_v_version_tutor_version_tutor_image_idx" ON "_events_v" USING btree ("version_tutor_image_id");
  CREATE INDEX "_events_v_version_organising_organisation_version_organi_idx" ON "_events_v" USING btree ("version_organising_organisation_logo_id");
  CREATE INDEX "_events_v_version_version_district_idx" ON "_events_v" USING btree ("version_district");
  CREATE INDEX "_events_v_version_version_venue_idx" ON "_events_v" USING btree ("version_venue_id");
  CREATE INDEX "_events_v_version_version_updated_at_idx" ON "_events_v" USING btree ("version_updated_at");
  CREATE INDEX "_events_v_version_version_created_at_idx" ON "_events_v" USING btree ("version_created_at");
  CREATE INDEX "_events_v_version_version__status_idx" ON "_events_v" USING btree ("version__status");
  CREATE INDEX "_events_v_created_at_idx" ON "_events_v" USING btree ("created_at");
  CREATE INDEX "_events_v_updated_at_idx" ON "_events_v" USING btree ("updated_at");
  CREATE INDEX "_events_v_latest_idx" ON "_events_v" USING btree ("latest");
  CREATE INDEX "_events_v_rels_order_idx" ON "_events_v_rels" USING btree ("order");
  CREATE INDEX "_events_v_rels_parent_idx" ON "_events_v_rels" USING btree ("parent_id");
  CREATE INDEX "_events_v_rels_path_idx" ON "_events_v_rels" USING btree ("path");
  CREATE INDEX "_events_v_rels_categories_id_idx" ON "_events_v_rels" USING btree ("categories_id");
  CREATE INDEX "venues_rooms_order_idx" ON "venues_rooms" USING btree ("_order");
  CREATE INDEX "venues_rooms_parent_id_idx" ON "venues_rooms" USING btree ("_parent_id");
  CREATE INDEX "venues_opening_hours_order_idx" ON "venues_opening_hours" USING btree ("_order");
  CREATE INDEX "venues_opening_hours_parent_id_idx" ON "venues_opening_hours" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "venues_name_idx" ON "venues" USING btree ("name");
  CREATE INDEX "venues_updated_at_idx" ON "venues" USING btree ("updated_at");
  CREATE INDEX "venues_created_at_idx" ON "venues" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");
  CREATE INDEX "categories_brand_idx" ON "categories" USING btree ("brand");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE INDEX "promo_cards_brand_idx" ON "promo_cards" USING btree ("brand");
  CREATE INDEX "promo_cards_category_idx" ON "promo_cards" USING btree ("category_id");
  CREATE INDEX "promo_cards_background_image_idx" ON "promo_cards" USING btree ("background_image_id");
  CREATE INDEX "promo_cards_updated_at_idx" ON "promo_cards" USING btree ("updated_at");
  CREATE INDEX "promo_cards_created_at_idx" ON "promo_cards" USING btree ("created_at");
  CREATE INDEX "alerts_match_locations_order_idx" ON "alerts_match_locations" USING btree ("_order");
  CREATE INDEX "alerts_match_locations_parent_id_idx" ON "alerts_match_locations" USING btree ("_parent_id");
  CREATE INDEX "alerts_updated_at_idx" ON "alerts" USING btree ("updated_at");
  CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");
  CREATE INDEX "alerts__status_idx" ON "alerts" USING btree ("_status");
  CREATE INDEX "_alerts_v_version_match_locations_order_idx" ON "_alerts_v_version_match_locations" USING btree ("_order");
  CREATE INDEX "_alerts_v_version_match_locations_parent_id_idx" ON "_alerts_v_version_match_locations" USING btree ("_parent_id");
  CREATE INDEX "_alerts_v_parent_idx" ON "_alerts_v" USING btree ("parent_id");
  CREATE INDEX "_alerts_v_version_version_updated_at_idx" ON "_alerts_v" USING btree ("version_updated_at");
  CREATE INDEX "_alerts_v_version_version_created_at_idx" ON "_alerts_v" USING btree ("version_created_at");
  CREATE INDEX "_alerts_v_version_version__status_idx" ON "_alerts_v" USING btree ("version__status");
  CREATE INDEX "_alerts_v_created_at_idx" ON "_alerts_v" USING btree ("created_at");
  CREATE INDEX "_alerts_v_updated_at_idx" ON "_alerts_v" USING btree ("updated_at");
  CREATE INDEX "_alerts_v_latest_idx" ON "_alerts_v" USING btree ("latest");
  CREATE INDEX "private_asset_pages_assets_order_idx" ON "private_asset_pages_assets" USING btree ("_order");
  CREATE INDEX "private_asset_pages_assets_parent_id_idx" ON "private_asset_pages_assets" USING btree ("_parent_id");
  CREATE INDEX "private_asset_pages_assets_media_idx" ON "private_asset_pages_assets" USING btree ("media_id");
  CREATE UNIQUE INDEX "private_asset_pages_event_idx" ON "private_asset_pages" USING btree ("event_id");
  CREATE INDEX "private_asset_pages_updated_at_idx" ON "private_asset_pages" USING btree ("updated_at");
  CREATE INDEX "private_asset_pages_created_at_idx" ON "private_asset_pages" USING btree ("created_at");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_social_sizes_social_filename_idx" ON "media" USING btree ("sizes_social_filename");
  CREATE INDEX "media_sizes_banner_sizes_banner_filename_idx" ON "media" USING btree ("sizes_banner_filename");
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_events_id_idx" ON "payload_locked_documents_rels" USING btree ("events_id");
  CREATE INDEX "payload_locked_documents_rels_venues_id_idx" ON "payload_locked_documents_rels" USING btree ("venues_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_promo_cards_id_idx" ON "payload_locked_documents_rels" USING btree ("promo_cards_id");
  CREATE INDEX "payload_locked_documents_rels_alerts_id_idx" ON "payload_locked_documents_rels" USING btree ("alerts_id");
  CREATE INDEX "payload_locked_documents_rels_private_asset_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("private_asset_pages_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_config_navigation_children_grandchildren_order_idx" ON "site_config_navigation_children_grandchildren" USING btree ("_order");
  CREATE INDEX "site_config_navigation_children_grandchildren_parent_id_idx" ON "site_config_navigation_children_grandchildren" USING btree ("_parent_id");
  CREATE INDEX "site_config_navigation_children_order_idx" ON "site_config_navigation_children" USING btree ("_order");
  CREATE INDEX "site_config_navigation_children_parent_id_idx" ON "site_config_navigation_children" USING btree ("_parent_id");
  CREATE INDEX "site_config_navigation_order_idx" ON "site_config_navigation" USING btree ("_order");
  CREATE INDEX "site_config_navigation_parent_id_idx" ON "site_config_navigation" USING btree ("_parent_id");
  CREATE INDEX "site_config_footer_columns_links_order_idx" ON "site_config_footer_columns_links" USING btree ("_order");
  CREATE INDEX "site_config_footer_columns_links_parent_id_idx" ON "site_config_footer_columns_links" USING btree ("_parent_id");
  CREATE INDEX "site_config_footer_columns_order_idx" ON "site_config_footer_columns" USING btree ("_order");
  CREATE INDEX "site_config_footer_columns_parent_id_idx" ON "site_config_footer_columns" USING btree ("_parent_id");
  CREATE INDEX "site_config_header_header_banner_image_idx" ON "site_config" USING btree ("header_banner_image_id");
  CREATE INDEX "site_config_footer_marketing_footer_marketing_image_idx" ON "site_config" USING btree ("footer_marketing_image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "events_concessions" CASCADE;
  DROP TABLE "events_audience_age_ranges" CASCADE;
  DROP TABLE "events_blocks_text_area" CASCADE;
  DROP TABLE "events_blocks_image" CASCADE;
  DROP TABLE "events_public_resources" CASCADE;
  DROP TABLE "events_private_resources" CASCADE;
  DROP TABLE "events_booking_questions_options" CASCADE;
  DROP TABLE "events_booking_questions" CASCADE;
  DROP TABLE "events_ticket_questions_options" CASCADE;
  DROP TABLE "events_ticket_questions" CASCADE;
  DROP TABLE "events" CASCADE;
  DROP TABLE "events_rels" CASCADE;
  DROP TABLE "_events_v_version_concessions" CASCADE;
  DROP TABLE "_events_v_version_audience_age_ranges" CASCADE;
  DROP TABLE "_events_v_blocks_text_area" CASCADE;
  DROP TABLE "_events_v_blocks_image" CASCADE;
  DROP TABLE "_events_v_version_public_resources" CASCADE;
  DROP TABLE "_events_v_version_private_resources" CASCADE;
  DROP TABLE "_events_v_version_booking_questions_options" CASCADE;
  DROP TABLE "_events_v_version_booking_questions" CASCADE;
  DROP TABLE "_events_v_version_ticket_questions_options" CASCADE;
  DROP TABLE "_events_v_version_ticket_questions" CASCADE;
  DROP TABLE "_events_v" CASCADE;
  DROP TABLE "_events_v_rels" CASCADE;
  DROP TABLE "venues_rooms" CASCADE;
  DROP TABLE "venues_opening_hours" CASCADE;
  DROP TABLE "venues" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "promo_cards" CASCADE;
  DROP TABLE "alerts_match_locations" CASCADE;
  DROP TABLE "alerts" CASCADE;
  DROP TABLE "_alerts_v_version_match_locations" CASCADE;
  DROP TABLE "_alerts_v" CASCADE;
  DROP TABLE "private_asset_pages_assets" CASCADE;
  DROP TABLE "private_asset_pages" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "settings" CASCADE;
  DROP TABLE "site_config_navigation_children_grandchildren" CASCADE;
  DROP TABLE "site_config_navigation_children" CASCADE;
  DROP TABLE "site_config_navigation" CASCADE;
  DROP TABLE "site_config_footer_columns_links" CASCADE;
  DROP TABLE "site_config_footer_columns" CASCADE;
  DROP TABLE "site_config" CASCADE;
  DROP TYPE "public"."enum_events_audience_age_ranges";
  DROP TYPE "public"."enum_events_public_resources_type";
  DROP TYPE "public"."enum_events_private_resources_type";
  DROP TYPE "public"."enum_events_booking_questions_type";
  DROP TYPE "public"."enum_events_ticket_questions_type";
  DROP TYPE "public"."enum_events_content_type";
  DROP TYPE "public"."enum_events_free_or_paid";
  DROP TYPE "public"."enum_events_district";
  DROP TYPE "public"."enum_events_status";
  DROP TYPE "public"."enum__events_v_version_audience_age_ranges";
  DROP TYPE "public"."enum__events_v_version_public_resources_type";
  DROP TYPE "public"."enum__events_v_version_private_resources_type";
  DROP TYPE "public"."enum__events_v_version_booking_questions_type";
  DROP TYPE "public"."enum__events_v_version_ticket_questions_type";
  DROP TYPE "public"."enum__events_v_version_content_type";
  DROP TYPE "public"."enum__events_v_version_free_or_paid";
  DROP TYPE "public"."enum__events_v_version_district";
  DROP TYPE "public"."enum__events_v_version_status";
  DROP TYPE "public"."enum_venues_opening_hours_day";
  DROP TYPE "public"."enum_categories_brand";
  DROP TYPE "public"."enum_promo_cards_brand";
  DROP TYPE "public"."enum_promo_cards_title_alignment";
  DROP TYPE "public"."enum_promo_cards_body_alignment";
  DROP TYPE "public"."enum_promo_cards_link_style";
  DROP TYPE "public"."enum_alerts_status";
  DROP TYPE "public"."enum__alerts_v_version_status";
  DROP TYPE "public"."enum_private_asset_pages_assets_type";
  DROP TYPE "public"."enum_users_roles";`)
}
