-- Issue 26: a misspelt word is read as the known word nearest to it (server/content/search-terms.ts),
-- and the vocabulary knew only titles and topic names, so "scatering" found nothing when
-- "scattering" was in a question's details or an answer. The words of both join it as they
-- are written. A new post's words go in one statement per insert statement (a transition table:
-- a bulk load of a million answers adds its words once, not a row at a time); an edit adds the
-- edited text's. Comments stay out: short, many, and their words are mostly a post's already.
CREATE OR REPLACE FUNCTION ponder_collect_post_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- In one order, so two writers adding the same new words wait for each other, never deadlock.
  -- The parser skips HTML tags (and their attributes) as it splits the words.
  INSERT INTO public.search_terms (term)
    SELECT DISTINCT public.ponder_search_terms(p.content) AS term FROM new_posts p ORDER BY term
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "questions_content_search_terms" AFTER INSERT ON "questions"
  REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION ponder_collect_post_terms();
--> statement-breakpoint
CREATE TRIGGER "answers_content_search_terms" AFTER INSERT ON "answers"
  REFERENCING NEW TABLE AS new_posts FOR EACH STATEMENT EXECUTE FUNCTION ponder_collect_post_terms();
--> statement-breakpoint
CREATE TRIGGER "questions_content_edit_search_terms" AFTER UPDATE OF "content" ON "questions"
  FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION ponder_collect_search_terms('content');
--> statement-breakpoint
CREATE TRIGGER "answers_content_edit_search_terms" AFTER UPDATE OF "content" ON "answers"
  FOR EACH ROW WHEN (OLD."content" IS DISTINCT FROM NEW."content") EXECUTE FUNCTION ponder_collect_search_terms('content');
--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT ponder_search_terms("content") FROM "questions" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT ponder_search_terms("content") FROM "answers" ON CONFLICT DO NOTHING;
