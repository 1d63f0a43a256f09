import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes, preloadPages } from './app/router';
import { createAppStore } from './app/store';
import { useAttachNavigation, type createNavigationPort } from './shared/ports/navigation';
import { createBrowserContext } from './shared/ports/platform';
import './index.css';

const context = createBrowserContext();
const store = createAppStore({ context: { client: context.client, ports: context.ports } });

/** Lets sagas navigate: attaches the router to the navigation port. */
function Navigation({ port }: { port: ReturnType<typeof createNavigationPort> }) {
  useAttachNavigation(port);
  return null;
}

/** The first render, as a transition (React yields to the browser between slices). */
function render(root: HTMLElement) {
  const reactRoot = createRoot(root);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Provider store={store}>
          <BrowserRouter>
            <Navigation port={context.navigation} />
            <AppRoutes />
          </BrowserRouter>
        </Provider>
      </StrictMode>,
    );
  });
}

const root = document.getElementById('root');
// The current route's page module first (a first route's HTML preloads it with the entry): the
// first commit then holds the page, not the layout's spinner that React would replace no sooner
// than 300 ms later. A page that fails to load renders anyway, into its route's error boundary.
if (root) {
  void preloadPages(window.location.pathname)
    .catch(() => undefined)
    .then(() => render(root));
}
