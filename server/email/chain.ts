// The delivery chain: primary SMTP, then the secondary transport, then the file log. Each message's
// result names the step that delivered it; a failing step is logged and the next one is tried.
import type { Transporter } from 'nodemailer';
import type { DeliveryStep } from '../../common/schemas/email-test.js';
import { toMailOptions, writeToFileLog, type OutgoingEmail } from './transports.js';

export interface DeliveryResult {
  success: boolean;
  /** The step that delivered the message; absent when even the file log failed. */
  step?: DeliveryStep;
  /** The file log's file name, when the message landed there. */
  logFile?: string;
  /** What went wrong on the steps before. */
  failures: string[];
}

export interface ChainDeps {
  primary: Transporter | null;
  secondary: Transporter | null;
  logDir: string;
  log: { warn(message: string): void; error(message: string): void };
}

// An SMTP server's refusal often quotes the recipient ("<jo@example.com>: mailbox unavailable"): the
// address is cut out before the text reaches a log line or the outbox table.
const ADDRESS = /[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g;
export const withoutAddresses = (text: string) => text.replace(ADDRESS, '<address>');
const describe = (error: unknown) => withoutAddresses(error instanceof Error ? error.message : String(error));
/** Names the message by its kind and record, never by its address. */
const label = (message: OutgoingEmail) => `email ${message.type}${message.reference ? ` (${message.reference})` : ''}`;

/** Never throws. */
export async function deliver(deps: ChainDeps, message: OutgoingEmail): Promise<DeliveryResult> {
  const failures: string[] = [];
  const steps: [DeliveryStep, Transporter | null][] = [['primary', deps.primary], ['secondary', deps.secondary]];
  for (const [step, transport] of steps) {
    if (!transport) continue;
    try {
      await transport.sendMail(toMailOptions(message));
      if (failures.length > 0) deps.log.warn(`${label(message)} delivered by the ${step} transport after: ${failures.join('; ')}`);
      return { success: true, step, failures };
    } catch (error) {
      failures.push(`${step}: ${describe(error)}`);
    }
  }
  try {
    const logFile = await writeToFileLog(deps.logDir, message, failures);
    if (failures.length > 0) deps.log.warn(`${label(message)} written to the file log ${logFile} after: ${failures.join('; ')}`);
    return { success: true, step: 'file', logFile, failures };
  } catch (error) {
    failures.push(`file: ${describe(error)}`);
    deps.log.error(`${label(message)} was not delivered: ${failures.join('; ')}`);
    return { success: false, failures };
  }
}
