import { setTimeout as sleep } from 'node:timers/promises';
import { GOOD_PASSWORD, signUp, SignedUpUser } from './accounts.helpers';
import { invitationTokenFor, invite } from './team.helpers';
import type { TestApp } from './test-app';

/**
 * The crypto-shredding scenario (issue 40 §2, issue 43): an owner with a team, staff, staff
 * requests and e-mails, every personal value a marker a scan of raw bytes can look for.
 */
/** `tag`: three letters unique to the account; `year` a birth year unique to it too. */
export function erasureMarkers(tag: string, year: number) {
  return {
    ownerEmail: `wendeline.${tag}@quorvian-example.com`,
    username: `sorrel${tag}`,
    firstName: `Perdita${tag}`,
    surname: `Blackwood${tag}`,
    staffEmail: `hesper.${tag}@quorvian-example.com`,
    dateOfBirth: `${year}-07-23`,
    note: `Murmuration ${tag} wedding`,
    contactName: `Ysolde${tag}`,
    contactMessage: `Letter ${tag} about rotas`,
    memberEmail: `tamsin.${tag}@quorvian-example.com`,
  };
}
export type ErasureMarkers = ReturnType<typeof erasureMarkers>;

export interface ErasureAccount {
  owner: SignedUpUser;
  member: SignedUpUser | null;
  workplaceId: string;
  employeeId: string;
  staffToken: string;
}

/** Signs the owner up and gives them a workplace, an employee with an e-mail and a birth date, a time-off request with a note, a contact message and (with `withMember`) a member who joined. */
export async function createErasureAccount(t: TestApp, m: ErasureMarkers, withMember: boolean): Promise<ErasureAccount> {
  const owner = await signUp(t, m.ownerEmail);
  await t.http().put('/api/users/updateUsername').set(owner.auth).send({ user_id: owner.userId, new_username: m.username }).expect(200);
  const workplace = await t
    .http()
    .post('/api/workplaces/createworkplace')
    .set(owner.auth)
    .send({
      workplaceName: 'Harbour Café',
      industryType: 'cafe',
      workplaceServices: [701],
      rotaStartTime: 6,
      rotaEndTime: 24,
      userId: owner.userId,
    })
    .expect(201);
  const workplaceId: string = workplace.body.workplace_id;
  const employee = await t
    .http()
    .post('/api/employees/createemployee')
    .set(owner.auth)
    .send({
      workplace_id: workplaceId,
      display_name: m.firstName,
      first_name: m.firstName,
      surname: m.surname,
      email: m.staffEmail,
      date_of_birth: m.dateOfBirth,
      rate: '12.50',
      services: [],
      created_by: owner.userId,
    })
    .expect(201);
  const employeeId: string = employee.body.employee_id;
  const staffToken: string = (await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employeeId }).expect(201))
    .body.token;
  const asked = await t.http().post(`/api/staff/${staffToken}/timeoff`).send({ from: '2026-03-10', to: '2026-03-12', note: m.note });
  if (asked.status !== 201) throw new Error(`time off: ${asked.status} ${JSON.stringify(asked.body)}`);
  await t
    .http()
    .post('/api/contact')
    .set(owner.auth)
    .send({ name: m.contactName, email: m.ownerEmail, message: m.contactMessage })
    .expect(201);
  let member: SignedUpUser | null = null;
  if (withMember) {
    member = await signUp(t, m.memberEmail);
    await invite(t, owner, m.memberEmail, 'manager');
    await t
      .http()
      .post('/api/team/join')
      .set(member.auth)
      .send({ token: invitationTokenFor(t, m.memberEmail) })
      .expect(200);
  }
  return { owner, member, workplaceId, employeeId, staffToken };
}

/** Writers of the account's personal data, each writing until `stopped`: employees, their e-mails, notes, contact messages. */
export function keepWritingPersonalData(t: TestApp, a: ErasureAccount, m: ErasureMarkers, stopped: () => boolean): Promise<number[]> {
  const writers = [
    (n: number) =>
      t
        .http()
        .post('/api/employees/createemployee')
        .set(a.owner.auth)
        .send({
          workplace_id: a.workplaceId,
          display_name: `${m.firstName}${n}`,
          first_name: `${m.firstName}${n}`,
          surname: m.surname,
          email: `${n}${m.staffEmail}`,
          rate: '9.75',
          services: [],
          created_by: a.owner.userId,
        }),
    (n: number) =>
      t
        .http()
        .post(`/api/staff/${a.staffToken}/timeoff`)
        .send({
          from: `2026-04-${String(1 + (n % 27)).padStart(2, '0')}`,
          to: `2026-04-${String(1 + (n % 27)).padStart(2, '0')}`,
          note: `${m.note} ${n}`,
        }),
    (n: number) =>
      t
        .http()
        .post('/api/contact')
        .set(a.owner.auth)
        .send({ name: `${m.contactName}${n}`, email: m.ownerEmail, message: `${m.contactMessage} ${n}` }),
  ];
  return Promise.all(
    writers.map(async (write) => {
      const statuses: number[] = [];
      for (let n = 0; !stopped(); n++) {
        statuses.push((await write(n)).status);
        await sleep(1);
      }
      return statuses;
    }),
  ).then((all) => all.flat());
}

export const deleteAccount = (t: TestApp, user: SignedUpUser) =>
  t.http().delete('/api/users/deleteuser').set(user.auth).send({ user_id: user.userId, password: GOOD_PASSWORD });

/** Which needles occur in the bytes, as UTF-8 or UTF-16 (either byte order), case-insensitively for ASCII. */
export function readableIn(bytes: Buffer, needles: readonly string[]): string[] {
  const lowered = Buffer.from(bytes.map((byte) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte)));
  return needles.filter((needle) => {
    const n = needle.toLowerCase();
    return [Buffer.from(n, 'utf8'), Buffer.from(n, 'utf16le'), Buffer.from(n, 'utf16le').swap16()].some((encoded) =>
      lowered.includes(encoded),
    );
  });
}
