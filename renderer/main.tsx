import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { connectLocalService } from './service/connection';
import { createAppStore } from './state/app-store';
import { StoreProvider } from './state/store-context';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const store = createAppStore(connectLocalService());
void store.getState().search('');

createRoot(container).render(
  <StrictMode>
    <StoreProvider store={store}>
      <App />
    </StoreProvider>
  </StrictMode>,
);
