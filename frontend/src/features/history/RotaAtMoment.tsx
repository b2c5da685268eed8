import { skipToken } from '@reduxjs/toolkit/query';
import { readableDate } from '@rotaledger/domain';
import { Message } from '../../components/Message';
import { Spinner } from '../../components/Spinner';
import { useGetAuditEventsQuery, useGetRotaAtInstantQuery } from './api';
import { DayTimeline } from './DayTimeline';
import { formatInstant, fromLocalInput, justBefore, toLocalInput } from './instants';
import { changesMadeBy } from './stepper';

interface RotaAtMomentProps {
  workplaceId: string;
  /** yyyy-mm-dd */
  day: string;
  /** ISO instant. */
  at: string;
  onChange: (next: { day?: string; at?: string }) => void;
  onCompareWithNow: () => void;
}

/** A day's rota exactly as it stood at a chosen moment, with a slider through that day's changes. */
export function RotaAtMoment({ workplaceId, day, at, onChange, onCompareWithNow }: RotaAtMomentProps) {
  const rota = useGetRotaAtInstantQuery(day ? { workplaceId, date: day, at } : skipToken, { refetchOnMountOrArgChange: true });
  const changes = useGetAuditEventsQuery(day ? { workplaceId, date: day, kind: 'rota', limit: 500 } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const steps = changes.data?.events ?? [];
  const step = changesMadeBy(steps, at);

  function toStep(index: number) {
    // Step 0 is the moment before the day's first change.
    onChange({ at: index === 0 ? justBefore(steps[0].at) : steps[index - 1].at });
  }

  return (
    <section className="card history-panel" aria-labelledby="history-rota-title">
      <h2 className="card-title" id="history-rota-title">
        Rota at a moment
      </h2>
      <p className="muted card-description">Pick a day and a moment: the rota shows exactly as it stood then.</p>
      <div className="history-filters">
        <div className="field">
          <label htmlFor="history-rota-day">Day</label>
          <input id="history-rota-day" type="date" value={day} onChange={(e) => e.target.value && onChange({ day: e.target.value })} />
        </div>
        <div className="field history-instant-field">
          <label htmlFor="history-rota-at">As it stood at</label>
          <input
            id="history-rota-at"
            type="datetime-local"
            step={1}
            value={toLocalInput(at)}
            onChange={(e) => {
              const instant = fromLocalInput(e.target.value);
              if (instant) onChange({ at: instant });
            }}
          />
        </div>
        <div className="history-filters-actions">
          <button type="button" className="button button-secondary" onClick={() => onChange({ at: new Date().toISOString() })}>
            Now
          </button>
          <button type="button" className="button button-secondary" onClick={onCompareWithNow}>
            Compare with now
          </button>
        </div>
      </div>

      {steps.length > 0 && (
        <div className="history-stepper">
          <label htmlFor="history-rota-step">Step through the day&apos;s changes</label>
          <input
            id="history-rota-step"
            type="range"
            min={0}
            max={steps.length}
            step={1}
            value={step}
            aria-valuetext={step === 0 ? 'Before the first change' : `After change ${step} of ${steps.length}`}
            onChange={(e) => toStep(Number(e.target.value))}
          />
          <p className="history-stepper-text" aria-live="polite">
            {step === 0 ? (
              <>Before the first of {steps.length} changes to this day.</>
            ) : (
              <>
                After change {step} of {steps.length}: <strong>{steps[step - 1].summary}</strong>
              </>
            )}
          </p>
        </div>
      )}

      {rota.isError ? (
        <Message tone="error">This rota could not be loaded.</Message>
      ) : !rota.data ? (
        <div className="page-spinner">
          <Spinner label="Loading the rota…" />
        </div>
      ) : (
        // The previous moment stays on screen, dimmed, while the next one loads.
        <div className={rota.isFetching ? 'history-stale' : undefined} aria-busy={rota.isFetching}>
          <p className="history-rota-heading">
            <strong>{readableDate(rota.data.date)}</strong> as it stood at{' '}
            <time dateTime={rota.data.at}>{formatInstant(rota.data.at)}</time>
          </p>
          <DayTimeline
            shifts={rota.data.shifts}
            caption={`Rota for ${readableDate(rota.data.date)} as it stood at ${formatInstant(rota.data.at)}`}
          />
          <p className="muted history-rota-last">
            {rota.data.lastChange
              ? `Last changed ${formatInstant(rota.data.lastChange.at)} by ${rota.data.lastChange.who.displayName ?? rota.data.lastChange.who.username ?? 'a former user'}.`
              : 'Nothing had been planned for this day yet.'}
          </p>
        </div>
      )}
    </section>
  );
}
