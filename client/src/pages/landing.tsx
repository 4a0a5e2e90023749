import { Link } from "wouter";
import { Award, Globe, Lock, MessageCircleQuestion, ShieldCheck, TrendingUp, Users } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Logo } from "@/components/logo";
import { PRODUCT_NAME } from "@/lib/site";
import { SiteFooter } from "@/features/site/components/site-footer";

const FEATURES = [
  { icon: MessageCircleQuestion, title: "Ask & Answer", text: "Ask anything and get answers from people who know the subject first-hand." },
  { icon: Users, title: "Expert Community", text: "Learn from professionals, researchers and enthusiasts who share what they know." },
  { icon: TrendingUp, title: "Trending Topics", text: "See what people are curious about right now, with AI-powered recommendations for you." },
  { icon: Award, title: "Quality Content", text: "Community voting lifts the most helpful answers to the top." },
];

const BADGES = [
  { icon: Lock, label: "Secure" },
  { icon: ShieldCheck, label: "Trusted by millions" },
  { icon: Globe, label: "Global community" },
];

/** The visitor's landing page (spec 2.2). */
export default function LandingPage() {
  return (
    <div className="min-h-screen bg-background">
      <header className="border-b bg-card">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between px-4">
          <Logo className="text-3xl" />
          <div className="flex gap-2">
            <Button variant="ghost" asChild>
              <Link href="/auth">Log In</Link>
            </Button>
            <Button asChild>
              <Link href="/register">Sign Up</Link>
            </Button>
          </div>
        </div>
      </header>
      <main>
        <section className="mx-auto max-w-4xl px-4 py-20 text-center sm:py-28">
          <h1 className="font-serif text-4xl font-bold tracking-tight sm:text-6xl">A place to share knowledge</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            {PRODUCT_NAME} connects people who have questions with people who have answers. Learn from experts, share what you
            know, and let the community lift the best answers to the top.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button size="lg" asChild>
              <Link href="/auth">Get Started</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <a href="#features">Learn More</a>
            </Button>
          </div>
        </section>
        <section id="features" className="border-y bg-card py-20" aria-labelledby="features-heading">
          <div className="mx-auto max-w-6xl px-4">
            <h2 id="features-heading" className="text-center text-3xl font-bold">
              Why people choose {PRODUCT_NAME}
            </h2>
            <ul className="mt-12 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
              {FEATURES.map(({ icon: Icon, title, text }) => (
                <li key={title} className="text-center">
                  <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
                    <Icon className="h-6 w-6" aria-hidden="true" />
                  </span>
                  <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                  <p className="mt-2 text-sm text-muted-foreground">{text}</p>
                </li>
              ))}
            </ul>
          </div>
        </section>
        <section className="mx-auto max-w-3xl px-4 py-20 text-center">
          <h2 className="text-3xl font-bold">Join millions of curious minds</h2>
          <p className="mt-4 text-muted-foreground">
            Follow the topics you love, explore {PRODUCT_NAME} Business for teams, or go ad-free with {PRODUCT_NAME}+.
          </p>
          <Button size="lg" className="mt-8" asChild>
            <Link href="/auth">Join Now</Link>
          </Button>
          <ul className="mt-10 flex flex-wrap justify-center gap-6 text-sm text-muted-foreground">
            {BADGES.map(({ icon: Icon, label }) => (
              <li key={label} className="inline-flex items-center gap-2">
                <Icon className="h-4 w-4 text-primary" aria-hidden="true" /> {label}
              </li>
            ))}
          </ul>
        </section>
      </main>
      <SiteFooter withProductLinks />
    </div>
  );
}
