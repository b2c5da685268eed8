import { useId } from 'react';
import dayjs from 'dayjs';
import { serviceById } from '@rotaledger/domain';
import { formatRange } from '../time';
import type { UnfilledAssignment } from './proposal';

interface UnfilledListProps {
  unfilled: readonly UnfilledAssignment[];
  nameOf: (employeeId: string) => string;
  twelveHour: boolean;
}

/** The open shifts the fill could not give anyone, each with every person's reason. */
export function UnfilledList({ unfilled, nameOf, twelveHour }: UnfilledListProps) {
  const headingId = useId();
  if (unfilled.length === 0) return null;
  return (
    <section className="autofill-unfilled" aria-labelledby={headingId}>
      <h4 id={headingId}>Could not fill</h4>
      <ul>
        {unfilled.map((gap) => (
          <li key={gap.assignmentId} data-testid="unfilled-shift">
            <strong>
              {serviceById(gap.serviceType).service_name}, {dayjs(gap.date).format('ddd D MMM')}{' '}
              {formatRange(gap.startMinute, gap.endMinute, twelveHour)}
            </strong>
            <ul className="autofill-reasons">
              {gap.reasons.map((r) => (
                <li key={r.employeeId + r.code} data-code={r.code}>
                  {nameOf(r.employeeId)}: {r.text}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}
