-- Every committed change that a cached page or a cached session could show is announced on
-- the channel ponder_changes, by the database itself, whatever wrote it (a route, moderation,
-- the admin panel, the seed, another process, an operator's SQL). Ponder's caches listen and
-- drop what depends on the announced tags (server/cache/; docs/decisions/022-public-cache.md):
--   q:<question id>   the question page and its API answers
--   a:<answer id>     an answer's comments
--   lists             every list: feeds, trending, topics, profiles' lists, sitemaps
--   profile:<user id> a member's public profile
--   user:<user id>    a member's row as a session sees it (role, status, onboarding...)
--   session:<hash>    one session (ended, rotated)
--   mine:<user id>    what is a member's own: their votes, follows, bookmarks, hidden
--                     questions, spaces, plan, notifications and conversations
--   *                 everything (site settings, a topic renamed, an author renamed)
-- Triggers are per statement with transition tables, so a statement touching a million rows
-- sends one notification, and NOTIFY itself sends nothing until the transaction commits.
CREATE OR REPLACE FUNCTION ponder_announce(tags text[]) RETURNS void AS $$
DECLARE
  payload text;
BEGIN
  IF tags IS NULL OR cardinality(tags) = 0 THEN
    RETURN;
  END IF;
  -- Past the payload limit (8000 bytes) or a few hundred tags, dropping everything is cheaper
  -- than a precise list nobody could send.
  IF '*' = ANY(tags) OR cardinality(tags) > 200 THEN
    payload := '*';
  ELSE
    payload := array_to_string(tags, ' ');
    IF octet_length(payload) > 7000 THEN
      payload := '*';
    END IF;
  END IF;
  PERFORM pg_notify('ponder_changes', payload);
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- One trigger function for every table: TG_ARGV[0] is a query over $rows (the statement's
-- changed rows: new ones, old ones, or both) giving one tag per row in a column t, and
-- TG_ARGV[1], when given, tags added once per statement.
CREATE OR REPLACE FUNCTION ponder_changed() RETURNS trigger AS $$
DECLARE
  source text;
  tags text[];
BEGIN
  source := CASE TG_OP
    WHEN 'INSERT' THEN 'new_rows'
    WHEN 'DELETE' THEN 'old_rows'
    ELSE '(select * from new_rows union all select * from old_rows)'
  END;
  EXECUTE format('select array_agg(distinct t) from (%s) tagged where t is not null', replace(TG_ARGV[0], '$rows', source)) INTO tags;
  IF tags IS NULL AND TG_NARGS < 2 THEN
    RETURN NULL;
  END IF;
  IF TG_NARGS > 1 THEN
    tags := coalesce(tags, '{}') || string_to_array(TG_ARGV[1], ' ');
  END IF;
  PERFORM ponder_announce(tags);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Creates the three statement triggers (insert, update, delete) of a table; PostgreSQL allows
-- transition tables only on single-event triggers.
CREATE OR REPLACE FUNCTION ponder_watch(tbl text, row_tags text, statement_tags text DEFAULT NULL, events text[] DEFAULT ARRAY['INSERT', 'UPDATE', 'DELETE']) RETURNS void AS $$
DECLARE
  event text;
  args text;
BEGIN
  args := quote_literal(row_tags) || CASE WHEN statement_tags IS NULL THEN '' ELSE ', ' || quote_literal(statement_tags) END;
  FOREACH event IN ARRAY events LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER %s ON %I REFERENCING %s FOR EACH STATEMENT EXECUTE FUNCTION ponder_changed(%s)',
      tbl || '_changed_' || lower(event),
      event,
      tbl,
      CASE event
        WHEN 'INSERT' THEN 'NEW TABLE AS new_rows'
        WHEN 'DELETE' THEN 'OLD TABLE AS old_rows'
        ELSE 'OLD TABLE AS old_rows NEW TABLE AS new_rows'
      END,
      args
    );
  END LOOP;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT ponder_watch('questions', $q$select 'q:' || id as t from $rows r union all select 'profile:' || author_id from $rows r$q$, 'lists');
--> statement-breakpoint
SELECT ponder_watch('answers', $q$select 'q:' || question_id as t from $rows r union all select 'a:' || id from $rows r union all select 'profile:' || author_id from $rows r$q$, 'lists');
--> statement-breakpoint
-- A comment's question is its answer's (the answer may be gone in a cascade; its own trigger tells then).
SELECT ponder_watch('comments', $q$select 'a:' || answer_id as t from $rows r union all select 'q:' || a.question_id from $rows r join answers a on a.id = r.answer_id$q$, 'lists');
--> statement-breakpoint
SELECT ponder_watch('question_topics', $q$select 'q:' || question_id as t from $rows r$q$, 'lists');
--> statement-breakpoint
-- Topic names are on every question card and page.
SELECT ponder_watch('topics', $q$select '*' as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('topic_follows', $q$select 'mine:' || user_id as t from $rows r$q$, 'lists');
--> statement-breakpoint
SELECT ponder_watch('user_follows', $q$select 'profile:' || follower_id as t from $rows r union all select 'profile:' || followee_id from $rows r union all select 'mine:' || follower_id from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('spaces', $q$select 'lists' as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('space_members', $q$select 'mine:' || user_id as t from $rows r$q$, 'lists');
--> statement-breakpoint
SELECT ponder_watch('subscriptions', $q$select 'profile:' || user_id as t from $rows r union all select 'mine:' || user_id from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('site_settings', $q$select '*' as t from $rows r$q$);
--> statement-breakpoint
-- A member's row: sessions hold it (user:), profiles show it (profile:), and a changed name,
-- picture or status shows beside every post they wrote (*). Other columns (settings,
-- updated_at) touch only the sessions.
SELECT ponder_watch('users', $q$
  select 'user:' || id as t from $rows r
  union all select 'profile:' || id from $rows r
  union all select '*' from $rows r
    where (select count(distinct (first_name, last_name, profile_image_url, employment, status)) from $rows same where same.id = r.id) > 1
$q$);
--> statement-breakpoint
SELECT ponder_watch('sessions', $q$select 'session:' || id as t from $rows r$q$, NULL, ARRAY['UPDATE', 'DELETE']);
--> statement-breakpoint
-- A member's own: what their cached answers (server/cache/http-cache.ts, members) lay over the
-- public ones or show in their frame. Counters on the voted rows announce q:/a: themselves.
SELECT ponder_watch('question_votes', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('answer_votes', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('question_follows', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('bookmarks', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('hidden_questions', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('notifications', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('conversation_members', $q$select 'mine:' || user_id as t from $rows r$q$);
--> statement-breakpoint
-- A message is news to everyone in its conversation.
SELECT ponder_watch('messages', $q$select 'mine:' || m.user_id as t from $rows r join conversation_members m on m.conversation_id = r.conversation_id$q$);
