import { applyDecorators, HttpCode } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { createZodDto } from 'nestjs-zod';
import type { ZodType } from 'zod';

/** What every refusal looks like (the exception filter writes it), with one of its messages as the example. */
const errorAnswer = (statusCode: number, message: string): SchemaObject => ({
  type: 'object',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', example: statusCode },
    message: { type: 'string', example: message },
    error: { type: 'string' },
  },
});

const REASONS: Record<number, string> = {
  400: 'Bad input',
  401: 'Not signed in',
  403: 'Not yours',
  404: 'Not found (or not yours)',
  409: 'Conflicts with the current state',
  413: 'Too large',
  429: 'Too many attempts',
};

/** The messages a route can refuse with, by HTTP status. */
export type Refusals = Partial<Record<number, readonly string[]>>;

/**
 * Documents a route's answer (its contract schema) and every refusal message it can give,
 * and sets its success status. Docs-time only: the answer is not re-validated at run time.
 */
export function Answers(status: number, answer: ZodType | null, refusals: Refusals = {}) {
  const decorators = [
    HttpCode(status),
    answer ? ApiResponse({ status, type: answerClass(answer) }) : ApiResponse({ status, description: 'No content.' }),
    ...Object.entries(refusals).map(([code, messages]) =>
      ApiResponse({ status: Number(code), ...refusalResponse(Number(code), messages ?? []) }),
    ),
  ];
  return applyDecorators(...decorators);
}

/** The documented refusal of a status: its reason, every message, and the error shape with the first as example. */
export function refusalResponse(code: number, messages: readonly string[]): { description: string; schema: SchemaObject } {
  return {
    description: `${REASONS[code] ?? 'Refused'}. Messages: ${messages.map((m) => `"${m}"`).join(' · ')}`,
    schema: errorAnswer(code, messages[0] ?? ''),
  };
}

/** The answer's schema as a class named by its contract title (`answer(...)` in the contracts), so the document names it. */
function answerClass(schema: ZodType) {
  const dto = createZodDto(schema).Output;
  const title = (schema.meta() as { title?: string } | undefined)?.title;
  if (title) Object.defineProperty(dto, 'name', { value: title });
  return dto;
}
