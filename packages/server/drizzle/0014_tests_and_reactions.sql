CREATE TABLE "activity_documents" (
	"activity_id" integer PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"document" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_documents_kind_check" CHECK ("activity_documents"."kind" in ('test', 'reaction'))
);
--> statement-breakpoint
CREATE TABLE "reaction_responses" (
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reaction_responses_user_id_activity_id_pk" PRIMARY KEY("user_id","activity_id")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"number" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"option_orders" jsonb NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lease" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"late" boolean DEFAULT false NOT NULL,
	"score" integer,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"reviews" jsonb,
	"superseded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "test_attempts_status_check" CHECK ("test_attempts"."status" in ('in_progress', 'approved', 'reproved', 'blocked', 'restarted', 'finished')),
	CONSTRAINT "test_attempts_submitted_check" CHECK (("test_attempts"."status" = 'in_progress') = ("test_attempts"."submitted_at" is null)),
	CONSTRAINT "test_attempts_score_check" CHECK ("test_attempts"."score" is null or "test_attempts"."score" between 0 and 100),
	CONSTRAINT "test_attempts_number_check" CHECK ("test_attempts"."number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "activity_documents" ADD CONSTRAINT "activity_documents_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reaction_responses" ADD CONSTRAINT "reaction_responses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reaction_responses" ADD CONSTRAINT "reaction_responses_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_activity_id_course_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."course_activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_course_id_catalogue_items_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."catalogue_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reaction_responses_activity_idx" ON "reaction_responses" USING btree ("activity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_one_open_idx" ON "test_attempts" USING btree ("user_id","activity_id") WHERE "test_attempts"."status" = 'in_progress';--> statement-breakpoint
CREATE INDEX "test_attempts_user_activity_idx" ON "test_attempts" USING btree ("user_id","activity_id","number");--> statement-breakpoint
CREATE INDEX "test_attempts_activity_idx" ON "test_attempts" USING btree ("activity_id");