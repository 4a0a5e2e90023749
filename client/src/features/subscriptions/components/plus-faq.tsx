import { PONDER_PLUS } from "@shared/subscriptions";
import { FaqList } from "@/components/faq-list";
import { useT, type MessageId } from "@/i18n";
import { useSiteSettings } from "@/hooks/use-site-settings";

const FAQ: { q: MessageId; a: MessageId }[] = [
  { q: "plus.faqCancelQ", a: "plus.faqCancelA" },
  { q: "plus.faqContentQ", a: "plus.faqContentA" },
  { q: "plus.faqTrialQ", a: "plus.faqTrialA" },
  { q: "plus.faqPaymentQ", a: "plus.faqPaymentA" },
];

/** The plan page's FAQ (spec 2.16). */
export function PlusFaq() {
  const t = useT();
  const { siteName: site } = useSiteSettings();
  const values = { site, days: PONDER_PLUS.trialDays };
  return (
    <section aria-labelledby="plus-faq-heading" className="space-y-3">
      <h2 id="plus-faq-heading" className="text-xl font-semibold">
        {t("plus.faqTitle")}
      </h2>
      <FaqList items={FAQ.map((item) => ({ q: t(item.q, values), a: t(item.a, values) }))} />
    </section>
  );
}
