import { useDeferredValue, useState } from "react";
import { Search, Trash2, UserPlus } from "lucide-react";
import type { AdminUser } from "@shared/admin";
import type { UserRole } from "@shared/users";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { toast } from "@/lib/use-toast";
import { useFormat, useT, type MessageId } from "@/i18n";
import { useAdminUsers } from "../api/get-users";
import { useDeleteUser, useSetUserRole, useSetUserStatus } from "../api/user-actions";
import { AddUserDialog } from "./add-user-dialog";
import { ConfirmDialog } from "./confirm-dialog";
import { Dot, EmptyState, ErrorState, ListSkeleton, LoadMore } from "./list-states";
import { ROLES, useRoleLabel } from "./roles";
import { selectClass } from "./select-class";
import { destructiveBadge } from "./tones";

const STATUS_LABELS: Record<AdminUser["status"], MessageId> = { active: "admin.statusActive", suspended: "admin.statusSuspended", deleted: "admin.statusDeleted" };

type UserAction = "update" | "activate" | "suspend" | "delete";
/** Spec 8: 'User {action} successfully' or 'Failed to {action} user'. */
const USER_TOASTS: Record<UserAction, { done: MessageId; failed: MessageId }> = {
  update: { done: "admin.userUpdated", failed: "admin.userUpdateFailed" },
  activate: { done: "admin.userActivated", failed: "admin.userActivateFailed" },
  suspend: { done: "admin.userSuspended", failed: "admin.userSuspendFailed" },
  delete: { done: "admin.userDeleted", failed: "admin.userDeleteFailed" },
};

function useUserToast() {
  const t = useT();
  return (action: UserAction) => ({
    onSuccess: () => toast({ title: t(USER_TOASTS[action].done) }),
    onError: () => toast({ title: t(USER_TOASTS[action].failed), variant: "destructive" }),
  });
}

function UserRow({ member, currentUserId, onDelete }: { member: AdminUser; currentUserId: string; onDelete: (member: AdminUser) => void }) {
  const status = useSetUserStatus();
  const role = useSetUserRole();
  const isSelf = member.id === currentUserId;
  const suspended = member.status === "suspended";
  const t = useT();
  const format = useFormat();
  const roleLabel = useRoleLabel();
  const userToast = useUserToast();
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3">
      <div className="min-w-0 flex-1 basis-56">
        <p className="truncate font-medium">{member.name}</p>
        <p className="text-sm text-muted-foreground sm:flex sm:items-center">
          <span className="block truncate">{member.email ?? member.username}</span>
          <span className="hidden sm:inline-flex">
            <Dot />
          </span>
          <span className="block whitespace-nowrap">{t("admin.joined", { date: format.date(member.createdAt) })}</span>
        </p>
      </div>
      <div className="flex items-center gap-2">
        <Badge variant="secondary" className={suspended ? destructiveBadge : undefined}>
          {t(STATUS_LABELS[member.status])}
        </Badge>
        <Badge variant="outline">{roleLabel(member.role)}</Badge>
      </div>
      <div className="flex items-center gap-2">
        <select
          aria-label={t("admin.roleOf", { name: member.name })}
          className={selectClass}
          value={member.role}
          disabled={isSelf || role.isPending}
          onChange={(event) => role.mutate({ id: member.id, role: event.target.value as UserRole }, userToast("update"))}
        >
          {ROLES.map((value) => (
            <option key={value} value={value}>
              {roleLabel(value)}
            </option>
          ))}
        </select>
        <Button
          size="sm"
          variant="outline"
          className="min-w-24"
          disabled={isSelf || status.isPending}
          onClick={() =>
            status.mutate(
              { id: member.id, action: suspended ? "activate" : "suspend" },
              userToast(suspended ? "activate" : "suspend"),
            )
          }
        >
          {suspended ? t("admin.activate") : t("admin.suspend")}
        </Button>
        <Button size="icon" variant="ghost" className="h-9 w-9 text-destructive" aria-label={t("admin.deleteUserNamed", { name: member.name })} disabled={isSelf} onClick={() => onDelete(member)}>
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
  const t = useT();
  const userToast = useUserToast();

  return (
    <Card className="p-4 sm:p-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute start-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
          <Input value={search} onChange={(event) => setSearch(event.target.value)} placeholder={t("admin.searchUsersPlaceholder")} aria-label={t("admin.searchUsers")} className="ps-9" />
        </div>
        <Button onClick={() => setAdding(true)}>
          <UserPlus /> {t("admin.addUser")}
        </Button>
      </div>
      <div className="mt-4">
        {users.isLoading ? (
          <ListSkeleton />
        ) : users.isError ? (
          <ErrorState onRetry={() => users.refetch()} />
        ) : items.length === 0 ? (
          <EmptyState title={q ? t("admin.noUsersMatch") : t("admin.noUsers")} />
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
        title={t("admin.deleteUserTitle")}
        description={t("admin.deleteUserConfirm", { name: deleting?.name ?? "" })}
        confirmLabel={t("admin.delete")}
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            ...userToast("delete"),
            onSettled: () => setDeleting(null),
          })
        }
      />
      <AddUserDialog open={adding} onOpenChange={setAdding} />
    </Card>
  );
}
