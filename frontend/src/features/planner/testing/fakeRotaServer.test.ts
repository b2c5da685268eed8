import { ROTA_MESSAGES } from '@rotaledger/domain';
import { describe, expect, it } from 'vitest';
import type { RecordedCall } from '../../../test/fetch-mock';
import { ANCHOR, SAM } from '../../../test/organisation-fixtures';
import { fakeRotaServer } from './fakeRotaServer';

const call = (body: unknown): RecordedCall => ({ method: 'POST', path: '', query: new URLSearchParams(), body });
const DAY = '2026-12-07';

describe('the fake rota server decides with the real rota decider', () => {
  const setup = () => {
    const server = fakeRotaServer({ workplaces: [ANCHOR], employees: [SAM] });
    const add = (shiftId: string, employeeId: string | null, timeStart: string, timeEnd: string) =>
      server.routes['POST /assignments/addassignment'](call({ shiftId, employeeId, timeStart, timeEnd }));
    return { server, add };
  };

  it("answers the server's message when an employee would be in two shifts at once", () => {
    const { server, add } = setup();
    server.seed(DAY, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const other = server.seed(DAY, 103, []);
    expect(add(other, 'e-sam', '11:00:00', '13:00:00')).toEqual({
      status: 409,
      body: { statusCode: 409, message: ROTA_MESSAGES.employeeBusy, error: 'Error' },
    });
    expect(server.assignments).toHaveLength(1);
  });

  it("refuses times outside the workplace's rota hours or off the quarter hour, as the server does", () => {
    const { server, add } = setup();
    const shiftId = server.seed(DAY, 101, []);
    // ANCHOR plans 08:00 to 20:00.
    expect(add(shiftId, null, '06:00:00', '09:00:00')).toMatchObject({
      status: 400,
      body: { message: "This workplace's rota starts at 08:00. Change its hours under Profile → Edit workplace." },
    });
    expect(add(shiftId, null, '09:10:00', '10:00:00')).toMatchObject({ status: 400, body: { message: ROTA_MESSAGES.notQuarterHour } });
    expect(add(shiftId, null, '09:00:00', '10:00:00')).toMatchObject({ status: 201 });
    expect(server.assignments.map((a) => [a.time_start, a.time_end])).toEqual([['09:00:00', '10:00:00']]);
  });

  it('places like the server: the first row of the service with room, else a new row, all or nothing', () => {
    const { server } = setup();
    const place = (employeeId: string | null, timeStart: string, timeEnd: string) =>
      server.routes['POST /assignments/placeassignment'](
        call({ workplaceId: 'w-anchor', date: DAY, serviceType: 101, employeeId, timeStart, timeEnd }),
      );
    const row = server.seed(DAY, 101, [[null, '09:00:00', '12:00:00']]);
    expect(place('e-sam', '12:00:00', '15:00:00')).toMatchObject({ status: 201, body: { shift_id: row } });
    expect(place(null, '10:00:00', '11:00:00')).toMatchObject({ status: 201 });
    expect(server.shifts).toHaveLength(2);
    // Sam is already on at 13:00: refused with the server's message, and no empty row is left behind.
    expect(place('e-sam', '13:00:00', '14:00:00')).toMatchObject({ status: 409, body: { message: ROTA_MESSAGES.employeeBusy } });
    expect(server.shifts).toHaveLength(2);
  });

  it('copies a day once: a second copy skips everything as already on the rota', () => {
    const { server } = setup();
    server.seed(DAY, 101, [
      ['e-sam', '09:00:00', '12:00:00'],
      [null, '12:00:00', '15:00:00'],
    ]);
    const copy = () => server.routes['POST /rota/copyday'](call({ workplaceId: 'w-anchor', fromDate: DAY, toDates: ['2026-12-08'] }));
    expect(copy()).toEqual({ status: 201, body: { copied: 2, changeId: expect.any(String), skipped: [], outsideAvailability: [] } });
    expect(copy()).toMatchObject({
      status: 201,
      body: { copied: 0, skipped: [{ date: '2026-12-08', employee_id: 'e-sam', reason: 'Already on the rota.' }, { employee_id: null }] },
    });
    expect(server.assignments).toHaveLength(4);
  });

  it('undoes a write by its changeId with the real planUndo, once', () => {
    const { server } = setup();
    server.seed(DAY, 101, [['e-sam', '09:00:00', '12:00:00']]);
    const copied = server.routes['POST /rota/copyday'](call({ workplaceId: 'w-anchor', fromDate: DAY, toDates: ['2026-12-08'] }));
    const { changeId } = copied.body as { changeId: string };
    expect(server.assignments).toHaveLength(2);
    const undo = () => server.routes['POST /rota/undo'](call({ changeId }));
    expect(undo()).toEqual({ status: 201, body: { undone: 1 } });
    expect(server.assignments).toHaveLength(1);
    expect(undo()).toMatchObject({ status: 409, body: { message: 'This change has already been undone.' } });
  });
});
