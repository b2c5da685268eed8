import { GivenDomainEvent, givenDomainEvents } from '../../../test/given-events';
import { FEED_ASSIGNMENTS, FEED_DRAFT_DAYS, FEED_PUBLICATIONS, FEED_ROTA_DAYS } from '../read-models';
import { staffFeedsProjection } from './staff-feeds.projection';

const ada = 'user-ada';
const details = { name: 'The Anchor', industryCategory: 'bar', services: [201], rotaStartTime: 6, rotaEndTime: 30 };
const created = (publishMode?: 'on-publish'): GivenDomainEvent => ({
  type: 'WorkplaceCreated',
  data: { workplaceId: 'w1', ownerId: ada, ...details, ...(publishMode ? { publishMode } : {}) },
});
const switched = (publishMode?: 'on-publish'): GivenDomainEvent => ({
  type: 'WorkplaceUpdated',
  data: { workplaceId: 'w1', ...details, ...(publishMode ? { publishMode } : {}) },
});
const employee: GivenDomainEvent = {
  type: 'EmployeeAdded',
  data: {
    employeeId: 'mary',
    ownerId: ada,
    workplaceId: 'w1',
    displayName: 'Mary',
    firstName: 'M',
    surname: 'S',
    ratePence: 1,
    services: [],
  },
};
/** Saturday 24 Oct 2026, in the week from Monday 19 Oct. */
const rota = (event: Omit<GivenDomainEvent, 'streamId'>): GivenDomainEvent =>
  ({ ...event, streamId: 'rota-w1-2026-10-24' }) as GivenDomainEvent;
const shift = rota({
  type: 'ShiftCreated',
  data: { shiftId: 's1', serviceType: 201, workplaceId: 'w1', rotaDate: '2026-10-24', ownerId: ada },
});
const added = rota({
  type: 'AssignmentAdded',
  data: { assignmentId: 'a1', shiftId: 's1', startMinute: 600, endMinute: 900, employeeId: 'mary' },
});
const retimed = rota({ type: 'AssignmentTimed', data: { assignmentId: 'a1', startMinute: 660, endMinute: 960 } });
const published = (weekStart: string): GivenDomainEvent => ({
  type: 'RotaWeekPublished',
  streamId: 'publication-w1',
  data: { workplaceId: 'w1', weekStart, ownerId: ada },
});
const shown = (startMinute: number, endMinute: number) =>
  expect.objectContaining({ id: 'a1', employeeId: 'mary', rotaDate: '2026-10-24', startMinute, endMinute });

describe('staff feeds projection: publication', () => {
  it("in 'on-publish' mode a change reaches the draft only; staff see nothing of a never published week", async () => {
    const scenario = givenDomainEvents(staffFeedsProjection, [created('on-publish'), employee, shift, added]);
    await scenario.thenDocuments(FEED_ASSIGNMENTS, []);
    await scenario.thenDocuments(FEED_ROTA_DAYS, []);
    await scenario.thenDocuments(FEED_DRAFT_DAYS, [expect.objectContaining({ id: 'w1_2026-10-24', assignments: [expect.anything()] })]);
  });

  it('publishing the week makes the draft what staff see, dated by the publication; later changes wait for the next one', async () => {
    const events = [created('on-publish'), employee, shift, added, published('2026-10-19')];
    await givenDomainEvents(staffFeedsProjection, events).thenDocuments(FEED_ASSIGNMENTS, [
      expect.objectContaining({ id: 'a1', startMinute: 600, updatedAt: '2026-01-05T09:04:00.000Z' }),
    ]);
    await givenDomainEvents(staffFeedsProjection, events).thenDocuments(FEED_DRAFT_DAYS, []);
    await givenDomainEvents(staffFeedsProjection, events).thenDocuments(FEED_PUBLICATIONS, [
      { id: 'w1_2026-10-19', workplaceId: 'w1', ownerId: ada, weekStart: '2026-10-19', publishedAt: '2026-01-05T09:04:00.000Z' },
    ]);
    const later = givenDomainEvents(staffFeedsProjection, [...events, retimed]);
    await later.thenDocuments(FEED_ASSIGNMENTS, [shown(600, 900)]);
    await later.thenDocuments(FEED_DRAFT_DAYS, [expect.objectContaining({ assignments: [expect.objectContaining({ startMinute: 660 })] })]);
    await givenDomainEvents(staffFeedsProjection, [...events, retimed, published('2026-10-19')]).thenDocuments(FEED_ASSIGNMENTS, [
      shown(660, 960),
    ]);
  });

  it('publishing another week leaves this one as it was', async () => {
    await givenDomainEvents(staffFeedsProjection, [created('on-publish'), employee, shift, added, published('2026-10-26')]).thenDocuments(
      FEED_ASSIGNMENTS,
      [],
    );
  });

  it('a week never published since the switch shows as it stood at the switch; back to live shows every draft', async () => {
    const atSwitch = [created(), employee, shift, added, switched('on-publish'), retimed];
    await givenDomainEvents(staffFeedsProjection, atSwitch).thenDocuments(FEED_ASSIGNMENTS, [shown(600, 900)]);
    const backToLive = givenDomainEvents(staffFeedsProjection, [...atSwitch, switched()]);
    await backToLive.thenDocuments(FEED_ASSIGNMENTS, [shown(660, 960)]);
    await backToLive.thenDocuments(FEED_DRAFT_DAYS, []);
  });

  it('an update of an on-publish workplace that keeps the mode publishes nothing', async () => {
    await givenDomainEvents(staffFeedsProjection, [created('on-publish'), employee, shift, added, switched('on-publish')]).thenDocuments(
      FEED_ASSIGNMENTS,
      [],
    );
  });

  it('deleting the workplace or the account drops its drafts and publications', async () => {
    const events = [created('on-publish'), employee, shift, added, published('2026-10-19'), retimed];
    await givenDomainEvents(staffFeedsProjection, [...events, { type: 'WorkplaceDeleted', data: { workplaceId: 'w1' } }]).thenDocuments(
      FEED_DRAFT_DAYS,
      [],
    );
    await givenDomainEvents(staffFeedsProjection, [...events, { type: 'AccountDeleted', data: { userId: ada } }]).thenNoDocuments();
  });

  describe('a move or approved time off', () => {
    const timeOff: GivenDomainEvent[] = [
      { type: 'TimeOffRequested', data: { employeeId: 'mary', requestId: 'r1', from: '2026-10-24', to: '2026-10-24', note: null } },
      { type: 'TimeOffApproved', data: { employeeId: 'mary', requestId: 'r1', from: '2026-10-24', to: '2026-10-24' } },
    ];
    const other: GivenDomainEvent = { type: 'WorkplaceCreated', data: { workplaceId: 'w2', ownerId: ada, ...details, name: 'The Bell' } };
    const moved: GivenDomainEvent = {
      type: 'EmployeeUpdated',
      data: { employeeId: 'mary', workplaceId: 'w2', displayName: 'Mary', firstName: 'M', surname: 'S', ratePence: 1, services: [] },
    };
    const opened = (value: boolean) => expect.objectContaining({ id: 'a1', opened: value });

    it("in 'live' mode opens her shift at once", async () => {
      await givenDomainEvents(staffFeedsProjection, [created(), employee, shift, added]).thenDocuments(FEED_ASSIGNMENTS, [opened(false)]);
      await givenDomainEvents(staffFeedsProjection, [created(), employee, shift, added, ...timeOff]).thenDocuments(FEED_ASSIGNMENTS, [
        opened(true),
      ]);
      await givenDomainEvents(staffFeedsProjection, [created(), other, employee, shift, added, moved]).thenDocuments(FEED_ASSIGNMENTS, [
        opened(true),
      ]);
    });

    it("in 'on-publish' mode waits for the week's publish, like any change", async () => {
      const events = [created('on-publish'), other, employee, shift, added, published('2026-10-19')];
      for (const change of [timeOff, [moved]]) {
        await givenDomainEvents(staffFeedsProjection, [...events, ...change]).thenDocuments(FEED_ASSIGNMENTS, [opened(false)]);
        await givenDomainEvents(staffFeedsProjection, [...events, ...change, published('2026-10-26')]).thenDocuments(FEED_ASSIGNMENTS, [
          opened(false),
        ]);
        await givenDomainEvents(staffFeedsProjection, [...events, ...change, published('2026-10-19')]).thenDocuments(FEED_ASSIGNMENTS, [
          opened(true),
        ]);
      }
      // Back to 'live' shows it too.
      await givenDomainEvents(staffFeedsProjection, [...events, ...timeOff, switched()]).thenDocuments(FEED_ASSIGNMENTS, [opened(true)]);
      // Time off cancelled before the publish: staff never saw it.
      const cancelled: GivenDomainEvent = { type: 'TimeOffCancelled', data: { employeeId: 'mary', requestId: 'r1' } };
      await givenDomainEvents(staffFeedsProjection, [...events, ...timeOff, cancelled, published('2026-10-19')]).thenDocuments(
        FEED_ASSIGNMENTS,
        [opened(false)],
      );
    });
  });
});
