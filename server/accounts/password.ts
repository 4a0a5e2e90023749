import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const maxmem = 256 * (options.N ?? 1) * (options.r ?? 8) + 1024 * 1024;
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** Hashes and checks passwords with scrypt; the parameters travel inside each hash. */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
}

/**
 * `logN` 17 is OWASP's scrypt recommendation (N=2^17, r=8, p=1). Tests lower it for speed;
 * hashes made with other parameters still verify.
 */
export function createPasswordHasher(logN = 17): PasswordHasher {
  const N = 2 ** logN;
  // A hash to compare against when the account does not exist, so timing does not tell.
  let decoy: Promise<string> | undefined;
  const hash = async (password: string) => {
    const salt = randomBytes(16);
    const key = await derive(password, salt, { N, r: 8, p: 1 });
    return `scrypt$${N}$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
  };
  return {
    hash,
    async verify(password, stored) {
      if (!stored) {
        decoy ??= hash("decoy-password");
        await this.verify(password, await decoy);
        return false;
      }
      const [scheme, n, r, p, salt, expected] = stored.split("$");
      if (scheme !== "scrypt" || !salt || !expected) return false;
      const expectedKey = Buffer.from(expected, "base64url");
      const key = await derive(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
      return key.length === expectedKey.length && timingSafeEqual(key, expectedKey);
    },
  };
}
