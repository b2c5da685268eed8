import { z } from 'zod';
import { firstMessage } from './fields';
import { AddShiftRequest, AssignEmployeeRequest, DeleteAssignmentRequest, ROTA_REQUEST_REFUSALS, WeeklyShiftsRequest } from './rota';

function read(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : { refused: firstMessage(result.error) };
}

const ID = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';
const MISSING_SHIFT_DATA = 'Missing required shift data: date, serviceType, or workplaceId.';

describe('the week range', () => {
  const week = (startDate: unknown, endDate: unknown) => read(WeeklyShiftsRequest, { workplaceId: ID, startDate, endDate });

  it.each(['1999-12-31', '2101-01-01', '0202-06-01', '9999-12-31'])('refuses the start %s outside the years 2000 to 2100', (date) => {
    expect(week(date, date)).toEqual({ refused: 'startDate must be in the years 2000 to 2100.' });
  });

  it('reads a range of 1 to 31 days', () => {
    expect(week('2026-01-31', '2026-01-31')).toEqual({ workplaceId: ID, startDate: '2026-01-31', endDate: '2026-01-31' });
    expect(week('2026-12-01', '2026-12-31')).toMatchObject({ startDate: '2026-12-01', endDate: '2026-12-31' });
    expect(week('2026-12-01', '2027-01-01')).toEqual({ refused: 'The date range can be at most 31 days.' });
    expect(week('2026-12-02', '2026-12-01')).toEqual({ refused: 'endDate must not be before startDate.' });
  });
});

describe('adding a shift', () => {
  it('answers the spec message when any of date, serviceType or workplaceId is missing, before reading the others', () => {
    expect(read(AddShiftRequest, {})).toEqual({ refused: MISSING_SHIFT_DATA });
    expect(read(AddShiftRequest, { date: 'not a date', workplaceId: ID, serviceType: '' })).toEqual({ refused: MISSING_SHIFT_DATA });
  });

  it('then reads the date, the workplace and the service in that order', () => {
    expect(read(AddShiftRequest, { date: '2026-02-30', workplaceId: 'x', serviceType: 'x' })).toEqual({
      refused: 'date must be a real date in the form yyyy-mm-dd.',
    });
    expect(read(AddShiftRequest, { date: '2026-02-02', workplaceId: 'x', serviceType: 'x' })).toEqual({
      refused: 'workplaceId must be a valid id.',
    });
    expect(read(AddShiftRequest, { date: '2026-02-02', workplaceId: ID, serviceType: '701' })).toMatchObject({ serviceType: 701 });
  });
});

describe('assigning an employee', () => {
  it('refuses a missing employeeId, so a forgotten field never unassigns anyone', () => {
    expect(read(AssignEmployeeRequest, { assignmentId: ID })).toEqual({
      refused: 'employeeId is required: an employee id, or null to unassign.',
    });
    expect(read(AssignEmployeeRequest, { assignmentId: ID, employeeId: null })).toMatchObject({ employeeId: null });
    expect(read(AssignEmployeeRequest, { assignmentId: ID, employeeId: '' })).toMatchObject({ employeeId: null });
    expect(read(AssignEmployeeRequest, { assignmentId: ID, employeeId: 'x' })).toEqual({ refused: 'employeeId must be a valid id.' });
  });
});

describe('deleting an assignment', () => {
  it('reads assignment_id, or assignmentId when it is absent', () => {
    expect(read(DeleteAssignmentRequest, { assignment_id: ID.toUpperCase() })).toMatchObject({ assignment_id: ID });
    expect(read(DeleteAssignmentRequest, { assignmentId: ID })).toMatchObject({ assignment_id: ID });
    expect(read(DeleteAssignmentRequest, {})).toEqual({ refused: 'assignment_id is required.' });
  });
});

describe('the documented refusals', () => {
  it('are the messages the requests really give', () => {
    expect(ROTA_REQUEST_REFUSALS.addShift).toEqual([
      'The request body must be a JSON object.',
      MISSING_SHIFT_DATA,
      'date must be a real date in the form yyyy-mm-dd.',
      'date must be in the years 2000 to 2100.',
      'workplaceId must be a valid id.',
      'serviceType must be a service id (a whole number).',
    ]);
    expect(ROTA_REQUEST_REFUSALS.weeklyShifts).toContain('The date range can be at most 31 days.');
  });
});
