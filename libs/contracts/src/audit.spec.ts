import { z } from 'zod';
import { AuditEventsRequest, optionalInstant, requiredInstant } from './audit';
import { firstMessage } from './fields';

/** The value a schema reads, or the refusal it answers. */
function read(schema: z.ZodType, value: unknown): unknown {
  const result = schema.safeParse(value);
  return result.success ? result.data : { refused: firstMessage(result.error) };
}

describe('audit instants', () => {
  it('reads an instant with its zone as UTC', () => {
    expect(read(requiredInstant('at'), '2026-12-07T10:00:00+01:00')).toBe('2026-12-07T09:00:00.000Z');
    expect(read(optionalInstant('from'), '2000-01-01T00:00:00Z')).toBe('2000-01-01T00:00:00.000Z');
    expect(read(optionalInstant('to'), '2100-12-31T23:59:59.999Z')).toBe('2100-12-31T23:59:59.999Z');
    expect(read(optionalInstant('from'), '')).toBeNull();
    expect(read(optionalInstant('from'), undefined)).toBeNull();
  });

  it.each([
    '1999-12-31T23:59:59Z',
    '2101-01-01T00:00:00Z',
    '0202-06-01T10:00:00Z',
    '9999-12-31T23:00:00-05:00',
    '2000-01-01T00:30:00+01:00',
  ])('refuses %s, outside the years 2000 to 2100 (in UTC)', (instant) => {
    expect(read(requiredInstant('at'), instant)).toEqual({ refused: 'at must be in the years 2000 to 2100.' });
    expect(read(optionalInstant('from'), instant)).toEqual({ refused: 'from must be in the years 2000 to 2100.' });
  });

  it('refuses a missing, zoneless or repeated instant by name', () => {
    expect(read(requiredInstant('at'), undefined)).toEqual({ refused: 'at is required.' });
    const notAnInstant = { refused: 'at must be an ISO instant with a time zone, like 2026-12-07T10:00:00Z.' };
    expect(read(requiredInstant('at'), '2026-12-07T10:00:00')).toEqual(notAnInstant);
    expect(read(requiredInstant('at'), ['2026-12-07T10:00:00Z', '2026-12-07T11:00:00Z'])).toEqual(notAnInstant);
  });
});

describe('audit events query', () => {
  const workplaceId = '6f1c3a52-8d1e-4b0a-9b7e-2f0a1c3d4e5f';

  it('fills the defaults the handler expects', () => {
    expect(read(AuditEventsRequest, { workplaceId })).toEqual({
      userId: undefined,
      workplaceId,
      from: null,
      to: null,
      kind: null,
      date: null,
      employeeId: null,
      cursor: 0,
      limit: 100,
      order: 'oldest',
    });
  });

  it.each([
    [{ cursor: '-1' }, 'cursor must be a whole number of 0 or more.'],
    [{ limit: '501' }, 'limit must be a whole number from 1 to 500.'],
    [{ limit: '0' }, 'limit must be a whole number from 1 to 500.'],
    [{ kind: 'shift' }, 'kind must be workplace, employee or rota.'],
    [{ date: '2026-02-30' }, 'date must be a real date in the form yyyy-mm-dd.'],
    [{ from: '2026-12-08T00:00:00Z', to: '2026-12-07T00:00:00Z' }, 'from must not be later than to.'],
  ])('refuses %p', (query, message) => {
    expect(read(AuditEventsRequest, { workplaceId, ...query })).toEqual({ refused: message });
  });
});
