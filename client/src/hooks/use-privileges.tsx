import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { PrivilegeId } from "@shared/reputation";
import type { PrivilegeList } from "@shared/reputation.responses";
import { useT, type MessageId } from "@/i18n";
import { useHydrated } from "./use-hydrated";
import { useUser } from "./use-user";

/**
 * GET /api/privileges: every privilege's threshold and whether the signed-in member has it
 * (issue 24). Read once a session (the query client keeps answers until told otherwise) and
 * again after the member's own votes (the vote mutation refreshes every /api query) and when
 * a notification arrives (a privilege gained is one); visitors never ask.
 */
export const privilegesQueryOptions = queryOptions<PrivilegeList>({ queryKey: ["/api/privileges"] });

/** Why a control is off for a member without the privilege, in the reader's language. */
const REFUSALS: Record<PrivilegeId, MessageId> = {
  "vote-up": "privileges.refusalVoteUp",
  "comment-everywhere": "privileges.refusalCommentEverywhere",
  "vote-down": "privileges.refusalVoteDown",
  "create-topics": "privileges.refusalCreateTopics",
  review: "privileges.refusalReview",
  "close-votes": "privileges.refusalCloseVotes",
  "edit-freely": "privileges.refusalEditFreely",
  "topic-synonyms": "privileges.refusalTopicSynonyms",
};

/** What each privilege lets a member do (the help page, the admin panel, the notification of one gained). */
export const PRIVILEGE_DESCRIPTIONS: Record<PrivilegeId, MessageId> = {
  "vote-up": "privileges.describeVoteUp",
  "comment-everywhere": "privileges.describeCommentEverywhere",
  "vote-down": "privileges.describeVoteDown",
  "create-topics": "privileges.describeCreateTopics",
  review: "privileges.describeReview",
  "close-votes": "privileges.describeCloseVotes",
  "edit-freely": "privileges.describeEditFreely",
  "topic-synonyms": "privileges.describeTopicSynonyms",
};

/** Whether `id` is a privilege (a notification's subject comes from the server as a string). */
export const isPrivilegeId = (id: string | null | undefined): id is PrivilegeId => typeof id === "string" && Object.hasOwn(REFUSALS, id);

interface PrivilegesState {
  data: PrivilegeList | undefined;
  /** A control that needs the list is on the page: read it (once a session). */
  want(): void;
}

const PrivilegesContext = createContext<PrivilegesState | null>(null);

/**
 * Reads the privilege list for the whole app (`App`), once a control that needs it is on a
 * member's page. Every vote button, comment box and close control asks for it, and each had
 * its own query observer, made even for visitors, who never read the list: some 5% of a
 * question page's prerender (issue 22). Once wanted, it stays read for the session and is
 * refreshed after votes and notifications like every /api query.
 */
export function PrivilegesProvider({ children }: { children: ReactNode }) {
  const { user } = useUser();
  const [wanted, setWanted] = useState(false);
  const { data } = useQuery({ ...privilegesQueryOptions, enabled: Boolean(user) && wanted });
  const want = useCallback(() => setWanted(true), []);
  const value = useMemo(() => ({ data, want }), [data, want]);
  return <PrivilegesContext.Provider value={value}>{children}</PrivilegesContext.Provider>;
}

/** The privilege list, read when `needed` (a member's control): undefined until then, and for visitors. */
function usePrivilegeList(needed: boolean): PrivilegeList | undefined {
  const context = useContext(PrivilegesContext);
  if (!context) throw new Error("a privilege is asked for outside PrivilegesProvider (client/src/app/app.tsx)");
  const { want } = context;
  // In an effect: the server's render never asks (its HTML never shows a refusal).
  useEffect(() => {
    if (needed) want();
  }, [needed, want]);
  return needed ? context.data : undefined;
}

/**
 * Why the signed-in member may not use this privilege yet ("Downvoting needs 50 reputation;
 * you have 12"), built from the privilege, its threshold and the member's reputation; undefined
 * when they may, for visitors (asked to join instead), and until the list has been read (the
 * server decides anyway). Pass null when the control needs no privilege here. Undefined too while
 * the browser hydrates the server's HTML, which never has it: the list may arrive before a lazy
 * part of the page hydrates, and the refusal's text would then differ from the server's.
 */
export function usePrivilegeRefusal(id: PrivilegeId | null): string | undefined {
  const t = useT();
  const { user } = useUser();
  const hydrated = useHydrated(Boolean(user) && id !== null);
  const data = usePrivilegeList(Boolean(user) && id !== null);
  if (!hydrated || !user || !data || id === null) return undefined;
  const item = data.items.find((privilege) => privilege.id === id);
  if (!item || item.granted) return undefined;
  return t(REFUSALS[id], { required: item.reputation, reputation: data.reputation ?? 1 });
}

/**
 * Whether the signed-in member has the privilege, for controls shown only to those who do
 * (adding a topic, its synonyms). False for visitors, until the list is read, and while the
 * page hydrates (the server's HTML never has it).
 */
export function useHasPrivilege(id: PrivilegeId): boolean {
  const { user } = useUser();
  const hydrated = useHydrated(Boolean(user));
  const data = usePrivilegeList(Boolean(user));
  return hydrated && Boolean(user) && Boolean(data?.items.find((privilege) => privilege.id === id)?.granted);
}
