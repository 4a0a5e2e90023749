import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { mailOutbox } from "../../db/schema/admin";
import { keyAfter } from "../../lib/keyset";

/** One message Ponder sends. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/**
 * How mail leaves Ponder. This machine has no mail server, so the default transport keeps
 * each message in the `mail_outbox` table, where admins read it in the panel; a deployment
 * with SMTP or a mail API passes its own transport to buildApp.
 */
export interface MailTransport {
  send(mail: Mail): Promise<void>;
}

export function outboxTransport(db: Db): MailTransport {
  return {
    async send(mail) {
      await db.insert(mailOutbox).values(mail);
    },
  };
}

/** The outbox, newest first, a keyset page at a time (admins). */
export async function listOutbox(db: Db, options: { cursor?: { createdAt: Date; id: number }; limit: number }) {
  const after = options.cursor;
  return db
    .select()
    .from(mailOutbox)
    .where(after ? keyAfter([mailOutbox.createdAt, mailOutbox.id], [after.createdAt, after.id]) : undefined)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(options.limit + 1);
}
