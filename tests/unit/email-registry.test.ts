// Issue 28: every email kind is registered by its domain (server/email-kinds.ts). A template belongs to
// one kind only, so an outbox row always finds the one way to compose it, and the outbox names the
// record a row is about by what its kind calls it.
import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS } from '../../server/email-kinds.js';
import { createEmailRegistry } from '../../server/email/registry.js';
import type { OutboxRow } from '../../server/kernel/db/tables.js';

const registry = createEmailRegistry(EMAIL_KINDS);
const row = (template: string, subjectId: number | null, payload: Record<string, number> = {}): Pick<OutboxRow, 'template' | 'subjectId' | 'payload'> => ({ template, subjectId, payload });

describe('the registered email kinds', () => {
  it('give each template to one kind only', () => {
    const templates = EMAIL_KINDS.flatMap((kind) => kind.templates);
    expect(new Set(templates).size).toBe(templates.length);
    expect(registry.templates().sort()).toEqual([...templates].sort());
  });

  it('are refused when two kinds claim one template', () => {
    expect(() => createEmailRegistry([...EMAIL_KINDS, EMAIL_KINDS[0]!])).toThrow(/registered twice/);
  });

  it('name their subject as an id', () => {
    for (const kind of EMAIL_KINDS) expect(kind.subject).toMatch(/^[a-z][A-Za-z]*Id$/);
  });
});

describe('what a row is about', () => {
  it('is its subject, named by its kind, with the payload\'s ids', () => {
    expect(registry.facts(row('refundConfirmation', 12, { paymentId: 30 }))).toEqual({ registrationId: 12, paymentId: 30 });
    expect(registry.facts(row('certificateRenewal', 4, { registrationId: 12 }))).toEqual({ certificateId: 4, registrationId: 12 });
    expect(registry.reference(row('waitlistOffer', 7))).toBe('waitlist entry 7');
    expect(registry.reference(row('adminContactNotification', 3))).toBe('contact 3');
  });

  it('is only the payload for a template no kind registers', () => {
    expect(registry.kindOf('retiredTemplate')).toBeUndefined();
    expect(registry.facts(row('retiredTemplate', 12, { paymentId: 30 }))).toEqual({ paymentId: 30 });
    expect(registry.reference(row('retiredTemplate', 12))).toBeUndefined();
  });
});
