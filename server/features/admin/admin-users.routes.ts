import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { adminUsersQuerySchema, createUserSchema, setRoleSchema } from "@shared/admin";
import { userIdParamSchema } from "@shared/ids";
import { isUniqueViolation } from "../../db/errors";
import { badRequest, conflict, notFound } from "../../errors";
import { listAdminUsers } from "./admin.queries";
import { presentAdminUser } from "../../accounts/users.presenter";
import { canManageUser } from "../../policy/staff";
import { staffOf, type AdminContext } from "./admin-context";
import { recordAudit } from "../../services/audit";
import { adminUserPageSchema, adminUserSchema } from "@shared/admin.responses";
import { noContentSchema } from "@shared/responses";
import { findExistingUser, findUserByEmail, insertUser, updateUser } from "../../accounts/members";
import { deleteAccount } from "../../content/account-deletion";

const USER_NOT_FOUND = "User not found";
const NOT_YOURSELF = "You cannot do that to your own account";

/** Members: list and search, add, suspend, activate, change role, delete (admins only). */
export async function adminUsersRoutes(app: FastifyInstance, { db, sessions, passwords }: AdminContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { adminArea: "users" as const };

  /** The target account (not deleted), when this admin may act on it. */
  const loadTarget = async (actor: ReturnType<typeof staffOf>, id: string) => {
    const target = await findExistingUser(db, id);
    if (!target) throw notFound(USER_NOT_FOUND);
    if (!canManageUser(actor, target.id)) throw badRequest(NOT_YOURSELF);
    return target;
  };

  r.get("/api/admin/users", { schema: { querystring: adminUsersQuerySchema, response: { 200: adminUserPageSchema } }, config }, async (request) => listAdminUsers(db, request.query));

  r.post("/api/admin/users", { schema: { body: createUserSchema, response: { 201: adminUserSchema } }, config }, async (request, reply) => {
    const actor = staffOf(request);
    const { role, password, ...input } = request.body;
    if (await findUserByEmail(db, input.email)) throw conflict("An account with this email already exists", "email");
    const passwordHash = await passwords.hash(password);
    try {
      const user = await db.transaction(async (tx) => {
        // The admin typed the address: it counts as verified.
        const created = await insertUser(tx, { ...input, passwordHash, role, emailVerifiedAt: new Date() });
        await recordAudit(tx, actor, "user.create", { type: "user", id: created.id }, { email: created.email, role });
        return created;
      });
      return reply.status(201).send(presentAdminUser(user));
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict("An account with this email already exists", "email");
      throw error;
    }
  });

  for (const [action, status] of [
    ["suspend", "suspended"],
    ["activate", "active"],
  ] as const) {
    r.post(`/api/admin/users/:id/${action}`, { schema: { params: userIdParamSchema, response: { 200: adminUserSchema } }, config }, async (request) => {
      const actor = staffOf(request);
      const target = await loadTarget(actor, request.params.id);
      const updated = await db.transaction(async (tx) => {
        const row = (await updateUser(tx, target.id, { status }))!;
        await recordAudit(tx, actor, `user.${action}`, { type: "user", id: target.id }, { from: target.status, to: status });
        return row;
      });
      // A suspended member is signed out everywhere; signing in again answers 403 with the reason.
      if (status === "suspended") await sessions.endAllFor(target.id);
      return presentAdminUser(updated);
    });
  }

  r.patch("/api/admin/users/:id/role", { schema: { params: userIdParamSchema, body: setRoleSchema, response: { 200: adminUserSchema } }, config }, async (request) => {
    const actor = staffOf(request);
    const target = await loadTarget(actor, request.params.id);
    const { role } = request.body;
    const updated = await db.transaction(async (tx) => {
      const row = (await updateUser(tx, target.id, { role }))!;
      await recordAudit(tx, actor, "user.role", { type: "user", id: target.id }, { from: target.role, to: role });
      return row;
    });
    return presentAdminUser(updated);
  });

  // The same as the member deleting their own account: personal fields cleared, content kept.
  r.delete("/api/admin/users/:id", { schema: { params: userIdParamSchema, response: { 204: noContentSchema } }, config }, async (request, reply) => {
    const actor = staffOf(request);
    const target = await loadTarget(actor, request.params.id);
    await db.transaction(async (tx) => {
      await deleteAccount(tx, target.id);
      await recordAudit(tx, actor, "user.delete", { type: "user", id: target.id }, { name: presentAdminUser(target).name });
    });
    await sessions.endAllFor(target.id);
    return reply.status(204).send();
  });
}
