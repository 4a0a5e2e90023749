import { Link } from "wouter";
import { Briefcase, Calendar, Globe, GraduationCap, MapPin, Pencil, Settings } from "lucide-react";
import { displayName, type UserProfile } from "@shared/users";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { UserAvatar } from "@/components/user-avatar";
import { T, useFormat, useT } from "@/i18n";
import { Dot } from "@/components/dot";
import { FollowButton } from "./follow-button";

/** The address without its scheme, for display. */
const shortUrl = (url: string) => url.replace(/^https?:\/\//i, "").replace(/\/$/, "");

/** Spec 2.6's top card: avatar, name, employment badge, bio, joined date, location, website. */
export function ProfileHeader({ profile, isOwner, actions }: { profile: UserProfile; isOwner: boolean; actions?: React.ReactNode }) {
  const t = useT();
  const format = useFormat();
  const bold = (chunks: React.ReactNode[]) => <span className="font-semibold tabular-nums text-foreground">{chunks}</span>;
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-col gap-5 sm:flex-row sm:items-start">
        <UserAvatar user={profile} className="h-24 w-24 text-3xl" />
        <div className="min-w-0 flex-1 space-y-3">
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0 space-y-1.5">
              <h1 className="break-words text-2xl font-bold">{displayName(profile)}</h1>
              {profile.employment && (
                <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
                  <Briefcase className="h-3 w-3 shrink-0" aria-hidden="true" />
                  <span className="truncate">{profile.employment}</span>
                </span>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-2">
              {isOwner ? (
                <>
                  <Button asChild variant="outline" size="sm">
                    <Link href={`/profile/${profile.id}/edit`}>
                      <Pencil aria-hidden="true" /> {t("profile.edit")}
                    </Link>
                  </Button>
                  <Button asChild variant="outline" size="sm">
                    <Link href={`/profile/${profile.id}/settings`}>
                      <Settings aria-hidden="true" /> {t("profile.settings")}
                    </Link>
                  </Button>
                </>
              ) : (
                <>
                  <FollowButton userId={profile.id} isFollowing={profile.isFollowing} />
                  {actions}
                </>
              )}
            </div>
          </div>
          {profile.bio && <p className="whitespace-pre-line break-words text-sm">{profile.bio}</p>}
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted-foreground">
            <li className="inline-flex items-center gap-1.5">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              <span>
                <T id="profile.joined" values={{ date: <time dateTime={profile.createdAt}>{format.date(profile.createdAt, { month: "long", year: "numeric" })}</time> }} />
              </span>
            </li>
            {profile.location && (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <MapPin className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t("profile.location")} </span>
                <span className="truncate">{profile.location}</span>
              </li>
            )}
            {profile.website && /^https?:\/\//i.test(profile.website) && (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <Globe className="h-4 w-4 shrink-0" aria-hidden="true" />
                <a
                  href={profile.website}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className="truncate text-primary underline-offset-4 hover:underline"
                >
                  {shortUrl(profile.website)}
                </a>
              </li>
            )}
            {profile.education && (
              <li className="inline-flex min-w-0 items-center gap-1.5">
                <GraduationCap className="h-4 w-4 shrink-0" aria-hidden="true" />
                <span className="sr-only">{t("profile.education")} </span>
                <span className="truncate">{profile.education}</span>
              </li>
            )}
          </ul>
          <p className="text-sm text-muted-foreground">
            <span title={t("reputation.label", { n: format.number(profile.reputation) })} data-testid="profile-reputation">
              <T id="reputation.profileTotal" values={{ n: format.number(profile.reputation), b: bold }} />
            </span>
            <Dot className="mx-2" />
            <span>
              <T id="profile.followers" values={{ count: profile.stats.followerCount, n: format.number(profile.stats.followerCount), b: bold }} />
            </span>
            <Dot className="mx-2" />
            <span>
              <T id="profile.followingCount" values={{ count: profile.stats.followingCount, n: format.number(profile.stats.followingCount), b: bold }} />
            </span>
          </p>
        </div>
      </div>
    </Card>
  );
}
