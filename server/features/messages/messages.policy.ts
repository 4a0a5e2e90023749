/** Who may message whom; the single place for these rules. */

/** Members message other members who can still sign in: never themselves, nor suspended or deleted accounts. */
export function canReceiveMessages(target: { status: string } | undefined): boolean {
  return target?.status === "active";
}

/** Only the two members of a conversation read it or write in it; for anyone else it does not exist. */
export function isInConversation(memberIds: string[], userId: string): boolean {
  return memberIds.includes(userId);
}
