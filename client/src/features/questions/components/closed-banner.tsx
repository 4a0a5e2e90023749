import { AppealButton } from "@/components/appeal-button";
import { useUser } from "@/hooks/use-user";
import { useId } from "react";
import { useIntl } from "react-intl";
import { Link } from "wouter";
import { Link2, Lock } from "lucide-react";
import type { QuestionDetail } from "@shared/questions";
import { displayName } from "@shared/users";
import { Card } from "@/components/ui/card";
import { TimeAgo } from "@/components/time-ago";
import { T, useT } from "@/i18n";
import { CLOSE_REASON_MESSAGES } from "@/lib/close-reason-messages";

type Member = NonNullable<NonNullable<QuestionDetail["closed"]>["closedBy"]>;

const memberLink = (member: Member) => (
  <Link key={member.id} href={`/profile/${member.id}`} className="font-medium underline-offset-2 hover:underline">
    {displayName(member)}
  </Link>
);

/**
 * "Closed by Mo Derator 5 minutes ago" (or by a deleted account); closed by members' votes,
 * every voter in the order they voted: "Closed by Ben, Cleo and Dev 5 minutes ago" (issue 25).
 */
function ClosedBy({ closed }: { closed: NonNullable<QuestionDetail["closed"]> }) {
  const intl = useIntl();
  const time = <TimeAgo date={closed.closedAt} />;
  if (closed.voters.length) {
    return <T id="question.closedBy" values={{ name: <>{intl.formatList(closed.voters.map(memberLink), { type: "conjunction" })}</>, time }} />;
  }
  return closed.closedBy ? (
    <T id="question.closedBy" values={{ name: memberLink(closed.closedBy), time }} />
  ) : (
    <T id="question.closedByModerator" values={{ time }} />
  );
}

/** A closed question's banner: the reason, who closed it and when; a duplicate links to its original. */
export function ClosedBanner({ question }: { question: QuestionDetail }) {
  const t = useT();
  const { user } = useUser();
  const closed = question.closed;
  if (!closed) return null;
  const label = CLOSE_REASON_MESSAGES[closed.reason];
  return (
    <div role="status" aria-label={t("question.closedQuestion")} className="rounded-md border border-amber-500/50 bg-amber-500/10 p-3 text-sm">
      <p className="flex items-center gap-1.5 font-semibold">
        <Lock className="h-4 w-4 shrink-0" aria-hidden="true" />
        {closed.reason === "duplicate" ? t("question.closedAsDuplicate") : t("question.closedReason", { reason: t(label.title) })}
      </p>
      {closed.reason === "duplicate" && closed.duplicateOf ? (
        <p className="mt-1">
          <T
            id="question.askedBefore"
            values={{
              link: (
                <Link href={`/questions/${closed.duplicateOf.id}`} className="font-medium text-primary underline underline-offset-2">
                  {closed.duplicateOf.title}
                </Link>
              ),
            }}
          />
        </p>
      ) : (
        <p className="mt-1">{t(label.description)}</p>
      )}
      <p className="mt-1 text-xs text-muted-foreground">
        <ClosedBy closed={closed} /> {t("question.takesNoNewAnswers")}
      </p>
      {/* The asker may ask staff to look again (issue 25.6). */}
      {user && question.author?.id === user.id && (
        <div className="mt-2">
          <AppealButton kind="question" id={question.id} />
        </div>
      )}
    </div>
  );
}

/** In place of the answer box on a closed question. */
export function ClosedAnswerNotice({ question }: { question: QuestionDetail }) {
  const t = useT();
  const original = question.closed?.duplicateOf;
  return (
    <Card className="p-4 text-center text-sm text-muted-foreground" id="answer">
      <p>
        <Lock className="me-1 inline h-4 w-4 align-[-2px]" aria-hidden="true" />
        {t("question.closedNoAnswers")}
        {original && (
          <span className="ms-1">
            <T
              id="question.answerOriginalInstead"
              values={{
                link: (chunks) => (
                  <Link href={`/questions/${original.id}`} className="font-medium text-primary underline underline-offset-2">
                    {chunks}
                  </Link>
                ),
              }}
            />
          </span>
        )}
      </p>
    </Card>
  );
}

/** An original's duplicates: "Linked questions". */
export function LinkedQuestions({ question }: { question: QuestionDetail }) {
  const t = useT();
  // The page may hold two of these (one for each width, CSS shows one): ids of their own.
  const headingId = useId();
  if (!question.duplicates.length) return null;
  return (
    <Card className="p-4">
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className="mb-2 flex items-center gap-1.5 text-sm font-semibold">
          <Link2 className="h-4 w-4" aria-hidden="true" /> {t("question.linkedQuestions")}
        </h2>
        <ul className="space-y-1.5 text-sm">
          {question.duplicates.map((duplicate) => (
            <li key={duplicate.id} className="break-words">
              <Link href={`/questions/${duplicate.id}`} className="text-primary hover:underline">
                {duplicate.title}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
