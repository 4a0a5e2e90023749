import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import type { SiteFigures } from "@shared/site";
import { rowsOf } from "../../services/member-analytics";

/** The window the readers and the ad audience are counted over. */
export const READER_WINDOW_DAYS = 30;

/**
 * The site's size as pages state it (the Ponder+ members line, About, the ad reach estimate),
 * counted from its rows in one statement: active member accounts (staff accounts made from
 * ADMIN_USERNAME, the only ones with a username, left out) and those with Ponder+ now; readers who opened a question in
 * the window (question_views keeps one row per question and viewer, with its last counted
 * view, so a reader of the window has a row in it); and the members among them with no
 * Ponder+ access, the only readers ads are served to.
 */
export async function countSiteFigures(db: Db): Promise<SiteFigures> {
  const since = sql`now() - make_interval(days => ${READER_WINDOW_DAYS})`;
  const result = await db.execute(sql`
    with readers as (
      select distinct viewer_key from question_views where viewed_at >= ${since}
    )
    select
      (select count(*) from users where status = 'active' and username is null)::int as members,
      (select count(*) from subscriptions s join users u on u.id = s.user_id
        where s.current_period_end > now() and u.status = 'active' and u.username is null)::int as plus_members,
      (select count(*) from readers)::int as readers,
      (select count(*) from readers r
        where r.viewer_key like 'u:%'
          and not exists (
            select 1 from subscriptions s where 'u:' || s.user_id::text = r.viewer_key and s.current_period_end > now()
          ))::int as ad_audience`);
  const [row] = rowsOf<{ members: number; plus_members: number; readers: number; ad_audience: number }>(result);
  return {
    members: Number(row!.members),
    plusMembers: Number(row!.plus_members),
    readers: Number(row!.readers),
    adAudience: Number(row!.ad_audience),
    days: READER_WINDOW_DAYS,
  };
}
