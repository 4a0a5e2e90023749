import type { NotificationItem, NotificationType } from "@shared/notifications";
import { appealKinds, type AppealKind } from "@shared/appeals";
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
  post_held: "notifications.postHeld",
  post_removed: "notifications.postRemoved",
  staging_feedback: "notifications.stagingFeedback",
  staging_published: "notifications.stagingPublished",
};

/**
 * A post staff removed (issue 25.6): its kind and id, for an appeal, from the subject
 * (`kind|reason|id|title`; older notifications have no id). Null for other notifications.
 */
export function removedPostOf(item: NotificationItem): { kind: AppealKind; id: number } | null {
  if (item.type !== "post_removed") return null;
  const [kind = "", , id = ""] = (item.subject ?? "").split("|");
  if (!/^\d{1,10}$/.test(id) || !(appealKinds as readonly string[]).includes(kind)) return null;
  return { kind: kind as AppealKind, id: Number(id) };
}

/**
 * A held or removed post's notification (issue 25.6): its kind, why, and a removed question's
 * title, which travels in the subject (`kind|reason|id|title`) since the post is gone.
 */
function moderatedPost(item: NotificationItem): { kind: string; why: string; removedTitle: string } {
  if (item.type === "post_held") return { kind: item.subject ?? "", why: "", removedTitle: "" };
  // Guidance on a staged question, or a request for changes (the subject says which).
  if (item.type === "staging_feedback") return { kind: item.subject === "changes-requested" ? "changes" : "comment", why: "", removedTitle: "" };
  if (item.type !== "post_removed") return { kind: "", why: "", removedTitle: "" };
  const [kind = "", why = "", ...rest] = (item.subject ?? "").split("|");
  // The post's id sits before the title (older notifications had none).
  const title = removedPostOf(item) ? rest.slice(1) : rest;
  return { kind, why, removedTitle: title.join("|") };
}

const isCloseReason = (value: string | null | undefined): value is CloseReason => (closeReasons as readonly string[]).includes(value ?? "");

/** 'Ada Lovelace answered your question “How do tides work?”', with the name in bold. */
export function NotificationText({ item }: { item: NotificationItem }) {
  const t = useT();
  const badges = useBadgeText();
  const id = item.type === "comment" && item.answerId === null ? "notifications.commentOnQuestion" : MESSAGES[item.type];
  const moderated = moderatedPost(item);
  const title = item.question?.title ?? moderated.removedTitle;
  return (
    <T
      id={id}
      values={{
        b: (chunks) => <strong className="font-semibold">{chunks}</strong>,
        name: item.actor ? displayName(item.actor) : t("notifications.someone"),
        hasTitle: title ? "yes" : "no",
        title,
        // A held or removed post: which kind, and why it was removed (a report's reason).
        kind: moderated.kind,
        why: moderated.why,
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
