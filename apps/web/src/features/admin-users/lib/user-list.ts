import type { User } from '@boipoka/shared';

/** SPEC §9: five users per page. */
export const USERS_PAGE_SIZE = 5;

export function pageCount(total: number, pageSize = USERS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** SPEC §2: a page that no longer exists (the list shrank) goes back to page 1. */
export function pageInRange(page: number, totalPages: number): number {
  return page >= 1 && page <= totalPages ? page : 1;
}

export function pageOf<T>(items: readonly T[], page: number, pageSize = USERS_PAGE_SIZE): T[] {
  return items.slice((page - 1) * pageSize, page * pageSize);
}

/** Client-side search on name and email, case-insensitive. */
export function filterUsers(users: readonly User[], query: string): User[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...users];
  return users.filter((user) => user.name.toLowerCase().includes(needle) || user.email.toLowerCase().includes(needle));
}

/** Block sets Blocked, Unblock sets user; admins have no such action (SPEC §4). */
export function statusActionFor(user: Pick<User, 'role'>): { action: 'block' | 'unblock'; status: 'Blocked' | 'user' } | null {
  if (user.role === 'admin') return null;
  return user.role === 'Blocked' ? { action: 'unblock', status: 'user' } : { action: 'block', status: 'Blocked' };
}
