import { useEffect, useRef } from "react";
import { useQuery } from "@tanstack/react-query";
import { Check } from "lucide-react";
import {
  DAILY_VOTE_CAP,
  REPUTATION_REASONS,
  REPUTATION_RULES,
  REPUTATION_START,
  SERIAL_VOTE_LIMIT,
  SERIAL_VOTE_WINDOW_HOURS,
  type ReputationReason,
} from "@shared/reputation";
import { PRIVILEGE_DESCRIPTIONS, privilegesQueryOptions } from "@/hooks/use-privileges";
import { useUser } from "@/hooks/use-user";
import { useFormat, useT, type MessageId } from "@/i18n";

/** Each rule as the help page says it (shared/reputation.ts's `rule`, translated). */
const RULES: Record<ReputationReason, MessageId> = {
  "question-upvoted": "help.ruleQuestionUpvoted",
  "answer-upvoted": "help.ruleAnswerUpvoted",
  "answer-accepted": "help.ruleAnswerAccepted",
  "accepted-answer": "help.ruleAcceptedAnswer",
  "post-downvoted": "help.rulePostDownvoted",
  "downvoted-answer": "help.ruleDownvotedAnswer",
  "edit-approved": "help.ruleEditApproved",
};

const cell = "px-3 py-2 align-top";
const head = `${cell} font-medium text-foreground`;
/** Numbers stay whole and line up at the end. */
const number = "text-end whitespace-nowrap tabular-nums";
const tag = "inline-block whitespace-nowrap rounded-full bg-secondary px-2 py-0.5 text-xs text-secondary-foreground";
/** Gained is green, lost red: the brand's red would read as a loss. */
const gain = "text-green-700 dark:text-green-400";
/** Whole words in the tables (the page's text may break anywhere; a column head must not). */
const table = "w-full text-sm [overflow-wrap:normal] [word-break:normal]";

/**
 * The Help Center's "Reputation and privileges" (issue 24): the rules table and its limits come
 * from shared/reputation.ts, the one table the server applies; the privileges' thresholds are
 * the site's in force (GET /api/privileges), with, for a member, which they have.
 */
export function ReputationHelp({ id }: { id: string }) {
  const t = useT();
  const format = useFormat();
  const { user } = useUser();
  const privileges = useQuery(privilegesQueryOptions);
  const signed = (points: number) => (points > 0 ? `+${format.number(points)}` : format.number(points));
  const member = Boolean(user) && privileges.data?.reputation != null;
  // Reached by its address (a privilege notification leads here): an app navigation does not scroll to a fragment by itself.
  const section = useRef<HTMLElement>(null);
  const loaded = Boolean(privileges.data);
  useEffect(() => {
    if (window.location.hash === `#${id}`) section.current?.scrollIntoView({ block: "start" });
  }, [id, loaded]);

  return (
    <section ref={section} id={id} aria-labelledby={`${id}-heading`} className="space-y-4">
      <h2 id={`${id}-heading`} className="text-xl font-semibold">
        {t("help.reputationTitle")}
      </h2>
      <p className="leading-relaxed text-muted-foreground">{t("help.reputationIntro", { start: format.number(REPUTATION_START) })}</p>

      <h3 className="font-semibold">{t("help.reputationRulesTitle")}</h3>
      <div className="overflow-x-auto rounded-lg border bg-card">
        <table className={table}>
          <thead className="border-b bg-muted/50">
            <tr>
              <th scope="col" className={`${head} text-start`}>
                {t("help.reputationColumnEvent")}
              </th>
              <th scope="col" className={`${head} text-end`}>
                {t("help.reputationColumnPoints")}
              </th>
              <th scope="col" className={`${head} text-start`}>
                {t("help.reputationColumnLimits")}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {REPUTATION_REASONS.map((reason) => {
              const rule = REPUTATION_RULES[reason];
              return (
                <tr key={reason}>
                  <th scope="row" className={`${cell} text-start font-normal`}>
                    {t(RULES[reason])}
                  </th>
                  <td className={`${cell} ${number} font-medium ${rule.points < 0 ? "text-destructive" : gain}`}>{signed(rule.points)}</td>
                  <td className={`${cell} space-x-1 space-y-1`}>
                    {rule.capped && <span className={tag}>{t("help.reputationLimitCap")}</span>}
                    {rule.serialLimited && <span className={tag}>{t("help.reputationLimitSerial")}</span>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className="list-disc space-y-1 ps-5 text-sm leading-relaxed text-muted-foreground">
        <li>{t("help.reputationCapNote", { cap: format.number(DAILY_VOTE_CAP) })}</li>
        <li>{t("help.reputationSerialNote", { limit: format.number(SERIAL_VOTE_LIMIT), hours: format.number(SERIAL_VOTE_WINDOW_HOURS) })}</li>
        <li>{t("help.reputationFloorNote", { start: format.number(REPUTATION_START) })}</li>
        <li>{t("help.reputationReversalNote")}</li>
      </ul>

      <h3 className="font-semibold">{t("help.privilegesTitle")}</h3>
      <p className="text-sm leading-relaxed text-muted-foreground">
        {t("help.privilegesIntro")}
        {member && <> {t("help.privilegesYourReputation", { reputation: format.number(privileges.data!.reputation!) })}</>}
      </p>
      {privileges.isError ? (
        <p className="text-sm text-muted-foreground">{t("help.privilegesUnavailable")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border bg-card">
          <table className={table} aria-busy={privileges.isLoading}>
            <thead className="border-b bg-muted/50">
              <tr>
                <th scope="col" className={`${head} text-start`}>
                  {t("help.privilegesColumnPrivilege")}
                </th>
                <th scope="col" className={`${head} text-end`}>
                  {t("help.privilegesColumnReputation")}
                </th>
                {member && (
                  <th scope="col" className={`${head} text-start`}>
                    {t("help.privilegesColumnYou")}
                  </th>
                )}
              </tr>
            </thead>
            <tbody className="divide-y">
              {(privileges.data?.items ?? []).map((item) => (
                <tr key={item.id}>
                  <th scope="row" className={`${cell} text-start font-normal`}>
                    {t(PRIVILEGE_DESCRIPTIONS[item.id])}
                  </th>
                  <td className={`${cell} ${number} font-medium`}>{format.number(item.reputation)}</td>
                  {member && (
                    <td className={`${cell} whitespace-nowrap`}>
                      {item.granted ? (
                        <span className={`inline-flex items-center gap-1 ${gain}`}>
                          <Check className="h-4 w-4" aria-hidden="true" /> {t("help.privilegesGranted")}
                        </span>
                      ) : (
                        <span className="text-muted-foreground">{t("help.privilegesNotYet")}</span>
                      )}
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
