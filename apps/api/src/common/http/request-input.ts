import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { NOT_A_JSON_OBJECT } from '@rotaledger/contracts';
import { invalid } from '@rotaledger/domain';
import type { HttpRequest } from './http-types';

/**
 * The query and the JSON body as one input (the body wins), for the spec's DELETE calls:
 * some clients drop DELETE bodies and send the ids as query parameters. Type the parameter
 * with a contract DTO and the validation pipe parses it; document it with `@ApiBody`.
 */
export const RequestInput = createParamDecorator((_data: unknown, context: ExecutionContext): Record<string, unknown> => {
  const request = context.switchToHttp().getRequest<HttpRequest>();
  const body: unknown = request.body;
  if (body !== undefined && body !== null && (typeof body !== 'object' || Array.isArray(body))) throw invalid(NOT_A_JSON_OBJECT);
  return { ...(request.query as Record<string, unknown>), ...(body as Record<string, unknown> | undefined) };
});
