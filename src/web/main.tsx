import './styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { languageOfPath } from './menu/paths.js';
import { AppRoutes } from './router.js';

document.documentElement.lang = languageOfPath(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding a slow phone's main thread in one long task.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});
