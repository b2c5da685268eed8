import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { ALL_VIDEOS, HELP_SECTIONS } from './videos';
import { VideoPlayer } from './VideoPlayer';
import './help.css';

export function HelpPage() {
  usePageTitle('Help');
  const [params, setParams] = useSearchParams();
  const found = ALL_VIDEOS.findIndex((v) => v.slug === params.get('video'));
  const index = found === -1 ? 0 : found;
  const video = ALL_VIDEOS[index];
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sidebarRef = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!menuOpen) return;
    sidebarRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    // On small screens the guide list floats over the page: a tap elsewhere closes it.
    function onPointerDown(event: MouseEvent) {
      const target = event.target as Node;
      if (!sidebarRef.current?.contains(target) && !toggleRef.current?.contains(target)) setMenuOpen(false);
    }
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [menuOpen]);

  function choose(nextIndex: number) {
    setParams({ video: ALL_VIDEOS[nextIndex].slug }, { replace: true });
    if (menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  function onSidebarKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && menuOpen) {
      setMenuOpen(false);
      toggleRef.current?.focus();
    }
  }

  return (
    <section className="page help-page">
      <div className="page-header help-header">
        <div>
          <h1>Help</h1>
          <p className="muted">Video guides for every part of Rotaledger.</p>
        </div>
        <button
          ref={toggleRef}
          type="button"
          className="help-toggle"
          aria-label={menuOpen ? 'Hide video guides' : 'Show video guides'}
          aria-expanded={menuOpen}
          aria-controls="help-sidebar"
          onClick={() => setMenuOpen((o) => !o)}
        >
          ?
        </button>
      </div>
      <div className="help-layout">
        <nav
          id="help-sidebar"
          ref={sidebarRef}
          className={`help-sidebar ${menuOpen ? 'help-sidebar-open' : ''}`}
          aria-label="Video guides"
          onKeyDown={onSidebarKeyDown}
        >
          {HELP_SECTIONS.map((section) => (
            <div className="help-section" key={section.title}>
              <h2 className="help-section-title">{section.title}</h2>
              <ul>
                {section.videos.map((v) => {
                  const i = ALL_VIDEOS.indexOf(v);
                  return (
                    <li key={v.slug}>
                      <button
                        type="button"
                        className="help-video-link"
                        aria-current={i === index ? 'true' : undefined}
                        onClick={() => choose(i)}
                      >
                        {v.title}
                      </button>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <article className="help-content" aria-labelledby="help-video-title">
          <p className="help-position muted">
            Guide {index + 1} of {ALL_VIDEOS.length}
          </p>
          <h2 id="help-video-title" className="help-video-title">
            {video.title}
          </h2>
          <VideoPlayer video={video} />
          <p className="help-summary">{video.summary}</p>
          <ol className="help-steps" aria-label="Steps">
            {video.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="help-pager">
            <button type="button" className="button button-secondary" disabled={index === 0} onClick={() => choose(index - 1)}>
              <span aria-hidden="true">←</span> Prev
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={index === ALL_VIDEOS.length - 1}
              onClick={() => choose(index + 1)}
            >
              Next <span aria-hidden="true">→</span>
            </button>
          </div>
        </article>
      </div>
    </section>
  );
}
