import { z } from 'zod';
import { isoDateTimeSchema } from '../common/api-envelope';
import { EMAIL_SHAPE, MAX_EMAIL_LENGTH } from '../common/email';
import { LOCALES } from '../common/locale';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_CHANGE_MESSAGES } from './password-rules';

export const USER_ROLES = ['user', 'admin', 'Blocked'] as const;
export type UserRole = (typeof USER_ROLES)[number];

const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(MAX_EMAIL_LENGTH, 'Email is too long')
  .regex(EMAIL_SHAPE, 'Please enter a valid email address')
  .transform((email) => email.toLowerCase());

const nameSchema = z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters');

export const registerInput = z.object({
  name: nameSchema,
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long')
    .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`),
  /** Only customers can sign themselves up; any other role is refused, never silently downgraded. */
  role: z.literal('user', { error: 'Only user accounts can be registered' }).optional(),
});
export type RegisterInput = z.input<typeof registerInput>;

export const loginInput = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Please fill in all fields')
    .max(254, 'Email is too long')
    .transform((e) => e.toLowerCase()),
  password: z.string({ error: 'Password is required' }).min(1, 'Please fill in all fields').max(MAX_PASSWORD_LENGTH, 'Invalid credentials'),
});
export type LoginInput = z.input<typeof loginInput>;

export const refreshTokenInput = z.object({
  refreshToken: z.string({ error: 'Refresh token is required' }).min(1, 'Refresh token is required').max(500, 'Invalid refresh token'),
});

const localeSchema = z.enum(LOCALES, { error: "Locale must be 'en' or 'bn'" });

/** Rename the account, or keep its language (the web app's switch saves it there, so e-mails can use it). */
export const updateProfileInput = z
  .object({ name: nameSchema.optional(), locale: localeSchema.optional() })
  .refine((input) => input.name !== undefined || input.locale !== undefined, { message: 'Name is required', path: ['name'] });
export type UpdateProfileInput = z.input<typeof updateProfileInput>;

export const updatePasswordInput = z.object({
  currentPassword: z.string({ error: PASSWORD_CHANGE_MESSAGES.allRequired }).min(1, PASSWORD_CHANGE_MESSAGES.allRequired).max(MAX_PASSWORD_LENGTH),
  newPassword: z
    .string({ error: PASSWORD_CHANGE_MESSAGES.allRequired })
    .min(MIN_PASSWORD_LENGTH, PASSWORD_CHANGE_MESSAGES.tooShort)
    .max(MAX_PASSWORD_LENGTH, `New password must be at most ${MAX_PASSWORD_LENGTH} characters`),
});
export type UpdatePasswordInput = z.input<typeof updatePasswordInput>;

/** Block sets Blocked, Unblock sets user. */
export const updateUserStatusInput = z.object({
  status: z.enum(['Blocked', 'user'], { error: "Status must be 'Blocked' or 'user'" }),
});
export type UpdateUserStatusInput = z.input<typeof updateUserStatusInput>;

export const userListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
  q: z.string().trim().max(200).optional(),
});

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(USER_ROLES),
  /** The account's language ('en' until the person chooses Bangla). */
  locale: localeSchema,
  createdAt: isoDateTimeSchema,
});
export type User = z.infer<typeof userSchema>;

export const sessionTokensSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type SessionTokens = z.infer<typeof sessionTokensSchema>;

export const loginResultSchema = sessionTokensSchema.extend({ user: userSchema });
export type LoginResult = z.infer<typeof loginResultSchema>;
