import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { HttpRequest } from '../../common/http/http-types';

/**
 * The JSON body of an account form, for the validation pipe (type the parameter with a
 * contract DTO, document it with `@ApiBody`). Lenient on purpose, unlike `@Body()`: a body
 * that is not an object (absent, a list, a number) reads as an empty form, so it answers the
 * form's own "required" message (ACCOUNT_ERRORS) as an empty form does.
 */
export const FormBody = createParamDecorator((_data: unknown, context: ExecutionContext): Record<string, unknown> => {
  const body: unknown = context.switchToHttp().getRequest<HttpRequest>().body;
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
});
