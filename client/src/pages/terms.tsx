import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { LIMITS } from "@shared/limits";
import { PRODUCT_NAME } from "@/lib/site";

/** /terms: seven sections, minimum age 13 and one account per person (spec 2.17). */
export default function TermsPage() {
  return (
    <StaticLayout title="Terms of Service" intro="Last updated: November 2026">
      <StaticSection title="1. Acceptance of terms">
        <p>By creating an account or using {PRODUCT_NAME} you agree to these terms. If you do not agree, do not use the service.</p>
      </StaticSection>
      <StaticSection title="2. Eligibility">
        <p>You must be at least {LIMITS.minimumAge} years old to use {PRODUCT_NAME}. One account per person: you may not create accounts for others or hold more than one account.</p>
      </StaticSection>
      <StaticSection title="3. Your content">
        <p>You own what you post. You give {PRODUCT_NAME} a licence to host, show and distribute it on the service. You are responsible for what you post and must have the right to post it.</p>
      </StaticSection>
      <StaticSection title="4. Acceptable use">
        <p>No spam, harassment, hate, illegal content or attempts to break the service. Follow the community guidelines; we may remove content or suspend accounts that do not.</p>
      </StaticSection>
      <StaticSection title="5. Ponder+ subscriptions">
        <p>Ponder+ costs $5 per month after a 7-day free trial for new subscribers. Cancel any time; you keep access until the end of the period you paid for.</p>
      </StaticSection>
      <StaticSection title="6. Termination">
        <p>You can delete your account at any time. We may suspend or end accounts that break these terms, and will tell you why.</p>
      </StaticSection>
      <StaticSection title="7. Disclaimers and liability">
        <p>Answers come from members of the community and are not professional advice. {PRODUCT_NAME} is provided as is, to the extent the law allows.</p>
      </StaticSection>
    </StaticLayout>
  );
}
