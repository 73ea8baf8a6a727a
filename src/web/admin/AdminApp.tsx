import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { PageErrorBoundary } from '../menu/RouteErrorPage.js';
import { createQueryClient } from '../api/query-client.js';
import { LoadAnew } from '../ui/load-anew.js';
import AdminRoutes from './AdminRoutes.js';

// One cache for the back office, created when it is first opened.
const queryClient = createQueryClient();

/**
 * The back office with its router and its data cache, under /admin/* (admin.html, main.tsx).
 * React Router comes with it: the guest pages' own router (../navigation.tsx) is a small part
 * of its size, and no guest downloads this one.
 */
export default function AdminApp() {
  return (
    <BrowserRouter>
      <QueryClientProvider client={queryClient}>
        <Routes>
          <Route path="admin/*" element={<AdminFrame />} />
          <Route path="*" element={<LoadAnew />} />
        </Routes>
      </QueryClientProvider>
    </BrowserRouter>
  );
}

/** A failure outside any page (the layout, the sign-in) shows the friendly page, until the next address. */
function AdminFrame() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary standalone resetKey={pathname}>
      <AdminRoutes />
    </PageErrorBoundary>
  );
}
