import { WORKPLACE_MESSAGES, WorkplaceInput } from '@rotaledger/domain';
import { isMissing, optionalText, optionalWholeNumber, uuidField } from '../../../common/http/request-parsers';
import { optionalServiceIds } from '../../http/service-ids';

/**
 * The spec's request bodies (section 7) into domain input. Types and shapes are checked
 * here; the rules themselves (lengths, category, hours) are the decider's.
 */

export const INVALID_WORKPLACE_ID = 'Please provide a valid workplace_id.';

const category = (value: unknown) => (isMissing(value) ? undefined : optionalText(value, WORKPLACE_MESSAGES.categoryRequired));

const rotaHours = (body: Record<string, unknown>) => ({
  rotaStartTime: optionalWholeNumber(body.rotaStartTime, WORKPLACE_MESSAGES.rotaHoursRange),
  rotaEndTime: optionalWholeNumber(body.rotaEndTime, WORKPLACE_MESSAGES.rotaHoursRange),
});

/** POST /workplaces/createworkplace { workplaceName, industryType, workplaceServices, rotaStartTime, rotaEndTime } */
export function parseCreateWorkplace(body: Record<string, unknown>): WorkplaceInput {
  return {
    name: optionalText(body.workplaceName, WORKPLACE_MESSAGES.nameTooShort) ?? '',
    industryCategory: category(body.industryType),
    services: optionalServiceIds(body.workplaceServices, WORKPLACE_MESSAGES.servicesOutsideCategory),
    ...rotaHours(body),
  };
}

/** PUT /workplaces/updateworkplace { workplace_id, name, industryType, services, rotaStartTime, rotaEndTime }: omitted fields stay. */
export function parseUpdateWorkplace(body: Record<string, unknown>): { workplaceId: string; changes: Partial<WorkplaceInput> } {
  const workplaceId = uuidField(body.workplace_id, INVALID_WORKPLACE_ID);
  const changes: Partial<WorkplaceInput> = {
    name: optionalText(body.name, WORKPLACE_MESSAGES.nameTooShort),
    industryCategory: category(body.industryType),
    services: optionalServiceIds(body.services, WORKPLACE_MESSAGES.servicesOutsideCategory),
    ...rotaHours(body),
  };
  return { workplaceId, changes: dropUndefined(changes) };
}

function dropUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
