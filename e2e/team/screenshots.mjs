#!/usr/bin/env node
// Screenshots of the team pages at 1280 and 375 px, for a person to look at (not a test): the
// owner's Team page, the invitation page signed out, and an auditor's view-only planner with
// the workplaces grouped by team.
// Usage: node e2e/team/screenshots.mjs [baseUrl] [outDir] [dataDir]
// Needs a running app whose DATA_DIR is given (its outbox holds the invitation links), e.g.
// PORT=8133 DATA_DIR=/tmp/team-shots RATE_LIMITS=false node scripts/start.mjs
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiCaller, launchChromium, screenshotTarget } from '../support/screenshot-kit.mjs';

const { base, out } = screenshotTarget('http://localhost:8133', 'test-results/team-screenshots');
const dataDir = process.argv[4] ?? '/tmp/team-shots';
const call = apiCaller(base);
const browser = await launchChromium();
const stamp = Date.now().toString(36);
const PASSWORD = 'Harbour#2025';

async function signUp(email) {
  const context = await browser.newContext();
  const { user } = await call(context.request, 'POST', '/auth/signup', { email, password: PASSWORD });
  return { context, userId: user.user_id };
}

function invitationToken(email) {
  const dir = join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')))
    .filter((mail) => mail.to === email);
  const link = mails.at(-1)?.text.match(/\/join\/([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`no invitation for ${email} in ${dir}`);
  return link[1];
}

const owner = await signUp(`owner-${stamp}@example.com`);
const workplace = async (name) =>
  (
    await call(owner.context.request, 'POST', '/workplaces/createworkplace', {
      workplaceName: name,
      industryType: 'cafe',
      workplaceServices: [701, 702],
      rotaStartTime: 6,
      rotaEndTime: 24,
    })
  ).workplace_id;
const harbour = await workplace('The Harbour Café');
await workplace('Quay Bar');
for (const [name, day] of [
  ['Ann', 0],
  ['Ben', 1],
]) {
  const { employee_id: employeeId } = await call(owner.context.request, 'POST', '/employees/createemployee', {
    workplace_id: harbour,
    display_name: name,
    first_name: name,
    surname: 'Lee',
    rate: '12.50',
    services: [],
  });
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  await call(owner.context.request, 'POST', '/assignments/placeassignment', {
    workplaceId: harbour,
    date,
    serviceType: 701,
    employeeId,
    timeStart: '09:00',
    timeEnd: '17:00',
  });
}
const managerEmail = `sam-${stamp}@example.com`;
const auditorEmail = `accounts-${stamp}@example.com`;
await call(owner.context.request, 'POST', '/team/invitations', { email: managerEmail, role: 'manager', workplaceIds: [harbour] });
await call(owner.context.request, 'POST', '/team/invitations', { email: auditorEmail, role: 'auditor' });
await call(owner.context.request, 'POST', '/team/invitations', { email: `later-${stamp}@example.com`, role: 'manager' });
await new Promise((resolve) => setTimeout(resolve, 500));
const manager = await signUp(managerEmail);
await call(manager.context.request, 'POST', '/team/join', { token: invitationToken(managerEmail) });
const auditor = await signUp(auditorEmail);
// The auditor also owns a workplace of their own, so the switcher has two groups.
await call(auditor.context.request, 'POST', '/workplaces/createworkplace', {
  workplaceName: 'Own Books Ltd',
  industryType: 'cafe',
  workplaceServices: [701],
});
await call(auditor.context.request, 'POST', '/team/join', { token: invitationToken(auditorEmail) });

for (const width of [1280, 375]) {
  const viewport = { width, height: width > 500 ? 900 : 812 };
  const ownerPage = await owner.context.newPage();
  await ownerPage.setViewportSize(viewport);
  await ownerPage.goto(`${base}/team`);
  await ownerPage.getByRole('list', { name: 'Members' }).getByText(managerEmail).waitFor();
  await ownerPage.screenshot({ path: join(out, `team-page-${width}.png`), fullPage: true });

  const visitor = await browser.newContext();
  const joinPage = await visitor.newPage();
  await joinPage.setViewportSize(viewport);
  await joinPage.goto(`${base}/join/${invitationToken(`later-${stamp}@example.com`)}`);
  await joinPage.getByRole('heading', { name: 'Join a team on Rotaledger' }).waitFor();
  await joinPage.screenshot({ path: join(out, `join-page-${width}.png`) });

  const auditorPage = await auditor.context.newPage();
  await auditorPage.setViewportSize(viewport);
  await auditorPage.goto(`${base}/?w=${harbour}`);
  await auditorPage.getByText('View only').waitFor();
  await auditorPage.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
  await auditorPage.screenshot({ path: join(out, `auditor-planner-${width}.png`) });
}
await browser.close();
console.log(`Screenshots in ${out}`);
