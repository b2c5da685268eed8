/**
 * The one-field-at-a-time walk of bad-input.int.spec.ts: what the OpenAPI document says a field
 * accepts, values a client could wrongly send, and whether a value breaks the document's own
 * schema (so a 2xx for it is an accepted invalid value).
 */
export interface FieldSchema {
  $ref?: string;
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  nullable?: boolean;
  enum?: unknown[];
  anyOf?: FieldSchema[];
  oneOf?: FieldSchema[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
  items?: FieldSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, FieldSchema>;
  required?: string[];
  additionalProperties?: boolean | FieldSchema;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * True when `value` is plainly outside `schema` (a JSON body value). Unknown keywords accept:
 * the walk only fails on a value the document itself rules out.
 */
export function breaksSchema(schema: FieldSchema, value: unknown, resolve: (ref: string) => FieldSchema): boolean {
  if (schema.$ref) return breaksSchema(resolve(schema.$ref), value, resolve);
  if (value === null) return !schema.nullable && !(schema.anyOf ?? schema.oneOf ?? []).some((branch) => branch.nullable);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.every((branch) => breaksSchema(branch, value, resolve));
  if (schema.enum && !schema.enum.includes(value)) return true;
  switch (schema.type) {
    case 'string':
      if (typeof value !== 'string') return true;
      if (schema.minLength !== undefined && value.length < schema.minLength) return true;
      if (schema.maxLength !== undefined && value.length > schema.maxLength) return true;
      if (schema.pattern !== undefined && !new RegExp(schema.pattern, 'u').test(value)) return true;
      if (schema.format === 'uuid' && !UUID.test(value)) return true;
      if (schema.format === 'date' && !isCalendarDate(value)) return true;
      return false;
    case 'integer':
    case 'number':
      if (typeof value !== 'number' || !Number.isFinite(value)) return true;
      if (schema.type === 'integer' && !Number.isInteger(value)) return true;
      if (schema.minimum !== undefined && value < schema.minimum) return true;
      if (schema.maximum !== undefined && value > schema.maximum) return true;
      return false;
    case 'boolean':
      return typeof value !== 'boolean';
    case 'array':
      if (!Array.isArray(value)) return true;
      if (schema.minItems !== undefined && value.length < schema.minItems) return true;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) return true;
      return schema.items !== undefined && value.some((item) => breaksSchema(schema.items!, item, resolve));
    case 'object':
      return typeof value !== 'object' || Array.isArray(value);
    case undefined:
      return false;
  }
}

/** The same for a query parameter, whose values arrive as text (a repeated parameter as a list). */
export function breaksQuerySchema(schema: FieldSchema, raw: string | string[], resolve: (ref: string) => FieldSchema): boolean {
  if (schema.$ref) return breaksQuerySchema(resolve(schema.$ref), raw, resolve);
  if (Array.isArray(raw)) return schema.type !== 'array';
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) return branches.every((branch) => breaksQuerySchema(branch, raw, resolve));
  if (schema.type === 'integer' || schema.type === 'number') {
    return raw.trim() === '' || breaksSchema(schema, Number(raw), resolve);
  }
  if (schema.type === 'boolean') return !['true', 'false'].includes(raw);
  return breaksSchema(schema, raw, resolve);
}

/** Wrong types, empty and huge strings, negative and huge numbers, lists and objects, null. */
export const BAD_BODY_VALUES: unknown[] = [null, '', 'x'.repeat(20_000), 'not-a-valid-value', -1, 1.5, 1e308, true, ['x'], { x: 1 }];

/** The same in a query string: text only, a repeated parameter for a list (long values stay under Node's 16 kB URL limit). */
export const BAD_QUERY_VALUES: (string | string[])[] = [
  '',
  'x'.repeat(4_000),
  'not-a-valid-value',
  '-1',
  '1.5',
  '1e308',
  'true',
  '{"x":1}',
  ['a', 'b'],
];
