// The /admin/settings form: what its inputs hold (numbers and the reminder list as text, self-cancel as
// a switch beside its days), turned into SettingsInput and checked by the contract's own rules and messages.
import { z } from 'zod';
import { numberText } from './fields.js';
import { DEFAULT_SETTINGS, SettingsInputSchema, type Settings } from './settings.js';

const shape = SettingsInputSchema.shape;

/** "7, 1" (commas or spaces between) as the days [7, 1]; empty: no reminders. */
export const reminderDaysFromText = (text: string): number[] =>
  text
    .split(/[\s,]+/)
    .filter((part) => part !== '')
    .map(Number);

/** The reminder list checked as one field, so its message shows under the one input that holds it. */
const reminderDaysText = z.string().transform((text, ctx) => {
  const parsed = shape.reminderDaysBefore.safeParse(reminderDaysFromText(text));
  if (parsed.success) return parsed.data;
  ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message ?? 'Reminders must be a list of days' });
  return z.NEVER;
});

const daysText = numberText(shape.selfCancelUntilDays.unwrap());

export const SettingsFormSchema = z
  .object({
    timeZone: shape.timeZone,
    adminNotifyEmail: shape.adminNotifyEmail,
    emailSenderName: shape.emailSenderName,
    minimumAge: numberText(shape.minimumAge),
    guardianConsent: shape.guardianConsent,
    /** Off: only the office cancels (selfCancelUntilDays null), whatever the days input holds. */
    selfCancelAllowed: z.boolean(),
    selfCancelUntilDays: z.string(),
    feeKeptKind: shape.feeKeptKind,
    feeKeptAmount: numberText(shape.feeKeptAmount),
    refundMode: shape.refundMode,
    reminderDaysBefore: reminderDaysText,
    backupKeep: numberText(shape.backupKeep),
    seatHoldMinutes: numberText(shape.seatHoldMinutes),
    waitlistOfferHours: numberText(shape.waitlistOfferHours),
    seatsLeftShownFrom: numberText(shape.seatsLeftShownFrom),
    travelBufferMinutes: numberText(shape.travelBufferMinutes.unwrap()),
  })
  .superRefine((form, ctx) => {
    if (!form.selfCancelAllowed) return;
    const days = daysText.safeParse(form.selfCancelUntilDays);
    if (!days.success) ctx.addIssue({ code: 'custom', path: ['selfCancelUntilDays'], message: days.error.issues[0]?.message ?? 'Days before the start is required' });
  })
  .transform(({ selfCancelAllowed, selfCancelUntilDays, ...rest }): z.input<typeof SettingsInputSchema> => ({
    ...rest,
    selfCancelUntilDays: selfCancelAllowed ? (daysText.safeParse(selfCancelUntilDays).data ?? null) : null,
  }))
  // The contract's rules across fields (a percentage kept of at most 100).
  .pipe(SettingsInputSchema);
export type SettingsFormValues = z.input<typeof SettingsFormSchema>;
export type SettingsFormField = keyof SettingsFormValues;

/** The form starts from the stored settings (a fresh database's defaults before the first read). */
export const settingsFormValues = (settings: Omit<Settings, 'updatedAt'> = DEFAULT_SETTINGS): SettingsFormValues => ({
  timeZone: settings.timeZone,
  adminNotifyEmail: settings.adminNotifyEmail ?? '',
  emailSenderName: settings.emailSenderName,
  minimumAge: String(settings.minimumAge),
  guardianConsent: settings.guardianConsent,
  selfCancelAllowed: settings.selfCancelUntilDays !== null,
  // Switched off, the days keep a sensible value for when the switch goes back on.
  selfCancelUntilDays: String(settings.selfCancelUntilDays ?? DEFAULT_SETTINGS.selfCancelUntilDays ?? 7),
  feeKeptKind: settings.feeKeptKind,
  feeKeptAmount: String(settings.feeKeptAmount),
  refundMode: settings.refundMode,
  reminderDaysBefore: settings.reminderDaysBefore.join(', '),
  backupKeep: String(settings.backupKeep),
  seatHoldMinutes: String(settings.seatHoldMinutes),
  waitlistOfferHours: String(settings.waitlistOfferHours),
  seatsLeftShownFrom: String(settings.seatsLeftShownFrom),
  travelBufferMinutes: String(settings.travelBufferMinutes),
});

/** The form field a server error's path names (`reminderDaysBefore.0` → the reminder list), or none. */
export function settingsFormField(path: string): SettingsFormField | undefined {
  const name = path.split('.')[0];
  const fields = Object.keys(settingsFormValues()) as SettingsFormField[];
  return fields.find((field) => field === name);
}
