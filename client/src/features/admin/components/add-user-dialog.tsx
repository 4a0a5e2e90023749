import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2 } from "lucide-react";
import { createUserSchema, type CreateUserInput } from "@shared/admin";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { FormField } from "@/components/form-field";
import { toast } from "@/lib/use-toast";
import { useT } from "@/i18n";
import { ApiError } from "@/lib/api";
import { useCreateUser } from "../api/user-actions";
import { ROLES, useRoleLabel } from "./roles";
import { selectClass } from "./select-class";

const FIELDS = ["firstName", "lastName", "email", "password", "role"] as const;

/** Add User: an account with a password the admin passes on. */
export function AddUserDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateUser();
  const t = useT();
  const roleLabel = useRoleLabel();
  const form = useForm<CreateUserInput>({
    resolver: zodResolver(createUserSchema),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", role: "user" },
  });
  const { errors } = form.formState;

  const close = () => {
    form.reset();
    onOpenChange(false);
  };

  const handleSubmit = form.handleSubmit((values) =>
    create.mutateAsync(createUserSchema.parse(values)).then(
      () => {
        toast({ title: t("admin.userCreated") });
        close();
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.field && (FIELDS as readonly string[]).includes(error.field)) {
          form.setError(error.field as (typeof FIELDS)[number], { message: error.serverMessage });
        }
        toast({ title: t("admin.userCreateFailed"), description: error instanceof ApiError ? error.serverMessage : undefined, variant: "destructive" });
      },
    ),
  );

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent>
        <form onSubmit={handleSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{t("admin.addUser")}</DialogTitle>
            <DialogDescription>{t("admin.addUserDescription")}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField id="add-first-name" label={t("admin.firstName")} error={errors.firstName?.message}>
              <Input id="add-first-name" aria-invalid={Boolean(errors.firstName)} {...form.register("firstName")} />
            </FormField>
            <FormField id="add-last-name" label={t("admin.lastName")} error={errors.lastName?.message}>
              <Input id="add-last-name" aria-invalid={Boolean(errors.lastName)} {...form.register("lastName")} />
            </FormField>
          </div>
          <FormField id="add-email" label={t("admin.email")} error={errors.email?.message}>
            <Input id="add-email" type="email" autoComplete="off" aria-invalid={Boolean(errors.email)} {...form.register("email")} />
          </FormField>
          <FormField id="add-password" label={t("admin.password")} error={errors.password?.message}>
            <Input id="add-password" type="password" autoComplete="new-password" aria-invalid={Boolean(errors.password)} {...form.register("password")} />
          </FormField>
          <FormField id="add-role" label={t("admin.role")} error={errors.role?.message}>
            <select id="add-role" className={`${selectClass} h-10 w-full`} {...form.register("role")}>
              {ROLES.map((value) => (
                <option key={value} value={value}>
                  {roleLabel(value)}
                </option>
              ))}
            </select>
          </FormField>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={close}>
              {t("admin.cancel")}
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Loader2 className="animate-spin" />} {t("admin.addUser")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
