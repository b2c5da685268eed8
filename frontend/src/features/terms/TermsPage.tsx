import { Link } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from './terms';

export function TermsPage() {
  usePageTitle('Terms & Conditions');
  return (
    <section className="page narrow-page terms-page">
      <div className="page-header">
        <h1>Terms &amp; Conditions</h1>
        <p className="muted">Last updated {TERMS_LAST_UPDATED}</p>
      </div>
      <nav className="card terms-toc" aria-label="Sections">
        <ol>
          {TERMS_SECTIONS.map((section, i) => (
            <li key={section.title}>
              <a href={`#terms-${i + 1}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <ol className="terms-sections">
        {TERMS_SECTIONS.map((section, i) => (
          <li key={section.title} id={`terms-${i + 1}`} className="terms-section">
            <h2>
              <span className="terms-number">{i + 1}.</span> {section.title}
            </h2>
            {section.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            {i === TERMS_SECTIONS.length - 1 && (
              <p>
                <Link to="/contact">Go to the Contact page</Link>
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
