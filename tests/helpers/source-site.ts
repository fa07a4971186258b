// The site as the build lays it out, but from the sources: the page template, and an SSR entry that is
// the client's own (compiled by Vitest), so pages are what the client renders now, without a build.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';

/** A temporary folder laid out like dist/ (client/index.html, ssr/entry-server.js); the caller removes it. */
export function sourceSiteDir(prefix: string): string {
  const distDir = mkdtempSync(join(tmpdir(), prefix));
  mkdirSync(join(distDir, 'client'));
  mkdirSync(join(distDir, 'ssr'));
  writeFileSync(join(distDir, 'client', 'index.html'), readFileSync(join(PROJECT_ROOT, 'client', 'index.html')));
  writeFileSync(join(distDir, 'ssr', 'entry-server.js'), `export * from ${JSON.stringify(join(PROJECT_ROOT, 'client', 'entry-server.tsx'))};\n`);
  return distDir;
}
