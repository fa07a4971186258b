// The organisation's settings (GET and PUT /api/settings, admin only; /admin/settings): rules staff
// change without a developer. Stored in the database and read by every instance; the environment only
// gives a fresh database its first values.
import { z } from 'zod';
import { successSchema, type Json } from '../api.js';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../calendar/zone.js';
import { isWholeCents } from '../money.js';
import { MAX, booleanField, optionalEmail, requiredText, timestamp } from './fields.js';

export const FEE_KEPT_KINDS = ['dollars', 'percent'] as const;
export const REFUND_MODES = ['automatic', 'approval'] as const;

const wholeIn = (label: string, min: number, max: number) =>
  z
    .number({ error: `${label} must be a whole number from ${min} to ${max}` })
    .int(`${label} must be a whole number from ${min} to ${max}`)
    .min(min, `${label} must be a whole number from ${min} to ${max}`)
    .max(max, `${label} must be a whole number from ${min} to ${max}`);

/** PUT /api/settings: every setting at once (the form sends them all). */
export const SettingsInputSchema = z
  .object({
    timeZone: z
      .string({ error: 'Time zone is required' })
      .trim()
      .min(1, 'Time zone is required')
      .max(MAX.short, 'Time zone is too long')
      .refine(isTimeZone, `Time zone must be a time zone name such as ${DEFAULT_TIME_ZONE}`),
    /** Where the office's notices go; empty: the company email of Company Info. */
    adminNotifyEmail: optionalEmail(),
    /** The name emails are sent from. */
    emailSenderName: requiredText(1, 'Sender name is required', MAX.short, 'Sender name'),
    /** Younger registrants are refused. */
    minimumAge: wholeIn('Minimum age', 0, 99),
    /** Registrants under 18 need a parent's or guardian's signed consent. */
    guardianConsent: booleanField('Guardian consent'),
    /** A registrant may cancel until this many days before the start; null: only the office cancels. */
    selfCancelUntilDays: wholeIn('Days before the start', 0, 365).nullable(),
    feeKeptKind: z.enum(FEE_KEPT_KINDS, { error: 'The fee kept must be in dollars or percent' }),
    /** What is kept of the fee on a cancellation: dollars or percent (by feeKeptKind). */
    feeKeptAmount: z
      .number({ error: 'The fee kept must be a number' })
      .min(0, 'The fee kept cannot be negative')
      .max(100_000, 'The fee kept is too large')
      .refine(isWholeCents, 'The fee kept can have at most two decimals'),
    refundMode: z.enum(REFUND_MODES, { error: 'Refunds are automatic or on approval' }),
    /** Reminder emails go this many days before each session (the scheduler's times). */
    reminderDaysBefore: z
      .array(wholeIn('A reminder', 0, 60), { error: 'Reminders must be a list of days' })
      .max(5, 'At most 5 reminders')
      .refine((days) => new Set(days).size === days.length, 'Each reminder day can be given once'),
    /** How many scheduled backups stay (older ones are deleted). */
    backupKeep: wholeIn('Backups kept', 1, 1000),
    /** How long an unpaid registration holds its seat in a program with a capacity (issue 16). */
    seatHoldMinutes: wholeIn('Seat hold', 1, 1440),
    /** How long a waitlist offer stays open before it passes to the next person. */
    waitlistOfferHours: wholeIn('Offer time', 1, 336),
    /** The public card shows "N seats left" from this many seats down. */
    seatsLeftShownFrom: wholeIn('Seats left shown from', 0, 1000),
    /** Minutes kept free between two games an official works (issue 30); absent keeps the stored value. */
    travelBufferMinutes: wholeIn('Travel time between games', 0, 240).optional(),
  })
  .refine((settings) => settings.feeKeptKind !== 'percent' || settings.feeKeptAmount <= 100, {
    message: 'A percentage kept cannot be more than 100',
    path: ['feeKeptAmount'],
  });
export type SettingsInput = z.infer<typeof SettingsInputSchema>;

export const SettingsSchema = z.object({
  timeZone: z.string(),
  adminNotifyEmail: z.string().nullable(),
  emailSenderName: z.string(),
  minimumAge: z.number().int(),
  guardianConsent: z.boolean(),
  selfCancelUntilDays: z.number().int().nullable(),
  feeKeptKind: z.enum(FEE_KEPT_KINDS),
  feeKeptAmount: z.number(),
  refundMode: z.enum(REFUND_MODES),
  reminderDaysBefore: z.array(z.number().int()),
  backupKeep: z.number().int(),
  seatHoldMinutes: z.number().int(),
  waitlistOfferHours: z.number().int(),
  seatsLeftShownFrom: z.number().int(),
  travelBufferMinutes: z.number().int(),
  updatedAt: timestamp(),
});
export type Settings = Json<z.infer<typeof SettingsSchema>>;
export const SettingsAnswerSchema = successSchema(SettingsSchema);

/** A fresh database's settings, before the environment's values (ADMIN_NOTIFY_EMAIL, BACKUP_KEEP) are laid over them. */
export const DEFAULT_SETTINGS: Omit<z.infer<typeof SettingsSchema>, 'updatedAt'> = {
  timeZone: DEFAULT_TIME_ZONE,
  adminNotifyEmail: null,
  emailSenderName: 'Phoenix Referee Training',
  minimumAge: 12,
  guardianConsent: true,
  selfCancelUntilDays: 7,
  feeKeptKind: 'dollars',
  feeKeptAmount: 0,
  refundMode: 'automatic',
  reminderDaysBefore: [7, 1],
  backupKeep: 60,
  seatHoldMinutes: 30,
  waitlistOfferHours: 48,
  seatsLeftShownFrom: 10,
  travelBufferMinutes: 30,
};
