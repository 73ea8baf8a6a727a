import { createContext, useContext } from 'react';
import type { StaffUser } from '../../../shared/schemas/user.js';

export const StaffUserContext = createContext<StaffUser | null>(null);

/** The signed-in staff member; only inside the protected area. */
export function useStaffUser(): StaffUser {
  const user = useContext(StaffUserContext);
  if (!user) throw new Error('useStaffUser must be used inside StaffUserContext (RequireSession)');
  return user;
}
