import { Link } from "wouter";
import { ShieldAlert, UserX } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

function Notice({ icon, title, text, action }: { icon: React.ReactNode; title: string; text: string; action: React.ReactNode }) {
  return (
    <Card className="mx-auto max-w-md p-8 text-center">
      <div className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-muted text-muted-foreground">{icon}</div>
      <h1 className="text-xl font-semibold">{title}</h1>
      <p className="mt-2 text-sm text-muted-foreground">{text}</p>
      <div className="mt-5">{action}</div>
    </Card>
  );
}

/** Spec 2.6: the screen for an id that names no member. */
export function UserNotFound() {
  return (
    <Notice
      icon={<UserX className="h-6 w-6" aria-hidden="true" />}
      title="User not found"
      text="The user profile you're looking for doesn't exist."
      action={
        <Button asChild variant="outline">
          <Link href="/">Go to Home</Link>
        </Button>
      }
    />
  );
}

/** Spec 2.7 and 2.8: what a member sees on someone else's edit or settings screen. */
export function AccessDenied({ message, profileId }: { message: string; profileId: string }) {
  return (
    <Notice
      icon={<ShieldAlert className="h-6 w-6" aria-hidden="true" />}
      title="Access Denied"
      text={message}
      action={
        <Button asChild variant="outline">
          <Link href={`/profile/${profileId}`}>View Profile</Link>
        </Button>
      }
    />
  );
}
