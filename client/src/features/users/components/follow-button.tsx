import { Loader2, UserCheck, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useFollowUser } from "../api/follow-user";

/** Follow / Following for someone else's profile; a spinner while the call runs. */
export function FollowButton({ userId, isFollowing }: { userId: string; isFollowing: boolean }) {
  const t = useT();
  const follow = useFollowUser(userId);
  const handleClick = () =>
    follow.mutate(!isFollowing, {
      onError: () => toast({ title: t("card.errorTitle"), description: t("card.followFailed"), variant: "destructive" }),
    });
  return (
    <Button variant={isFollowing ? "outline" : "default"} onClick={handleClick} disabled={follow.isPending}>
      {follow.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {isFollowing ? t("card.following") : t("card.follow")}
    </Button>
  );
}
