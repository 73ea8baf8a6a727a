import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { ADMIN_PAGE_TABLE, landingPage, mayOpen, type AdminPage } from '../../../shared/admin-pages.js';
import { useStaffUser } from '../session/staff-user.js';
import { Forbidden } from './Forbidden.js';

/**
 * A page of the back office as the signed-in person may see it: the page itself, or, for a
 * role that may not open it (shared/admin-pages.ts: D6, D54), its title and why there is nothing
 * under it. The page is not drawn then, so it asks the server for nothing.
 */
export function PageAccess({ page, children }: { page: AdminPage; children: ReactNode }) {
  const me = useStaffUser();
  if (!mayOpen(page, me.role)) return <Forbidden title={ADMIN_PAGE_TABLE[page].nav ?? ''} />;
  return children;
}

/** `/admin` itself: the first page the person's role works on (a waiter's is the products, read only). */
export function Landing() {
  const me = useStaffUser();
  return <Navigate to={landingPage(me.role)} replace />;
}
