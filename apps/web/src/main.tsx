import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { createHttpServices } from './app/services';
import { createAppStore } from './app/store';
import './index.css';

const store = createAppStore({ services: createHttpServices() });
const router = createAppRouter();

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </StrictMode>,
  );
}
