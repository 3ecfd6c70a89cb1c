import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pricelists_products_parameters_type" AS ENUM('fixed', 'text', 'textarea', 'select', 'radio', 'checkboxes');
  CREATE TYPE "public"."enum_pricelists_currency" AS ENUM('EUR', 'USD', 'GBP', 'CHF', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN');
  CREATE TYPE "public"."enum_pricelists_download_mode" AS ENUM('checkbox', 'count');
  CREATE TYPE "public"."enum_pricelists_shipping_mode" AS ENUM('flat', 'perItem');
  CREATE TYPE "public"."enum_orders_lines_kind" AS ENUM('product', 'download');
  CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'paid', 'fulfilled', 'cancelled', 'refunded');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('bank', 'stripe');
  CREATE TYPE "public"."enum_site_settings_shop_panel_position" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_site_settings_shop_after_add" AS ENUM('stay', 'checkout');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'orderMail';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'orderMail';
  CREATE TABLE "pricelists_products_parameters_choices" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"change" varchar DEFAULT '0.00'
  );
  
  CREATE TABLE "pricelists_products_parameters" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"type" "enum_pricelists_products_parameters_type" DEFAULT 'select',
  	"required" boolean DEFAULT false,
  	"value" varchar
  );
  
  CREATE TABLE "pricelists_products" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"price" varchar DEFAULT '0.00',
  	"description" varchar,
  	"ships" boolean DEFAULT true
  );
  
  CREATE TABLE "pricelists_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"longest_side" numeric,
  	"price" varchar DEFAULT '0.00'
  );
  
  CREATE TABLE "pricelists" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"currency" "enum_pricelists_currency" DEFAULT 'EUR' NOT NULL,
  	"tax_rate" varchar DEFAULT '0',
  	"prices_include_tax" boolean DEFAULT true,
  	"sell_products" boolean DEFAULT true,
  	"sell_downloads" boolean DEFAULT false,
  	"download_mode" "enum_pricelists_download_mode" DEFAULT 'checkbox',
  	"licence" varchar,
  	"shipping_mode" "enum_pricelists_shipping_mode" DEFAULT 'flat',
  	"shipping_domestic" varchar DEFAULT '0.00' NOT NULL,
  	"shipping_international" varchar DEFAULT '0.00' NOT NULL,
  	"shipping_country" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "carts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
  	"count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"photo_id" integer,
  	"photo_title" varchar,
  	"kind" "enum_orders_lines_kind",
  	"product" varchar,
  	"parameters" varchar,
  	"quantity" numeric,
  	"unit_price" numeric,
  	"total" numeric,
  	"price_text" varchar,
  	"longest_side" numeric,
  	"key" varchar
  );
  
  CREATE TABLE "orders_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone,
  	"from" varchar,
  	"to" varchar,
  	"by" varchar,
  	"note" varchar
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" varchar,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"customer_name" varchar,
  	"customer_email" varchar,
  	"billing_line1" varchar,
  	"billing_line2" varchar,
  	"billing_postal_code" varchar,
  	"billing_city" varchar,
  	"billing_country" varchar,
  	"shipping_address_line1" varchar,
  	"shipping_address_line2" varchar,
  	"shipping_address_postal_code" varchar,
  	"shipping_address_city" varchar,
  	"shipping_address_country" varchar,
  	"ships" boolean,
  	"currency" varchar,
  	"subtotal" numeric,
  	"tax" numeric,
  	"shipping" numeric,
  	"total" numeric,
  	"total_text" varchar,
  	"tax_included" boolean,
  	"payment_method" "enum_orders_payment_method",
  	"payment_reference" varchar,
  	"stripe_session" varchar,
  	"token_nonce" varchar,
  	"links_issued_at" timestamp(3) with time zone,
  	"link_version" numeric DEFAULT 1,
  	"events" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "media" ADD COLUMN "pricelist_id" integer;
  ALTER TABLE "galleries" ADD COLUMN "pricelist_id" integer;
  ALTER TABLE "_galleries_v" ADD COLUMN "version_pricelist_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pricelists_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "carts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "features_shop" boolean DEFAULT true;
  ALTER TABLE "site_settings" ADD COLUMN "shop_panel_position" "enum_site_settings_shop_panel_position" DEFAULT 'right';
  ALTER TABLE "site_settings" ADD COLUMN "shop_after_add" "enum_site_settings_shop_after_add" DEFAULT 'stay';
  ALTER TABLE "site_settings" ADD COLUMN "shop_download_days" numeric DEFAULT 7;
  ALTER TABLE "site_settings" ADD COLUMN "shop_bank_instructions" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "shop_notify_email" varchar;
  ALTER TABLE "pricelists_products_parameters_choices" ADD CONSTRAINT "pricelists_products_parameters_choices_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricelists_products_parameters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricelists_products_parameters" ADD CONSTRAINT "pricelists_products_parameters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricelists_products"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricelists_products" ADD CONSTRAINT "pricelists_products_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricelists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pricelists_downloads" ADD CONSTRAINT "pricelists_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pricelists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pricelists_products_parameters_choices_order_idx" ON "pricelists_products_parameters_choices" USING btree ("_order");
  CREATE INDEX "pricelists_products_parameters_choices_parent_id_idx" ON "pricelists_products_parameters_choices" USING btree ("_parent_id");
  CREATE INDEX "pricelists_products_parameters_order_idx" ON "pricelists_products_parameters" USING btree ("_order");
  CREATE INDEX "pricelists_products_parameters_parent_id_idx" ON "pricelists_products_parameters" USING btree ("_parent_id");
  CREATE INDEX "pricelists_products_order_idx" ON "pricelists_products" USING btree ("_order");
  CREATE INDEX "pricelists_products_parent_id_idx" ON "pricelists_products" USING btree ("_parent_id");
  CREATE INDEX "pricelists_downloads_order_idx" ON "pricelists_downloads" USING btree ("_order");
  CREATE INDEX "pricelists_downloads_parent_id_idx" ON "pricelists_downloads" USING btree ("_parent_id");
  CREATE INDEX "pricelists_updated_at_idx" ON "pricelists" USING btree ("updated_at");
  CREATE INDEX "pricelists_created_at_idx" ON "pricelists" USING btree ("created_at");
  CREATE UNIQUE INDEX "carts_key_idx" ON "carts" USING btree ("key");
  CREATE INDEX "carts_updated_at_idx" ON "carts" USING btree ("updated_at");
  CREATE INDEX "carts_created_at_idx" ON "carts" USING btree ("created_at");
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_photo_idx" ON "orders_lines" USING btree ("photo_id");
  CREATE INDEX "orders_history_order_idx" ON "orders_history" USING btree ("_order");
  CREATE INDEX "orders_history_parent_id_idx" ON "orders_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_customer_email_idx" ON "orders" USING btree ("customer_email");
  CREATE INDEX "orders_stripe_session_idx" ON "orders" USING btree ("stripe_session");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  ALTER TABLE "media" ADD CONSTRAINT "media_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "galleries" ADD CONSTRAINT "galleries_pricelist_id_pricelists_id_fk" FOREIGN KEY ("pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_galleries_v" ADD CONSTRAINT "_galleries_v_version_pricelist_id_pricelists_id_fk" FOREIGN KEY ("version_pricelist_id") REFERENCES "public"."pricelists"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pricelists_fk" FOREIGN KEY ("pricelists_id") REFERENCES "public"."pricelists"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_carts_fk" FOREIGN KEY ("carts_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_pricelist_idx" ON "media" USING btree ("pricelist_id");
  CREATE INDEX "galleries_pricelist_idx" ON "galleries" USING btree ("pricelist_id");
  CREATE INDEX "_galleries_v_version_version_pricelist_idx" ON "_galleries_v" USING btree ("version_pricelist_id");
  CREATE INDEX "payload_locked_documents_rels_pricelists_id_idx" ON "payload_locked_documents_rels" USING btree ("pricelists_id");
  CREATE INDEX "payload_locked_documents_rels_carts_id_idx" ON "payload_locked_documents_rels" USING btree ("carts_id");
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pricelists_products_parameters_choices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricelists_products_parameters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricelists_products" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricelists_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pricelists" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "carts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pricelists_products_parameters_choices" CASCADE;
  DROP TABLE "pricelists_products_parameters" CASCADE;
  DROP TABLE "pricelists_products" CASCADE;
  DROP TABLE "pricelists_downloads" CASCADE;
  DROP TABLE "pricelists" CASCADE;
  DROP TABLE "carts" CASCADE;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  ALTER TABLE "media" DROP CONSTRAINT "media_pricelist_id_pricelists_id_fk";
  
  ALTER TABLE "galleries" DROP CONSTRAINT "galleries_pricelist_id_pricelists_id_fk";
  
  ALTER TABLE "_galleries_v" DROP CONSTRAINT "_galleries_v_version_pricelist_id_pricelists_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pricelists_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_carts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'formNotification', 'newsletterMail', 'mailchimpSync');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'formNotification', 'newsletterMail', 'mailchimpSync');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "media_pricelist_idx";
  DROP INDEX "galleries_pricelist_idx";
  DROP INDEX "_galleries_v_version_version_pricelist_idx";
  DROP INDEX "payload_locked_documents_rels_pricelists_id_idx";
  DROP INDEX "payload_locked_documents_rels_carts_id_idx";
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "media" DROP COLUMN "pricelist_id";
  ALTER TABLE "galleries" DROP COLUMN "pricelist_id";
  ALTER TABLE "_galleries_v" DROP COLUMN "version_pricelist_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pricelists_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "carts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  ALTER TABLE "site_settings" DROP COLUMN "features_shop";
  ALTER TABLE "site_settings" DROP COLUMN "shop_panel_position";
  ALTER TABLE "site_settings" DROP COLUMN "shop_after_add";
  ALTER TABLE "site_settings" DROP COLUMN "shop_download_days";
  ALTER TABLE "site_settings" DROP COLUMN "shop_bank_instructions";
  ALTER TABLE "site_settings" DROP COLUMN "shop_notify_email";
  DROP TYPE "public"."enum_pricelists_products_parameters_type";
  DROP TYPE "public"."enum_pricelists_currency";
  DROP TYPE "public"."enum_pricelists_download_mode";
  DROP TYPE "public"."enum_pricelists_shipping_mode";
  DROP TYPE "public"."enum_orders_lines_kind";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_site_settings_shop_panel_position";
  DROP TYPE "public"."enum_site_settings_shop_after_add";`)
}
