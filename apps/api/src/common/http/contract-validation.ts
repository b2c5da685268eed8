import { ArgumentMetadata, Injectable } from '@nestjs/common';
import { firstMessage, NOT_A_JSON_OBJECT } from '@rotaledger/contracts';
import { invalid } from '@rotaledger/domain';
import { createZodDto, createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';
import { setWithin } from '../bounded-map';

/**
 * The one validation pipe: every `@Body()`, `@Query()` or `@RequestInput()` typed with a
 * contract DTO is parsed by its schema from `@rotaledger/contracts`; a refusal is a 400
 * carrying the schema's first message, in the API's usual `{ statusCode, message, error }`.
 */
const ZodPipe = createZodValidationPipe({
  createValidationException: (error: unknown) => invalid(error instanceof ZodError ? firstMessage(error) : 'The request is not valid.'),
});

/** Accepted query strings remembered per DTO: the repeated reads of a page (the weekly grid) hit these. */
const QUERIES_KEPT_PER_DTO = 1000;
/** Longer queries (a few ids and dates are far shorter) are parsed each time: the memory stays small. */
const LONGEST_QUERY_KEPT = 512;

/**
 * Keeps the accepted queries of each DTO by their exact fields. A contract schema is a pure
 * function of its input (the contracts read no clock and no store), so the same query needs
 * no second parse; refusals are not kept. The answers are frozen, being shared.
 */
class AcceptedQueries {
  private readonly byDto = new WeakMap<object, Map<string, unknown>>();

  answer(dto: object, query: object, parse: () => unknown): unknown {
    let accepted = this.byDto.get(dto);
    if (!accepted) this.byDto.set(dto, (accepted = new Map<string, unknown>()));
    const key = JSON.stringify(query);
    if (key.length > LONGEST_QUERY_KEPT) return parse();
    if (accepted.has(key)) return accepted.get(key);
    const parsed = deepFreeze(parse());
    setWithin(accepted, key, parsed, QUERIES_KEPT_PER_DTO);
    return parsed;
  }
}

/** A class made by ContractDto (nestjs-zod marks them so). */
const isContractDto = (metatype: unknown): metatype is object =>
  typeof metatype === 'function' && (metatype as { isZodDto?: unknown }).isZodDto === true;

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const field of Object.values(value)) deepFreeze(field);
  }
  return value;
}

@Injectable()
export class ContractValidationPipe extends ZodPipe {
  private readonly acceptedQueries = new AcceptedQueries();

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (
      metadata.type === 'query' &&
      metadata.data === undefined &&
      isContractDto(metadata.metatype) &&
      typeof value === 'object' &&
      value !== null
    ) {
      return this.acceptedQueries.answer(metadata.metatype, value, () => super.transform(value, metadata));
    }
    // No body reads as an empty one, so a missing field gets its own message; any JSON
    // value other than an object gets one clear refusal.
    if (metadata.type === 'body') {
      if (value === undefined || value === null) value = {};
      else if (typeof value !== 'object' || Array.isArray(value)) throw invalid(NOT_A_JSON_OBJECT);
    }
    return super.transform(value, metadata);
  }
}

/** A contract schema as a class Nest can see (for the pipe and the OpenAPI document). */
export const ContractDto = createZodDto;
