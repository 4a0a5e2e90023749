import { Loader2, UserCheck, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { useFollowTopic } from "../api/follow-topic";

/**
 * Follow / Following for a topic in a list of results, with a toast either way. `onChanged`
 * (the list's own refresh, say) runs after a change and is awaited like the mutation's own.
 */
export function FollowTopicButton({ topic, onChanged }: { topic: { id: number; name: string; isFollowing: boolean }; onChanged?: () => Promise<unknown> }) {
  const t = useT();
  const follow = useFollowTopic(topic.id);
  const handleClick = () =>
    follow.mutate(!topic.isFollowing, {
      onSuccess: (result) => {
        toast(
          result.following
            ? { title: t("topic.followedToast"), description: t("topic.followedToastText", { name: topic.name }) }
            : { title: t("topic.unfollowedToast"), description: t("topic.unfollowedToastText", { name: topic.name }) },
        );
        return onChanged?.();
      },
      onError: () => toast({ title: t("card.errorTitle"), description: t("card.followFailed"), variant: "destructive" }),
    });
  return (
    <Button
      size="sm"
      variant={topic.isFollowing ? "outline" : "default"}
      onClick={handleClick}
      disabled={follow.isPending}
      aria-label={topic.isFollowing ? t("search.unfollowTopic", { name: topic.name }) : t("search.followTopic", { name: topic.name })}
      className="shrink-0"
    >
      {follow.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : topic.isFollowing ? <UserCheck aria-hidden="true" /> : <UserPlus aria-hidden="true" />}
      {topic.isFollowing ? t("topic.following") : t("topic.follow")}
    </Button>
  );
}
