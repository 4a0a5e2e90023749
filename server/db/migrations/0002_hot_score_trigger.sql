-- Keeps questions.hot_score right on every insert and counter change, whatever path
-- writes the row (API, seed, benchmark generator). See docs/decisions/008-hot-score.md.
CREATE OR REPLACE FUNCTION questions_hot_score() RETURNS trigger AS $$
DECLARE
  engagement double precision;
BEGIN
  engagement := NEW.upvote_count - NEW.downvote_count + 2 * NEW.answer_count + NEW.view_count / 50.0;
  NEW.hot_score := sign(engagement) * log(greatest(abs(engagement), 1)) + extract(epoch from NEW.created_at) / 45000.0;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER questions_hot_score
  BEFORE INSERT OR UPDATE OF upvote_count, downvote_count, answer_count, view_count, created_at ON questions
  FOR EACH ROW EXECUTE FUNCTION questions_hot_score();
--> statement-breakpoint
UPDATE questions SET view_count = view_count;
