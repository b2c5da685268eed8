import { Injectable } from '@nestjs/common';
import { ReadModelStore } from '@rotaledger/read-models';
import { PREFERENCES, PreferencesDocument, toUserPreferences, UserPreferences } from './read-models';

/**
 * For other contexts: a user's preferences (sharing needs `public_rota`, the dashboard the
 * currency), or null when the user has none (or no longer exists).
 */
@Injectable()
export class PreferencesReader {
  constructor(private readonly readModels: ReadModelStore) {}

  async preferencesOf(userId: string): Promise<UserPreferences | null> {
    const doc = await this.readModels.get<PreferencesDocument>(PREFERENCES, userId);
    return doc ? toUserPreferences(doc) : null;
  }
}
