import { readFileSync, unlinkSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, CrashPointsConfig, CrashStep } from '../config/app-config';

/**
 * Test hooks for the crash tests (idempotency.crash.int.spec.ts, delete-account.crash.int.spec.ts,
 * delete-account.race.int.spec.ts, forget-employee.crash.int.spec.ts), set only through the config (ROTALEDGER_CRASH_AFTER,
 * ROTALEDGER_CRASH_ONCE_FILE) and empty in normal use: the process kills itself with SIGKILL right
 * after the step named, before the request is answered. test:cluster uses the crash file's
 * `append` to cut off one request between its stored append and its answer, under load.
 */
@Injectable()
export class CrashPoints {
  private readonly settings: CrashPointsConfig;
  private appendsStored = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.crashPoints;
  }

  /**
   * After an append to `streamId` is stored (AggregateStore): dies once `append:<n>` appends
   * were, or once when the crash file says `append` (the next append of whichever process reads
   * it first) or `append:<prefix>` (the next append to a stream whose id starts so). A test of
   * several processes so asks for the fault at the moment, and on the stream, it chooses.
   */
  afterAppend(streamId: string): void {
    const { after } = this.settings;
    if (typeof after === 'object' && ++this.appendsStored >= after.appendsStored) die();
    if (this.onceRequested((asked) => asked === 'append' || (asked.startsWith('append:') && streamId.startsWith(asked.slice(7))))) die();
  }

  /** After a step of an account deletion or a staff member's forgetting: dies when ROTALEDGER_CRASH_AFTER names it, or once when the crash file does. */
  after(step: CrashStep): void {
    if (this.settings.after === step || this.onceRequested((asked) => asked === step)) die();
  }

  /** The file goes first, so the restart that finishes the work does not die too. */
  private onceRequested(names: (asked: string) => boolean): boolean {
    const file = this.settings.onceFile;
    if (!file) return false;
    try {
      if (!names(readFileSync(file, 'utf8').trim())) return false;
      unlinkSync(file);
      return true;
    } catch {
      return false; // no file: no crash asked for
    }
  }
}

function die(): void {
  process.kill(process.pid, 'SIGKILL');
}
