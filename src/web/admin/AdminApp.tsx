import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../api/query-client.js';
import AdminRoutes from './AdminRoutes.js';

// One cache for the back office, created when it is first opened.
const queryClient = createQueryClient();

/** The back office with its data cache: what the app's router loads lazily under /admin/*. */
export default function AdminApp() {
  return (
    <QueryClientProvider client={queryClient}>
      <AdminRoutes />
    </QueryClientProvider>
  );
}
