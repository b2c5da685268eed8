import { invalid } from '@rotaledger/domain';
import { wholeNumber } from '../../common/http/request-parsers';

/** More ids than any category offers: a longer list is not a service list. */
const MAX_SERVICE_IDS = 50;

/** A list of numeric service ids (workplaces and employees both send one); absent reads as undefined. */
export function optionalServiceIds(value: unknown, message: string): number[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Array.isArray(value) || value.length > MAX_SERVICE_IDS) throw invalid(message);
  return value.map((item) => {
    const id = wholeNumber(item);
    if (id === null) throw invalid(message);
    return id;
  });
}
