import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** On every path change the page scrolls smoothly back to the top. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
