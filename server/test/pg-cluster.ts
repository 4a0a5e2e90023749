import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where initdb and pg_ctl live: PG_BIN, else pg_config, else Debian's layout. */
export function findPgBin(): string | null {
  const candidates = [process.env.PG_BIN];
  try {
    candidates.push(execFileSync("pg_config", ["--bindir"], { encoding: "utf8" }).trim());
  } catch {
    // pg_config is not installed everywhere the server is
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) {
    for (const version of readdirSync(debian).sort().reverse()) candidates.push(path.join(debian, version, "bin"));
  }
  return candidates.find((dir) => dir && existsSync(path.join(dir, "initdb")) && existsSync(path.join(dir, "pg_ctl"))) ?? null;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/**
 * A throw-away PostgreSQL cluster on a free loopback port. PostgreSQL refuses to run as
 * root, so as root it runs as the `postgres` system user.
 */
export async function startPgCluster(bin: string) {
  const dir = mkdtempSync(path.join(tmpdir(), "ponder-pg-"));
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = path.join(bin, command);
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", full, ...args], { encoding: "utf8" })
      : spawnSync(full, args, { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout || result.error}`);
  };
  if (asRoot) chownSync(dir, Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" })), Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" })));
  const dataDir = path.join(dir, "data");
  run("initdb", ["-D", dataDir, "-U", "ponder", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  const startServer = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-w",
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "start",
    ]);
  startServer();
  return {
    url: `postgres://ponder@127.0.0.1:${port}/postgres`,
    /** Stops the server as an operator's restart does (fast: open connections are ended), keeping its data. */
    stopServer() {
      run("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
    },
    /** Starts the stopped server again on the same port and data. */
    startServer,
    /** Stops the server and removes the cluster. */
    stop() {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
