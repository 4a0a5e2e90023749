import type { FastifyRequest } from "fastify";
import { addressBlock } from "./viewer";

/** What a group can end: an open event stream. */
interface Endable {
  end(): unknown;
}

/**
 * Open long-lived streams (Server-Sent Events) grouped by a key, oldest first, at most `limit`
 * per key: one more ends the group's oldest (its page reconnects). Every stream route caps by
 * network address through `streamAddress`, so a cap cannot be walked around by spreading
 * streams over the addresses of one IPv6 /64 or by writing one address several ways.
 */
export class StreamGroups<T extends Endable = Endable> {
  private readonly groups = new Map<string, T[]>();

  constructor(private readonly limit: number) {}

  /** Adds the stream under the key, ending the key's oldest beyond the limit; returns what takes it out again (call it when the stream ends). */
  add(key: string, stream: T): () => void {
    const group = this.groups.get(key) ?? [];
    this.groups.set(key, group);
    group.push(stream);
    if (group.length > this.limit) group[0]!.end();
    return () => {
      const index = group.indexOf(stream);
      if (index >= 0) group.splice(index, 1);
      if (!group.length && this.groups.get(key) === group) this.groups.delete(key);
    };
  }

  /** Streams open under the key now. */
  count(key: string): number {
    return this.groups.get(key)?.length ?? 0;
  }

  /** Ends every stream (the server is closing). */
  endAll(): void {
    for (const group of [...this.groups.values()]) for (const stream of [...group]) stream.end();
  }
}

/** The key a request's streams count under per address: lib/viewer.ts `addressBlock` (IPv6 by its /64). */
export const streamAddress = (request: Pick<FastifyRequest, "ip">) => addressBlock(request.ip);
