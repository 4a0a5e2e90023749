import type { Locale } from "@shared/locales";
import { mailText } from "../i18n/mail";
import type { Mail } from "./mail";
import { escapeHtml } from "../lib/html-assembly";

// Every mail Ponder writes goes through composeMail: a plain-text and an HTML part with the
// same words, in the site's name. Links come from the caller, who builds them from the site's
// configured origin (lib/origin.ts), never from a Host header left unchecked.


export interface MailContent {
  to: string;
  /** The language the mail is written in (server/i18n/mail.ts): its own words and the HTML's lang. */
  locale: Locale;
  subject: string;
  siteName: string;
  /** "Hello Ada," */
  greeting?: string;
  /** Paragraphs of plain text. */
  paragraphs: string[];
  /** A list of linked items (notifications, digest questions). */
  items?: { title: string; detail?: string; url: string }[];
  /** The main button. */
  action?: { label: string; url: string };
  /** Small print after the body (why you got it, how to stop). */
  footer?: string[];
  /** One-click unsubscribe from this kind of mail (a page that asks to confirm). */
  unsubscribe?: { label: string; url: string };
  headers?: Record<string, string>;
}

export function composeMail(content: MailContent): Mail {
  const { siteName } = content;
  const text: string[] = [];
  if (content.greeting) text.push(content.greeting, "");
  for (const paragraph of content.paragraphs) text.push(paragraph, "");
  for (const item of content.items ?? []) text.push(`- ${item.title}${item.detail ? ` (${item.detail})` : ""}`, `  ${item.url}`, "");
  if (content.action) text.push(`${content.action.label}: ${content.action.url}`, "");
  text.push(`-- ${siteName}`);
  for (const line of content.footer ?? []) text.push(line);
  if (content.unsubscribe) text.push(`${content.unsubscribe.label}: ${content.unsubscribe.url}`);

  const p = (body: string) => `<p style="margin:0 0 16px">${body}</p>`;
  const html = [
    `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body style="font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#111;line-height:1.5;max-width:560px;margin:0 auto;padding:24px">`,
    `<p style="margin:0 0 24px;font-weight:600;font-size:18px">${escapeHtml(siteName)}</p>`,
    content.greeting ? p(escapeHtml(content.greeting)) : "",
    ...content.paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    content.items?.length
      ? `<ul style="padding-left:20px;margin:0 0 16px">${content.items
          .map(
            (item) =>
              `<li style="margin-bottom:8px"><a href="${escapeHtml(item.url)}">${escapeHtml(item.title)}</a>${item.detail ? ` <span style="color:#555">(${escapeHtml(item.detail)})</span>` : ""}</li>`,
          )
          .join("")}</ul>`
      : "",
    content.action
      ? p(`<a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#111;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(content.action.label)}</a>`) +
        p(`<span style="color:#555;font-size:13px">${escapeHtml(mailText(content.locale, "openLink"))} ${escapeHtml(content.action.url)}</span>`)
      : "",
    (content.footer ?? []).length || content.unsubscribe
      ? `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0"><p style="color:#555;font-size:13px">${[
          ...(content.footer ?? []).map(escapeHtml),
          ...(content.unsubscribe ? [`<a href="${escapeHtml(content.unsubscribe.url)}">${escapeHtml(content.unsubscribe.label)}</a>`] : []),
        ].join("<br>")}</p>`
      : "",
    `</body></html>`,
  ].join("");
  return { to: content.to, subject: content.subject, text: text.join("\n"), html, headers: content.headers };
}
