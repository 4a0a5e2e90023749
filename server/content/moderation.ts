import { HELD_FOR_REVIEW } from "@shared/reports";
import type { Db } from "../db/client";
import type { users } from "../db/schema/users";
import { htmlToPlainText } from "../html";
import { isStaff } from "../policy/staff";
import type { SettingsStore } from "../services/site-settings";
import { findBlockedWords } from "./blocked-words";
import { createReport } from "./reports";

type Author = Pick<typeof users.$inferSelect, "id" | "role">;

/** The verdict of auto-moderation on a new post. */
export interface Screening {
  status: "published" | "held";
  matched: string[];
}

/**
 * Auto-moderation (docs/decisions/011-moderation-holds.md): with the switch on, a new
 * question, answer or comment containing a blocked word is stored but held, and a system
 * report puts it in the moderation queue, where Approve publishes it and Remove deletes it.
 * Staff posts are not screened.
 */
export interface Moderation {
  /** Screens the plain text of a new post (title and HTML content). */
  screen(author: Author, title: string, html: string): Promise<Screening>;
  /** Files the system report of a post that was stored held. */
  hold(type: "question" | "answer" | "comment", id: number, screening: Screening): Promise<void>;
}

/**
 * `onHeld` tells the author (issue 25.6: a held post's author is told why in a notification, as
 * well as in the answer to their request); app.ts passes the notifier's.
 */
export function createModeration({ db, settings, onHeld }: { db: Db; settings: SettingsStore; onHeld?: (post: { type: "question" | "answer" | "comment"; id: number }) => Promise<void> }): Moderation {
  return {
    async screen(author, title, html) {
      if (isStaff(author)) return { status: "published", matched: [] };
      const { moderationEnabled, blockedWords } = await settings.get();
      if (!moderationEnabled || !blockedWords.length) return { status: "published", matched: [] };
      const matched = findBlockedWords(`${title}\n${htmlToPlainText(html)}`, blockedWords);
      return { status: matched.length ? "held" : "published", matched };
    },
    async hold(type, id, screening) {
      if (screening.status !== "held") return;
      await createReport(db, {
        targetType: type,
        targetId: String(id),
        reporterId: null,
        reason: "blocked_words",
        details: `Held by auto-moderation. Blocked words: ${screening.matched.join(", ")}`,
      });
      await onHeld?.({ type, id });
    },
  };
}

/** Added to a create call's 201 answer when the post was held: `{ held: true, message }`. */
export function heldReceipt(screening: Screening): { held: true; message: string } | Record<string, never> {
  return screening.status === "held" ? { held: true, message: HELD_FOR_REVIEW } : {};
}
