import { EMPLOYEE_MESSAGES, EmployeeInput, invalid, rateToPence } from '@rotaledger/domain';
import { isMissing, uuidField } from '../../../common/http/request-parsers';
import { optionalServiceIds } from '../../http/service-ids';

/**
 * The spec's request bodies (section 7) into domain input. Types and shapes are checked
 * here; the rules themselves (required, lengths, workplace, services) are the decider's.
 */

export const INVALID_EMPLOYEE_ID = EMPLOYEE_MESSAGES.invalidEmployeeId;

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

// PUT /employees/updateemployee is parsed by its contract (`UpdateEmployeeRequest` in libs/contracts).
