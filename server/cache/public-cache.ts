// The public answers cache: what a visitor is sent (page HTML and API JSON), rendered and
// compressed once, kept until the database announces a change to something it shows
// (db migration 0012, server/cache/changes.ts). docs/decisions/022-public-cache.md.
import type { ChangeClock } from "./change-clock";

/** One cached answer, in every encoding it is sent in. */
export interface CachedAnswer {
  /** The Content-Type it was sent with. */
  contentType: string;
  /** The body as rendered. */
  identity: Buffer;
  /**
   * Whether the body is worth compressing. Brotli and gzip of it are made off the event loop
   * when a reader first asks for that encoding (empty until then): most answers of the long
   * tail are read once, in one encoding (issue 22).
   */
  compressible: boolean;
  br: Buffer;
  gzip: Buffer;
  /** Compressions being made now, so readers asking at once share one. */
  compressing?: Partial<Record<"br" | "gzip", Promise<Buffer>>>;
  /** A weak validator of the body (the same for every encoding). */
  etag: string;
  /** What it shows: a change announced on any of these tags (or '*') drops it. */
  tags: readonly string[];
  /** The cache clock when its rendering began: a change after that makes it stale. */
  renderedAt: number;
  /** Wall-clock expiry for answers that change with time alone (trending windows); Infinity otherwise. */
  expiresAt: number;
  /** The parsed JSON body, kept on first use by member overlays (JSON answers only). */
  parsed?: unknown;
  /** Set once its brotli body is queued for the better compression (server/cache/http-cache.ts). */
  recompressed?: boolean;
}

/** An answer being rendered: later requests for the same key wait for it instead of rendering again. */
interface Pending {
  renderedAt: number;
  /** Wall-clock start: a mark older than the wait bound is taken over by the next rendering. */
  startedAt: number;
  done: Promise<void>;
  resolve(): void;
}

/** What an entry costs beside its bodies: the map's entry, the answer object, its validator and clock fields. */
const ENTRY_OVERHEAD_BYTES = 256;
/** A parsed JSON body (kept for member overlays) is counted at this many bytes per byte of its text. */
const PARSED_BYTES_PER_BYTE = 3;

/** Bytes the cache may hold (the three encodings of every answer); the least recently used go first. */
export const DEFAULT_CACHE_BYTES = 128 * 1024 * 1024;
/** Bytes kept of members' own answers and pages. */
export const MEMBER_CACHE_BYTES = 128 * 1024 * 1024;

/**
 * Answers by key (origin + URL), each valid while no tag it shows has changed since it began
 * rendering (the ChangeClock decides); stale answers are dropped when next read, and the least
 * recently used when the cache is full.
 */
export class PublicCache {
  /** Insertion order is recency: a hit moves the key to the end. */
  private readonly answers = new Map<string, CachedAnswer>();
  private readonly pending = new Map<string, Pending>();
  /** What each held answer was counted at (its parsed body is added when it is parsed). */
  private readonly counted = new WeakMap<CachedAnswer, number>();
  private bytes = 0;

  constructor(
    /** The clock the database's change announcements move. */
    readonly clock: ChangeClock,
    private readonly maxBytes = DEFAULT_CACHE_BYTES,
  ) {}

  private isFresh(answer: CachedAnswer, now: number): boolean {
    return answer.expiresAt > now && this.clock.isFresh(answer.tags, answer.renderedAt);
  }

  /** The answer under this key if nothing it shows changed since it was rendered. */
  get(key: string, now = Date.now()): CachedAnswer | null {
    const answer = this.answers.get(key);
    if (!answer) return null;
    if (!this.isFresh(answer, now)) {
      this.drop(key, answer);
      return null;
    }
    this.answers.delete(key);
    this.answers.set(key, answer);
    return answer;
  }

  /**
   * Keeps an answer, unless something it shows changed while it was rendered (it is still
   * right to send it to the request that asked: that request began before the change).
   */
  set(key: string, answer: CachedAnswer): void {
    if (!this.isFresh(answer, Date.now())) return;
    const size = sizeOf(key, answer);
    if (size > this.maxBytes / 8) return;
    const previous = this.answers.get(key);
    if (previous) this.drop(key, previous);
    this.answers.set(key, answer);
    this.counted.set(answer, size);
    this.bytes += size;
    this.evict();
  }

  /**
   * The answer's JSON body parsed, kept with it for the next member overlay and counted in the
   * budget like its bodies (issue 20: the memory beside the bodies was not counted).
   */
  parsed(answer: CachedAnswer): unknown {
    if (answer.parsed !== undefined) return answer.parsed;
    answer.parsed = JSON.parse(answer.identity.toString("utf8"));
    const size = this.counted.get(answer);
    if (size !== undefined) {
      const extra = answer.identity.length * PARSED_BYTES_PER_BYTE;
      this.counted.set(answer, size + extra);
      this.bytes += extra;
      this.evict();
    }
    return answer.parsed;
  }

  /** Whether this very answer is still kept under this key. */
  holds(key: string, answer: CachedAnswer): boolean {
    return this.answers.get(key) === answer;
  }

  /**
   * Sets a compressed body of the same identity: one made when a reader first asked for its
   * encoding, or a smaller brotli body (the better compression, made off the request path).
   * An answer no longer kept only gets the body (nothing to count).
   */
  replaceBody(key: string, answer: CachedAnswer, encoding: "br" | "gzip", body: Buffer): void {
    const change = body.length - answer[encoding].length;
    answer[encoding] = body;
    if (!this.holds(key, answer)) return;
    this.counted.set(answer, (this.counted.get(answer) ?? 0) + change);
    this.bytes += change;
    this.evict();
  }

  private evict() {
    for (const [oldKey, old] of this.answers) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldKey, old);
    }
  }

  /** Forgets every answer (a lost change feed: changes may have been missed). */
  clear(): void {
    this.answers.clear();
    this.bytes = 0;
  }

  /**
   * Marks a key as being rendered. Returns null when another request is already rendering it
   * from a clock value that is still current and began less than `staleAfterMs` ago (wait for
   * `wait(key)` then), else the function that ends the mark (call it whatever the outcome; a
   * mark never ended is taken over once it is that old, so no key waits for good).
   */
  begin(key: string, staleAfterMs = 5_000): (() => void) | null {
    const current = this.pending.get(key);
    if (current && current.renderedAt === this.clock.now() && Date.now() - current.startedAt < staleAfterMs) return null;
    let resolve!: () => void;
    const done = new Promise<void>((r) => (resolve = r));
    const mark: Pending = { renderedAt: this.clock.now(), startedAt: Date.now(), done, resolve };
    this.pending.set(key, mark);
    return () => {
      if (this.pending.get(key) === mark) this.pending.delete(key);
      mark.resolve();
    };
  }

  /**
   * Resolves when the rendering of this key in progress ends (at once if none), or after
   * `timeoutMs` at most: a waiter then renders for itself.
   */
  wait(key: string, timeoutMs: number): Promise<void> {
    const mark = this.pending.get(key);
    if (!mark) return Promise.resolve();
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeoutMs);
    });
    return Promise.race([mark.done, bound]).finally(() => clearTimeout(timer));
  }

  /** Keys being rendered now (tests: every fill ends). */
  rendering(): number {
    return this.pending.size;
  }

  /** Number of answers and bytes held (tests, the admin overview). */
  stats(): { answers: number; bytes: number } {
    return { answers: this.answers.size, bytes: this.bytes };
  }

  private drop(key: string, answer: CachedAnswer) {
    if (this.answers.get(key) !== answer) return;
    this.answers.delete(key);
    this.bytes -= this.counted.get(answer) ?? sizeOf(key, answer);
  }
}

/** An entry's bytes: its three bodies, its key and tags (two bytes a character at most), and a fixed overhead. */
const sizeOf = (key: string, answer: CachedAnswer) =>
  answer.identity.length +
  answer.br.length +
  answer.gzip.length +
  2 * key.length +
  answer.tags.reduce((sum, tag) => sum + 2 * tag.length + 16, 0) +
  ENTRY_OVERHEAD_BYTES;
