import { openDatabase } from "./server/db/client";
import { buildApp } from "./server/app";
import { seedDemo } from "./server/db/seed/demo";
import { createPasswordHasher } from "./server/features/auth/password";
const database = await openDatabase({ dataDir: null });
await database.migrate();
await seedDemo(database.db);
const config = { RATE_LIMITS: "off", LOGIN_MAX_FAILURES: 10, REGISTER_MAX_PER_WINDOW: 1000, CONTACT_MAX_PER_WINDOW: 1000, RATE_LIMIT_WINDOW_MINUTES: 15, OIDC_PROVIDER_NAME: "x", ALLOWED_HOSTS: [], PORT: 80, TRUST_PROXY: false, LOG_LEVEL: "silent" } as never;
const app = await buildApp({ db: database.db, database, config, passwords: createPasswordHasher(10), clientDir: "/nonexistent" });
const reg = await app.inject({ method: "POST", url: "/api/auth/register", payload: { firstName: "A", lastName: "B", email: "a@b.com", password: "correct-horse-battery" } });
const cookie = `ponder_session=${reg.cookies.find((c) => c.name === "ponder_session")!.value}`;
for (const [label, headers] of [["member", { cookie }], ["visitor", {}]] as const) {
  await app.inject({ method: "GET", url: "/api/questions?tab=recent", headers });
  const t = performance.now();
  for (let i = 0; i < 1000; i++) await app.inject({ method: "GET", url: "/api/questions?tab=recent", headers });
  console.log(label, ((performance.now() - t) / 1000).toFixed(3), "ms");
}
await app.close();
await database.close();
