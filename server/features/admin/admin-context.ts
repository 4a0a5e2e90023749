import type { FastifyRequest } from "fastify";
import type { Database, Db } from "../../db/client";
import { unauthorized } from "../../errors";
import type { Sessions } from "../../plugins/sessions";
import type { Notifier } from "../../services/notifier";
import type { PasswordHasher } from "../../accounts/password";
import type { SettingsStore } from "../../services/site-settings";
import type { TwoFactor } from "../../accounts/two-factor";

// Apart from admin.routes.ts, which registers every admin route file: those files import
// these, and importing them from admin.routes.ts would be an import cycle.

/** What the admin routes need, built once by app.ts. */
export interface AdminContext {
  db: Db;
  /** Which database this is, and PGlite's data directory dump for System Backup. */
  database: Pick<Database, "kind" | "dumpDataDir"> | null;
  sessions: Sessions;
  passwords: PasswordHasher;
  settings: SettingsStore;
  /** Approving a held answer or comment sends the notification it was held back from. */
  notifier: Notifier;
  /** Whether staff turned two-factor sign-in on (the site may require it of them). */
  twoFactor: TwoFactor;
}

/** The signed-in staff member; the scope's hook has already checked the session and the area. */
export function staffOf(request: FastifyRequest) {
  if (!request.user) throw unauthorized();
  return request.user;
}
