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

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Never throws. */
export async function deliver(deps: ChainDeps, message: OutgoingEmail): Promise<DeliveryResult> {
  const failures: string[] = [];
  const steps: [DeliveryStep, Transporter | null][] = [['primary', deps.primary], ['secondary', deps.secondary]];
  for (const [step, transport] of steps) {
    if (!transport) continue;
    try {
      await transport.sendMail(toMailOptions(message));
      if (failures.length > 0) deps.log.warn(`email ${message.type} to ${message.to} delivered by the ${step} transport after: ${failures.join('; ')}`);
      return { success: true, step, failures };
    } catch (error) {
      failures.push(`${step}: ${describe(error)}`);
    }
  }
  try {
    const logFile = await writeToFileLog(deps.logDir, message, failures);
    if (failures.length > 0) deps.log.warn(`email ${message.type} to ${message.to} written to the file log ${logFile} after: ${failures.join('; ')}`);
    return { success: true, step: 'file', logFile, failures };
  } catch (error) {
    failures.push(`file: ${describe(error)}`);
    deps.log.error(`email ${message.type} to ${message.to} was not delivered: ${failures.join('; ')}`);
    return { success: false, failures };
  }
}
