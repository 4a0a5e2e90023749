import type { ConversationSummary } from "@shared/messages";
import { UserAvatar } from "@/components/user-avatar";

/** The other member's avatar with a green dot while they are online (the text beside it says so for screen readers). */
export function MemberAvatar({ conversation, className }: { conversation: ConversationSummary; className?: string }) {
  return (
    <span className="relative shrink-0">
      <UserAvatar user={conversation.member} className={className ?? "h-10 w-10 text-sm"} />
      {conversation.online && (
        <span className="absolute end-0 bottom-0 h-3 w-3 rounded-full bg-green-600 ring-2 ring-card" aria-hidden="true" />
      )}
    </span>
  );
}
