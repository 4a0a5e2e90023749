-- Search (/api/search): full-text over question details and answers, as 0003 did for titles.
CREATE INDEX IF NOT EXISTS "questions_content_fts_idx" ON "questions" USING gin (to_tsvector('english', "content"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "answers_content_fts_idx" ON "answers" USING gin (to_tsvector('english', "content"));
