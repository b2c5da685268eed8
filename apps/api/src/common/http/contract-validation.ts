import { ArgumentMetadata, Injectable } from '@nestjs/common';
import { firstMessage, NOT_A_JSON_OBJECT } from '@rotaledger/contracts';
import { invalid } from '@rotaledger/domain';
import { createZodDto, createZodValidationPipe } from 'nestjs-zod';
import { ZodError } from 'zod';

/**
 * The one validation pipe: every `@Body()`, `@Query()` or `@RequestInput()` typed with a
 * contract DTO is parsed by its schema from `@rotaledger/contracts`; a refusal is a 400
 * carrying the schema's first message, in the API's usual `{ statusCode, message, error }`.
 */
const ZodPipe = createZodValidationPipe({
  createValidationException: (error: unknown) => invalid(error instanceof ZodError ? firstMessage(error) : 'The request is not valid.'),
});

@Injectable()
export class ContractValidationPipe extends ZodPipe {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
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
