import { desc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema/admin";
import { keyAfter } from "../lib/keyset";
import type { JobQueue } from "../jobs/queue";

/** One message Ponder sends: always a plain-text and an HTML part. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on notification mail. */
  headers?: Record<string, string>;
}

/** A message as it leaves: with the From name (the site's name, read when it is sent). */
export interface OutgoingMail extends Mail {
  fromName: string;
}

/** How a message leaves Ponder when SMTP_URL is set (nodemailer); throwing means "try later". */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The address part of MAIL_FROM (`Name <a@b>` or `a@b`); the name shown is always the site's. */
export function fromAddress(mailFrom: string): string {
  const match = /<([^>]+)>/.exec(mailFrom);
  return (match ? match[1]! : mailFrom).trim();
}

/** SMTP through nodemailer: `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://` (TLS). */
export function smtpTransport(url: string, mailFrom: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  const address = fromAddress(mailFrom);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: { name: mail.fromName, address },
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers,
      });
    },
  };
}

/**
 * The one way Ponder sends mail. Every message is first a row of `mail_outbox`: without a
 * transport (no SMTP_URL) it stays there as `kept`, for admins to read in the panel; with one,
 * a `mail.send` job on the durable queue delivers it, trying again with backoff until it is
 * `sent`, or `failed` after its last try. The row is written before anything is tried, so a
 * message is never lost to a failure or a restart.
 */
export interface Mailer {
  send(mail: Mail): Promise<void>;
  /** Whether mail leaves the machine (SMTP_URL set). */
  readonly delivers: boolean;
}

export const MAIL_SEND_JOB = "mail.send";
/** Tries of one message before it is marked failed (backoff doubles from the queue's base). */
export const MAIL_MAX_ATTEMPTS = 8;

export function createMailer({ db, jobs, transport, siteName }: { db: Db; jobs: JobQueue; transport: MailTransport | null; siteName: () => Promise<string> }): Mailer {
  if (transport) {
    jobs.register(MAIL_SEND_JOB, async (payload, job) => {
      const id = Number(payload.id);
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1);
      if (!row || row.status === "sent") return;
      try {
        await transport.send({ to: row.to, subject: row.subject, text: row.text, html: row.html ?? row.text, headers: row.headers, fromName: await siteName() });
      } catch (error) {
        const lastError = (error instanceof Error ? error.message : String(error)).slice(0, 500);
        const status = job.attempt >= job.maxAttempts ? "failed" : "pending";
        await db.update(mailOutbox).set({ status, attempts: job.attempt, lastError }).where(eq(mailOutbox.id, id));
        throw error;
      }
      await db.update(mailOutbox).set({ status: "sent", attempts: job.attempt, sentAt: new Date(), lastError: null }).where(eq(mailOutbox.id, id));
    });
  }
  return {
    delivers: transport !== null,
    async send(mail) {
      const values = { to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, headers: mail.headers ?? {} };
      if (!transport) {
        await db.insert(mailOutbox).values({ ...values, status: "kept" });
        return;
      }
      await db.transaction(async (tx) => {
        const [row] = await tx.insert(mailOutbox).values({ ...values, status: "pending" }).returning({ id: mailOutbox.id });
        await jobs.enqueue(MAIL_SEND_JOB, { id: row!.id }, { maxAttempts: MAIL_MAX_ATTEMPTS }, tx);
      });
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
