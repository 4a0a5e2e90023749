import { useLocation, useSearch } from "wouter";
import { signInPath } from "@shared/return-to";

/** What the visitor tried to do; the join prompt's title names it ("Join Ponder to vote"). */
export type JoinAction = "vote" | "answer" | "comment" | "follow";

/** The sign-up and sign-in paths that come back to the page the visitor is on (shared/return-to.ts). */
export function useJoinPaths() {
  const [location] = useLocation();
  const search = useSearch();
  const here = search ? `${location}?${search}` : location;
  return { signUp: signInPath(here, "/register"), signIn: signInPath(here) };
}
