import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../db/client";
import { answers, comments, questionFollows, questions } from "../db/schema/content";
import { notifications } from "../db/schema/messaging";
import { EVERYONE, isPublicNow, visibleAnswers } from "../policy/visibility";
import type { EventBus } from "./event-bus";
import type { MemberMail } from "../mail/member-mail";
import { privilegesGained, type PrivilegeThresholds } from "@shared/reputation";
import { countUnreadNotificationsOf, insertNotificationOnce, insertNotifications, insertPrivilegeNotices, type NewNotification } from "./notification-rows";

/** What the notifier needs to know of a question, an answer, a comment. */
interface QuestionRef {
  id: number;
  authorId: string | null;
}
interface AnswerRef {
  id: number;
  questionId: number;
  authorId: string | null;
}
/** What a comment is on: an answer (answerId) or the question itself (answerId null), and its author. */
export interface CommentParentRef {
  questionId: number;
  answerId: number | null;
  authorId: string | null;
}

/**
 * Creates notifications when members act on each other's content, and tells the
 * recipients' open streams. Called by the answers, comments, questions and users routes
 * after their write succeeded; a member never gets a notification for their own action.
 * A failure here is logged and never fails the action that caused it.
 */
export interface Notifier {
  /** Someone answered: the question's author, and the members following the question. */
  answered(question: QuestionRef, answer: AnswerRef): Promise<void>;
  /** answered for many answers at once, in a fixed number of statements (the answer route's group commit). */
  answeredAll(items: { question: QuestionRef; answer: AnswerRef }[]): Promise<void>;
  /** Someone commented on a question or an answer: its author. */
  commented(on: CommentParentRef, comment: { id: number; authorId: string | null }): Promise<void>;
  /** Someone upvoted a question: its author, once per voter and question. */
  questionUpvoted(voterId: string, question: QuestionRef): Promise<void>;
  /** Someone upvoted an answer: its author, once per voter and answer. */
  answerUpvoted(voterId: string, answer: AnswerRef): Promise<void>;
  /** Someone followed a member: that member, once per follower. */
  followed(followerId: string, followeeId: string): Promise<void>;
  /** The asker accepted an answer: its author, once per answer (unaccepting and accepting again tells nobody twice). */
  answerAccepted(askerId: string, answer: AnswerRef): Promise<void>;
  /**
   * Members whose reputation moved (a vote's or an acceptance's moves, after its transaction
   * committed): each is told of every privilege whose threshold the move crossed upward.
   */
  privilegesGained(moves: readonly ReputationMoveRef[], thresholds: PrivilegeThresholds): Promise<void>;
  /**
   * Members voted a question closed (issue 25): its asker, with the reason (the notification's
   * subject) and the last voter as the actor, and by mail if they want it.
   */
  questionClosedByVotes(question: QuestionRef, lastVoterId: string, reason: string): Promise<void>;
  /**
   * Reviewers decided a member's suggested edit (issue 25): the suggester, told it was applied, or
   * rejected with the reason (the notification's subject); the deciding reviewer is the actor.
   */
  suggestedEditDecided(edit: { suggesterId: string; questionId: number; answerId: number | null }, reviewerId: string, outcome: "approved" | "rejected", reason: string | null): Promise<void>;
  /**
   * Staff decided an author's appeal (issue 25.6): the author, told whether the decision stands or
   * was reversed, with staff's note (the notification's subject); the deciding staff member is the actor.
   */
  appealDecided(appeal: { authorId: string; questionId: number | null; answerId: number | null }, staffId: string, outcome: "upheld" | "overturned", note: string): Promise<void>;
  /**
   * Auto-moderation held a member's new or edited post (issue 25.6): its author is told why, and
   * that they may edit it or appeal. The subject is the post's kind.
   */
  postHeld(post: { type: "question" | "answer" | "comment"; id: number }): Promise<void>;
  /**
   * Staff removed a member's post (issue 25.6): its author is told, with the reason (a report's,
   * else "guidelines"). The subject is `kind|reason|id|title`: the post is gone, so its id (for an appeal) and the title (a
   * question's) travels in it; an answer's or comment's question is linked while it exists.
   */
  postRemoved(post: { type: "question" | "answer" | "comment"; id: number; authorId: string | null; questionId: number | null; title: string | null }, staffId: string, reason: string): Promise<void>;
  /**
   * A reviewer wrote on a member's staged question (issue 25.4): guidance, or a request for
   * changes. The author is told; the subject is `comment` or `changes-requested`.
   */
  stagingFeedback(question: { id: number; authorId: string | null }, reviewerId: string, kind: "comment" | "changes-requested"): Promise<void>;
  /** A member's staged question was published, by a reviewer (the actor) or by the 72-hour clock (the author as actor, as for a held post). */
  stagingPublished(question: { id: number; authorId: string | null }, reviewerId: string | null): Promise<void>;
  /** Members just told of a badge (its notice written with the award, notification-rows' badgeNoticesFrom): their open streams hear the new count. */
  badgesAwarded(userIds: readonly string[]): Promise<void>;
}

/** A member's reputation before and after one change (content/reputation.ts's ReputationMove). */
export interface ReputationMoveRef {
  userId: string;
  before: number;
  after: number;
}

export function createNotifier({
  db,
  events,
  log,
  memberMail,
}: {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
  /** Mails members who want it (batched): answers to their questions, comments on their posts. */
  memberMail?: Pick<MemberMail, "notified">;
}): Notifier {
  /** Sends each online recipient their new unread count. */
  const announce = async (recipients: string[]) => {
    const online = events.onlineOf(recipients);
    if (!online.length) return;
    const counts = await countUnreadNotificationsOf(db, online);
    for (const userId of online) events.publish(userId, { type: "notification", unreadCount: counts.get(userId) ?? 0 });
  };

  /**
   * Runs one notification job about a post, only while everyone can see it (held posts and
   * answers on held questions notify nobody); errors are logged, not thrown.
   */
  const run = async (what: string, about: Parameters<typeof isPublicNow>[1] | null, job: () => Promise<string[]>) => {
    try {
      if (about && !(await isPublicNow(db, about))) return;
      await announce(await job());
    } catch (error) {
      log.error({ err: error }, `could not create ${what} notifications`);
    }
  };

  /**
   * Answers are told in groups (docs/decisions/035-group-commit.md), in one statement whatever
   * their number: only answers everyone sees right now (visibleAnswers, so held answers and
   * answers on held questions tell nobody), their question's author unless they wrote the
   * answer, and the question's followers, but not the answerer and not the author, told above.
   */
  const answeredAll: Notifier["answeredAll"] = async (items) => {
    const told = items.filter(({ answer }) => answer.authorId);
    if (!told.length) return;
    try {
      const rows = sql.join(
        told.map(({ question, answer }) => sql`(${question.id}::int, ${answer.id}::int, ${answer.authorId}::uuid, ${question.authorId}::uuid)`),
        sql`, `,
      );
      const result = await db.execute(sql`
        with told(question_id, answer_id, actor_id, author_id) as (values ${rows}),
        visible as (
          select told.* from told join ${answers} on ${answers.id} = told.answer_id
          where ${visibleAnswers(EVERYONE) ?? sql`true`}
        )
        insert into ${notifications} (user_id, actor_id, type, question_id, answer_id)
        select author_id, actor_id, 'answer', question_id, answer_id from visible
        where author_id is not null and author_id <> actor_id
        union all
        select ${questionFollows.userId}, visible.actor_id, 'followed_question_answer', visible.question_id, visible.answer_id
        from visible join ${questionFollows} on ${questionFollows.questionId} = visible.question_id
        where ${questionFollows.userId} <> visible.actor_id and ${questionFollows.userId} is distinct from visible.author_id
        returning user_id, type`);
      const inserted = (result as unknown as { rows: { user_id: string; type: string }[] }).rows;
      const authors = inserted.filter((row) => row.type === "answer").map((row) => row.user_id);
      if (authors.length) await memberMail?.notified(authors);
      await announce([...new Set(inserted.map((row) => row.user_id))]);
    } catch (error) {
      log.error({ err: error }, "could not create answer notifications");
    }
  };

  const once = async (row: NewNotification) => (row.userId !== row.actorId && (await insertNotificationOnce(db, row)) ? [row.userId] : []);

  return {
    answered: (question, answer) => answeredAll([{ question, answer }]),
    answeredAll,

    commented: (on, comment) =>
      run("comment", { kind: "comment", id: comment.id }, async () => {
        if (!on.authorId || !comment.authorId || on.authorId === comment.authorId) return [];
        const recipients = await insertNotifications(db, [
          { userId: on.authorId, actorId: comment.authorId, type: "comment", questionId: on.questionId, answerId: on.answerId, commentId: comment.id },
        ]);
        await memberMail?.notified(recipients);
        return recipients;
      }),

    questionUpvoted: (voterId, question) =>
      run("question upvote", { kind: "question", id: question.id }, async () =>
        question.authorId ? once({ userId: question.authorId, actorId: voterId, type: "question_upvote", questionId: question.id }) : [],
      ),

    answerUpvoted: (voterId, answer) =>
      run("answer upvote", { kind: "answer", id: answer.id }, async () =>
        answer.authorId
          ? once({ userId: answer.authorId, actorId: voterId, type: "answer_upvote", questionId: answer.questionId, answerId: answer.id })
          : [],
      ),

    answerAccepted: (askerId, answer) =>
      run("accepted answer", { kind: "answer", id: answer.id }, async () =>
        answer.authorId
          ? once({ userId: answer.authorId, actorId: askerId, type: "answer_accepted", questionId: answer.questionId, answerId: answer.id })
          : [],
      ),

    followed: (followerId, followeeId) => run("follow", null, async () => once({ userId: followeeId, actorId: followerId, type: "follow" })),

    privilegesGained: (moves, thresholds) =>
      run("privilege", null, async () => {
        const gains = moves.flatMap((move) => privilegesGained(thresholds, move.before, move.after).map((privilege) => ({ userId: move.userId, privilege })));
        return [...new Set(await insertPrivilegeNotices(db, gains))];
      }),

    questionClosedByVotes: (question, lastVoterId, reason) =>
      run("question closed", null, async () => {
        if (!question.authorId || question.authorId === lastVoterId) return [];
        const told = await insertNotifications(db, [{ userId: question.authorId, actorId: lastVoterId, type: "question_closed", questionId: question.id, subject: reason }]);
        await memberMail?.notified(told);
        return told;
      }),

    suggestedEditDecided: (edit, reviewerId, outcome, reason) =>
      run("suggested edit", null, async () => {
        if (edit.suggesterId === reviewerId) return [];
        return insertNotifications(db, [
          {
            userId: edit.suggesterId,
            actorId: reviewerId,
            type: outcome === "approved" ? "suggested_edit_approved" : "suggested_edit_rejected",
            questionId: edit.questionId,
            answerId: edit.answerId,
            subject: reason,
          },
        ]);
      }),

    appealDecided: (appeal, staffId, outcome, note) =>
      run("appeal", null, async () =>
        insertNotifications(db, [
          {
            userId: appeal.authorId,
            actorId: staffId,
            type: outcome === "upheld" ? "appeal_upheld" : "appeal_overturned",
            questionId: appeal.questionId,
            answerId: appeal.answerId,
            subject: note,
          },
        ]),
      ),

    postHeld: ({ type, id }) =>
      run("held post", null, async () => {
        const [row] =
          type === "question"
            ? await db.select({ authorId: questions.authorId, questionId: questions.id, answerId: sql<number | null>`null::int` }).from(questions).where(eq(questions.id, id))
            : type === "answer"
              ? await db.select({ authorId: answers.authorId, questionId: answers.questionId, answerId: answers.id }).from(answers).where(eq(answers.id, id))
              : await db.select({ authorId: comments.authorId, questionId: comments.questionId, answerId: comments.answerId }).from(comments).where(eq(comments.id, id));
        if (!row?.authorId) return [];
        return insertNotifications(db, [{ userId: row.authorId, actorId: row.authorId, type: "post_held", questionId: row.questionId, answerId: row.answerId, subject: type }]);
      }),

    stagingFeedback: (question, reviewerId, kind) =>
      run("staging feedback", null, async () => {
        if (!question.authorId || question.authorId === reviewerId) return [];
        return insertNotifications(db, [{ userId: question.authorId, actorId: reviewerId, type: "staging_feedback", questionId: question.id, subject: kind }]);
      }),

    stagingPublished: (question, reviewerId) =>
      run("staging publication", null, async () => {
        if (!question.authorId) return [];
        return insertNotifications(db, [{ userId: question.authorId, actorId: reviewerId ?? question.authorId, type: "staging_published", questionId: question.id }]);
      }),

    postRemoved: (post, staffId, reason) =>
      run("removed post", null, async () => {
        if (!post.authorId || post.authorId === staffId) return [];
        return insertNotifications(db, [
          { userId: post.authorId, actorId: staffId, type: "post_removed", questionId: post.questionId, subject: `${post.type}|${reason}|${post.id}|${post.title ?? ""}` },
        ]);
      }),

    badgesAwarded: (userIds) => run("badge", null, async () => [...new Set(userIds)]),
  };
}
