// The availability form (/account/availability): what the inputs hold turned into the API's input by the
// server's own schema, with its messages under the fields; the server's 400 messages matched to them.
import { describe, expect, it } from 'vitest';
import {
  addable, AvailabilityFormSchema, availabilityFormValues, serverFieldErrors, windowsByDay, type AvailabilityFormValues,
} from '../../client/pages/account/availability/availability-form.js';

const empty: AvailabilityFormValues = { weekly: [], blockedDates: [], dailyLimit: '', homeAddress: '', homePostalCode: '', affiliations: [] };
const messages = (changes: Partial<AvailabilityFormValues>) =>
  Object.fromEntries((AvailabilityFormSchema.safeParse({ ...empty, ...changes }).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('availabilityFormValues', () => {
  it('shows nothing declared as empty inputs, and a stored limit and home as typed text', () => {
    expect(availabilityFormValues({ weekly: [], blockedDates: [], dailyLimit: null, homeAddress: null, homePostalCode: null, affiliations: [] })).toEqual(empty);
    expect(availabilityFormValues({
      weekly: [{ day: 6, from: '08:00', to: '14:00' }], blockedDates: ['2027-01-02'], dailyLimit: 2, homeAddress: '1 Main St', homePostalCode: '85003', affiliations: ['Suns'],
    })).toEqual({ weekly: [{ day: 6, from: '08:00', to: '14:00' }], blockedDates: ['2027-01-02'], dailyLimit: '2', homeAddress: '1 Main St', homePostalCode: '85003', affiliations: ['Suns'] });
  });
});

describe('AvailabilityFormSchema', () => {
  it('turns the inputs into the API input: no limit when empty, no home when blank, dates sorted once each', () => {
    expect(AvailabilityFormSchema.parse({
      ...empty, weekly: [{ day: 1, from: '17:00', to: '21:30' }], blockedDates: ['2027-02-01', '2027-01-05', '2027-02-01'], dailyLimit: ' 3 ', homeAddress: '  ', affiliations: ['Mesa Hawks'],
    })).toEqual({
      weekly: [{ day: 1, from: '17:00', to: '21:30' }], blockedDates: ['2027-01-05', '2027-02-01'], dailyLimit: 3, homeAddress: null, homePostalCode: null, affiliations: ['Mesa Hawks'],
    });
    expect(AvailabilityFormSchema.parse(empty).dailyLimit).toBeNull();
  });

  it("says what is wrong under the field that holds it, in the server's words", () => {
    expect(messages({ weekly: [{ day: 0, from: '18:00', to: '17:00' }, { day: 2, from: '', to: '20:00' }] })).toEqual({
      'weekly.0.to': 'Each window must end after it starts',
      'weekly.1.from': 'From must be in HH:MM (24-hour) format',
    });
    expect(messages({ dailyLimit: '0' })).toEqual({ dailyLimit: 'Daily game limit must be at least 1' });
    expect(messages({ dailyLimit: '11' })).toEqual({ dailyLimit: 'Daily game limit must be at most 10' });
    expect(messages({ dailyLimit: '1.5' })).toEqual({ dailyLimit: 'Daily game limit must be a whole number' });
    expect(messages({ homePostalCode: '8500' })).toEqual({ homePostalCode: 'ZIP code must be 5 digits' });
    expect(messages({ blockedDates: ['someday'] })).toEqual({ 'blockedDates.0': expect.stringContaining('A blocked date') });
  });
});

describe('windowsByDay', () => {
  it("lists each weekday's windows, Sunday first, by their place in the form's list", () => {
    expect(windowsByDay([{ day: 3 }, { day: 0 }, { day: 3 }])).toEqual([[1], [], [], [0, 2], [], [], []]);
  });
});

describe('serverFieldErrors', () => {
  it("keeps the messages about the form's fields and leaves the rest to the toast", () => {
    expect(serverFieldErrors({ 'weekly.2.to': 'Each window must end after it starts', homePostalCode: 'ZIP code must be 5 digits', body: 'The body must be an object' }))
      .toEqual([['weekly.2.to', 'Each window must end after it starts'], ['homePostalCode', 'ZIP code must be 5 digits']]);
  });
});

describe('addable', () => {
  it('adds a trimmed value once, whatever its case', () => {
    expect(addable(['Mesa Hawks'], '  Tempe Owls ')).toBe('Tempe Owls');
    expect(addable(['Mesa Hawks'], 'mesa hawks')).toBeNull();
    expect(addable([], '   ')).toBeNull();
  });
});
