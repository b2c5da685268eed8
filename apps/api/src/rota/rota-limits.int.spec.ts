import { toWireTime } from '@rotaledger/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { addDays, rotaStream } from '@rotaledger/domain';
import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { addShift, createWorkplace } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';
import { CopyRotaDaysHandler } from './commands/copy-rota-days.handler';

/*
 * What one account may ask of the rota at once (issue 25, finding 2): a day holds at most 200
 * assignments, one copy writes at most 5,000, the copy routes are rate limited per account, and
 * a long copy takes turns with other accounts' requests. Rate limits are on, as in production.
 */

const DAY_FULL = 'A day can have at most 200 assignments.';
const COPY_TOO_LARGE = 'A copy can write at most 5,000 assignments. Copy fewer days or weeks at a time.';
const TOO_MANY_COPIES = 'Too many copies. Please wait a few minutes and try again.';
const FULL_DAY = '2026-03-02';

let t: TestApp;
let owner: SignedUpUser;
let cafe: string;
/** The row the 200th assignment opened: it still has free quarter hours. */
let lastRow: string;

const place = (user: SignedUpUser, workplaceId: string, date: string, slot: number) =>
  t
    .http()
    .post('/api/assignments/placeassignment')
    .set(user.auth)
    .send({
      workplaceId,
      date,
      serviceType: 701,
      timeStart: toWireTime(slot * 15),
      timeEnd: toWireTime(slot * 15 + 15),
      userId: user.userId,
    });
const copyDay = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rota/copyday').set(user.auth).send(body);
const copyWeek = (user: SignedUpUser, body: Record<string, unknown>) => t.http().post('/api/rota/copyweek').set(user.auth).send(body);
const written = async (workplaceId: string, dates: string[]) =>
  (await Promise.all(dates.map((date) => t.eventStore.readStream(rotaStream(workplaceId, date))))).flat().length;

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  cafe = await createWorkplace(t, owner, { services: [701], rotaStartTime: 0, rotaEndTime: 24 });
  // 200 quarter-hour open shifts: 96 to a row, so three rows, the last with 8.
  for (let i = 0; i < 200; i++) {
    const response = await place(owner, cafe, FULL_DAY, i % 96);
    if (response.status !== 201) throw new Error(`placeassignment ${i}: ${response.status} ${JSON.stringify(response.body)}`);
    lastRow = response.body.shift_id as string;
  }
});
afterAll(() => t.close());

describe('a day of the rota', () => {
  it('holds at most 200 assignments, however they are added (409)', async () => {
    const placed = await place(owner, cafe, FULL_DAY, 50);
    expect([placed.status, placed.body.message]).toEqual([409, DAY_FULL]);
    const added = await t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId: lastRow, timeStart: '20:00', timeEnd: '21:00', userId: owner.userId });
    expect([added.status, added.body.message]).toEqual([409, DAY_FULL]);
    const emptyRow = await addShift(t, owner, cafe, FULL_DAY, 701);
    const intoEmptyRow = await t
      .http()
      .post('/api/assignments/addassignment')
      .set(owner.auth)
      .send({ shiftId: emptyRow, timeStart: '09:00', timeEnd: '10:00', userId: owner.userId });
    expect([intoEmptyRow.status, intoEmptyRow.body.message]).toEqual([409, DAY_FULL]);
    expect((await t.eventStore.readStream(rotaStream(cafe, FULL_DAY))).filter((e) => e.type === 'AssignmentAdded')).toHaveLength(200);
  });
});

describe('one copy', () => {
  it('writes at most 5,000 assignments: a larger one is refused whole (409), nothing written', async () => {
    // 200 assignments onto 26 days would be 5,200.
    const toDates = Array.from({ length: 26 }, (_, i) => addDays(FULL_DAY, i + 1));
    const response = await copyDay(owner, { workplaceId: cafe, fromDate: FULL_DAY, toDates });
    expect([response.status, response.body.message]).toEqual([409, COPY_TOO_LARGE]);
    expect(await written(cafe, toDates)).toBe(0);
  });
});

describe('the copy routes', () => {
  it('take at most 10 copies per account in 5 minutes (429 with Retry-After); other accounts are not held back', async () => {
    const [busy, calm] = [await signUp(t), await signUp(t)];
    const [busyCafe, calmCafe] = [await createWorkplace(t, busy), await createWorkplace(t, calm)];
    const monday = '2026-05-04';
    for (let i = 0; i < 5; i++) {
      await copyDay(busy, { workplaceId: busyCafe, fromDate: monday, toDates: [addDays(monday, 1)] }).expect(201);
      await copyWeek(busy, { workplaceId: busyCafe, fromWeekStart: monday, toWeekStarts: [addDays(monday, 7)] }).expect(201);
    }

    const limited = await copyWeek(busy, { workplaceId: busyCafe, fromWeekStart: monday, toWeekStarts: [addDays(monday, 7)] }).set(
      'Idempotency-Key',
      'copy-after-the-limit',
    );
    expect([limited.status, limited.body.message]).toEqual([429, TOO_MANY_COPIES]);
    expect(limited.headers['retry-after']).toBe('300');
    const limitedDay = await copyDay(busy, { workplaceId: busyCafe, fromDate: monday, toDates: [addDays(monday, 1)] });
    expect([limitedDay.status, limitedDay.body.message]).toEqual([429, TOO_MANY_COPIES]);
    await copyDay(calm, { workplaceId: calmCafe, fromDate: monday, toDates: [addDays(monday, 1)] }).expect(201);

    t.clock.advance(4 * 60 * 1000);
    const later = await copyDay(busy, { workplaceId: busyCafe, fromDate: monday, toDates: [addDays(monday, 1)] });
    expect([later.status, later.headers['retry-after']]).toEqual([429, '60']);
    t.clock.advance(60 * 1000);
    // The 429 was no answer to the key: once the window has passed, the same key runs the copy.
    const retried = await copyWeek(busy, { workplaceId: busyCafe, fromWeekStart: monday, toWeekStarts: [addDays(monday, 7)] }).set(
      'Idempotency-Key',
      'copy-after-the-limit',
    );
    expect([retried.status, retried.body]).toEqual([
      201,
      { copied: 0, skipped: [], outsideAvailability: [], changeId: expect.any(String) },
    ]);
  });
});

describe('the auto-fill routes', () => {
  it('take at most 10 runs per account in 5 minutes (429), and other accounts are not held back', async () => {
    const [busy, calm] = [await signUp(t), await signUp(t)];
    const [busyCafe, calmCafe] = [await createWorkplace(t, busy), await createWorkplace(t, calm)];
    const fill = (user: SignedUpUser, workplaceId: string) =>
      t.http().post('/api/rota/autofill').set(user.auth).send({ workplaceId, from: '2026-05-04', to: '2026-05-10' });
    for (let i = 0; i < 10; i++) await fill(busy, busyCafe).expect(201);
    const limited = await fill(busy, busyCafe);
    expect([limited.status, limited.body.message]).toEqual([429, 'Too many auto-fills. Please wait a few minutes and try again.']);
    await fill(calm, calmCafe).expect(201);
  });
});

describe('a long copy', () => {
  it("takes turns with other accounts' requests: another account's read is answered while the copy still decides", async () => {
    const [copier, reader] = [await signUp(t), await signUp(t)];
    const [copierCafe, readerCafe] = [await createWorkplace(t, copier, { services: [701] }), await createWorkplace(t, reader)];
    const monday = '2026-07-06';
    for (let day = 0; day < 7; day++) expect((await place(copier, copierCafe, addDays(monday, day), 40)).status).toBe(201);
    const toWeekStarts = Array.from({ length: 12 }, (_, i) => addDays(monday, 7 * (i + 1)));
    const body = { workplaceId: copierCafe, fromWeekStart: monday, toWeekStarts };
    expect((await copyWeek(copier, body)).body.copied).toBe(84);

    // Copied again, each of the 84 days decides "Already on the rota.": no write, nothing to wait for.
    const events: string[] = [];
    const handler = t.app.get(CopyRotaDaysHandler);
    const execute = handler.execute.bind(handler);
    const decided = jest.spyOn(handler, 'execute').mockImplementation(async (command) => {
      const answer = await execute(command);
      events.push('copy decided');
      return answer;
    });
    const server = t.app.getHttpServer();
    const onRequest = (request: IncomingMessage, response: ServerResponse) => {
      if (request.url?.startsWith('/api/shifts/getweeklyshifts')) response.on('finish', () => events.push('read answered'));
    };
    server.on('request', onRequest);
    let read: Promise<unknown> | undefined;
    const readStream = t.eventStore.readStream.bind(t.eventStore);
    const reading = jest.spyOn(t.eventStore, 'readStream').mockImplementation((streamId, options) => {
      // While the copy decides its first target day, the other account asks for its week.
      if (streamId === rotaStream(copierCafe, toWeekStarts[0]) && read === undefined) {
        read = t
          .http()
          .get('/api/shifts/getweeklyshifts')
          .query({ workplaceId: readerCafe, startDate: monday, endDate: addDays(monday, 6), userId: reader.userId })
          .set(reader.auth)
          .expect(200)
          .then(() => undefined); // sends it now (supertest waits for a then)
      }
      return readStream(streamId, options);
    });
    try {
      const again = await copyWeek(copier, body);
      await read;
      expect([again.body.copied, again.body.skipped.length]).toEqual([0, 84]);
      expect(events.join(' < ')).toBe('read answered < copy decided');
    } finally {
      decided.mockRestore();
      reading.mockRestore();
      server.off('request', onRequest);
    }
  });
});

describe('the OpenAPI document', () => {
  it('lists the limits among the refusals of the routes that meet them', async () => {
    const { body } = await t.http().get('/api/docs-json').expect(200);
    for (const route of ['addassignment', 'placeassignment']) {
      expect(body.paths[`/api/assignments/${route}`].post.responses['409'].description).toContain(DAY_FULL);
    }
    for (const route of ['copyweek', 'copyday']) {
      const copy = body.paths[`/api/rota/${route}`].post;
      expect(copy.responses['409'].description).toContain(COPY_TOO_LARGE);
      expect(copy.responses['429'].description).toContain(TOO_MANY_COPIES);
    }
  });
});
