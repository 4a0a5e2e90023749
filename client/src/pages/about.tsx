import { Link } from "wouter";
import { Globe2, ShieldCheck, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { StaticLayout, StaticSection } from "@/features/site/components/static-layout";
import { PRODUCT_NAME } from "@/lib/site";

const FACTS = [
  { icon: Users, value: "400 million", label: "monthly users" },
  { icon: Globe2, value: "Worldwide", label: "community in every time zone" },
  { icon: ShieldCheck, value: "AI-assisted", label: "moderation, with people in charge" },
];

/** /about */
export default function AboutPage() {
  return (
    <StaticLayout title={`About ${PRODUCT_NAME}`} intro="Our mission is to share and grow the world's knowledge.">
      <ul className="grid gap-4 sm:grid-cols-3">
        {FACTS.map(({ icon: Icon, value, label }) => (
          <li key={label}>
            <Card className="h-full p-5">
              <Icon className="h-6 w-6 text-primary" aria-hidden="true" />
              <p className="mt-3 text-2xl font-bold">{value}</p>
              <p className="text-sm text-muted-foreground">{label}</p>
            </Card>
          </li>
        ))}
      </ul>
      <StaticSection title="Why we exist">
        <p>
          A vast amount of the knowledge that would be valuable to many people is available to only a few: locked in people's
          heads, or scattered across places that are hard to find. {PRODUCT_NAME} connects the people who have knowledge with
          the people who need it, and brings together people with different perspectives so they can understand each other
          better.
        </p>
      </StaticSection>
      <StaticSection title="How it works">
        <p>
          Anyone can ask a question. People who know the subject answer, and the community votes so the most helpful answers
          rise to the top. Follow the topics and people you care about and your feed fills with what matters to you.
        </p>
      </StaticSection>
      <StaticSection title="Keeping it healthy">
        <p>
          AI-assisted moderation flags spam and abuse as it is posted, and our moderators and community reports do the rest.
          Read the <Link href="/community-guidelines" className="text-primary underline">community guidelines</Link> to see
          what we expect from everyone.
        </p>
      </StaticSection>
      <div className="flex flex-wrap gap-3">
        <Button asChild>
          <Link href="/auth">Join {PRODUCT_NAME}</Link>
        </Button>
        <Button variant="outline" asChild>
          <Link href="/contact">Contact us</Link>
        </Button>
      </div>
    </StaticLayout>
  );
}
