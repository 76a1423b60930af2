-- Issue 18. Organisations belong to a client (tenant isolation): existing rows go to the oldest client, which on
-- an installation that has one client is the right one. Stores and brands carry their client too, kept equal to
-- their chain's or agency's by composite foreign keys. Uploaded bytes move to object storage: `data` stays only
-- for rows written before, which the server moves to the store at start.
ALTER TABLE "uploaded_files" DROP CONSTRAINT "uploaded_files_size_check";--> statement-breakpoint
ALTER TABLE "brands" DROP CONSTRAINT "brands_agency_id_agencies_id_fk";
--> statement-breakpoint
ALTER TABLE "stores" DROP CONSTRAINT "stores_chain_id_retail_chains_id_fk";
--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "retail_chains" ADD COLUMN "client_id" integer;--> statement-breakpoint
ALTER TABLE "stores" ADD COLUMN "client_id" integer;--> statement-breakpoint
UPDATE "agencies" SET "client_id" = (SELECT min("id") FROM "clients");--> statement-breakpoint
UPDATE "retail_chains" SET "client_id" = (SELECT min("id") FROM "clients");--> statement-breakpoint
UPDATE "brands" SET "client_id" = "agencies"."client_id" FROM "agencies" WHERE "agencies"."id" = "brands"."agency_id";--> statement-breakpoint
UPDATE "stores" SET "client_id" = "retail_chains"."client_id" FROM "retail_chains" WHERE "retail_chains"."id" = "stores"."chain_id";--> statement-breakpoint
ALTER TABLE "agencies" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "brands" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "retail_chains" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "stores" ALTER COLUMN "client_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_id_client_unique" UNIQUE("id","client_id");--> statement-breakpoint
ALTER TABLE "retail_chains" ADD CONSTRAINT "retail_chains_id_client_unique" UNIQUE("id","client_id");--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_agency_client_fk" FOREIGN KEY ("agency_id","client_id") REFERENCES "public"."agencies"("id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retail_chains" ADD CONSTRAINT "retail_chains_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stores" ADD CONSTRAINT "stores_chain_client_fk" FOREIGN KEY ("chain_id","client_id") REFERENCES "public"."retail_chains"("id","client_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_client_idx" ON "agencies" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "brands_client_idx" ON "brands" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "retail_chains_client_idx" ON "retail_chains" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "stores_client_idx" ON "stores" USING btree ("client_id");--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_size_check" CHECK ("uploaded_files"."byte_size" > 0 and ("uploaded_files"."data" is null or "uploaded_files"."byte_size" = octet_length("uploaded_files"."data")));
