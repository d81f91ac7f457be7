import './app/mantine-styles';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { whenRouterReady } from './app/router-ready';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const router = createAppRouter();
// The first render waits (briefly) for the screen's code and loaders, so the first paint shows
// the screen rather than its placeholder, and the page lays out and paints once, not twice.
whenRouterReady(router).then(() =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  ),
);
