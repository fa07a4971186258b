// The server's direction is a lint rule (eslint.layers.js, eslint.config.js): these imports, written
// into files of the real tree as ESLint sees them, are refused with the zone's message, and the ways
// in that the layers allow pass.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';

let eslint: ESLint;
beforeAll(async () => {
  // Without the cycle rule, which would parse the whole server behind each probe's import.
  eslint = new ESLint({ cwd: PROJECT_ROOT, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
  // The first file linted loads the config, the plugins and the TypeScript resolver's projects.
  await eslint.lintText("import { PROJECT_ROOT } from '../kernel/paths.js';\nexport const root = PROJECT_ROOT;\n", { filePath: `${PROJECT_ROOT}/server/programs/zone-probe.ts` });
}, 120_000);

/** The messages ESLint gives `code` as if it were the file at `path` (relative to the project). */
async function messagesFor(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = [${/import \{ (\w+)/.exec(code)?.[1] ?? '0'}];\n`, { filePath: `${PROJECT_ROOT}/${path}` });
  return result!.messages.map((message) => message.message);
}

describe('the lint zones of the server', () => {
  it('refuse a domain importing a layer above it', async () => {
    expect(await messagesFor('server/programs/zone-probe.ts', "import { createPayments } from '../payments/payments.js';")).toEqual([
      expect.stringContaining('server/programs sits below this import'),
    ]);
  });

  it('refuse a domain reaching into another one below it past its index.ts, and allow the index', async () => {
    expect(await messagesFor('server/payments/zone-probe.ts', "import { createRegistrationsRepository } from '../registrations/queries.js';")).toEqual([
      expect.stringContaining('server/registrations is reached through its index.ts'),
    ]);
    expect(await messagesFor('server/payments/zone-probe.ts', "import { registrations } from '../registrations/index.js';")).toEqual([]);
  });

  it('refuse the database in a route file, and a route file imported by a domain file', async () => {
    expect(await messagesFor('server/programs/probe-routes.ts', "import { openDatabase } from '../kernel/db/client.js';")).toEqual([
      expect.stringContaining('a route calls use cases and never sees the database'),
    ]);
    expect(await messagesFor('server/programs/probe-routes.ts', "import { eq } from 'drizzle-orm';")).toEqual([
      expect.stringContaining('a route calls use cases and never builds a query'),
    ]);
    expect(await messagesFor('server/programs/zone-probe.ts', "import { programRoutes } from './routes.js';")).toEqual([
      expect.stringContaining('routes are wired by server/routes.ts only'),
    ]);
  });

  it('refuse the kernel importing a domain, and email delivery importing one', async () => {
    expect(await messagesFor('server/kernel/zone-probe.ts', "import { settings } from '../settings/index.js';")).toEqual([
      expect.stringContaining('server/kernel sits below this import'),
    ]);
    expect(await messagesFor('server/email/zone-probe.ts', "import { programs } from '../programs/index.js';")).toEqual(
      expect.arrayContaining([expect.stringContaining('server/email must not import a domain')]),
    );
  });
});
