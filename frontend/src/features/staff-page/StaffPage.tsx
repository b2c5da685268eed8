import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { apiErrorStatus } from '../../lib/api-errors';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetStaffPageQuery } from './api';
import { AvailabilitySection } from './AvailabilitySection';
import { ClockSection } from './ClockSection';
import { CoverSection } from './CoverSection';
import { EmailSection } from './EmailSection';
import { StaffPinSection } from '../kiosk';
import { offlineBanner, useInstallablePage, useOnline } from './offline';
import { OpenAssignmentsSection } from './OpenAssignmentsSection';
import { ShiftsSection } from './ShiftsSection';
import { TimeOffSection } from './TimeOffSection';
import './staff-page.css';

/** `/staff/{token}`: one person's shifts on their phone, and what they can ask their manager. */
export function StaffPage() {
  const { token = '' } = useParams();
  const { data, error, isLoading, fulfilledTimeStamp, refetch } = useGetStaffPageQuery(token, {
    refetchOnFocus: true,
    refetchOnReconnect: true,
  });
  const online = useOnline();
  const [copied, setCopied] = useState<string | null>(null);
  usePageTitle(data ? `${data.display_name}'s shifts` : 'My shifts');
  useInstallablePage(token);

  const status = error ? apiErrorStatus(error) : undefined;
  if (isLoading) {
    return (
      <section className="page staff-page">
        <p className="staff-page-state" role="status">
          Loading…
        </p>
      </section>
    );
  }
  if (status === 404 || !data) {
    const unreachable = status === 'FETCH_ERROR';
    return (
      <section className="page staff-page">
        <div className="staff-page-state">
          {status === 404 ? (
            <>
              <h1>This link is not valid any more</h1>
              <p className="muted">Ask your manager for a new one.</p>
            </>
          ) : (
            <>
              <h1>{unreachable ? 'You are offline' : 'Your shifts could not be loaded'}</h1>
              <p className="muted">
                {unreachable
                  ? 'Open this page once with a connection and it will be kept for times like this.'
                  : 'Please try again in a moment.'}
              </p>
              <button type="button" className="button button-secondary" onClick={() => void refetch()}>
                Try again
              </button>
            </>
          )}
        </div>
      </section>
    );
  }

  const now = Date.now();
  const today = dayjs(now).format('YYYY-MM-DD');
  const offline = data.cachedAt !== null || status === 'FETCH_ERROR' || !online;
  const loadedAt = data.cachedAt ?? fulfilledTimeStamp ?? now;
  const writable = !offline;
  const pendingCover = data.swaps.toCover.filter((s) => !s.acceptedByMe).length;
  const openToClaim = data.openShifts.filter((s) => !s.claim).length;

  async function copyFeed() {
    try {
      await navigator.clipboard.writeText(data!.ics_url);
      setCopied('Calendar address copied.');
    } catch {
      setCopied(`Copy this address: ${data!.ics_url}`);
    }
  }

  return (
    <section className="page staff-page">
      <header className="staff-page-header">
        <p className="staff-page-eyebrow">My shifts</p>
        <h1>{data.display_name}</h1>
        <p className="muted staff-page-lead">Your shifts for the next 12 weeks. This page updates as your rota changes.</p>
      </header>

      {offline && (
        <div className="staff-offline" role="status">
          <strong>{offlineBanner(loadedAt)}</strong>
          <span>Changes need a connection: asking for cover, time off and the rest come back when you are online.</span>
        </div>
      )}

      <ClockSection token={token} clock={data.clock} clockedToday={data.clockedToday} writable={writable} />

      <nav className="staff-page-nav" aria-label="On this page">
        <a href="#staff-shifts">Shifts</a>
        <a href="#staff-open">Open shifts{openToClaim > 0 && <span className="staff-count"> {openToClaim}</span>}</a>
        <a href="#staff-cover">Cover{pendingCover > 0 && <span className="staff-count"> {pendingCover}</span>}</a>
        <a href="#staff-time-off">Time off</a>
        <a href="#staff-availability">Availability</a>
        <a href="#staff-email">E-mail</a>
      </nav>

      <div className="card staff-page-calendar">
        <a className="button button-primary button-block staff-page-subscribe" href={data.webcal_url}>
          <span aria-hidden="true">📅</span> Add to my calendar
        </a>
        <p className="muted staff-page-calendar-help">
          Subscribes your phone&rsquo;s calendar to your shifts: changes show up by themselves. Google Calendar: copy the address and add it
          under <em>Other calendars → From URL</em>.
        </p>
        <button type="button" className="button button-secondary button-small" onClick={() => void copyFeed()}>
          Copy calendar address
        </button>
        <p className="staff-page-copied" role="status" aria-live="polite">
          {copied}
        </p>
      </div>

      <StaffSection id="staff-shifts" title="Your shifts">
        <ShiftsSection token={token} page={data} today={today} now={now} writable={writable} />
      </StaffSection>
      <StaffSection id="staff-open" title="Open shifts" lead="Shifts nobody has yet that you could do. Your manager confirms.">
        <OpenAssignmentsSection token={token} openShifts={data.openShifts} today={today} writable={writable} />
      </StaffSection>
      <StaffSection id="staff-cover" title="Can you cover?" lead="Colleagues asking for someone to take their shift.">
        <CoverSection token={token} toCover={data.swaps.toCover} today={today} writable={writable} />
      </StaffSection>
      <StaffSection id="staff-time-off" title="Time off">
        <TimeOffSection token={token} requests={data.timeOff} today={today} writable={writable} holidayBalance={data.holidayBalance} />
      </StaffSection>
      <StaffSection id="staff-availability" title="When you can work">
        <AvailabilitySection token={token} availability={data.availability} today={today} writable={writable} />
      </StaffSection>
      <StaffSection id="staff-email" title="E-mail for updates">
        <EmailSection token={token} email={data.email} writable={writable} />
      </StaffSection>
      <StaffSection id="staff-pin" title="Kiosk PIN">
        <StaffPinSection token={token} writable={writable} />
      </StaffSection>
    </section>
  );
}

function StaffSection({ id, title, lead, children }: { id: string; title: string; lead?: string; children: ReactNode }) {
  return (
    <section id={id} className="staff-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="staff-section-title">
        {title}
      </h2>
      {lead && <p className="muted staff-section-help">{lead}</p>}
      {children}
    </section>
  );
}
