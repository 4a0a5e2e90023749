-- A staged question's standing and thread show on its page (its author's and reviewers'
-- kept pages, issue 25.4): a change to either announces the question's tag, so no kept page
-- shows a step that has since changed.
SELECT ponder_watch('staged_questions', $q$select 'q:' || question_id as t from $rows r$q$);
--> statement-breakpoint
SELECT ponder_watch('staging_events', $q$select 'q:' || question_id as t from $rows r$q$);
