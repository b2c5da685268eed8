import { readFileSync, unlinkSync } from 'node:fs';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, AppConfig, CrashPointsConfig, CrashStep } from '../config/app-config';

/**
 * Test hooks for the crash tests (idempotency.crash.int.spec.ts, delete-account.crash.int.spec.ts,
 * delete-account.race.int.spec.ts), set only through the config (ROTALEDGER_CRASH_AFTER,
 * ROTALEDGER_CRASH_ONCE_FILE) and empty in normal use: the process kills itself with SIGKILL right
 * after the step named, before the request is answered.
 */
@Injectable()
export class CrashPoints {
  private readonly settings: CrashPointsConfig;
  private appendsStored = 0;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = config.crashPoints;
  }

  /** After an append is stored (AggregateStore): dies once `append:<n>` appends were. */
  afterAppend(): void {
    const { after } = this.settings;
    if (typeof after !== 'object') return;
    if (++this.appendsStored >= after.appendsStored) die();
  }

  /** After a step of an account deletion: dies when ROTALEDGER_CRASH_AFTER names it, or once when the crash file does. */
  after(step: CrashStep): void {
    if (this.settings.after === step || this.onceRequested(step)) die();
  }

  /** The file goes first, so the restart that finishes the work does not die too. */
  private onceRequested(step: CrashStep): boolean {
    const file = this.settings.onceFile;
    if (!file) return false;
    try {
      if (readFileSync(file, 'utf8').trim() !== step) return false;
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
