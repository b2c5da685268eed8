import { signUp, SignedUpUser } from '../../test/accounts.helpers';
import { createEmployee } from '../../test/rota-fixtures';
import { createTestApp, TestApp } from '../../test/test-app';

const NOT_FOUND = 'This link is not valid any more. Ask your manager for a new one.';

let t: TestApp;
let owner: SignedUpUser;
let employee: string;

const issue = async () => {
  const response = await t.http().post('/api/employees/feedlink').set(owner.auth).send({ employee_id: employee, userId: owner.userId });
  expect(response.status).toBe(201);
  return response.body.token as string;
};
const manifest = (token: string) => t.http().get(`/api/staff/${token}/manifest.webmanifest`);

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t);
  const workplace = await t
    .http()
    .post('/api/workplaces/createworkplace')
    .set(owner.auth)
    .send({
      workplaceName: 'The Anchor',
      industryType: 'bar',
      workplaceServices: [201],
      rotaStartTime: 6,
      rotaEndTime: 30,
      userId: owner.userId,
    });
  expect(workplace.status).toBe(201);
  employee = await createEmployee(t, owner, workplace.body.workplace_id as string, 'Mary');
});
afterAll(() => t.close());

describe('GET /api/staff/{token}/manifest.webmanifest', () => {
  it("answers this person's installable page: name, start_url, scope /staff/, standalone, icons 192 and 512 incl. maskable", async () => {
    const token = await issue();
    const response = await manifest(token);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json(; charset=utf-8)?$/);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(JSON.parse(response.text)).toEqual({
      name: 'Rotaledger — Mary',
      short_name: 'Shifts',
      description: "Mary's shifts, and asking for time off, cover and open shifts.",
      start_url: `/staff/${token}`,
      scope: '/staff/',
      display: 'standalone',
      theme_color: '#1d4e6f',
      background_color: '#f4f6f9',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
        { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it("answers the page's 404 for an unknown, malformed or rotated token", async () => {
    const first = await issue();
    await issue();
    for (const token of ['x'.repeat(43), 'short', first]) {
      const response = await manifest(token);
      expect([response.status, response.body.message]).toEqual([404, NOT_FOUND]);
    }
  });
});
