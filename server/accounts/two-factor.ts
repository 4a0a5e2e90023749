import { createHash, randomInt } from "node:crypto";
import { and, count, eq, isNotNull, isNull, or, lt, sql } from "drizzle-orm";
import * as OTPAuth from "otpauth";
import QRCode from "qrcode";
import { SECURITY } from "@shared/limits";
import type { Db } from "../db/client";
import { recoveryCodes, totpSecrets } from "../db/schema/security";

// Authenticator-app codes (TOTP, RFC 6238) and recovery codes: the second factor of a
// password sign-in (docs/decisions/029-two-factor-and-passkeys.md).

const totpFor = (secret: string, label: string, issuer: string) =>
  new OTPAuth.TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: SECURITY.totpDigits,
    period: SECURITY.totpPeriodSeconds,
    secret: OTPAuth.Secret.fromBase32(secret),
  });

/** Recovery codes: ten characters of an alphabet without look-alikes, shown as `xxxxx-xxxxx`. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

function newRecoveryCode(): string {
  let code = "";
  for (let i = 0; i < 10; i += 1) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What a typed code is compared as: no spaces or dashes, lower case. */
const normalize = (code: string) => code.replace(/[\s-]/g, "").toLowerCase();

/** Recovery codes are random (about 50 bits), so a plain hash is enough; the member id salts it. */
const hashRecoveryCode = (userId: string, code: string) => createHash("sha256").update(`${userId}:${normalize(code)}`).digest("base64url");

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrCode: string;
}

/** Two-factor state of members, in the database; the one place that reads or writes it. */
export interface TwoFactor {
  /** Whether sign-in asks this member for a code. */
  isEnabled(userId: string): Promise<boolean>;
  /** Unused recovery codes left. */
  recoveryCodesLeft(userId: string): Promise<number>;
  /** A new pending secret (replacing any pending one); refused while two-factor is on. */
  startSetup(userId: string, label: string, issuer: string): Promise<TwoFactorSetup | null>;
  /** Turns two-factor on when the code matches the pending secret; returns the new recovery codes. */
  enable(userId: string, code: string): Promise<string[] | null>;
  /**
   * Checks a code (an authenticator code, or a recovery code that is then used up). An
   * authenticator code is accepted once: its time step must be newer than the last accepted.
   */
  verify(userId: string, code: string): Promise<boolean>;
  /** Replaces every recovery code with ten new ones (the old ones stop working). */
  renewRecoveryCodes(userId: string): Promise<string[]>;
  /** Turns it off: the secret and the recovery codes go. */
  disable(userId: string): Promise<void>;
}

export function createTwoFactor(db: Db): TwoFactor {
  /** The step a code matches (within the window), or null. */
  const matchingStep = (secret: string, code: string): number | null => {
    const token = normalize(code);
    if (!/^\d{6}$/.test(token)) return null;
    const totp = totpFor(secret, "", "");
    // One moment for both: the step must not move on between the check and the count.
    const timestamp = Date.now();
    const delta = totp.validate({ token, timestamp, window: SECURITY.totpWindow });
    if (delta === null) return null;
    return totp.counter({ timestamp }) + delta;
  };

  return {
    async isEnabled(userId) {
      const [row] = await db
        .select({ userId: totpSecrets.userId })
        .from(totpSecrets)
        .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.enabledAt)))
        .limit(1);
      return Boolean(row);
    },
    async recoveryCodesLeft(userId) {
      const [row] = await db
        .select({ left: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return Number(row?.left ?? 0);
    },
    async startSetup(userId, label, issuer) {
      const secret = new OTPAuth.Secret({ size: 20 }).base32;
      // Only a pending secret is replaced: one that is on stays until disabled with a code.
      const [row] = await db
        .insert(totpSecrets)
        .values({ userId, secret })
        .onConflictDoUpdate({ target: totpSecrets.userId, set: { secret, createdAt: sql`now()`, lastUsedStep: null }, where: isNull(totpSecrets.enabledAt) })
        .returning({ userId: totpSecrets.userId });
      if (!row) return null;
      const otpauthUrl = totpFor(secret, label, issuer).toString();
      const svg = await QRCode.toString(otpauthUrl, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
      return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
    },
    async enable(userId, code) {
      const [pending] = await db
        .select()
        .from(totpSecrets)
        .where(and(eq(totpSecrets.userId, userId), isNull(totpSecrets.enabledAt)))
        .limit(1);
      if (!pending) return null;
      const step = matchingStep(pending.secret, code);
      if (step === null) return null;
      const codes = Array.from({ length: SECURITY.recoveryCodes }, newRecoveryCode);
      const enabled = await db.transaction(async (tx) => {
        // Only the request that turns it on writes the codes: a racing second one finds it on.
        const [row] = await tx
          .update(totpSecrets)
          .set({ enabledAt: sql`now()`, lastUsedStep: step })
          .where(and(eq(totpSecrets.userId, userId), isNull(totpSecrets.enabledAt), eq(totpSecrets.secret, pending.secret)))
          .returning({ userId: totpSecrets.userId });
        if (!row) return false;
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((value) => ({ userId, codeHash: hashRecoveryCode(userId, value) })));
        return true;
      });
      return enabled ? codes : null;
    },
    async verify(userId, code) {
      const [row] = await db
        .select()
        .from(totpSecrets)
        .where(and(eq(totpSecrets.userId, userId), isNotNull(totpSecrets.enabledAt)))
        .limit(1);
      if (!row) return false;
      const step = matchingStep(row.secret, code);
      if (step !== null) {
        // One statement: of two requests with the same code, only one moves the step on.
        const [used] = await db
          .update(totpSecrets)
          .set({ lastUsedStep: step })
          .where(and(eq(totpSecrets.userId, userId), or(isNull(totpSecrets.lastUsedStep), lt(totpSecrets.lastUsedStep, step))))
          .returning({ userId: totpSecrets.userId });
        return Boolean(used);
      }
      if (normalize(code).length !== 10) return false;
      const [used] = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashRecoveryCode(userId, code)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id });
      return Boolean(used);
    },
    async renewRecoveryCodes(userId) {
      const codes = Array.from({ length: SECURITY.recoveryCodes }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.insert(recoveryCodes).values(codes.map((value) => ({ userId, codeHash: hashRecoveryCode(userId, value) })));
      });
      return codes;
    },
    async disable(userId) {
      await db.transaction(async (tx) => {
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
        await tx.delete(totpSecrets).where(eq(totpSecrets.userId, userId));
      });
    },
  };
}
