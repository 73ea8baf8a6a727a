import './styles/global.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createQueryClient } from './api/query-client.js';
import { initI18n } from './i18n/i18n.js';
import { languageOfPath } from './menu/paths.js';
import { createAppRouter } from './router.js';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
initI18n(language);

const queryClient = createQueryClient();
const router = createAppRouter();
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
