import type { OpenAPIObject } from '@nestjs/swagger';
import { toOpenApi30, toOpenApi30Schema } from './openapi-3-0';

describe("JSON Schema to OpenAPI 3.0's schema spelling", () => {
  it("turns a type list with 'null' into the one type and nullable: true", () => {
    expect(toOpenApi30Schema({ type: ['number', 'null'], description: 'Rate' })).toEqual({
      type: 'number',
      nullable: true,
      description: 'Rate',
    });
    expect(toOpenApi30Schema({ type: ['string', 'integer', 'null'] })).toEqual({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
      nullable: true,
    });
    expect(toOpenApi30Schema({ type: ['string'] })).toEqual({ type: 'string' });
  });

  it('turns a union with a null member into the other member, nullable (a $ref through allOf)', () => {
    expect(toOpenApi30Schema({ anyOf: [{ type: 'string', format: 'date' }, { type: 'null' }], description: 'A day' })).toEqual({
      type: 'string',
      format: 'date',
      nullable: true,
      description: 'A day',
    });
    expect(toOpenApi30Schema({ oneOf: [{ $ref: '#/components/schemas/FeedLink' }, { type: 'null' }] })).toEqual({
      allOf: [{ $ref: '#/components/schemas/FeedLink' }],
      nullable: true,
    });
    expect(toOpenApi30Schema({ anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] })).toEqual({
      anyOf: [{ type: 'string' }, { type: 'integer' }],
      nullable: true,
    });
  });

  it('rewrites const, numeric exclusive bounds and examples, and adds null to a nullable enum', () => {
    expect(toOpenApi30Schema({ const: 'in' })).toEqual({ enum: ['in'] });
    expect(toOpenApi30Schema({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 10 })).toEqual({
      type: 'number',
      minimum: 0,
      exclusiveMinimum: true,
      maximum: 10,
      exclusiveMaximum: true,
    });
    expect(toOpenApi30Schema({ type: 'string', examples: ['09:00', '17:00'] })).toEqual({ type: 'string', example: '09:00' });
    expect(toOpenApi30Schema({ type: ['string', 'null'], enum: ['a', 'b'] })).toEqual({
      type: 'string',
      enum: ['a', 'b', null],
      nullable: true,
    });
    expect(
      toOpenApi30Schema({ $schema: 'https://json-schema.org/draft/2020-12/schema', type: 'object', propertyNames: { type: 'string' } }),
    ).toEqual({
      type: 'object',
    });
  });

  it('reaches every subschema: properties, items, additionalProperties, unions, not', () => {
    const nullableString = { type: ['string', 'null'] };
    const converted = { type: 'string', nullable: true };
    expect(
      toOpenApi30Schema({
        type: 'object',
        properties: { a: nullableString, list: { type: 'array', items: nullableString } },
        additionalProperties: nullableString,
        allOf: [nullableString],
        not: nullableString,
      }),
    ).toEqual({
      type: 'object',
      properties: { a: converted, list: { type: 'array', items: converted } },
      additionalProperties: converted,
      allOf: [converted],
      not: converted,
    });
  });

  it('converts a whole document (components, parameters, bodies, answers) and leaves its input as it was', () => {
    const document = {
      openapi: '3.0.0',
      info: { title: 'T', version: '1' },
      paths: {
        '/x': {
          get: {
            parameters: [{ name: 'date', in: 'query', examples: ['2026-11-23'], schema: { type: 'string', examples: ['2026-11-23'] } }],
            requestBody: { content: { 'application/json': { schema: { type: ['integer', 'null'] } } } },
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: ['boolean', 'null'] } } } } },
          },
        },
      },
      components: { schemas: { A: { type: ['number', 'null'] } } },
    } as unknown as OpenAPIObject;
    const before = structuredClone(document);
    expect(toOpenApi30(document)).toEqual({
      ...document,
      paths: {
        '/x': {
          get: {
            parameters: [{ name: 'date', in: 'query', example: '2026-11-23', schema: { type: 'string', example: '2026-11-23' } }],
            requestBody: { content: { 'application/json': { schema: { type: 'integer', nullable: true } } } },
            responses: { '200': { description: 'ok', content: { 'application/json': { schema: { type: 'boolean', nullable: true } } } } },
          },
        },
      },
      components: { schemas: { A: { type: 'number', nullable: true } } },
    });
    expect(document).toEqual(before);
  });
});
