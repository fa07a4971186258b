// The production guide's proxy (docs/nginx.conf, run as written but for its ports and certificate) in
// front of two built servers on one PostgreSQL database (CI's PostgreSQL pass, with Debian's
// nginx-light): TLS and the redirect to it, the client's address as nginx saw it (TRUST_PROXY=1), the
// metrics kept inside, and the site still answering with one instance stopped.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../server/kernel/paths.js';
import { createScratchDatabase, type ScratchDatabase } from '../helpers/database.js';
import { freePort, startServer, type RunningServer } from '../helpers/server.js';
import { tempFolder } from '../helpers/temp-folder.js';

const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe.runIf(process.env.TEST_DATABASE_URL)('two instances behind docs/nginx.conf', () => {
  const dir = tempFolder('reverse-proxy-');
  let database: ScratchDatabase;
  let first: RunningServer;
  let second: RunningServer;
  let nginx: ChildProcess | undefined;
  let certificate: Buffer;
  let httpsPort: number;
  let httpPort: number;

  /** A request to the proxy over TLS, trusting the test's own certificate. */
  const viaProxy = (path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port: httpsPort, servername: 'localhost', ca: certificate, path, method: options.method ?? 'GET', headers: { host: 'localhost', ...options.headers } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      });
      outgoing.on('error', reject);
      outgoing.end(options.body);
    });

  beforeAll(async () => {
    const made = spawnSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    expect(made.status, 'openssl made the certificate').toBe(0);
    certificate = readFileSync(join(dir, 'cert.pem'));
    [httpsPort, httpPort] = [await freePort(), await freePort()];

    database = await createScratchDatabase();
    const env = { DATABASE_URL: database.url, TRUST_PROXY: '1', SITE_URL: `https://localhost:${httpsPort}`, PUBLIC_RATE_LIMITS: 'on' };
    [first, second] = await Promise.all([startServer(env), startServer(env)]);

    const port = (server: RunningServer) => new URL(server.url).port;
    const site = readFileSync(join(PROJECT_ROOT, 'docs', 'nginx.conf'), 'utf8')
      .replace('server 127.0.0.1:5001 ', `server 127.0.0.1:${port(first)} `)
      .replace('server 127.0.0.1:5002 ', `server 127.0.0.1:${port(second)} `)
      .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
      .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
      .replace('/etc/letsencrypt/live/referees.example.org/fullchain.pem', join(dir, 'cert.pem'))
      .replace('/etc/letsencrypt/live/referees.example.org/privkey.pem', join(dir, 'key.pem'));
    expect(site).not.toMatch(/:500[12] |letsencrypt|listen (80|443)/);
    writeFileSync(join(dir, 'site.conf'), site);
    for (const temp of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, temp));
    // What a distribution's nginx.conf around conf.d/ gives, in the test's folder.
    writeFileSync(join(dir, 'nginx.conf'), `user root;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events { worker_connections 64; }
http {
  access_log off;
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi; uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  include ${dir}/site.conf;
}
`);
    const checked = spawnSync(NGINX, ['-t', '-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { encoding: 'utf8' });
    expect(checked.status, `nginx -t (install Debian's nginx-light):\n${checked.stderr ?? checked.error?.message}`).toBe(0);
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-e', join(dir, 'error.log')], { stdio: 'ignore' });
    // Listening once it answers.
    for (;;) {
      try {
        await viaProxy('/api/hero');
        break;
      } catch {
        expect(nginx.exitCode, readFileSync(join(dir, 'error.log'), 'utf8')).toBeNull();
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx!.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await Promise.all([first?.stop(), second?.stop()]);
    await database?.drop();
  });

  it('serves the site over TLS and sends plain HTTP there', async () => {
    const page = await viaProxy('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<link rel="canonical" href="https://localhost:${httpsPort}/"`);
    const plain = await fetch(`http://127.0.0.1:${httpPort}/register?program=1`, { redirect: 'manual' });
    expect(plain.status).toBe(301);
    expect(plain.headers.get('location')).toBe('https://127.0.0.1/register?program=1');
  });

  it('counts a visitor by the address nginx saw, whatever X-Forwarded-For the visitor sends', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await viaProxy('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
        body: JSON.stringify({ name: `Visitor ${i}`, email: `visitor${i}@example.com`, message: 'How do I start officiating?' }),
      });
      statuses.push(answer.status);
    }
    // Five inquiries per address (RATE_LIMIT_CONTACT_PER_ADDRESS), across both instances.
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('keeps the metrics inside: /metrics is not served through the proxy', async () => {
    expect((await viaProxy('/metrics')).status).toBe(404);
  });

  it('still answers with one instance stopped', async () => {
    await first.stop();
    for (let i = 0; i < 4; i++) expect((await viaProxy('/api/programs')).status).toBe(200);
  });
});
