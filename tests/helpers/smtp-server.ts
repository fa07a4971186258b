// An in-process SMTP server (npm smtp-server) that keeps every message it accepts, parsed, so tests
// read back what the app really sent: requireEmail(to) returns the last message to an address or
// fails. It can refuse all mail (refuse = true) or be stopped to simulate a dead server.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SMTPConnection } from 'smtp-server/lib/smtp-connection.js';

// smtp-server greets a client only 100 ms after it connects, to catch spam senders that talk first; a
// test's mail server has no such senders, and the wait was most of an email's time (the outbox opens
// new connections for each batch). The test servers greet at once. Its own start-up (listeners, then
// the greeting) is what init() runs after that wait; smtp-server is pinned by the lock file.
interface Greeting {
  _setListeners(done: () => void): void;
  connectionReady(): void;
}
(SMTPConnection.prototype as unknown as { init(this: Greeting): void }).init = function init(this: Greeting) {
  this._setListeners(() => this.connectionReady());
};

export interface ReceivedEmail {
  from: string;
  /** The envelope recipients (lower case). */
  to: string[];
  subject: string;
  html: string;
  text: string;
  /** `content` as text; `bytes` as sent (a PDF). */
  attachments: { filename: string; contentType: string; content: string; bytes: Buffer }[];
  headers: ParsedMail['headers'];
}

export class TestSmtpServer {
  readonly messages: ReceivedEmail[] = [];
  /** While true, every recipient is refused with a 550. */
  refuse = false;
  /** Connections opened to it so far (the outbox's batches reuse theirs). */
  connections = 0;
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      // No reverse DNS lookup of the client's address (127.0.0.1).
      disableReverseLookup: true,
      authOptional: true,
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      onAuth: (auth, _session, callback) => callback(null, { user: auth.username }),
      onConnect: (_session, callback) => {
        this.connections += 1;
        callback();
      },
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (this.refuse) {
          const error = Object.assign(new Error('Mailbox unavailable (refused by the test server)'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData: (stream, session, callback) => {
        simpleParser(stream)
          .then((parsed) => {
            this.messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase()),
              subject: parsed.subject ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              text: parsed.text ?? '',
              attachments: parsed.attachments.map((attachment) => ({ filename: attachment.filename ?? '', contentType: attachment.contentType, content: attachment.content.toString('utf8'), bytes: attachment.content })),
              headers: parsed.headers,
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(0, '127.0.0.1', () => resolve());
    });
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Every message delivered to an address. */
  emailsTo(to: string): ReceivedEmail[] {
    return this.messages.filter((message) => message.to.includes(to.toLowerCase()));
  }

  /** The last message to an address; throws when there is none. */
  requireEmail(to: string): ReceivedEmail {
    const found = this.emailsTo(to).at(-1);
    if (!found) throw new Error(`No email to ${to} (received: ${this.messages.map((message) => `${message.to.join(',')}: ${message.subject}`).join('; ') || 'none'})`);
    return found;
  }

  /** Waits (polling) until a message to the address arrives; emails are sent in the background. */
  async waitForEmail(to: string, options: { timeoutMs?: number; matching?: (message: ReceivedEmail) => boolean } = {}): Promise<ReceivedEmail> {
    const { timeoutMs = 5_000, matching = () => true } = options;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.emailsTo(to).filter(matching).at(-1);
      if (found) return found;
      if (Date.now() > deadline) return this.requireEmail(`${to} (matching, after ${timeoutMs} ms)`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}
