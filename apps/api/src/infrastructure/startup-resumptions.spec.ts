import { Resumable, StartupResumptions } from './startup-resumptions';

function resumable(resumes: string, calls: string[], fails = false): Resumable {
  return {
    resumes,
    resumeInBackground: () => {
      calls.push(resumes);
      if (fails) throw new Error(`${resumes} broke`);
    },
  };
}

describe('StartupResumptions', () => {
  it('starts every registered resumption once, in registration order', () => {
    const calls: string[] = [];
    const resumptions = new StartupResumptions();
    resumptions.register(resumable('account deletions', calls));
    resumptions.register(resumable('forgettings of staff members', calls));

    resumptions.resumeAll();

    expect(calls).toEqual(['account deletions', 'forgettings of staff members']);
    expect(resumptions.names()).toEqual(['account deletions', 'forgettings of staff members']);
  });

  it('starts the others when one throws as it starts, and says which one', () => {
    const calls: string[] = [];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const resumptions = new StartupResumptions();
    resumptions.register(resumable('account deletions', calls, true));
    resumptions.register(resumable('forgettings of staff members', calls));

    resumptions.resumeAll();

    expect(calls).toEqual(['account deletions', 'forgettings of staff members']);
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('Could not start resuming account deletions'));
    errors.mockRestore();
  });

  it('refuses the same work registered twice', () => {
    const resumptions = new StartupResumptions();
    resumptions.register(resumable('account deletions', []));
    expect(() => resumptions.register(resumable('account deletions', []))).toThrow('registered twice');
  });
});
