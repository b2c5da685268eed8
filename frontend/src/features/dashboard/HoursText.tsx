import { formatHoursMinutes } from '@rotaledger/domain';

/** 'X hrs Y mins' that, when space runs out, breaks only between the hours and the minutes. */
export function HoursText({ minutes }: { minutes: number }) {
  const [hours, mins] = formatHoursMinutes(minutes).split(/(?<=hrs?) /);
  return (
    <>
      <span className="dash-nowrap">{hours}</span> <span className="dash-nowrap">{mins}</span>
    </>
  );
}
