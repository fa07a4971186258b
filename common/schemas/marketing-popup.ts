import { z } from 'zod';
import type { Json } from '../api.js';
import { MAX, booleanField, requiredText, rowId, timestamp } from './fields.js';

/** Stored schema (server). The admin form uses the "... is required" messages of SPEC section 5. */
export const SaveMarketingPopupSchema = z.object({
  title: requiredText(3, 'Title must be at least 3 characters', MAX.line, 'Title'),
  date: requiredText(3, 'Date must be at least 3 characters', MAX.short, 'Date'),
  startTime: requiredText(1, 'Start time is required', MAX.short, 'Start time'),
  endTime: requiredText(1, 'End time is required', MAX.short, 'End time'),
  location: requiredText(3, 'Location must be at least 3 characters', MAX.line, 'Location'),
  active: booleanField('Active').optional(),
});
export type SaveMarketingPopup = z.infer<typeof SaveMarketingPopupSchema>;

export const MarketingPopupFormSchema = z.object({
  title: z.string().trim().min(1, 'Title is required'),
  date: z.string().trim().min(1, 'Date is required'),
  startTime: z.string().trim().min(1, 'Start time is required'),
  endTime: z.string().trim().min(1, 'End time is required'),
  location: z.string().trim().min(1, 'Location is required'),
  active: z.boolean(),
});

export const MarketingPopupSchema = z.object({
  id: rowId(),
  title: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  location: z.string(),
  active: z.boolean(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type MarketingPopup = Json<z.infer<typeof MarketingPopupSchema>>;
