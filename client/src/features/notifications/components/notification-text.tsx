import type { NotificationItem, NotificationType } from "@shared/notifications";
import { displayName } from "@shared/users";
import { T, useT, type MessageId } from "@/i18n";
import { isPrivilegeId, PRIVILEGE_DESCRIPTIONS } from "@/hooks/use-privileges";
import { useBadgeText } from "@/hooks/use-badge-text";
import { closeReasons, type CloseReason } from "@shared/close-reasons";
import { CLOSE_REASON_MESSAGES } from "@/lib/close-reason-messages";

const MESSAGES: Record<NotificationType, MessageId> = {
  answer: "notifications.answer",
  comment: "notifications.commentOnAnswer",
  question_upvote: "notifications.questionUpvote",
  answer_upvote: "notifications.answerUpvote",
  follow: "notifications.follow",
  followed_question_answer: "notifications.followedQuestionAnswer",
  answer_accepted: "notifications.answerAccepted",
  badge_awarded: "notifications.badgeAwarded",
  privilege_gained: "notifications.privilegeGained",
  question_closed: "notifications.questionClosed",
  suggested_edit_approved: "notifications.suggestedEditApproved",
  suggested_edit_rejected: "notifications.suggestedEditRejected",
  appeal_upheld: "notifications.appealUpheld",
  appeal_overturned: "notifications.appealOverturned",
};

const isCloseReason = (value: string | null | undefined): value is CloseReason => (closeReasons as readonly string[]).includes(value ?? "");

/** 'Ada Lovelace answered your question “How do tides work?”', with the name in bold. */
export function NotificationText({ item }: { item: NotificationItem }) {
  const t = useT();
  const badges = useBadgeText();
  const id = item.type === "comment" && item.answerId === null ? "notifications.commentOnQuestion" : MESSAGES[item.type];
  return (
    <T
      id={id}
      values={{
        b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        name: item.actor ? displayName(item.actor) : t("notifications.someone"),
        hasTitle: item.question ? "yes" : "no",
        title: item.question?.title ?? "",
        // The badge's name in the member's language (the subject is the badge's id).
        badge: badges.name(item.subject),
        // What the member can do now, in their language (the subject is the privilege's id).
        privilege: isPrivilegeId(item.subject) ? t(PRIVILEGE_DESCRIPTIONS[item.subject]) : (item.subject ?? ""),
        // Why members closed the question, in the member's language (the subject is the reason).
        reason: isCloseReason(item.subject) ? t(CLOSE_REASON_MESSAGES[item.subject].title) : (item.subject ?? ""),
      }}
    />
  );
}
