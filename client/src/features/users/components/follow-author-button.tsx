import { Loader2, UserCheck, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useFollowUser } from "@/features/users/api/follow-user";
import { useT } from "@/i18n";

/**
 * Follow / Following for a card's author (POST / DELETE /api/users/{id}/follow). The
 * mutation refreshes the question lists, so every card by the same author follows suit.
 */
export function FollowAuthorButton({ authorId, name, following }: { authorId: string; name: string; following: boolean }) {
  const t = useT();
  const follow = useFollowUser(authorId);
  const handleClick = () =>
    follow.mutate(!following, {
      onError: () => toast({ title: t("card.errorTitle"), description: t("card.followFailed"), variant: "destructive" }),
    });
  return (
    <Button
      variant={following ? "outline" : "secondary"}
      size="sm"
      className="h-7 shrink-0 px-2 text-xs"
      onClick={handleClick}
      disabled={follow.isPending}
      aria-label={following ? t("card.followingName", { name }) : t("card.followName", { name })}
    >
      {follow.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : following ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {following ? t("card.following") : t("card.follow")}
    </Button>
  );
}
