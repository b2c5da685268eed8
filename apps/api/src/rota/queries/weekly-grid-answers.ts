import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Injectable, Optional } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { DEFAULT_PREFERENCES } from '@rotaledger/domain';
import { BuildDirectory, buildCheckpointName, ReadModelStore } from '@rotaledger/read-models';
import { PreferencesReader } from '../../accounts';
import type { WorkplaceDirectoryDocument } from '../../read-side/rota-projection-kit';
import { ROTA_WORKPLACES } from '../rota.read-models';
import { rotaProjection } from '../projections/rota.projection';
import { GetWeeklyShiftsQuery } from './get-weekly-shifts.handler';
import { setWithin } from '../../common/bounded-map';

/** A weekly grid answer as sent: the JSON text, its gzip form and its ETag. */
export interface SerialisedAnswer {
  json: Buffer;
  gzipped: Buffer;
  etag: string;
}

/** Bounds the memory: the most recently asked weeks are kept (about 50 kB each for a 40-staff week). */
const MAX_CACHED_WEEKS = 200;

/**
 * The weekly grid, the planner's most frequent read, answered from a serialised copy while
 * the documents it was built from are unchanged. Every one of them (days, employees,
 * workplaces) is the rota projection's, and that projection's stored checkpoint moves with
 * every commit that changes one, so the cached copy is valid exactly while the checkpoint is
 * the one it was built at. Read-your-writes holds: a command answers once the projections
 * have committed its events, so the next read sees a newer checkpoint and rebuilds. This
 * holds for every replica, since the checkpoint is read from the shared store. The owner's
 * currency (the warnings' money) is the accounts context's: it is part of the copy's key.
 */
@Injectable()
export class WeeklyGridAnswers {
  /** Each with the checkpoint it was built at. Who may read it is decided per request before (the access check). */
  private readonly answers = new Map<string, SerialisedAnswer & { checkpoint: string }>();

  constructor(
    private readonly readModels: ReadModelStore,
    private readonly queries: QueryBus,
    private readonly preferences: PreferencesReader,
    /** Which build of the projection queries read (an upgrade or a rebuild moves it; the copy follows that build's checkpoint). */
    @Optional() private readonly builds?: BuildDirectory,
  ) {}

  async answer(workplaceId: string, startDate: string, endDate: string): Promise<SerialisedAnswer> {
    const currency = await this.currencyOf(workplaceId);
    const key = `${workplaceId}/${startDate}/${endDate}/${currency}`;
    // The checkpoint before the documents: a copy is never filed under a checkpoint newer than what it shows.
    const build = this.builds?.activeBuild(rotaProjection.name) ?? 0;
    const name = buildCheckpointName(rotaProjection.name, build);
    const checkpoint = `${name}@${await this.readModels.getCheckpoint(name)}`;
    const cached = this.answers.get(key);
    if (cached?.checkpoint === checkpoint) {
      this.answers.delete(key);
      this.answers.set(key, cached);
      return cached;
    }
    const grid = await this.queries.execute(new GetWeeklyShiftsQuery(workplaceId, startDate, endDate, currency));
    const json = Buffer.from(JSON.stringify(grid));
    const answer = {
      checkpoint,
      json,
      gzipped: gzipSync(json),
      etag: `"${createHash('sha1').update(json).digest('base64url')}"`,
    };
    this.answers.delete(key);
    setWithin(this.answers, key, answer, MAX_CACHED_WEEKS);
    return answer;
  }

  private async currencyOf(workplaceId: string) {
    const workplace = await this.readModels.get<WorkplaceDirectoryDocument>(ROTA_WORKPLACES, workplaceId);
    const preferences = workplace ? await this.preferences.preferencesOf(workplace.ownerId) : null;
    return preferences?.currency ?? DEFAULT_PREFERENCES.currency;
  }
}
