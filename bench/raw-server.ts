// The reference for the read path: a bare node:http server answering every request with one recorded
// response (status, headers and body bytes), read from the JSON file named by RAW_RESPONSE_FILE.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface Recorded {
  status: number;
  headers: Record<string, string>;
  bodyBase64: string;
}

const recorded = JSON.parse(readFileSync(process.env.RAW_RESPONSE_FILE ?? '', 'utf8')) as Recorded;
const body = Buffer.from(recorded.bodyBase64, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

const server = createServer((_request, response) => {
  response.writeHead(recorded.status, headers);
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') process.stdout.write(`${address.port}\n`);
});
