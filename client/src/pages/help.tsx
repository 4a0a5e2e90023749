import { useMemo, useState } from "react";
import { Link } from "wouter";
import { useMutation } from "@tanstack/react-query";
import { BookOpen, Mail, MessageCircleQuestion, PenLine, Shield, Users } from "lucide-react";
import { feedbackSchema } from "@shared/contact";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { FaqList } from "@/components/faq-list";
import { SearchInput } from "@/components/ui/search-input";
import { StaticLayout } from "@/features/site/components/static-layout";
import { toast } from "@/hooks/use-toast";
import { ApiError, apiJson } from "@/lib/api";
import { PRODUCT_NAME } from "@/lib/site";

const FAQ = [
  { q: "How do I ask a question?", a: "Click 'Add Question' in the header (or 'Ask Question' in the sidebar), write a clear title, add details and topics, and post. Your draft is saved as you type." },
  { q: "How do I answer a question?", a: "Open the question and write in the 'Your Answer' box under it. Explain how you know what you know; good answers are specific and kind." },
  { q: "How does voting work?", a: "Upvote answers that help and downvote ones that are wrong or unhelpful; the best answers rise to the top. You need an account to vote, and you cannot vote on your own posts." },
  { q: "How do I report content?", a: "Use the Report item in the menu of a question, answer, comment or profile and choose a reason. Moderators review every report." },
  { q: "Can I edit or delete what I posted?", a: "Yes. Your own questions, answers and comments have Edit and Delete actions. Deleting a question also removes its answers." },
  { q: "How do topics work?", a: "Topics group questions by subject. Follow topics to see their questions in your feed, and add topics to your questions so the right people find them." },
];

const CATEGORIES = [
  { icon: BookOpen, title: "Getting Started", articles: 8 },
  { icon: MessageCircleQuestion, title: "Asking Questions", articles: 12 },
  { icon: PenLine, title: "Writing Answers", articles: 10 },
  { icon: Shield, title: "Community Guidelines", articles: 6 },
];

/** /help: searchable FAQ, help categories, support, and a feedback box stored on the server. */
export default function HelpPage() {
  const [query, setQuery] = useState("");
  const [feedback, setFeedback] = useState("");
  const [feedbackError, setFeedbackError] = useState<string | null>(null);
  const send = useMutation({ mutationFn: (message: string) => apiJson<{ ok: true }>("POST", "/api/feedback", { message, page: "/help" }) });
  const matches = useMemo(() => {
    const needle = query.trim().toLowerCase();
    return needle ? FAQ.filter((item) => `${item.q} ${item.a}`.toLowerCase().includes(needle)) : FAQ;
  }, [query]);

  const handleFeedback = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = feedbackSchema.safeParse({ message: feedback });
    if (!parsed.success) {
      setFeedbackError(parsed.error.issues[0]!.message);
      return;
    }
    setFeedbackError(null);
    send.mutate(parsed.data.message, {
      onSuccess: () => {
        setFeedback("");
        toast({ title: "Thanks for your feedback!", description: "It helps us make the Help Center better." });
      },
      onError: (error) =>
        toast({ title: "Feedback not sent", description: error instanceof ApiError && error.serverMessage ? error.serverMessage : "Please try again.", variant: "destructive" }),
    });
  };

  return (
    <StaticLayout title="Help Center" intro={`Answers to common questions about using ${PRODUCT_NAME}.`}>
      <SearchInput value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Search for help" aria-label="Search for help" />
      <section aria-labelledby="faq-heading" className="space-y-3">
        <h2 id="faq-heading" className="text-xl font-semibold">
          Frequently asked questions
        </h2>
        {matches.length === 0 ? (
          <p className="text-muted-foreground">No help articles match “{query.trim()}”. Try other words or contact support.</p>
        ) : (
          <FaqList items={matches} />
        )}
      </section>
      <section aria-labelledby="categories-heading" className="space-y-3">
        <h2 id="categories-heading" className="text-xl font-semibold">
          Browse by category
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2">
          {CATEGORIES.map(({ icon: Icon, title, articles }) => (
            <li key={title}>
              <Card className="flex items-center gap-3 p-4">
                <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
                <div>
                  <p className="font-medium">{title}</p>
                  <p className="text-sm text-muted-foreground">{articles} articles</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-3 sm:grid-cols-2">
        <Card className="p-4">
          <p className="flex items-center gap-2 font-medium">
            <Mail className="h-5 w-5 text-primary" aria-hidden="true" /> Email Support
          </p>
          <p className="mt-1 text-sm text-muted-foreground">We answer within one business day.</p>
          <Button variant="outline" size="sm" className="mt-3" asChild>
            <Link href="/contact">Contact support</Link>
          </Button>
        </Card>
        <Card className="p-4">
          <p className="flex items-center gap-2 font-medium">
            <Users className="h-5 w-5 text-primary" aria-hidden="true" /> Community Forum
          </p>
          <p className="mt-1 text-sm text-muted-foreground">Ask other members how they use {PRODUCT_NAME}.</p>
          <Button variant="outline" size="sm" className="mt-3" asChild>
            <Link href="/trending">Visit the community</Link>
          </Button>
        </Card>
      </div>
      <Card className="p-5">
        <form onSubmit={handleFeedback} className="space-y-3" noValidate>
          <label htmlFor="help-feedback" className="font-medium">
            Was this page helpful? Tell us how we can improve.
          </label>
          <textarea
            id="help-feedback"
            value={feedback}
            onChange={(event) => setFeedback(event.target.value)}
            aria-invalid={Boolean(feedbackError)}
            aria-describedby={feedbackError ? "help-feedback-error" : undefined}
            className="flex min-h-24 w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive"
          />
          {feedbackError && (
            <p id="help-feedback-error" className="text-sm text-destructive" role="alert">
              {feedbackError}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            Send Feedback
          </Button>
        </form>
      </Card>
    </StaticLayout>
  );
}
