import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { initI18n } from './i18n/i18n.js';
import { languageOfPath } from './menu/paths.js';
import { AppRoutes } from './router.js';

const language = languageOfPath(window.location.pathname);
document.documentElement.lang = language;
initI18n(language);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>,
);
