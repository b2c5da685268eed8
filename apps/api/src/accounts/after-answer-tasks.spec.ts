import { AFTER_ANSWER_DELAY, AfterAnswerTasks } from './after-answer-tasks';

describe('AfterAnswerTasks', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('starts the work only after the fixed delay, never in the window right after the answer', async () => {
    const tasks = new AfterAnswerTasks();
    const work = jest.fn(() => Promise.resolve());
    tasks.run('Probe', work);
    await jest.advanceTimersByTimeAsync(AFTER_ANSWER_DELAY.fixedMs - 1);
    expect(work).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(AFTER_ANSWER_DELAY.jitterMs + 1);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('jitters the start within the window, so it is not at a fixed offset from the answer either', async () => {
    const tasks = new AfterAnswerTasks();
    const queuedAt = Date.now();
    const startedAfter: number[] = [];
    for (let i = 0; i < 50; i++) tasks.run('Probe', () => Promise.resolve(void startedAfter.push(Date.now() - queuedAt)));
    await jest.advanceTimersByTimeAsync(AFTER_ANSWER_DELAY.fixedMs + AFTER_ANSWER_DELAY.jitterMs);
    expect(startedAfter).toHaveLength(50);
    expect(Math.min(...startedAfter)).toBeGreaterThanOrEqual(AFTER_ANSWER_DELAY.fixedMs);
    expect(Math.max(...startedAfter)).toBeLessThanOrEqual(AFTER_ANSWER_DELAY.fixedMs + AFTER_ANSWER_DELAY.jitterMs);
    expect(new Set(startedAfter).size).toBeGreaterThan(1);
  });

  it('settled() (closing the app) starts waiting work at once and waits for it, and for work that work queues', async () => {
    const tasks = new AfterAnswerTasks();
    const done: string[] = [];
    tasks.run('First', () => {
      tasks.run('Second', () => Promise.resolve(void done.push('second')));
      done.push('first');
      return Promise.resolve();
    });
    await tasks.settled();
    expect(done).toEqual(['first', 'second']);
  });

  it('logs a failure and carries on', async () => {
    const tasks = new AfterAnswerTasks();
    const logged = jest.spyOn(tasks['logger'], 'error').mockImplementation(() => undefined);
    const after = jest.fn(() => Promise.resolve());
    tasks.run('Broken', () => Promise.reject(new Error('mail server down')));
    tasks.run('Next', after);
    await tasks.settled();
    expect(logged).toHaveBeenCalledWith('Broken failed: mail server down');
    expect(after).toHaveBeenCalledTimes(1);
  });
});
