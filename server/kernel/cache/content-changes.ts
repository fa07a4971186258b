// "The site's content changed": raised by an admin write on any instance, heard by every instance, so
// each drops what it cached. On PostgreSQL the news travels by NOTIFY on one channel; PGlite is one
// process, so there it stays local.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.js';

const CHANNEL = 'content_changed';
const RECONNECT_MS = 1_000;

export interface ContentChanges {
  /** Called after every committed admin write. */
  changed(): void;
  onChange(listener: () => void): void;
  /**
   * False while changes made elsewhere might go unheard (the listening connection is down): caches
   * must not answer from memory then.
   */
  readonly live: boolean;
  close(): Promise<void>;
}

interface Log {
  warn(message: string): void;
}

/** One process, one database connection: nothing to hear from elsewhere. */
export function localContentChanges(): ContentChanges {
  const listeners: (() => void)[] = [];
  return {
    changed: () => listeners.forEach((listener) => listener()),
    onChange: (listener) => void listeners.push(listener),
    live: true,
    close: async () => undefined,
  };
}

/**
 * Shares changes with every instance on the PostgreSQL database at `url`: each listens on its own
 * connection and tells the others through the shared pool `db`, which works even while its own
 * listening connection is down.
 */
export async function postgresContentChanges(url: string, db: Db, log: Log): Promise<ContentChanges> {
  const local = localContentChanges();
  // Our own notifications come back to us; the id tells them apart (we already acted on them).
  const instanceId = randomUUID();
  let client: pg.Client | null = null;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.payload !== instanceId) local.changed();
    });
    next.on('error', (error) => lost(next, error.message));
    next.on('end', () => lost(next, 'connection ended'));
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      lost(next, error instanceof Error ? error.message : String(error));
      return;
    }
    client = next;
    // Whatever changed while nobody was listening is unknown: start from nothing cached.
    local.changed();
    live = true;
  }

  function lost(which: pg.Client, reason: string) {
    if (closed || (client !== null && client !== which)) return;
    if (live) log.warn(`Content-change listener lost (${reason}); caches are off until it is back`);
    live = false;
    client = null;
    which.removeAllListeners('end');
    void which.end().catch(() => undefined);
    clearTimeout(retry);
    retry = setTimeout(() => void connect(), RECONNECT_MS);
  }

  await connect();
  return {
    changed() {
      local.changed();
      db.execute(sql`SELECT pg_notify(${CHANNEL}, ${instanceId})`).catch((error: unknown) =>
        log.warn(`Could not tell other instances that content changed: ${error instanceof Error ? error.message : String(error)}`),
      );
    },
    onChange: local.onChange,
    get live() {
      return live;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      live = false;
      await client?.end().catch(() => undefined);
    },
  };
}
