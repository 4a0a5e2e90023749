-- Reputation (issue 24, decision 056): the changes one cause makes, in one call whose statements
-- are planned once per connection. Reverses, then adds; each member is locked (in id order) before
-- their total is read or written, so a member's changes are numbered in commit order.
-- p: { start, dailyCap, serialLimit, serialWindowHours,
--      cappedReasons, voteReasons (PostgreSQL array literals, '{a,b}'),
--      reverse: [{ cause | questionId | answerId | actorId, why }],
--      add: [{ userId, reason, points, capped, serialLimited, cause, actorId, questionId, answerId }] }
-- Returns the members whose total moved, with their totals before and after.
CREATE OR REPLACE FUNCTION ponder_reputation_apply(p jsonb) RETURNS TABLE(member uuid, before integer, after integer) AS $$
DECLARE
  v_start constant integer := (p->>'start')::integer;
  v_cap constant integer := (p->>'dailyCap')::integer;
  v_serial_limit constant integer := (p->>'serialLimit')::integer;
  v_window constant interval := make_interval(hours => (p->>'serialWindowHours')::integer);
  v_capped_reasons constant text[] := (p->>'cappedReasons')::text[];
  v_vote_reasons constant text[] := (p->>'voteReasons')::text[];
  v_reverse constant jsonb := coalesce(p->'reverse', '[]'::jsonb);
  v_add constant jsonb := coalesce(p->'add', '[]'::jsonb);
  v_members uuid[] := '{}';   -- locked, in id order
  v_before integer[] := '{}'; -- their totals when locked
  v_after integer[] := '{}';  -- and now
  v_touched uuid[] := '{}';   -- members a reversal took changes from
  v_id uuid;
  v_total integer;
  v_i integer;
  t jsonb;
  x jsonb;
BEGIN
  -- A reversal first marks its changes (the cause's post is locked by the caller, so no other
  -- call reverses or adds the same cause meanwhile), then its members are locked with the rest.
  FOR i IN 0 .. jsonb_array_length(v_reverse) - 1 LOOP
    t := v_reverse->i;
    IF t ? 'cause' THEN
      WITH r AS (update reputation_events set reversed_at = now(), reversal = t->>'why' where reversed_at is null and cause = t->>'cause' returning user_id)
      SELECT v_touched || array(select user_id from r) INTO v_touched;
    ELSIF t ? 'questionId' THEN
      WITH r AS (update reputation_events set reversed_at = now(), reversal = t->>'why' where reversed_at is null and question_id = (t->>'questionId')::integer returning user_id)
      SELECT v_touched || array(select user_id from r) INTO v_touched;
    ELSIF t ? 'answerId' THEN
      WITH r AS (update reputation_events set reversed_at = now(), reversal = t->>'why' where reversed_at is null and answer_id = (t->>'answerId')::integer returning user_id)
      SELECT v_touched || array(select user_id from r) INTO v_touched;
    ELSE
      WITH r AS (update reputation_events set reversed_at = now(), reversal = t->>'why' where reversed_at is null and actor_id = (t->>'actorId')::uuid and reason = any(v_vote_reasons) returning user_id)
      SELECT v_touched || array(select user_id from r) INTO v_touched;
    END IF;
  END LOOP;

  -- Lock every member concerned in id order (two calls never wait on each other in a circle),
  -- FOR NO KEY UPDATE: the lock an UPDATE of the row takes (decision 055).
  SELECT coalesce(array_agg(l.id order by l.id), '{}'), coalesce(array_agg(l.reputation order by l.id), '{}') INTO v_members, v_before
  FROM (
    select u.id, u.reputation from users u
    where u.id = any(v_touched || array(select (jsonb_array_elements(v_add)->>'userId')::uuid))
    order by u.id for no key update
  ) l;
  v_after := v_before;

  -- Fold each touched member again from the changes left: t0 = start, tn = max(start, tn-1 + dn),
  -- which is start + P - min(0, min Pj) over the prefix sums Pj.
  FOR i IN 1 .. coalesce(array_length(v_members, 1), 0) LOOP
    CONTINUE WHEN NOT v_members[i] = any(v_touched);
    UPDATE users SET reputation = coalesce((
      select v_start + sum(delta) - least(0, min(running)) from (
        select delta, sum(delta) over (order by id rows unbounded preceding) as running
        from reputation_events where reversed_at is null and user_id = v_members[i]) live), v_start)
    WHERE id = v_members[i] RETURNING reputation INTO v_total;
    v_after[i] := v_total;
  END LOOP;

  -- Each new change: the rule's points, none for a vote beyond the serial limit, at most what is
  -- left of the day's cap; written, and the total moved, in one statement (after the lock above,
  -- so it reads every change committed before).
  FOR j IN 0 .. jsonb_array_length(v_add) - 1 LOOP
    x := v_add->j;
    v_id := (x->>'userId')::uuid;
    v_i := array_position(v_members, v_id);
    CONTINUE WHEN v_i IS NULL; -- the member is gone
    WITH serial AS (
      select (x->>'serialLimited')::boolean and x->>'actorId' is not null and count(*) >= v_serial_limit as is_serial
      from reputation_events
      where (x->>'serialLimited')::boolean and x->>'actorId' is not null
        and reversed_at is null and actor_id = (x->>'actorId')::uuid and user_id = v_id
        and reason = any(v_vote_reasons) and created_at > now() - v_window
    ), earned AS (
      select coalesce(sum(delta), 0)::integer as today
      from reputation_events
      where (x->>'capped')::boolean and user_id = v_id and reversed_at is null and reason = any(v_capped_reasons)
        and created_at >= date_trunc('day', now() at time zone 'UTC') at time zone 'UTC'
    ), decided AS (
      select is_serial,
        case when is_serial then 0
             when (x->>'capped')::boolean then least((x->>'points')::integer, greatest(0, v_cap - today))
             else (x->>'points')::integer end as delta
      from serial, earned
    ), written AS (
      insert into reputation_events (user_id, reason, points, delta, capped, serial, actor_id, question_id, answer_id, cause)
      select v_id, x->>'reason', (x->>'points')::integer, delta, not is_serial and delta <> (x->>'points')::integer, is_serial,
             (x->>'actorId')::uuid, (x->>'questionId')::integer, (x->>'answerId')::integer, x->>'cause'
      from decided
      returning delta
    )
    UPDATE users SET reputation = greatest(v_start, reputation + (select delta from written))
    WHERE id = v_id RETURNING reputation INTO v_total;
    v_after[v_i] := v_total;
  END LOOP;

  FOR i IN 1 .. coalesce(array_length(v_members, 1), 0) LOOP
    CONTINUE WHEN v_after[i] = v_before[i];
    member := v_members[i];
    before := v_before[i];
    after := v_after[i];
    RETURN NEXT;
  END LOOP;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A member's vote on a post (decision 056): the post locked, the member's vote read after the
-- lock (so a vote of theirs committed meanwhile is seen), set or cleared, the counters moved by
-- the change, and the reputation changes of that change applied (ponder_reputation_apply), in one
-- call. p_reputation holds the changes for each vote the member may have had before, keyed by it
-- ('-1', '0', '1'; server/content/votes.ts builds them from the rules): which one applies is
-- known only once the post is locked. No row when the post does not exist.
CREATE OR REPLACE FUNCTION ponder_cast_vote(p_kind text, p_voter uuid, p_post integer, p_value integer, p_reputation jsonb)
RETURNS TABLE(up integer, down integer, before integer, moves jsonb) AS $$
DECLARE
  v_before integer;
  v_changes jsonb;
BEGIN
  IF p_kind = 'question' THEN
    PERFORM 1 FROM questions WHERE id = p_post FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT q.upvote_count, q.downvote_count, coalesce(v.value, 0) INTO up, down, v_before
    FROM questions q LEFT JOIN question_votes v ON v.question_id = q.id AND v.user_id = p_voter WHERE q.id = p_post;
  ELSIF p_kind = 'answer' THEN
    PERFORM 1 FROM answers WHERE id = p_post FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT a.upvote_count, a.downvote_count, coalesce(v.value, 0) INTO up, down, v_before
    FROM answers a LEFT JOIN answer_votes v ON v.answer_id = a.id AND v.user_id = p_voter WHERE a.id = p_post;
  ELSIF p_kind = 'comment' THEN
    PERFORM 1 FROM comments WHERE id = p_post FOR UPDATE;
    IF NOT FOUND THEN RETURN; END IF;
    SELECT c.upvote_count, 0, (v.user_id IS NOT NULL)::integer INTO up, down, v_before
    FROM comments c LEFT JOIN comment_votes v ON v.comment_id = c.id AND v.user_id = p_voter WHERE c.id = p_post;
  ELSE
    RAISE EXCEPTION 'ponder_cast_vote: unknown kind %', p_kind;
  END IF;
  before := v_before;
  moves := '[]'::jsonb;
  IF v_before = p_value THEN
    RETURN NEXT;
    RETURN;
  END IF;

  IF p_kind = 'question' THEN
    IF p_value = 0 THEN
      DELETE FROM question_votes WHERE user_id = p_voter AND question_id = p_post;
    ELSE
      INSERT INTO question_votes (user_id, question_id, value) VALUES (p_voter, p_post, p_value)
      ON CONFLICT (user_id, question_id) DO UPDATE SET value = excluded.value;
    END IF;
    UPDATE questions SET upvote_count = upvote_count + (p_value = 1)::integer - (v_before = 1)::integer,
                         downvote_count = downvote_count + (p_value = -1)::integer - (v_before = -1)::integer
    WHERE id = p_post RETURNING upvote_count, downvote_count INTO up, down;
  ELSIF p_kind = 'answer' THEN
    IF p_value = 0 THEN
      DELETE FROM answer_votes WHERE user_id = p_voter AND answer_id = p_post;
    ELSE
      INSERT INTO answer_votes (user_id, answer_id, value) VALUES (p_voter, p_post, p_value)
      ON CONFLICT (user_id, answer_id) DO UPDATE SET value = excluded.value;
    END IF;
    UPDATE answers SET upvote_count = upvote_count + (p_value = 1)::integer - (v_before = 1)::integer,
                       downvote_count = downvote_count + (p_value = -1)::integer - (v_before = -1)::integer
    WHERE id = p_post RETURNING upvote_count, downvote_count INTO up, down;
  ELSE
    IF p_value = 0 THEN
      DELETE FROM comment_votes WHERE user_id = p_voter AND comment_id = p_post;
    ELSE
      INSERT INTO comment_votes (user_id, comment_id) VALUES (p_voter, p_post) ON CONFLICT DO NOTHING;
    END IF;
    UPDATE comments SET upvote_count = upvote_count + (p_value = 1)::integer - (v_before = 1)::integer
    WHERE id = p_post RETURNING upvote_count INTO up;
  END IF;

  v_changes := p_reputation->(v_before::text);
  IF v_changes IS NOT NULL THEN
    SELECT coalesce(jsonb_agg(jsonb_build_object('userId', r.member, 'before', r.before, 'after', r.after)), '[]'::jsonb) INTO moves
    FROM ponder_reputation_apply(v_changes) r;
  END IF;
  RETURN NEXT;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The Autobiographer badge's sweep (every few seconds) reads the members whose profile changed
-- since its window began: through an index, not a pass over every member.
CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
