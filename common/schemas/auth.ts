import { z } from 'zod';
import { FailureSchema } from '../api.js';
import { USER_ROLES } from '../constants.js';
import { MAX, email, nullableText, oneOf } from './fields.js';

export const LoginSchema = z.object({
  username: z.string({ error: 'Username is required' }).trim().min(1, 'Username is required').max(MAX.short, `Username must be at most ${MAX.short} characters`),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000, 'Password is too long'),
});
export type Login = z.infer<typeof LoginSchema>;

const PASSWORD_MIN = 8;
const newPassword = z
  .string({ error: 'New password must be at least 8 characters' })
  .min(PASSWORD_MIN, 'New password must be at least 8 characters')
  .max(1000, 'New password must be at most 1000 characters');

/** Body of POST /api/auth/change-password. */
export const ChangePasswordSchema = z.object({
  currentPassword: z.string({ error: 'Current password is required' }).min(1, 'Current password is required').max(1000, 'Current password is too long'),
  newPassword,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;

/** The change-password form adds the confirmation field. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string({ error: 'Please confirm your new password' }).min(1, 'Please confirm your new password'),
}).refine((form) => form.newPassword === form.confirmPassword, {
  message: "Passwords don't match",
  path: ['confirmPassword'],
});
export type ChangePasswordFormValues = z.input<typeof ChangePasswordFormSchema>;

export const CreateUserSchema = z.object({
  username: z
    .string({ error: 'Username must be at least 3 characters' })
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(MAX.short, `Username must be at most ${MAX.short} characters`),
  email: email(),
  password: z
    .string({ error: 'Password must be at least 8 characters' })
    .min(PASSWORD_MIN, 'Password must be at least 8 characters')
    .max(1000, 'Password is too long'),
  fullName: nullableText(MAX.short, 'Full name'),
  role: oneOf(USER_ROLES, 'Role').optional(),
});

/** What the API tells about a user: never the password hash. */
const PublicUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  role: z.enum(USER_ROLES),
});
export type PublicUser = z.infer<typeof PublicUserSchema>;

/** GET /api/auth/user when signed in. */
export const AuthenticatedSchema = z.object({
  success: z.literal(true),
  isAuthenticated: z.literal(true),
  user: PublicUserSchema,
});
export type Authenticated = z.infer<typeof AuthenticatedSchema>;

/** GET /api/auth/user without a valid session (a 401 that still says who is signed in: nobody). */
export const NotAuthenticatedSchema = FailureSchema.extend({
  isAuthenticated: z.literal(false),
  user: z.null(),
});
export type NotAuthenticated = z.infer<typeof NotAuthenticatedSchema>;

/** POST /api/auth/login: the user and the bearer token (also set as the session cookie). */
export const LoginAnswerSchema = AuthenticatedSchema.extend({ token: z.string(), message: z.string() });
export type LoginAnswer = z.infer<typeof LoginAnswerSchema>;
