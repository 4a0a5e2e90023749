import { PONDER_PLUS } from "@shared/subscriptions";
import { FaqList } from "@/components/faq-list";
import { PLUS_NAME, PRODUCT_NAME } from "@/lib/site";

const FAQ = [
  {
    q: "Can I cancel anytime?",
    a: `Yes. Cancel whenever you like and you keep ${PLUS_NAME} until the end of your current period.`,
  },
  {
    q: "What happens to my content if I cancel?",
    a: "Your content stays intact: every question, answer and comment you wrote remains yours and stays visible.",
  },
  {
    q: "Is there a free trial?",
    a: `Yes. New subscribers get a ${PONDER_PLUS.trialDays}-day free trial, and you won't be charged if you cancel during it.`,
  },
  {
    q: "How does payment work?",
    a: `${PRODUCT_NAME} takes no payments yet: the trial starts without a card and nothing is ever charged. When it ends, your account returns to the Free plan.`,
  },
];

/** The plan page's FAQ (spec 2.16). */
export function PlusFaq() {
  return (
    <section aria-labelledby="plus-faq-heading" className="space-y-3">
      <h2 id="plus-faq-heading" className="text-xl font-semibold">
        Frequently asked questions
      </h2>
      <FaqList items={FAQ} />
    </section>
  );
}
