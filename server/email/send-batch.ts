// A claimed batch of outbox rows through the registry: each kind reads what its rows need once, each
// row is composed by its kind, and the messages go through the delivery chain a few at a time (the
// batch's SMTP pool takes them in parallel, one connection each). One kind's failure fails only that kind's rows.
import type { OutboxRow } from '../kernel/db/tables.js';
import { loggableError } from '../kernel/http/log-safety.js';
import type { DeliveryResult } from './chain.js';
import type { SendOutcome } from './outbox.js';
import type { BatchContext, Composed, EmailRegistry, RegisteredKind } from './registry.js';
import { siteDomain, type Details } from './sender.js';
import { SMTP_POOL_SIZE, type OutgoingEmail } from './transports.js';

export interface BatchDeps {
  registry: EmailRegistry;
  /** The batch's shared facts (company details, time zone, clock). */
  context(): Promise<BatchContext>;
  send(details: Details, message: Omit<OutgoingEmail, 'from'>): Promise<DeliveryResult>;
}

const failed = (error: string): SendOutcome => ({ kind: 'failed', error });
const reason = (error: unknown) => String(loggableError(error).message);

/** Each row's composer, from its kind's load; rows without one get their outcome now. */
async function prepareAll(rows: readonly OutboxRow[], registry: EmailRegistry, context: BatchContext, outcomes: Map<number, SendOutcome>) {
  const byKind = new Map<RegisteredKind, OutboxRow[]>();
  for (const row of rows) {
    const kind = registry.kindOf(row.template);
    // Failed, not skipped: an instance that knows the template (a newer version) may still send it.
    if (!kind) outcomes.set(row.id, failed(`no email kind is registered for the template "${row.template}"`));
    else byKind.set(kind, [...(byKind.get(kind) ?? []), row]);
  }
  const composers = new Map<number, (row: OutboxRow) => Composed>();
  await Promise.all([...byKind].map(async ([kind, kindRows]) => {
    try {
      const compose = await kind.prepare(kindRows, context);
      for (const row of kindRows) composers.set(row.id, compose);
    } catch (error) {
      for (const row of kindRows) outcomes.set(row.id, failed(`could not read the records: ${reason(error)}`));
    }
  }));
  return composers;
}

export function createBatchSender({ registry, context: batchContext, send }: BatchDeps) {
  return async function sendBatch(rows: OutboxRow[]): Promise<Map<number, SendOutcome>> {
    const outcomes = new Map<number, SendOutcome>();
    let context: BatchContext;
    try {
      context = await batchContext();
    } catch (error) {
      for (const row of rows) outcomes.set(row.id, failed(`could not read the records: ${reason(error)}`));
      return outcomes;
    }
    const composers = await prepareAll(rows, registry, context, outcomes);
    const queue = rows.filter((row) => composers.has(row.id));
    const worker = async () => {
      for (let row = queue.shift(); row; row = queue.shift()) {
        let message: Composed;
        try {
          message = composers.get(row.id)!(row);
        } catch (error) {
          outcomes.set(row.id, failed(`could not compose the message: ${reason(error)}`));
          continue;
        }
        if ('skip' in message) {
          outcomes.set(row.id, { kind: 'skipped', reason: message.skip });
          continue;
        }
        const id = `outbox-${row.id}`;
        const messageId = `<${id}.${row.createdAt.getTime()}@${siteDomain(context.details)}>`;
        const reference = registry.reference(row);
        const result = await send(context.details, { ...message, id, createdAt: row.createdAt, messageId, ...(reference && { reference }) });
        outcomes.set(row.id, result.success && result.step ? { kind: 'sent', deliveredBy: result.step } : failed(result.failures.join('; ')));
      }
    };
    await Promise.all(Array.from({ length: Math.min(SMTP_POOL_SIZE, queue.length) }, worker));
    return outcomes;
  };
}
