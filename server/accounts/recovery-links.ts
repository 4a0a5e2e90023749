import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { emailChanges, passwordResets } from "../db/schema/jobs";

/**
 * Ends every pending account-recovery link of a member: password-reset links and email-change
 * links alike (issue 20). A link mailed before a change of who controls the account must not
 * undo that change later, so every such change calls this: a new password (changed or reset),
 * a new email address, and signing out everywhere else. Each link is one row, deleted here;
 * using a link is deleting its row, so a link ended here and a link being used cannot both win.
 */
export async function endRecoveryLinks(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(passwordResets).where(eq(passwordResets.userId, userId));
    await tx.delete(emailChanges).where(eq(emailChanges.userId, userId));
  });
}
