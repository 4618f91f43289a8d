import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
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
        <AppRouter history={app.history} />
      </AppProviders>
    </AppErrorBoundary>
  </StrictMode>,
);
