import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { PRODUCT_NAME } from "@/lib/site";

/** /privacy: six sections (spec 2.17). */
export default function PrivacyPage() {
  return (
    <StaticLayout title="Privacy Policy" intro="Last updated: November 2026">
      <StaticSection title="1. Information we collect">
        <p>
          The information you give us when you create an account (your name, email address and password) and when you use{" "}
          {PRODUCT_NAME} (your questions, answers, comments, votes, the topics and people you follow, and your profile). We also
          record basic technical information such as your browser and the pages you view.
        </p>
      </StaticSection>
      <StaticSection title="2. How we use information">
        <p>To run and improve {PRODUCT_NAME}: to show you relevant questions, to count views and votes, to keep the service safe, and to contact you about your account.</p>
      </StaticSection>
      <StaticSection title="3. Sharing of information">
        <p>Your questions, answers and public profile are visible to others. We do not sell your personal information. We share information only when the law requires it or to protect people from harm.</p>
      </StaticSection>
      <StaticSection title="4. Cookies">
        <p>We use one essential cookie to keep you signed in, and local storage in your browser for preferences such as dark mode, language and drafts. See the cookie policy for details.</p>
      </StaticSection>
      <StaticSection title="5. Your choices and rights">
        <p>You can edit your profile, choose a private profile, export your data and delete your account at any time from your settings. Deleting your account signs you out everywhere and removes your personal information.</p>
      </StaticSection>
      <StaticSection title="6. Contact us">
        <p>Questions about this policy? Write to privacy@ponder.example or use the contact form.</p>
      </StaticSection>
    </StaticLayout>
  );
}
