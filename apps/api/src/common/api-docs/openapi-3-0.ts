import type { OpenAPIObject } from '@nestjs/swagger';

/**
 * The document declares OpenAPI 3.0.0, whose Schema Object is not JSON Schema 2020-12: zod's JSON
 * Schema output (which nestjs-zod's cleanup converts only for the definitions it registers itself)
 * spells some things the 3.1 way. This rewrites every schema of the document, generically, to
 * 3.0's spelling with the same meaning, so a strict validator accepts it and a generator types
 * each field as declared:
 * - `type: ['string', 'null']` → `type: 'string', nullable: true` (several types: an `anyOf`);
 * - `anyOf`/`oneOf` with a `{ type: 'null' }` member → the others, `nullable: true`;
 * - `const: x` → `enum: [x]`; numeric `exclusiveMinimum`/`exclusiveMaximum` → the bound and `true`;
 * - `examples: [a, …]` → `example: a` (on schemas and on parameters, whose 3.0 `examples` is a map);
 * - keywords 3.0 does not have (`$schema`, `$id`, `propertyNames`, `contentEncoding`, `contentMediaType`) are dropped.
 */
type Schema = Record<string, unknown>;

const DROPPED = ['$schema', '$id', 'propertyNames', 'contentEncoding', 'contentMediaType'] as const;
const isObject = (value: unknown): value is Schema => value !== null && typeof value === 'object' && !Array.isArray(value);
const isNullSchema = (value: unknown) => isObject(value) && value.type === 'null' && Object.keys(value).length === 1;

/** One schema in 3.0's spelling, its subschemas included (a new object; the input is left as it was). */
export function toOpenApi30Schema(input: unknown): unknown {
  if (!isObject(input)) return input;
  let schema: Schema = { ...input };
  for (const key of DROPPED) delete schema[key];

  if (Array.isArray(schema.type)) {
    const types = schema.type as unknown[];
    const others = types.filter((type) => type !== 'null');
    delete schema.type;
    if (others.length === 1) schema.type = others[0];
    else if (others.length > 1) schema.anyOf = others.map((type) => ({ type }));
    if (others.length < types.length) schema.nullable = true;
  }
  for (const union of ['anyOf', 'oneOf'] as const) {
    const members = schema[union];
    if (!Array.isArray(members) || !members.some(isNullSchema)) continue;
    const others = members.filter((member) => !isNullSchema(member));
    delete schema[union];
    schema.nullable = true;
    if (others.length !== 1) schema[union] = others;
    else if (isObject(others[0]) && typeof others[0].$ref === 'string') schema.allOf = [others[0]];
    else schema = { ...(others[0] as Schema), ...schema };
  }
  if ('const' in schema) {
    schema.enum = [schema.const];
    delete schema.const;
  }
  for (const [exclusive, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof schema[exclusive] === 'number') {
      schema[bound] = schema[exclusive];
      schema[exclusive] = true;
    }
  }
  moveExamples(schema);
  const values: unknown = schema.enum;
  if (Array.isArray(values) && schema.nullable === true && !values.includes(null)) schema.enum = [...(values as unknown[]), null];

  if (isObject(schema.properties)) {
    schema.properties = Object.fromEntries(Object.entries(schema.properties).map(([name, value]) => [name, toOpenApi30Schema(value)]));
  }
  for (const key of ['items', 'additionalProperties', 'not'] as const) {
    if (isObject(schema[key])) schema[key] = toOpenApi30Schema(schema[key]);
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'] as const) {
    const members = schema[key];
    if (Array.isArray(members)) schema[key] = members.map(toOpenApi30Schema);
  }
  return schema;
}

/** JSON Schema's `examples` list as 3.0's single `example` (the first; an explicit `example` wins). */
function moveExamples(node: Schema): void {
  if (!Array.isArray(node.examples)) return;
  if (!('example' in node) && node.examples.length > 0) node.example = node.examples[0];
  delete node.examples;
}

const convertContent = (content: unknown) => {
  if (!isObject(content)) return;
  for (const media of Object.values(content)) {
    if (isObject(media) && 'schema' in media) media.schema = toOpenApi30Schema(media.schema);
  }
};

/** The whole document in 3.0's spelling: component schemas, parameters, request bodies and answers. */
export function toOpenApi30(document: OpenAPIObject): OpenAPIObject {
  const converted = structuredClone(document);
  const schemas = converted.components?.schemas;
  if (schemas) {
    for (const [name, schema] of Object.entries(schemas)) schemas[name] = toOpenApi30Schema(schema) as (typeof schemas)[string];
  }
  for (const item of Object.values(converted.paths)) {
    for (const operation of Object.values(item as Record<string, unknown>)) {
      if (!isObject(operation)) continue;
      for (const parameter of Array.isArray(operation.parameters) ? operation.parameters : []) {
        if (!isObject(parameter)) continue;
        moveExamples(parameter);
        if ('schema' in parameter) parameter.schema = toOpenApi30Schema(parameter.schema);
      }
      if (isObject(operation.requestBody)) convertContent(operation.requestBody.content);
      for (const answer of Object.values(isObject(operation.responses) ? operation.responses : {})) {
        if (isObject(answer)) convertContent(answer.content);
      }
    }
  }
  return converted;
}
