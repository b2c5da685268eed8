import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageErrorBoundary } from '../../lib/PageErrorBoundary';
import { Spinner } from '../../components/Spinner';
import { Footer } from './Footer';
import { Header } from './Header';
import { RemovedFromTeam } from './RemovedFromTeam';
import { ScrollToTop } from './ScrollToTop';

export function AppLayout() {
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <ScrollToTop />
      <RemovedFromTeam />
      <Header />
      <main id="main" className="app-main" tabIndex={-1}>
        {/* Pages load on demand (see app/routes.tsx); the header and footer stay put meanwhile, and when a page fails. */}
        <PageErrorBoundary>
          <Suspense
            fallback={
              <div className="page-loading">
                <Spinner label="Loading…" />
              </div>
            }
          >
            <Outlet />
          </Suspense>
        </PageErrorBoundary>
      </main>
      <Footer />
    </div>
  );
}
