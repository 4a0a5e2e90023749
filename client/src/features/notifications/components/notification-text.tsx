import type { NotificationItem, NotificationType } from "@shared/notifications";
import { displayName } from "@shared/users";

const VERBS: Record<NotificationType, string> = {
  answer: "answered your question",
  comment: "commented on your answer to",
  question_upvote: "upvoted your question",
  answer_upvote: "upvoted your answer to",
  follow: "started following you",
  followed_question_answer: "answered a question you follow:",
  answer_accepted: "accepted your answer to",
};

/** 'Ada Lovelace answered your question “How do tides work?”', with the name in bold. */
export function NotificationText({ item }: { item: NotificationItem }) {
  return (
    <>
      <strong className="font-semibold">{item.actor ? displayName(item.actor) : "Someone"}</strong> {VERBS[item.type]}
      {item.question && <> “{item.question.title}”</>}
    </>
  );
}
