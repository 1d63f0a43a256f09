import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/router';
import { createBrowserPlatform } from './shared/ports/platform';
import { createServices } from './app/services';
import { createAppStore } from './app/store';
import { withIdentityPlatform } from './features/identity/auth/identityServices';
import './index.css';

const platform = createBrowserPlatform();
const store = createAppStore({
  services: withIdentityPlatform(
    createServices(platform.client, () => platform.deviceId, platform.intents),
    platform,
  ),
});

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}
