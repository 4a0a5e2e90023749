CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Issue 26: search that finds what people mean. Both extensions ship with PGlite (loaded by
-- server/db/client.ts) and with PostgreSQL's contrib.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Case and accents folded away ("Café" is "cafe"). unaccent() is only STABLE (its dictionary
-- could change); naming the dictionary makes the result fixed, so indexes can be built on it.
CREATE OR REPLACE FUNCTION ponder_fold(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;
--> statement-breakpoint
-- Japanese, Chinese and Korean runs as overlapping pairs of characters ("東京タワー" is
-- "東京 京タ タワ ワー"), in place, so any run of two or more characters is found as a phrase
-- of pairs. Those scripts put no spaces between words for the parser to split on.
CREATE OR REPLACE FUNCTION ponder_cjk_pairs(t text) RETURNS text
  LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
DECLARE
  result text := '';
  part text[];
  run text;
  i int;
BEGIN
  IF t !~ '[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]' THEN
    RETURN t;
  END IF;
  FOR part IN SELECT regexp_matches(t, '([\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]+)|([^\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f]+)', 'g') LOOP
    IF part[1] IS NULL THEN
      result := result || part[2];
    ELSIF length(part[1]) = 1 THEN
      result := result || ' ' || part[1] || ' ';
    ELSE
      run := part[1];
      result := result || ' ';
      FOR i IN 1 .. length(run) - 1 LOOP
        result := result || substr(run, i, 2) || ' ';
      END LOOP;
    END IF;
  END LOOP;
  RETURN result;
END
$$;
--> statement-breakpoint
-- English with accents folded first ("Café" and "cafe" are one word, "replicating" is "replic"),
-- so ts_headline can mark matches in the text as written. Words of other scripts stay whole.
CREATE TEXT SEARCH CONFIGURATION ponder_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION ponder_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
--> statement-breakpoint
-- What search reads of a title or a post: tags removed, CJK as pairs.
CREATE OR REPLACE FUNCTION ponder_search_text(t text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT public.ponder_cjk_pairs(regexp_replace(t, '<[^>]*>', ' ', 'g')) $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ponder_search_vector(t text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT to_tsvector('public.ponder_search'::regconfig, public.ponder_search_text(t)) $$;
--> statement-breakpoint
-- A question as search reads it: its title's words weigh A, its details' B, so a title hit
-- ranks first and words split between the two still find it.
CREATE OR REPLACE FUNCTION ponder_question_vector(title text, content text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$ SELECT setweight(public.ponder_search_vector(title), 'A') || setweight(public.ponder_search_vector(content), 'B') $$;
--> statement-breakpoint
-- Each searched row keeps its vector, computed by PostgreSQL as the row is written (a stored
-- generated column, never set by the app and never selected by it): ranking reads it instead of
-- parsing every candidate's text again (at 10k questions that parse was 62 of a search's 80 ms).
-- One GIN index per kind: questions (title and details), answers, comments. The details and
-- answer indexes of 0009 (plain English, no folding) serve nothing once search reads these.
ALTER TABLE "questions" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (ponder_question_vector("title", "content")) STORED;
--> statement-breakpoint
ALTER TABLE "answers" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (ponder_search_vector("content")) STORED;
--> statement-breakpoint
ALTER TABLE "comments" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (ponder_search_vector("content")) STORED;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "questions_search_idx" ON "questions" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "answers_search_idx" ON "answers" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "comments_search_idx" ON "comments" USING gin ("search_vector");
--> statement-breakpoint
DROP INDEX IF EXISTS "questions_content_fts_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "answers_content_fts_idx";
--> statement-breakpoint
-- The vocabulary's words, found by similarity (a typo's nearest words) through trigrams.
CREATE INDEX IF NOT EXISTS "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);
--> statement-breakpoint
-- The words of a text that the vocabulary keeps: folded, three to forty characters, no digits,
-- not CJK (those are found by their pairs).
CREATE OR REPLACE FUNCTION ponder_search_terms(t text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
  SELECT DISTINCT w.lexeme FROM unnest(to_tsvector('simple'::regconfig, public.ponder_fold(t))) AS w
  WHERE length(w.lexeme) BETWEEN 3 AND 40
    AND w.lexeme !~ '[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f0-9]'
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ponder_collect_search_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  -- In one order, so two writers adding the same new words wait for each other, never deadlock.
  INSERT INTO public.search_terms (term)
    SELECT term FROM public.ponder_search_terms(to_jsonb(NEW) ->> TG_ARGV[0]) AS term ORDER BY term
    ON CONFLICT DO NOTHING;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "questions_search_terms" AFTER INSERT OR UPDATE OF "title" ON "questions"
  FOR EACH ROW EXECUTE FUNCTION ponder_collect_search_terms('title');
--> statement-breakpoint
CREATE TRIGGER "topics_search_terms" AFTER INSERT OR UPDATE OF "name" ON "topics"
  FOR EACH ROW EXECUTE FUNCTION ponder_collect_search_terms('name');
--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT ponder_search_terms("title") FROM "questions" ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "search_terms" ("term") SELECT DISTINCT ponder_search_terms("name") FROM "topics" ON CONFLICT DO NOTHING;
