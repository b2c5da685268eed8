import { Injectable } from '@nestjs/common';

/** Work a crash can leave half done, which every start of a server or projector finishes. */
export interface Resumable {
  /** What it finishes, for the log ("account deletions"). */
  readonly resumes: string;
  /** Starts finishing what an earlier process left undone, without waiting for it (it logs its own failures). */
  resumeInBackground(): void;
}

/**
 * The one list of what a start finishes (account deletions, forgettings of staff members):
 * each service registers itself from its constructor, as projections do in ProjectionRegistry,
 * and every entry point (main.ts, projector.ts, the crash tests' child) calls resumeAll once
 * the app is up. A new kind of resumable work is then resumed everywhere by registering it.
 */
@Injectable()
export class StartupResumptions {
  private readonly resumables: Resumable[] = [];

  register(resumable: Resumable): void {
    if (this.resumables.some((known) => known.resumes === resumable.resumes)) {
      throw new Error(`Resumable work "${resumable.resumes}" is registered twice`);
    }
    this.resumables.push(resumable);
  }

  /** What a start finishes, in registration order (the modules' construction order; they run side by side). */
  names(): string[] {
    return this.resumables.map((resumable) => resumable.resumes);
  }

  /** Starts every registered resumption; one that throws as it starts does not keep the others from starting. */
  resumeAll(): void {
    for (const resumable of this.resumables) {
      try {
        resumable.resumeInBackground();
      } catch (error) {
        console.error(`Could not start resuming ${resumable.resumes}; the next start retries: ${String(error)}`);
      }
    }
  }
}
