/**
 * @module D1 through its Sessions API (README "D1 read replicas"). With read replication on, a session's
 * reads may be answered by a replica near the visitor instead of the primary in its one region, and
 * every query of one session sees at least what the previous one saw. A request reads through one
 * session: from anywhere ('first-unconstrained'), or, for a visitor who has just written, from a copy at
 * least as new as the bookmark their write gave them, so they never read their own write back stale.
 * Writes open a session at the primary and hand its bookmark on.
 */


/** The cookie that carries a visitor's bookmark after a write, to the site API's reads only. */
export const bookmarkCookie = 'd1_bookmark';

/** How long a write's bookmark is kept: far longer than a replica lags, short enough to be forgotten. */
export const bookmarkMaxAgeSeconds = 300;

/** D1's bookmarks are hex groups joined by dashes; anything else a client sends is not passed on. */
const bookmarkPattern = /^[0-9a-f]{1,64}(-[0-9a-f]{1,64}){0,7}$/i;

/** The bookmark as D1 may be given it, or undefined for anything else. */
export function validBookmark(text: string | undefined | null): string | undefined {
  return text && text.length <= 256 && bookmarkPattern.test(text) ? text : undefined;
}

/** Resolves after `ms`; a simulated round trip (D1_SIMULATED_LATENCY_MS, benchmarks only). */
const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A statement whose every execution first waits for the simulated round trip. */
class DelayedStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    private readonly delayMs: number,
  ) {}
  bind(...values: unknown[]): D1PreparedStatement {
    return new DelayedStatement(this.inner.bind(...values), this.delayMs);
  }
  async first<T = unknown>(column?: string): Promise<T | null> {
    await pause(this.delayMs);
    return column === undefined ? this.inner.first<T>() : this.inner.first<T>(column);
  }
  async run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    await pause(this.delayMs);
    return this.inner.run<T>();
  }
  async all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    await pause(this.delayMs);
    return this.inner.all<T>();
  }
  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  async raw<T = unknown[]>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    await pause(this.delayMs);
    return options?.columnNames ? this.inner.raw<T>({ columnNames: true }) : this.inner.raw<T>();
  }
}

/**
 * One request's database: a D1 session, offered as the D1Database the built-in CMS's handlers take. `exec`
 * and `dump` are not a session's: nothing a request runs uses them.
 */
class SessionDatabase implements D1Database {
  readonly #root: D1Database;
  readonly #session: D1DatabaseSession;
  readonly #delayMs: number;

  constructor(root: D1Database, constraintOrBookmark: D1SessionConstraint | D1SessionBookmark, delayMs = 0) {
    this.#root = root;
    this.#session = root.withSession(constraintOrBookmark);
    this.#delayMs = delayMs;
  }

  prepare(query: string): D1PreparedStatement {
    const statement = this.#session.prepare(query);
    return this.#delayMs > 0 ? new DelayedStatement(statement, this.#delayMs) : statement;
  }

  async batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    if (this.#delayMs <= 0) return this.#session.batch<T>(statements);
    await pause(this.#delayMs);
    return this.#session.batch<T>(statements.map((s) => (s instanceof DelayedStatement ? s.inner : s)));
  }

  exec(): Promise<D1ExecResult> {
    return Promise.reject(new Error('exec is not run inside a request’s D1 session'));
  }

  dump(): Promise<ArrayBuffer> {
    return Promise.reject(new Error('dump is not run inside a request’s D1 session'));
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.#root.withSession(constraintOrBookmark);
  }

  /** The newest point this session's queries have seen (null before its first query). */
  bookmark(): string | null {
    return this.#session.getBookmark();
  }
}

/** The database a request reads through: near the visitor, or at least as new as their last write's `bookmark`. */
export function readingSession(db: D1Database, bookmark: string | undefined, delayMs = 0): SessionDatabase {
  return new SessionDatabase(db, validBookmark(bookmark) ?? 'first-unconstrained', delayMs);
}

/** The database a write goes through: the primary, whose bookmark the writer keeps (`bookmark()`). */
export function writingSession(db: D1Database, delayMs = 0): SessionDatabase {
  return new SessionDatabase(db, 'first-primary', delayMs);
}
