// Free of zod: the back office's page table (admin-pages.ts) reads the roles before any schema is built.

/**
 * The staff's roles, from the one trusted with least to the one trusted with most (D6, D54, D59):
 * the kitchen (Mutfak) sees its stations' screens and nothing else, no prices, ledgers or settings;
 * a waiter (Garson) serves the tables, reads the menu and marks dishes sold out; a user
 * (Kullanıcı) runs the menu and the customers' accounts; an admin (Yönetici) also manages staff,
 * prices, stations and the restaurant's details.
 */
export const USER_ROLES = ['kitchen', 'waiter', 'user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
export const ROLE_LABELS: Record<UserRole, string> = { kitchen: 'Mutfak', waiter: 'Garson', user: 'Kullanıcı', admin: 'Yönetici' };

/** Whether someone of `role` may do what `needed` may: each role may do all that the roles below it may. */
export function roleAtLeast(role: UserRole, needed: UserRole): boolean {
  return USER_ROLES.indexOf(role) >= USER_ROLES.indexOf(needed);
}
