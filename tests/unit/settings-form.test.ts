// The settings form: text typed by staff turned into the settings contract's input, with its messages.
import { describe, expect, it } from 'vitest';
import { SettingsFormSchema, reminderDaysFromText, settingsFormField, settingsFormValues } from '../../common/schemas/settings-form.js';
import { DEFAULT_SETTINGS } from '../../common/schemas/settings.js';

const defaults = settingsFormValues();
const messages = (changes: Partial<typeof defaults>) =>
  Object.fromEntries((SettingsFormSchema.safeParse({ ...defaults, ...changes }).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('settingsFormValues', () => {
  it('shows the stored settings as the inputs hold them', () => {
    expect(defaults).toEqual({
      timeZone: 'America/Phoenix', adminNotifyEmail: '', emailSenderName: DEFAULT_SETTINGS.emailSenderName, minimumAge: '12', guardianConsent: true,
      selfCancelAllowed: true, selfCancelUntilDays: '7', feeKeptKind: 'dollars', feeKeptAmount: '0', refundMode: 'automatic', reminderDaysBefore: '7, 1', backupKeep: '60', seatHoldMinutes: '30', waitlistOfferHours: '48', seatsLeftShownFrom: '10', travelBufferMinutes: '30',
    });
  });

  it('shows self-cancel switched off when only the office cancels, the days kept for switching it back on', () => {
    const values = settingsFormValues({ ...DEFAULT_SETTINGS, selfCancelUntilDays: null, adminNotifyEmail: 'office@example.com' });
    expect(values).toMatchObject({ selfCancelAllowed: false, selfCancelUntilDays: '7', adminNotifyEmail: 'office@example.com' });
  });
});

describe('SettingsFormSchema', () => {
  it('turns the defaults back into the settings they came from', () => {
    expect(SettingsFormSchema.parse(defaults)).toEqual(DEFAULT_SETTINGS);
  });

  it('reads the typed numbers, the reminder list and the switches', () => {
    expect(SettingsFormSchema.parse({
      ...defaults, minimumAge: ' 14 ', selfCancelAllowed: false, selfCancelUntilDays: 'ignored', feeKeptKind: 'percent', feeKeptAmount: '12.5',
      refundMode: 'approval', reminderDaysBefore: '14,3 1', backupKeep: '30', seatHoldMinutes: '20', waitlistOfferHours: '12', seatsLeftShownFrom: '3', adminNotifyEmail: 'office@example.com', guardianConsent: false,
    })).toMatchObject({
      minimumAge: 14, selfCancelUntilDays: null, feeKeptKind: 'percent', feeKeptAmount: 12.5, refundMode: 'approval',
      reminderDaysBefore: [14, 3, 1], backupKeep: 30, seatHoldMinutes: 20, waitlistOfferHours: 12, seatsLeftShownFrom: 3, adminNotifyEmail: 'office@example.com', guardianConsent: false,
    });
    expect(SettingsFormSchema.parse({ ...defaults, reminderDaysBefore: ' ' }).reminderDaysBefore).toEqual([]);
  });

  it('says what is wrong under the field that holds it', () => {
    expect(messages({ minimumAge: '-1' })).toEqual({ minimumAge: 'Minimum age must be a whole number from 0 to 99' });
    expect(messages({ minimumAge: '' })).toEqual({ minimumAge: 'Minimum age must be a whole number from 0 to 99' });
    expect(messages({ timeZone: 'Mars/Olympus' })).toEqual({ timeZone: 'Time zone must be a time zone name such as America/Phoenix' });
    expect(messages({ emailSenderName: ' ' })).toEqual({ emailSenderName: 'Sender name is required' });
    expect(messages({ adminNotifyEmail: 'not-an-address' })).toHaveProperty('adminNotifyEmail');
    expect(messages({ selfCancelUntilDays: '400' })).toEqual({ selfCancelUntilDays: 'Days before the start must be a whole number from 0 to 365' });
    expect(messages({ feeKeptAmount: '-5' })).toEqual({ feeKeptAmount: 'The fee kept cannot be negative' });
    expect(messages({ feeKeptAmount: '1.234' })).toEqual({ feeKeptAmount: 'The fee kept can have at most two decimals' });
    expect(messages({ feeKeptKind: 'percent', feeKeptAmount: '101' })).toEqual({ feeKeptAmount: 'A percentage kept cannot be more than 100' });
    expect(messages({ reminderDaysBefore: '7, 7' })).toEqual({ reminderDaysBefore: 'Each reminder day can be given once' });
    expect(messages({ reminderDaysBefore: '7, soon' })).toEqual({ reminderDaysBefore: 'A reminder must be a whole number from 0 to 60' });
    expect(messages({ reminderDaysBefore: '1 2 3 4 5 6' })).toEqual({ reminderDaysBefore: 'At most 5 reminders' });
    expect(messages({ backupKeep: '0' })).toEqual({ backupKeep: 'Backups kept must be a whole number from 1 to 1000' });
  });

  it('checks the days only while self-cancel is on', () => {
    expect(messages({ selfCancelAllowed: false, selfCancelUntilDays: '' })).toEqual({});
    expect(messages({ selfCancelAllowed: true, selfCancelUntilDays: '' })).toEqual({ selfCancelUntilDays: 'Days before the start must be a whole number from 0 to 365' });
  });
});

describe('settingsFormField', () => {
  it('finds the field of a server error path', () => {
    expect(settingsFormField('reminderDaysBefore.1')).toBe('reminderDaysBefore');
    expect(settingsFormField('minimumAge')).toBe('minimumAge');
    expect(settingsFormField('updatedAt')).toBeUndefined();
  });
});

it('reads a reminder list with commas or spaces', () => {
  expect(reminderDaysFromText(' 7,, 1 ')).toEqual([7, 1]);
});
