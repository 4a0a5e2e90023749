import { eq, or } from "drizzle-orm";
import type { Db } from "../db/client";
import { userFollows } from "../db/schema/content";
import { spaceMembers } from "../db/schema/spaces";
import { users } from "../db/schema/users";
import { setSpaceMembership } from "./spaces";
import { listFollowedTopics, setTopicFollow } from "./topics";

/**
 * Deletes an account in one transaction: the row stays (so questions and answers keep
 * their author id and show 'Deleted account') but every personal field is cleared, and
 * the member's follows go, topic follower counters included. Sessions are the caller's.
 */
export async function deleteAccount(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        status: "deleted",
        role: "user",
        email: null,
        username: null,
        passwordHash: null,
        oidcSubject: null,
        firstName: null,
        lastName: null,
        bio: null,
        location: null,
        website: null,
        employment: null,
        education: null,
        profileImageUrl: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, userId));
    await tx.delete(userFollows).where(or(eq(userFollows.followerId, userId), eq(userFollows.followeeId, userId)));
    // Through the topic and space membership writes (content/), so their counters stay right.
    for (const topic of await listFollowedTopics(tx, userId)) await setTopicFollow(tx, userId, topic.id, false);
    const memberships = await tx.select({ spaceId: spaceMembers.spaceId }).from(spaceMembers).where(eq(spaceMembers.userId, userId));
    for (const { spaceId } of memberships) await setSpaceMembership(tx, userId, spaceId, false);
  });
}
