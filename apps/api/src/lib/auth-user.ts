import type { UserRole } from '@boipoka/shared';

/** A role an account holds (the shared USER_ROLES, which the users table's check holds to as well). */
export type Role = UserRole;

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
