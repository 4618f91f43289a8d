import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './app/providers';
import { startApp } from './app/start-app';
import { AppErrorBoundary } from './views/shell/app-error-boundary';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Actors, API configuration and watchers are created once, outside React, so StrictMode's double
// rendering and effects never start a second session.
const app = startApp();

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <AppProviders app={app}>
        <RouterProvider router={app.router} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
