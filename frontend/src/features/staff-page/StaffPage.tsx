import dayjs from 'dayjs';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { usePageTitle } from '../../components/usePageTitle';
import { useGetStaffPageQuery } from './api';
import { duration, groupByDay } from './shifts';
import './staff-page.css';

/** `/staff/{token}`: one person's upcoming shifts on their phone, and the feed to subscribe to. */
export function StaffPage() {
  const { token = '' } = useParams();
  const { data, isLoading, isError } = useGetStaffPageQuery(token, { refetchOnFocus: true, refetchOnReconnect: true });
  const [copied, setCopied] = useState<string | null>(null);
  usePageTitle(data ? `${data.display_name}'s shifts` : 'My shifts');

  if (isLoading) {
    return (
      <section className="page staff-page">
        <p className="staff-page-state" role="status">
          Loading…
        </p>
      </section>
    );
  }
  if (isError || !data) {
    return (
      <section className="page staff-page">
        <div className="staff-page-state">
          <h1>This link is not valid any more</h1>
          <p className="muted">Ask your manager for a new one.</p>
        </div>
      </section>
    );
  }

  const today = dayjs().format('YYYY-MM-DD');
  const days = groupByDay(data.shifts, today);
  const zones = new Set(data.shifts.map((s) => s.time_zone));

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

      {days.length === 0 ? (
        <div className="card staff-page-empty">
          <h2>No upcoming shifts</h2>
          <p className="muted">New shifts appear here as soon as they are planned.</p>
        </div>
      ) : (
        <ol className="staff-page-days" aria-label="Upcoming shifts">
          {days.map((day) => (
            <li key={day.date} className="staff-page-day">
              <h2 className="staff-page-date">
                <time dateTime={day.date}>{day.label}</time>
              </h2>
              <ul className="staff-page-shifts">
                {day.shifts.map((shift) => (
                  <li key={shift.id} className="card staff-shift" data-testid="staff-shift">
                    <div className="staff-shift-times">
                      <span className="staff-shift-time">
                        {shift.start} – {shift.end}
                        {shift.ends_next_day && (
                          <sup className="staff-shift-next-day" title="Ends the next day" aria-label="ends the next day">
                            +1
                          </sup>
                        )}
                      </span>
                      <span className="muted staff-shift-duration">{duration(shift)}</span>
                    </div>
                    <div className="staff-shift-what">
                      <span className="staff-shift-service">
                        <span className="staff-shift-icon" aria-hidden="true">
                          {shift.service.icon}
                        </span>
                        {shift.service.name}
                      </span>
                      <span className="staff-shift-workplace">
                        {shift.workplace}
                        {zones.size > 1 && <span className="muted"> · {shift.time_zone.replace(/_/g, ' ')}</span>}
                      </span>
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
