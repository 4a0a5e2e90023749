// The one place drizzle-kit and the database client read the whole schema from.
export * from "./users";
export * from "./content";
export * from "./admin";
export * from "./spaces";
export * from "./subscriptions";
export * from "./library";
export * from "./messaging";
export * from "./creators";
export * from "./limits";
export * from "./security";
export * from "./revisions";
export * from "./jobs";
export * from "./reputation";
export * from "./close-votes";
export * from "./suggested-edits";
export * from "./review";
export * from "./search";
