// Issue 27: the Email Outbox list names every kind of message in words. Each template the server can
// queue has a label, so a new email cannot reach the list as a code such as "waitlistOffer".
import { describe, expect, it } from 'vitest';
import { EMAIL_TEMPLATE_LABELS, emailTemplateLabel } from '../../common/email-templates.js';
import { TEMPLATES } from '../helpers/outbox.js';

describe('the outbox template labels', () => {
  it.each(Object.values(TEMPLATES))('names %s in words', (template) => {
    const label = emailTemplateLabel(template);
    expect(label).not.toBe(template);
    expect(label).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
  });

  it('gives each template its own label', () => {
    const labels = Object.values(TEMPLATES).map(emailTemplateLabel);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('labels no template the server does not have', () => {
    expect(Object.keys(EMAIL_TEMPLATE_LABELS).sort()).toEqual([...Object.values(TEMPLATES)].sort());
  });

  it('shows the stored name of a template it does not know, and nothing from the object prototype', () => {
    expect(emailTemplateLabel('retiredTemplate')).toBe('retiredTemplate');
    expect(emailTemplateLabel('toString')).toBe('toString');
  });
});
