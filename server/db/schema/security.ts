import { bigint, customType, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./users";

// Second factors and passkeys (server/features/security/, docs/decisions/029-two-factor-and-passkeys.md).
// None of these rows is ever exported, shown to anyone but its member, or cached.

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A member's authenticator-app (TOTP) secret: pending while `enabledAt` is null (setup
 * started, not yet confirmed with a code), on once it is set. `lastUsedStep` is the newest
 * 30-second step a code was accepted for: a code of that step or an older one is refused,
 * so an overheard code cannot be replayed.
 */
export const totpSecrets = pgTable("totp_secrets", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The base32 secret: only ever read by the server (never exported, never sent after setup). */
  secret: text("secret").notNull(),
  enabledAt: timestamp("enabled_at", { withTimezone: true, precision: 3 }),
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Single-use recovery codes, stored as SHA-256 (they are random, so no slow hash is needed). */
export const recoveryCodes = pgTable(
  "recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [uniqueIndex("recovery_codes_user_hash_key").on(t.userId, t.codeHash)],
);

/** WebAuthn credentials (passkeys) a member registered; `id` is the credential id, base64url. */
export const passkeys = pgTable(
  "passkeys",
  {
    id: text("id").primaryKey(),
    /** The public id the API shows and deletes by. */
    publicId: uuid("public_id").notNull().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    publicKey: bytea("public_key").notNull(),
    counter: bigint("counter", { mode: "number" }).notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, precision: 3 }),
  },
  (t) => [uniqueIndex("passkeys_public_id_key").on(t.publicId), index("passkeys_user_id_idx").on(t.userId)],
);

/**
 * Sign-in ceremonies in flight: WebAuthn challenges (registration, sign-in) and sign-ins
 * waiting for their second factor (OpenID Connect). `id` is the SHA-256 of the random token
 * the browser holds in a cookie; each row is used once (deleted as it is read) and expires.
 */
export const authChallenges = pgTable(
  "auth_challenges",
  {
    id: text("id").primaryKey(),
    kind: text("kind", { enum: ["passkey_register", "passkey_sign_in", "second_factor"] }).notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    challenge: text("challenge").notNull(),
    /** For second_factor: failed codes so far (five end the attempt). */
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (t) => [index("auth_challenges_expires_at_idx").on(t.expiresAt)],
);

