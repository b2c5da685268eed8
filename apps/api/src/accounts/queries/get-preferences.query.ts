import { Query, QueryHandler, IQueryHandler } from '@nestjs/cqrs';
import { notFound } from '@rotaledger/domain';
import { ReadModelStore } from '@rotaledger/read-models';
import { PREFERENCES, PreferencesDocument, toUserPreferences, UserPreferences } from '../read-models';

export class GetPreferencesQuery extends Query<UserPreferences> {
  constructor(readonly userId: string) {
    super();
  }
}

export const PREFERENCES_NOT_FOUND = 'Preferences not found.';

@QueryHandler(GetPreferencesQuery)
export class GetPreferencesHandler implements IQueryHandler<GetPreferencesQuery> {
  constructor(private readonly readModels: ReadModelStore) {}

  async execute({ userId }: GetPreferencesQuery): Promise<UserPreferences> {
    const doc = await this.readModels.get<PreferencesDocument>(PREFERENCES, userId);
    if (!doc) throw notFound(PREFERENCES_NOT_FOUND);
    return toUserPreferences(doc);
  }
}
