import { STATUS_TEXT, type Person, type Status } from './kiosk-actions';

/** Today's people as large name buttons, each with where they are and their shift. */
export function PeopleList({
  people,
  statusOf,
  onChoose,
}: {
  people: readonly Person[];
  statusOf: (person: Person) => Status;
  onChoose: (person: Person) => void;
}) {
  return (
    <section aria-label="Today's people">
      <h2 className="kiosk-prompt">Tap your name</h2>
      {people.length === 0 ? (
        <p>Nobody is on the rota here today.</p>
      ) : (
        <ul className="kiosk-people">
          {people.map((person) => (
            <li key={person.employeeId}>
              <button type="button" className={`kiosk-person kiosk-person-${statusOf(person)}`} onClick={() => onChoose(person)}>
                <span className="kiosk-person-name">{person.displayName}</span>{' '}
                <span className="kiosk-person-detail">{STATUS_TEXT[statusOf(person)]}</span>{' '}
                <span className="kiosk-person-shift">
                  {person.shift ? `${person.shift.timeStart}–${person.shift.timeEnd}` : 'No shift today'}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
