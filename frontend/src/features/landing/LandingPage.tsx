import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LogoMark } from '../../components/Logo';
import { usePageTitle } from '../../components/usePageTitle';
import { FaqAccordion } from './FaqAccordion';
import { EmployeesMock, PayMock, PlannerMock, WorkplaceMock } from './StepIllustrations';
import { useScrollProgress } from './useScrollProgress';
import './landing.css';

const STEPS: { title: string; text: string; mock: ReactNode }[] = [
  {
    title: 'Create a workplace',
    text: 'Name your venue, choose its industry and the services your team covers, and set its working hours. One account runs up to 3 workplaces.',
    mock: <WorkplaceMock />,
  },
  {
    title: 'Add employees',
    text: 'Add each member of staff with a display name, an hourly rate and the services they can work. Up to 40 employees per account.',
    mock: <EmployeesMock />,
  },
  {
    title: 'Create a planner',
    text: 'Plan the week at a glance or build each day on a quarter-hour timeline. Assign staff to shifts and share the day\u2019s rota with a link.',
    mock: <PlannerMock />,
  },
  {
    title: 'Generate pay data',
    text: 'Hours and gross pay for every employee are worked out from the planner and their pay rate, weekly or monthly, ready for your payroll.',
    mock: <PayMock />,
  },
];

const HELP_LINKS = [
  { title: 'Getting Started', text: 'Create a workplace and add your employees.', video: 'create-workplace-and-employees' },
  { title: 'Rota Planning', text: 'Add shifts and assign staff in the planner.', video: 'add-shifts-and-assign-staff' },
];

export function LandingPage() {
  usePageTitle('');
  // The brand logo shrinks and fades as the visitor scrolls into the page.
  const scrolled = useScrollProgress();
  const brandStyle = { transform: `scale(${1 - 0.4 * scrolled})`, opacity: 1 - 0.6 * scrolled };

  function showDemo() {
    document.getElementById('steps')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  return (
    <div className="landing">
      <section className="hero">
        <div className="hero-brand" style={brandStyle}>
          <LogoMark size={96} className="hero-logo" />
          <span className="hero-wordmark">Rotaledger</span>
        </div>
        <h1 className="hero-tagline">Efficient Staff Scheduling</h1>
        <p className="hero-lead">
          Plan shifts, share the day&rsquo;s rota and see hours and pay for every employee. Built for small hospitality and service teams.
        </p>
        <div className="hero-actions">
          <button type="button" className="button button-secondary button-large" onClick={showDemo}>
            Demo
          </button>
          <Link to="/signup" className="button button-primary button-large">
            Sign Up
          </Link>
        </div>
        <ul className="hero-points">
          <li>Free, no card details</li>
          <li>Private data, never shared</li>
          <li>Weekly or monthly pay</li>
        </ul>
      </section>

      <section id="steps" className="steps" aria-labelledby="steps-title">
        <h2 id="steps-title" className="section-title">
          From empty rota to pay data in four steps
        </h2>
        {STEPS.map((step, index) => (
          <article className="step" key={step.title} id={`step-${index + 1}`}>
            <div className="step-text">
              <span className="step-number">Step {index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </div>
            <div className="step-visual">{step.mock}</div>
          </article>
        ))}
      </section>

      <section className="landing-faq" aria-labelledby="faq-title">
        <h2 id="faq-title" className="section-title">
          Frequently asked questions
        </h2>
        <FaqAccordion />
      </section>

      <section className="landing-help" aria-labelledby="help-title">
        <h2 id="help-title" className="section-title">
          Help
        </h2>
        <p className="section-lead">Short video guides to get you going.</p>
        <div className="help-cards">
          {HELP_LINKS.map((link) => (
            <Link key={link.video} to={`/help?video=${link.video}`} className="card help-card">
              <span className="help-card-play" aria-hidden="true">
                ▶
              </span>
              <span className="help-card-text">
                <strong>{link.title}</strong>
                <span className="muted">{link.text}</span>
              </span>
            </Link>
          ))}
        </div>
      </section>

      <section className="landing-cta">
        <h2>Ready to plan your next rota?</h2>
        <p>Only an e-mail address and a password are needed to sign up.</p>
        <Link to="/signup" className="button button-primary button-large">
          Sign Up
        </Link>
      </section>
    </div>
  );
}
