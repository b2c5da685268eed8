import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle';
import { isChunkLoadError } from './lazy-page';

interface PageErrorProps extends FallbackProps {
  reload: () => void;
}

function PageError({ error, resetErrorBoundary, reload }: PageErrorProps) {
  usePageTitle('Something went wrong');
  const chunkFailed = isChunkLoadError(error);
  return (
    <section className="page page-error" role="alert">
      <h1 className="page-error-title">Something went wrong loading this page.</h1>
      <p className="page-error-text">
        {chunkFailed
          ? 'Rotaledger may have been updated since you opened it. Trying again reloads the page.'
          : 'Please try again, or go back to the home page.'}
      </p>
      <div className="page-error-actions">
        {/* React.lazy keeps a failed download, so only a reload can fetch the page's code again. */}
        <button type="button" className="button button-primary" onClick={chunkFailed ? reload : resetErrorBoundary}>
          Try again
        </button>
        <Link to="/" className="button button-secondary">
          Go to the home page
        </Link>
      </div>
    </section>
  );
}

const reloadPage = () => window.location.reload();

/**
 * Catches what a page throws while rendering, a page whose code failed to download
 * included, and shows a friendly retry instead of a blank app. Moving to another
 * route clears it.
 */
export function PageErrorBoundary({ children, reload = reloadPage }: { children: ReactNode; reload?: () => void }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKeys={[pathname]} fallbackRender={(props) => <PageError {...props} reload={reload} />}>
      {children}
    </ErrorBoundary>
  );
}
