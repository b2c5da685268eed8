/**
 * The same answers from another build, on the same event log: `npm run build && ANSWERS_BASE=<dir> npm run compare:answers`.
 *
 * Issue 31 replaced four copies of each workplace day (the rota, pay, timesheets and
 * employee-assignments projections) with one day document. This shows that the product answers as
 * before, upgrade path included: `<dir>` is a checkout of the older commit, built there. The older
 * build starts on a fresh data directory and a history is written through its API (a planned week
 * with open shifts, breaks and a retime, its copy onto the next week, a week
 * planned in the past with timesheet corrections and an approved day, a removed employee). Its
 * answers are read: the weekly grids, the daily rotas, pay, the populated dates, the timesheets and
 * every employee's upcoming shifts, the workplace's history (`/audit/events` pages and the JSON export, without its `exportedAt`),
 * the staff requests with the rule approving each would break (two claims and an accepted swap),
 * and shared rota links (a live workplace's and an 'on-publish' one's, days and weeks). Then it stops, and this checkout's build starts on the same
 * data directory: the projections it replaced are dropped and the new one replays the log. Once
 * it has caught up, the same requests must answer the same bodies. Exits 1 on any difference.
 * `ANSWERS_ADDED_FIELDS` names fields the newer build adds on purpose (see below).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, api, clock, nextMonday, seedTeam, startBuiltApp } from './bench-kit';

const BASE = process.env.ANSWERS_BASE;
/**
 * Fields this checkout adds to answers on purpose (comma-separated, e.g. `payPence,actualBasisPayPence`):
 * dropped from its answers, at any depth, before comparing, and named in the summary. Every other
 * byte must still be the same, and a field the older build answered is never dropped.
 */
const ADDED_FIELDS = new Set(
  (process.env.ANSWERS_ADDED_FIELDS ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean),
);

/** The body without the added fields the older build did not answer. */
function withoutAdded(after: string, before: string): string {
  if (ADDED_FIELDS.size === 0) return after;
  const known = new Set<string>();
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        known.add(key);
        collect(inner);
      }
    }
  };
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => !(ADDED_FIELDS.has(key) && !known.has(key)))
        .map(([key, inner]) => [key, strip(inner)]),
    );
  };
  try {
    collect(JSON.parse(before));
    return JSON.stringify(strip(JSON.parse(after)));
  } catch {
    return after;
  }
}
const STAFF = 12;
const short = (date: string) => `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(2, 4)}`;
const week = (monday: string) => Array.from({ length: 7 }, (_, day) => addDays(monday, day));

interface History {
  token: string;
  workplaceId: string;
  employeeIds: string[];
  weeks: string[];
  /** Shared rota links (`/rotas/{rotaId}`): of the live workplace and of an 'on-publish' one. */
  links: string[];
}

/** Writes the history through the API of the app on `port`. */
async function writeHistory(port: number): Promise<History> {
  const { token, workplaceId, employeeIds } = await seedTeam(port, STAFF, '12.75');
  const planned = nextMonday();
  const past = addDays(planned, -14);
  const place = (date: string, employeeId: string | undefined, start: number, end: number, extra: object = {}) =>
    api(
      port,
      'POST',
      '/assignments/placeassignment',
      {
        workplaceId,
        date,
        serviceType: 701,
        ...(employeeId ? { employeeId } : {}),
        timeStart: clock(start),
        timeEnd: clock(end % 1440),
        ...extra,
      },
      token,
    );
  /** Each planned day's open shift, and each employee's shift that day (by date, then employee). */
  const openShifts = new Map<string, string>();
  const shiftsOf = new Map<string, string>();
  for (const monday of [past, planned]) {
    for (const [day, date] of week(monday).entries()) {
      for (const [i, employeeId] of employeeIds.entries()) {
        if ((i + day) % 4 === 0) continue; // a day off now and then
        const placed = await place(
          date,
          employeeId,
          420 + (i % 4) * 120,
          420 + (i % 4) * 120 + 360 + (i % 3) * 90,
          i % 2 ? { breakMinutes: 30 } : {},
        );
        shiftsOf.set(`${date}/${employeeId}`, placed.json.assignment_id);
      }
      openShifts.set(date, (await place(date, undefined, 600, 840)).json.assignment_id); // an open shift
    }
  }
  // A late shift, retimed.
  const late = (await place(addDays(planned, 4), employeeIds[0], 1080, 1380)).json.assignment_id;
  await api(port, 'PUT', '/assignments/updateassignmenttime', { assignmentId: late, timeStart: '17:30', timeEnd: '23:30' }, token);
  await api(port, 'POST', '/rota/copyweek', { workplaceId, fromWeekStart: planned, toWeekStarts: [addDays(planned, 7)] }, token);
  // Timesheets of the past week: corrections, then an approved day.
  const day = addDays(past, 2);
  const sheets = (await api(port, 'GET', `/timesheets?workplaceId=${workplaceId}&startDate=${day}&endDate=${day}`, undefined, token))
    .json as unknown as { timesheets: { assignmentId: string }[] };
  for (const [n, sheet] of sheets.timesheets.slice(0, 3).entries()) {
    const body = { assignmentId: sheet.assignmentId, actualStart: clock(430 + n * 60), actualEnd: clock(900 + n * 45), breakMinutes: 20 };
    await api(port, 'PUT', '/timesheets', body, token);
  }
  await api(port, 'POST', '/timesheets/approve', { workplaceId, date: day }, token);
  // A removal: the employee's later shifts open up.
  await api(port, 'DELETE', '/employees/deleteemployee', { employee_id: employeeIds[STAFF - 1] }, token);
  await staffRequests(port, token, employeeIds, planned, { openShifts, shiftsOf });
  return {
    token,
    workplaceId,
    employeeIds,
    weeks: [past, planned, addDays(planned, 7)],
    links: await shareRotas(port, token, workplaceId, planned),
  };
}

/**
 * Staff requests the manager's list shows with the rule approving each would break now (run on
 * the day as the rota decider folds it, claims and swaps included: since 4 Dec 2026 from the day
 * document): two claims of Monday's open shift by employees off that day, and a swap of
 * Tuesday's shift of employee 5 covered by employee 7, who is off that day.
 */
async function staffRequests(
  port: number,
  token: string,
  employeeIds: string[],
  planned: string,
  { openShifts, shiftsOf }: { openShifts: Map<string, string>; shiftsOf: Map<string, string> },
) {
  const link = async (employeeId: string) =>
    (await api(port, 'POST', '/employees/feedlink', { employee_id: employeeId }, token)).json.token;
  const [claimer, other, offerer, coverer] = [employeeIds[4], employeeIds[8], employeeIds[5], employeeIds[7]];
  for (const employeeId of [claimer, other]) {
    await api(port, 'POST', `/staff/${await link(employeeId)}/claims`, { assignmentId: openShifts.get(planned) });
  }
  const swapped = shiftsOf.get(`${addDays(planned, 1)}/${offerer}`);
  const { swapId } = (await api(port, 'POST', `/staff/${await link(offerer)}/swaps`, { assignmentId: swapped })).json as { swapId: string };
  await api(port, 'POST', `/staff/${await link(coverer)}/swaps/accept`, { swapId });
}

/**
 * Shared links (what staff see, since 4 Dec 2026 read from the staff feeds' copy of the days): a
 * day and a week of the live workplace, and of an 'on-publish' one a day shared before it was
 * ever published (then planned, still a draft), a week published, and a day re-shared after its
 * first link was revoked.
 */
async function shareRotas(port: number, token: string, workplaceId: string, planned: string): Promise<string[]> {
  const share = async (body: object) => (await api(port, 'POST', '/rotas/share', body, token)).json.rotaId;
  const links = [await share({ workplaceId, date: addDays(planned, 1) }), await share({ workplaceId, weekStart: planned })];
  const staged = (
    await api(
      port,
      'POST',
      '/workplaces/createworkplace',
      {
        workplaceName: 'Staged Cafe',
        industryType: 'cafe',
        workplaceServices: [701],
        rotaStartTime: 0,
        rotaEndTime: 24,
        publishMode: 'on-publish',
      },
      token,
    )
  ).json.workplace_id;
  const draft = await share({ workplaceId: staged, date: planned });
  const placeOn = (date: string) =>
    api(
      port,
      'POST',
      '/assignments/placeassignment',
      { workplaceId: staged, date, serviceType: 701, timeStart: '09:00', timeEnd: '15:00' },
      token,
    );
  await placeOn(planned);
  const nextWeek = addDays(planned, 7);
  links.push(draft, await share({ workplaceId: staged, weekStart: nextWeek }));
  await placeOn(addDays(nextWeek, 2));
  await api(port, 'POST', '/rota/publish', { workplaceId: staged, weekStart: nextWeek }, token);
  await api(port, 'DELETE', '/rotas/share', { rotaId: draft }, token);
  links.push(await share({ workplaceId: staged, date: planned }));
  return links;
}

/** Every answer compared, by request. */
async function answers(port: number, { token, workplaceId, employeeIds, weeks, links }: History): Promise<Map<string, string>> {
  const paths: string[] = [`/shifts/getpopulateddates?workplaceId=${workplaceId}`];
  for (const monday of weeks) {
    const [first, last] = [monday, addDays(monday, 6)];
    paths.push(`/shifts/getweeklyshifts?workplaceId=${workplaceId}&startDate=${first}&endDate=${last}`);
    paths.push(`/timesheets?workplaceId=${workplaceId}&startDate=${first}&endDate=${last}`);
    paths.push(`/pay/getpayfordates?workplaceId=${workplaceId}&dates=${encodeURIComponent(JSON.stringify(week(monday).map(short)))}`);
    for (const date of week(monday)) paths.push(`/shifts/getdayrota?workplaceId=${workplaceId}&rotaDate=${date}`);
  }
  for (const employeeId of employeeIds.slice(0, STAFF - 1)) paths.push(`/employees/upcomingshifts?employee_id=${employeeId}`);
  // The history (issue 42 §4: from its read model now, replayed before): pages in both orders, filters, the file.
  const history = `/audit/events?workplaceId=${workplaceId}`;
  paths.push(`${history}&limit=500`, `${history}&order=newest&limit=40`, `${history}&kind=rota&limit=25&cursor=40`);
  paths.push(`${history}&employeeId=${employeeIds[0]}`, `${history}&date=${weeks[1]}&order=newest`);
  const file = `/audit/export?workplaceId=${workplaceId}&format=json`;
  paths.push(file);
  paths.push(`/requests?workplaceId=${workplaceId}`);

  const bodies = new Map<string, string>();
  for (const path of paths) bodies.set(path, (await api(port, 'GET', path, undefined, token)).text);
  // Public, and one of them revoked (404): the status with the body.
  for (const rotaId of links) {
    const answer = await fetch(`http://127.0.0.1:${port}/api/rotas/${rotaId}`);
    bodies.set(`/rotas/${rotaId}`, `${answer.status} ${await answer.text()}`);
  }
  // The file says when it was made: everything else must be the same.
  const exported = JSON.parse(bodies.get(file)!) as { exportedAt?: string };
  delete exported.exportedAt;
  bodies.set(file, JSON.stringify(exported));
  return bodies;
}

async function main(): Promise<void> {
  if (!BASE) throw new Error('Set ANSWERS_BASE to a built checkout of the commit to compare with (see the header comment).');
  const dataDir = mkdtempSync(join(tmpdir(), 'rotaledger-answers-'));
  try {
    const base = await startBuiltApp(dataDir, {}, 300_000, BASE);
    let history: History;
    let before: Map<string, string>;
    try {
      history = await writeHistory(base.port);
      before = await answers(base.port, history);
    } finally {
      await base.stop();
    }
    const current = await startBuiltApp(dataDir);
    try {
      // The new projection replays the log after start: read until two readings in a row agree
      // (a workplace not replayed yet answers 404 meanwhile), at most a minute.
      let after: Map<string, string> | null = null;
      for (let tries = 0; tries < 60; tries++) {
        const again = await answers(current.port, history).catch(() => null);
        if (again && after && [...again].every(([path, body]) => after!.get(path) === body)) break;
        after = again;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
      if (!after) throw new Error('The upgraded build did not answer within a minute.');
      const compared = (path: string, body: string) => {
        const answered = after.get(path) ?? '';
        return ADDED_FIELDS.size === 0 ? answered : withoutAdded(answered, body);
      };
      const normal = (body: string) => {
        if (ADDED_FIELDS.size === 0) return body;
        try {
          return JSON.stringify(JSON.parse(body));
        } catch {
          return body;
        }
      };
      const differences = [...before].filter(([path, body]) => compared(path, body) !== normal(body));
      for (const [path, body] of differences) {
        console.log(`DIFF ${path}\n  before: ${body.slice(0, 600)}\n  after:  ${(after.get(path) ?? '').slice(0, 600)}`);
      }
      const pay = JSON.parse(before.get([...before.keys()].find((path) => path.startsWith('/pay/'))!)!) as unknown[];
      console.log(
        `${before.size} answers compared (${pay.length} employees' pay in the first week), ${differences.length} differ: ` +
          `${BASE} before, this checkout after the upgrade on the same event log.` +
          (ADDED_FIELDS.size > 0 ? ` Fields added on purpose, not compared: ${[...ADDED_FIELDS].join(', ')}.` : ''),
      );
      process.exitCode = differences.length === 0 ? 0 : 1;
    } finally {
      await current.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
