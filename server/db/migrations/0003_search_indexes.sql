-- Duplicate check while asking: full-text search over titles (works in PGlite and PostgreSQL).
CREATE INDEX IF NOT EXISTS "questions_title_fts_idx" ON "questions" USING gin (to_tsvector('english', "title"));
--> statement-breakpoint
-- Answers best first (score, then the earliest) with keyset pagination.
CREATE INDEX IF NOT EXISTS "answers_question_score_idx" ON "answers" ("question_id", ("upvote_count" - "downvote_count") DESC, "created_at", "id");
--> statement-breakpoint
-- Topic pages sorted by popularity.
CREATE INDEX IF NOT EXISTS "questions_popular_idx" ON "questions" ("upvote_count" DESC, "id" DESC);
