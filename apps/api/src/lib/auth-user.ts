import type { UserRow } from '../db/schema';

/** A role an account holds: `Blocked` may sign in and read, never order or change anything. */
export type Role = UserRow['role'];

/** The signed-in caller, as loaded from the database on every request (the auth plugin decorates `request.user`). */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  sessionId: string;
}

/** What a Blocked account is told when it tries something only an active account may do. */
export const BLOCKED_MESSAGE = 'Your account has been blocked. Please contact support.';
