// The choices and messages of the Spaces page (tabs, sorts, the name rule). No zod here: pages that only display
// spaces import these values, and zod should load only where a form or the server validates.

/** Spaces page tabs. */
export const spaceTabs = ["all", "joined", "recommended"] as const;
export type SpaceTab = (typeof spaceTabs)[number];

/** The Filter button's orders for All Spaces and Joined. */
export const spaceSorts = ["newest", "members", "posts"] as const;
export type SpaceSort = (typeof spaceSorts)[number];

/** The Filter menu's labels. */
export const SPACE_SORT_LABELS: Record<SpaceSort, string> = { newest: "Newest", members: "Most members", posts: "Most posts" };

/** Spec 5 and 8: the message of an empty space name. */
export const SPACE_NAME_REQUIRED = "Please enter a name for your space.";
