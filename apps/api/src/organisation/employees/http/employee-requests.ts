import { EMPLOYEE_MESSAGES, EmployeeInput, invalid, isIsoDate, isSupportedYear, rateToPence } from '@rotaledger/domain';
import { isMissing, uuidField } from '../../../common/http/request-parsers';
import { optionalServiceIds } from '../../http/service-ids';

/**
 * The spec's request bodies (section 7) into domain input. Types and shapes are checked
 * here; the rules themselves (required, lengths, workplace, services) are the decider's.
 */

export const INVALID_EMPLOYEE_ID = 'Please provide a valid employee_id.';

type Fields = Omit<EmployeeInput, 'services'> & { services?: number[] };

function fields(body: Record<string, unknown>, wrongType: string): Fields {
  const text = (value: unknown) => {
    if (isMissing(value)) return '';
    if (typeof value !== 'string') throw invalid(wrongType);
    return value;
  };
  const displayName = text(body.display_name);
  const firstName = text(body.first_name);
  const surname = text(body.surname);
  // Empty names and a bad rate share one message; report them before the rate's own ones.
  if (!displayName.trim() || !firstName.trim() || !surname.trim()) throw invalid(EMPLOYEE_MESSAGES.required);
  return {
    displayName,
    firstName,
    surname,
    ratePence: rateToPence(body.rate),
    services: optionalServiceIds(body.services, EMPLOYEE_MESSAGES.invalidEdit),
  };
}

function workplaceId(value: unknown, missing: string): string | undefined {
  return isMissing(value) ? undefined : uuidField(value, missing);
}

/** POST /employees/createemployee { workplace_id, display_name, first_name, surname, rate, services, created_by } */
export function parseCreateEmployee(body: Record<string, unknown>): { workplaceId?: string; input: Fields } {
  const input = fields(body, EMPLOYEE_MESSAGES.required);
  return { workplaceId: workplaceId(body.workplace_id, EMPLOYEE_MESSAGES.workplaceRequired), input };
}

/** The optional day a new rate applies from (yyyy-mm-dd); absent means today (the decider's default). */
function rateEffectiveFrom(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isIsoDate(value) || !isSupportedYear(Number(value.slice(0, 4)))) throw invalid(EMPLOYEE_MESSAGES.rateEffectiveFromInvalid);
  return value;
}

/**
 * PUT /employees/updateemployee { employee_id, display_name, first_name, surname, rate, services, workplace_id,
 * rate_effective_from?, user_id }
 */
export function parseUpdateEmployee(body: Record<string, unknown>): {
  employeeId: string;
  workplaceId?: string;
  input: Fields;
  rateEffectiveFrom?: string;
} {
  const employeeId = uuidField(body.employee_id, INVALID_EMPLOYEE_ID);
  const input = fields(body, EMPLOYEE_MESSAGES.invalidEdit);
  return {
    employeeId,
    workplaceId: workplaceId(body.workplace_id, EMPLOYEE_MESSAGES.workplaceRequiredOnEdit),
    input,
    rateEffectiveFrom: rateEffectiveFrom(body.rate_effective_from),
  };
}
