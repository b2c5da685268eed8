/** Small static mock-ups of the real screens, drawn with HTML so they stay crisp and themeable. */

export function WorkplaceMock() {
  return (
    <div className="mock mock-workplace" aria-hidden="true">
      <div className="mock-title">The Harbour Café</div>
      <div className="mock-chips">
        <span className="mock-chip mock-chip-strong">Cafe</span>
        <span className="mock-chip">07:00 – 18:00</span>
      </div>
      <div className="mock-label">Services</div>
      <div className="mock-chips">
        <span className="mock-chip">Barista</span>
        <span className="mock-chip">Server</span>
        <span className="mock-chip">Kitchen Staff</span>
        <span className="mock-chip">Cashier</span>
      </div>
    </div>
  );
}

const EMPLOYEES = [
  { name: 'Amira Khan', display: 'Amira', rate: '£12.21' },
  { name: 'Tom Reilly', display: 'Tom', rate: '£11.44' },
  { name: 'Joanna Price', display: 'Jo', rate: '£13.00' },
];

export function EmployeesMock() {
  return (
    <div className="mock mock-employees" aria-hidden="true">
      {EMPLOYEES.map((e) => (
        <div className="mock-row" key={e.name}>
          <span className="mock-avatar">{e.display.charAt(0)}</span>
          <span className="mock-row-text">
            <strong>{e.name}</strong> <span className="mock-muted">({e.display})</span>
          </span>
          <span className="mock-rate">{e.rate}/hr</span>
        </div>
      ))}
    </div>
  );
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const WEEK: (string | null)[][] = [
  ['09-17', null, '09-17', '09-17', null, '11-19', null],
  [null, '07-15', '07-15', null, '07-15', '07-15', '09-15'],
  ['12-18', '12-18', null, '12-18', '16-22', null, '12-18'],
];

export function PlannerMock() {
  return (
    <div className="mock mock-planner" aria-hidden="true">
      <div className="mock-grid">
        <span />
        {DAYS.map((d) => (
          <span key={d} className="mock-grid-head">
            {d}
          </span>
        ))}
        {WEEK.map((row, r) => (
          <Row key={r} name={EMPLOYEES[r].display} cells={row} />
        ))}
      </div>
    </div>
  );
}

function Row({ name, cells }: { name: string; cells: (string | null)[] }) {
  return (
    <>
      <span className="mock-grid-name">{name}</span>
      {cells.map((c, i) => (
        <span key={i} className={c ? 'mock-shift' : 'mock-empty'}>
          {c ?? '+'}
        </span>
      ))}
    </>
  );
}

export function PayMock() {
  return (
    <div className="mock mock-pay" aria-hidden="true">
      <div className="mock-totals">
        <div>
          <span className="mock-muted">Total Hours Worked</span>
          <strong>94 hrs 30 mins</strong>
        </div>
        <div>
          <span className="mock-muted">Total Gross Pay</span>
          <strong>£1,167.42</strong>
        </div>
      </div>
      <div className="mock-table">
        <span className="mock-th">Employee</span>
        <span className="mock-th">Hours</span>
        <span className="mock-th">Earned</span>
        <span>Amira</span>
        <span>32.00</span>
        <span>£390.72</span>
        <span>Tom</span>
        <span>36.00</span>
        <span>£411.84</span>
        <span>Jo</span>
        <span>26.50</span>
        <span>£344.50</span>
      </div>
    </div>
  );
}
