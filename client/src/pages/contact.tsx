import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMutation } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { contactSchema, type ContactInput } from "@shared/contact";
import { LIMITS } from "@shared/limits";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { StaticLayout } from "@/features/site/components/static-layout";
import { toast } from "@/lib/use-toast";
import { apiJson } from "@/lib/api";
import { useT } from "@/i18n";

const textareaClass =
  "flex min-h-32 w-full rounded-md border border-input bg-card px-3 py-2 text-base md:text-sm placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive";

/** /contact: the form is validated and stored on the server; admins read it. */
export default function ContactPage() {
  const t = useT();
  const form = useForm<ContactInput>({ resolver: zodResolver(contactSchema), defaultValues: { name: "", email: "", subject: "", message: "" } });
  const send = useMutation({ mutationFn: (input: ContactInput) => apiJson<{ ok: true }>("POST", "/api/contact", input) });
  const { errors } = form.formState;

  const handleSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast({ title: t("pages.contact.sent"), description: t("pages.contact.sentHelp") });
        form.reset();
      },
      () => toast({ title: t("pages.contact.notSent"), description: t("pages.tryAgain"), variant: "destructive" }),
    ),
  );

  // The schema's own messages are English (the server's); the form says them in the reader's language.
  const errorText = (name: keyof ContactInput): string | undefined => {
    const error = errors[name];
    if (!error) return undefined;
    if (name === "email") return t("pages.contact.emailInvalid");
    if (error.type === "too_big") {
      const max = { name: LIMITS.contactName, subject: LIMITS.contactSubject, message: LIMITS.contactMessage }[name];
      return t("pages.contact.tooLong", { max });
    }
    return t(name === "name" ? "pages.contact.nameRequired" : name === "subject" ? "pages.contact.subjectRequired" : "pages.contact.messageRequired");
  };

  const field = (name: keyof ContactInput) => ({
    "aria-invalid": Boolean(errors[name]),
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    ...form.register(name),
  });

  return (
    <StaticLayout title={t("pages.contact.title")} intro={t("pages.contact.intro")}>
      <div className="max-w-2xl">
        <Card className="p-5">
          <form onSubmit={handleSubmit} noValidate className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField id="contact-name" label={t("pages.contact.name")} error={errorText("name")}>
                <Input id="contact-name" autoComplete="name" {...field("name")} />
              </FormField>
              <FormField id="contact-email" label={t("pages.contact.email")} error={errorText("email")}>
                <Input id="contact-email" type="email" autoComplete="email" {...field("email")} />
              </FormField>
            </div>
            <FormField id="contact-subject" label={t("pages.contact.subject")} error={errorText("subject")}>
              <Input id="contact-subject" {...field("subject")} />
            </FormField>
            <FormField id="contact-message" label={t("pages.contact.message")} error={errorText("message")}>
              <textarea id="contact-message" className={textareaClass} {...field("message")} />
            </FormField>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending && <Loader2 className="animate-spin" aria-hidden="true" />} {t("pages.contact.send")}
            </Button>
          </form>
        </Card>
      </div>
    </StaticLayout>
  );
}
