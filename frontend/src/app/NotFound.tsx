import { Link } from 'react-router-dom';
import { usePageTitle } from '../components/usePageTitle';

export function NotFound() {
  usePageTitle('Page not found');
  return (
    <section className="page not-found">
      <p className="not-found-text">PageNotFound</p>
      <Link to="/" className="button button-secondary">
        Go to the home page
      </Link>
    </section>
  );
}
