import { Link, useLocation } from "wouter";
import { BarChart3, DollarSign, Eye, Heart, UserPlus, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ToolsGrid } from "./tools";

const MEASURES = [
  { icon: Eye, title: "Total Reach", text: "How many times your questions were viewed, compared with the period before." },
  { icon: Heart, title: "Engagement Rate", text: "Upvotes, answers and comments your content earns for every view." },
  { icon: UserPlus, title: "Lead Generation", text: "The new followers your questions and answers bring you." },
  { icon: DollarSign, title: "Revenue Impact", text: "What the Monetization programmes estimate your content earns." },
  { icon: BarChart3, title: "Engagement Trends", text: "How much of what you post gets answered, upvoted and seen." },
  { icon: Users, title: "Audience", text: "Who follows you and the topics your readers care about." },
];

/**
 * What visitors see at /business: what the dashboard measures, the tools, and a way to sign
 * in. No figures: there is nobody's data to show yet.
 */
export function BusinessMarketing() {
  const [, navigate] = useLocation();
  return (
    <div className="space-y-8">
      <Card className="flex flex-col items-start gap-4 p-6 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 className="text-xl font-semibold">See your own analytics</h2>
          <p className="text-sm text-muted-foreground">Sign in to see these figures computed from your questions, answers and followers.</p>
        </div>
        <div className="flex gap-2">
          <Button asChild>
            <Link href="/auth">Sign In</Link>
          </Button>
          <Button variant="outline" asChild>
            <Link href="/register">Sign Up</Link>
          </Button>
        </div>
      </Card>
      <section aria-labelledby="business-measures-heading" className="space-y-4">
        <h2 id="business-measures-heading" className="text-xl font-semibold">
          What you will measure
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {MEASURES.map(({ icon: Icon, title, text }) => (
            <li key={title}>
              <Card className="h-full space-y-2 p-5">
                <h3 className="flex items-center gap-2 font-semibold">
                  <Icon className="h-5 w-5 text-primary" aria-hidden="true" /> {title}
                </h3>
                <p className="text-sm text-muted-foreground">{text}</p>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="business-tools-heading" className="space-y-4">
        <h2 id="business-tools-heading" className="text-xl font-semibold">
          Tools
        </h2>
        <ToolsGrid onUse={() => navigate("/register")} useLabel="Sign up to use it" />
      </section>
    </div>
  );
}
