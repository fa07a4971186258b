// The server's direction as lint zones (import-x/no-restricted-paths): the kernel under every domain,
// the domains in layers where each may import only those below it, and the composition root (app.ts,
// domains.ts, routes.ts, main.ts) above them all; a domain reaches another only through its index.ts. A route file never reaches the database and no
// domain file imports a route file: routes are wired by server/routes.ts alone.

/** Bottom to top. A new domain takes its place here. */
export const SERVER_LAYERS = [
  'kernel', 'ssr', 'auth', 'email', 'programs', 'content', 'settings', 'contacts', 'registrations',
  'exams', 'seats', 'attendance', 'announcements', 'payments', 'certificates', 'self-service', 'accounts', 'games', 'reports', 'backups', 'operations',
];

const COMPOSITION = ['app.ts', 'domains.ts', 'routes.ts', 'email-kinds.ts', 'email-test-samples.ts', 'main.ts', 'prepare.ts', 'tables.ts', 'database-backup-cli.ts'];

/** Each layer may not import a layer above it, nor the composition root. */
export function layerZones(layers = SERVER_LAYERS) {
  return layers.map((layer, index) => ({
    target: `./server/${layer}`,
    from: [...layers.slice(index + 1).map((above) => `./server/${above}`), ...COMPOSITION.map((file) => `./server/${file}`)],
    message: `server/${layer} sits below this import: a domain imports only the layers under it (eslint.layers.js)`,
  }));
}

/** A domain reaches another (below it) only through that domain's index.ts, never into its files. */
export function indexZones(layers = SERVER_LAYERS) {
  return layers.slice(1).flatMap((layer, index) => layers.slice(1, index + 1).map((below) => ({
    target: `./server/${layer}`,
    from: `./server/${below}`,
    except: ['./index.ts'],
    message: `server/${below} is reached through its index.ts (what it offers other domains)`,
  })));
}

export const routeZones = [
  { target: './server/*/**/*routes.ts', from: './server/kernel/db', message: 'a route calls use cases and never sees the database' },
  { target: './server/*/**/*.ts', from: './server/*/**/*routes.ts', except: ['**/kernel/http/crud-routes.ts'], message: 'routes are wired by server/routes.ts only' },
];
