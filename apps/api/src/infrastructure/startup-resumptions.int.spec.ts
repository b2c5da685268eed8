import { createTestApp, TestApp } from '../../test/test-app';
import { StartupResumptions } from './startup-resumptions';

// Every entry point (main.ts, projector.ts, the crash tests' child) resumes through this one list.
describe('what a start finishes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the interrupted account deletions and forgettings of staff members', () => {
    // They run side by side, so the order (the modules' construction order) does not matter.
    expect(t.app.get(StartupResumptions).names().sort()).toEqual(['account deletions', 'forgettings of staff members']);
  });
});
