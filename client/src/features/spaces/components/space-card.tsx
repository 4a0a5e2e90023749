import { Link } from "wouter";
import { Check, FileText, Loader2, Plus, Star, Users } from "lucide-react";
import type { Space } from "@shared/spaces";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useUser } from "@/hooks/use-user";
import { toast } from "@/lib/use-toast";
import { useFormat, useT } from "@/i18n";
import { cn } from "@/lib/utils";
import { useJoinSpace } from "../api/join-space";

/** Members, posts and rating of a space, one line. */
export function SpaceStats({ space, className }: { space: Space; className?: string }) {
  const t = useT();
  const format = useFormat();
  const rating = space.rating === null ? null : format.number(Number(space.rating.toFixed(1)));
  return (
    <p className={cn("flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground", className)}>
      <span className="inline-flex items-center gap-1">
        <Users className="h-3.5 w-3.5" aria-hidden="true" /> {t("spaces.memberCount", { count: space.memberCount })}
      </span>
      <span className="inline-flex items-center gap-1">
        <FileText className="h-3.5 w-3.5" aria-hidden="true" /> {t("spaces.postCount", { count: space.postCount })}
      </span>
      {/* No one can rate a space yet, so a new space says so instead of showing a made-up 4.8. */}
      <span className="inline-flex items-center gap-1">
        <Star className="h-3.5 w-3.5" aria-hidden="true" />
        {rating === null ? t("spaces.newSpace") : <span aria-label={t("spaces.rated", { rating })}>{rating}</span>}
      </span>
    </p>
  );
}

/** Join / Joined (leave) with a spinner; counters update everywhere the space shows. */
export function JoinSpaceButton({ space, size = "sm" }: { space: Space; size?: "sm" | "default" }) {
  const t = useT();
  const join = useJoinSpace(space.id);
  const handleClick = () =>
    join.mutate(!space.isMember, {
      onSuccess: (result) =>
        toast(
          result.isMember
            ? { title: t("spaces.joinedToast"), description: t("spaces.joinedToastText", { name: space.name }) }
            : { title: t("spaces.leftToast"), description: t("spaces.leftToastText", { name: space.name }) },
        ),
      onError: () => toast({ title: t("spaces.membershipFailed"), description: t("spaces.tryAgain"), variant: "destructive" }),
    });
  return (
    <Button
      size={size}
      variant={space.isMember ? "outline" : "default"}
      onClick={handleClick}
      disabled={join.isPending}
      aria-label={t(space.isMember ? "spaces.leaveNamed" : "spaces.joinNamed", { name: space.name })}
      title={space.isMember ? t("spaces.leaveTitle") : undefined}
    >
      {join.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : space.isMember ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
      {t(space.isMember ? "spaces.joined" : "spaces.join")}
    </Button>
  );
}

/** A space in a list (spec 2.14): name, description, members, posts, rating and Join. */
export function SpaceCard({ space, name }: { space: Space; name?: React.ReactNode }) {
  const { user } = useUser();
  return (
    <Card className="flex h-full flex-col gap-3 p-4">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-accent text-lg font-bold text-accent-foreground" aria-hidden="true">
          {space.name.charAt(0).toUpperCase()}
        </span>
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold leading-snug">
            <Link href={`/spaces/${space.id}`} className="break-words hover:underline">
              {name ?? space.name}
            </Link>
          </h3>
          <SpaceStats space={space} className="mt-1" />
        </div>
      </div>
      {space.description && <p className="line-clamp-3 break-words text-sm text-muted-foreground">{space.description}</p>}
      {user && (
        <div className="mt-auto flex justify-end pt-1">
          <JoinSpaceButton space={space} />
        </div>
      )}
    </Card>
  );
}
