import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { ToastProvider } from '../components/toast';
import { ThemeProvider } from '../features/theme';
import { PageErrorBoundary } from '../lib/PageErrorBoundary';
import { AppRoutes } from './routes';
import { SessionLoader } from './SessionLoader';
import type { AppStore } from '../lib/store';

export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider>
        <ToastProvider>
          <BrowserRouter>
            {/* The layout has its own boundary around the pages; this one catches the layout itself. */}
            <PageErrorBoundary>
              <SessionLoader />
              <AppRoutes />
            </PageErrorBoundary>
          </BrowserRouter>
        </ToastProvider>
      </ThemeProvider>
    </Provider>
  );
}
