import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
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

const root = document.getElementById('root');
if (root) {
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
