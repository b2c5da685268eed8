import { ArgumentMetadata } from '@nestjs/common';
import { GetAssignmentsRequest, WeeklyShiftsRequest } from '@rotaledger/contracts';
import { DomainError } from '@rotaledger/domain';
import { ContractDto, ContractValidationPipe } from './contract-validation';

class WeeklyShiftsQuery extends ContractDto(WeeklyShiftsRequest) {}
class AssignmentsQuery extends ContractDto(GetAssignmentsRequest) {}

const ID = '0b9a1f3e-6d0c-4a57-9a43-2f5c8e0d7b11';
const asQuery = (metatype: ArgumentMetadata['metatype']): ArgumentMetadata => ({ type: 'query', metatype });
const week = { workplaceId: ID.toUpperCase(), startDate: '2026-02-02', endDate: '2026-02-08' };

describe('the contract validation pipe on queries', () => {
  let pipe: ContractValidationPipe;
  let parsed: jest.SpyInstance;

  beforeEach(() => {
    pipe = new ContractValidationPipe();
    parsed = jest.spyOn(WeeklyShiftsQuery.schema, 'parse');
  });
  afterEach(() => parsed.mockRestore());

  it('parses a query once and answers its repeats with the same frozen result', () => {
    const first = pipe.transform({ ...week }, asQuery(WeeklyShiftsQuery));
    const again = pipe.transform({ ...week }, asQuery(WeeklyShiftsQuery));
    expect(first).toEqual({ workplaceId: ID, startDate: '2026-02-02', endDate: '2026-02-08' });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(parsed).toHaveBeenCalledTimes(1);
    pipe.transform({ ...week, endDate: '2026-02-07' }, asQuery(WeeklyShiftsQuery));
    expect(parsed).toHaveBeenCalledTimes(2);
  });

  it('refuses a bad query every time with its message', () => {
    const backwards = { ...week, endDate: '2026-02-01' };
    for (let i = 0; i < 2; i++) {
      expect(() => pipe.transform({ ...backwards }, asQuery(WeeklyShiftsQuery))).toThrow(DomainError);
      expect(() => pipe.transform({ ...backwards }, asQuery(WeeklyShiftsQuery))).toThrow('endDate must not be before startDate.');
    }
    expect(parsed).toHaveBeenCalledTimes(4);
  });

  it('keeps the queries of each DTO apart, and parses long queries each time', () => {
    pipe.transform({ ...week }, asQuery(WeeklyShiftsQuery));
    expect(() => pipe.transform({ ...week }, asQuery(AssignmentsQuery))).toThrow('shiftId is required.');
    const padded = { ...week, note: 'x'.repeat(600) };
    pipe.transform({ ...padded }, asQuery(WeeklyShiftsQuery));
    pipe.transform({ ...padded }, asQuery(WeeklyShiftsQuery));
    expect(parsed).toHaveBeenCalledTimes(3);
  });

  it('leaves a query that no contract DTO types as it came, unfrozen', () => {
    const raw = { optional: 'true' };
    expect(pipe.transform(raw, asQuery(Object))).toBe(raw);
    expect(Object.isFrozen(raw)).toBe(false);
  });
});
