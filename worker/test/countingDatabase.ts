/**
 * @module Test helper: a real local D1 that notes what a request asks of it: each query or batch it runs,
 * in rounds (a round: queries in flight together; the next round begins once none is, as a far visitor
 * would wait one round trip for each), and the session each was read through.
 */
import { env } from 'cloudflare:test';

export interface D1Log {
  /** Per round, what ran: `batch(n)` or the statement's first words. */
  rounds: string[][];
  /** The constraint or bookmark of each session opened (worker/d1/databaseSession.ts opens one per request). */
  sessions: string[];
}

/**
 * Runs calls through `run` while noting them in `rounds`: a call made while none is in flight begins a
 * new round, one made beside others joins theirs (as a far client would wait one round trip for each).
 */
export function roundTracker(rounds: string[][]) {
  let inFlight = 0;
  return async <T>(label: string, run: () => Promise<T>): Promise<T> => {
    if (inFlight === 0) rounds.push([]);
    inFlight++;
    rounds.at(-1)?.push(label);
    try {
      return await run();
    } finally {
      inFlight--;
    }
  };
}

/** A D1 that logs into `log`, for the worker's bindings (`{ ...env, DB: countingDatabase(log) }`). */
export function countingDatabase(log: D1Log, db: D1Database = env.DB): D1Database {
  const track = roundTracker(log.rounds);
  const executions = new Set<PropertyKey>(['first', 'all', 'run', 'raw']);
  const statement = (inner: D1PreparedStatement, sql: string): D1PreparedStatement =>
    new Proxy(inner, {
      get(target, key) {
        if (key === 'bind') return (...values: unknown[]) => statement(target.bind(...values), sql);
        const value: unknown = Reflect.get(target, key);
        if (typeof value !== 'function') return value;
        if (!executions.has(key)) return value.bind(target);
        return (...args: unknown[]) => track(sql.replace(/\s+/g, ' ').trim().slice(0, 60), () => Reflect.apply(value, target, args));
      },
    });
  const queries = <Q extends D1Database | D1DatabaseSession>(inner: Q): Q =>
    new Proxy(inner, {
      get(target, key) {
        if (key === 'prepare') return (sql: string) => statement(target.prepare(sql), sql);
        if (key === 'batch') return (statements: D1PreparedStatement[]) => track(`batch(${statements.length})`, () => target.batch(statements));
        if (key === 'withSession') {
          return (constraint?: string) => {
            log.sessions.push(constraint ?? '(none)');
            return queries(db.withSession(constraint));
          };
        }
        const value: unknown = Reflect.get(target, key);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return queries(db);
}

/** An empty log. */
export const d1Log = (): D1Log => ({ rounds: [], sessions: [] });
