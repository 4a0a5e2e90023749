import type { Notifications } from "../db/notifications";
import type { ChangeClock } from "./change-clock";

/** The channel the database announces changes on (db migration 0012). */
export const CHANGES_CHANNEL = "ponder_changes";

/**
 * Feeds the database's change announcements to the clock every cache reads. A lost listening
 * connection may have missed some, so a reconnection counts as a change of everything.
 * `onEverything` drops what is not kept by tag (the site settings' copy).
 */
export async function followChanges(notifications: Notifications, clock: ChangeClock, onEverything: () => void): Promise<void> {
  const changed = (tags: string[]) => {
    clock.changed(tags);
    if (tags.includes("*")) onEverything();
  };
  notifications.onReconnect(() => changed(["*"]));
  await notifications.listen(CHANGES_CHANNEL, (payload) => changed(payload.split(" ").filter(Boolean)));
}
