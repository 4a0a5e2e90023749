import { useDeferredValue, useState } from "react";
import { Search, Trash2, UserPlus, Users } from "lucide-react";
import type { AdminUser } from "@shared/admin";
import type { UserRole } from "@shared/users";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/hooks/use-toast";
import { useAdminUsers } from "../api/get-users";
import { useDeleteUser, useSetUserRole, useSetUserStatus } from "../api/user-actions";
import { AddUserDialog } from "./add-user-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";
import { selectClass } from "./select-class";
import { destructiveBadge } from "./tones";

/** Spec 8: 'User {action} successfully' or 'Failed to {action} user'. */
const userToast = (done: string, verb: string) => ({
  onSuccess: () => toast({ title: `User ${done} successfully` }),
  onError: () => toast({ title: `Failed to ${verb} user`, variant: "destructive" }),
});

function UserRow({ member, currentUserId, onDelete }: { member: AdminUser; currentUserId: string; onDelete: (member: AdminUser) => void }) {
  const status = useSetUserStatus();
  const role = useSetUserRole();
  const isSelf = member.id === currentUserId;
  const suspended = member.status === "suspended";
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-medium">{member.name}</p>
        <p className="truncate text-sm text-muted-foreground">
          {member.email ?? member.username} · Joined {new Date(member.createdAt).toLocaleDateString()}
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="secondary" className={suspended ? destructiveBadge : undefined}>
          {member.status}
        </Badge>
        <Badge variant="outline">{member.role}</Badge>
      </div>
      <div className="flex items-center gap-2">
        <select
          aria-label={`Role of ${member.name}`}
          className={selectClass}
          value={member.role}
          disabled={isSelf || role.isPending}
          onChange={(event) => role.mutate({ id: member.id, role: event.target.value as UserRole }, userToast("updated", "update"))}
        >
          <option value="user">user</option>
          <option value="moderator">moderator</option>
          <option value="admin">admin</option>
        </select>
        <Button
          size="sm"
          variant="outline"
          className="w-24"
          disabled={isSelf || status.isPending}
          onClick={() =>
            status.mutate(
              { id: member.id, action: suspended ? "activate" : "suspend" },
              suspended ? userToast("activated", "activate") : userToast("suspended", "suspend"),
            )
          }
        >
          {suspended ? "Activate" : "Suspend"}
        </Button>
        <Button size="icon" variant="ghost" className="h-9 w-9 text-destructive" aria-label={`Delete ${member.name}`} disabled={isSelf} onClick={() => onDelete(member)}>
          <Trash2 />
        </Button>
      </div>
    </li>
  );
}

/** Users: search, paged list with status and role badges, suspend/activate, role, delete, Add User. */
export function UsersTab({ currentUserId }: { currentUserId: string }) {
  const [search, setSearch] = useState("");
  const q = useDeferredValue(search.trim());
  const users = useAdminUsers(q);
  const remove = useDeleteUser();
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const [adding, setAdding] = useState(false);
  const items = users.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder="Search users by name or email" aria-label="Search users" className="pl-9" />
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus /> Add User
        </Button>
      </div>
      <div className="mt-4">
        {users.isLoading ? (
          <ListSkeleton />
        ) : users.isError ? (
          <ErrorState error={users.error} />
        ) : items.length === 0 ? (
          <EmptyState icon={<Users />} title={q ? "No users match your search" : "No users yet"} />
        ) : (
          <ul className="divide-y">
            {items.map((member) => (
              <UserRow key={member.id} member={member} currentUserId={currentUserId} onDelete={setDeleting} />
            ))}
          </ul>
        )}
        <LoadMore hasNextPage={users.hasNextPage} isFetchingNextPage={users.isFetchingNextPage} fetchNextPage={users.fetchNextPage} />
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete user"
        description={`Are you sure you want to delete ${deleting?.name ?? ""}? This action cannot be undone.`}
        confirmLabel="Delete"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            ...userToast("deleted", "delete"),
            onSettled: () => setDeleting(null),
          })
        }
      />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}
