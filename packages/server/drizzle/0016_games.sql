CREATE TABLE "game_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"number" integer NOT NULL,
	"lease" text NOT NULL,
	"board" jsonb NOT NULL,
	"secret" jsonb NOT NULL,
	"state" jsonb NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"score" integer,
	"won" boolean,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"superseded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "game_attempts_status_check" CHECK ("game_attempts"."status" in ('in_progress', 'approved', 'reproved')),
	CONSTRAINT "game_attempts_finished_check" CHECK (("game_attempts"."status" = 'in_progress') = ("game_attempts"."finished_at" is null)),
	CONSTRAINT "game_attempts_outcome_check" CHECK (("game_attempts"."finished_at" is null) = ("game_attempts"."score" is null) and ("game_attempts"."score" is null) = ("game_attempts"."won" is null)),
	CONSTRAINT "game_attempts_score_check" CHECK ("game_attempts"."score" is null or "game_attempts"."score" between 0 and 100),
	CONSTRAINT "game_attempts_number_check" CHECK ("game_attempts"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "activity_documents" DROP CONSTRAINT "activity_documents_kind_check";--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_attempts" ADD CONSTRAINT "game_attempts_course_id_catalogue_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "game_attempts_one_open_idx" ON "game_attempts" USING btree ("user_id","activity_id") WHERE "game_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "game_attempts_user_activity_idx" ON "game_attempts" USING btree ("user_id","activity_id","number");--> statement-breakpoint
CREATE INDEX "game_attempts_activity_idx" ON "game_attempts" USING btree ("activity_id");--> statement-breakpoint
ALTER TABLE "activity_documents" ADD CONSTRAINT "activity_documents_kind_check" CHECK ("activity_documents"."kind" in ('test', 'reaction', 'game'));