/**
 * The Filter language, parsed once and evaluated in JS (for a batch's pending documents).
 * Semantics follow MongoDB for scalars, and the SQLite adapter compiles to the same:
 * - a missing field equals null; `{ f: null }` matches null or missing, `$ne: null` neither;
 * - comparisons are type-strict ("1" never equals 1; 1 equals 1.0) and $gt/$gte/$lt/$lte
 *   only match values of the operand's type (numbers, strings or booleans);
 * - `$gte`/`$lte` null match null or missing, `$gt`/`$lt` null match nothing;
 * - strings order by code point (= UTF-8 byte order, as SQLite BINARY and MongoDB do).
 * Sorting puts null/missing first, then numbers, strings, objects, arrays, booleans (MongoDB's
 * order), with the id as the final tie-breaker so every adapter returns the same order.
 */
import { FieldCondition, Filter, FindOptions, ReadModelDocument, Scalar } from './read-model-store.port';

export type ComparisonOperator = '$gt' | '$gte' | '$lt' | '$lte';

export type Clause =
  | { field: string; op: 'eq' | 'ne'; value: Scalar }
  | { field: string; op: 'in'; values: Scalar[] }
  | { field: string; op: ComparisonOperator; value: Scalar };

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const COMPARISONS: ComparisonOperator[] = ['$gt', '$gte', '$lt', '$lte'];

const COLLECTION_NAME = /^[A-Za-z_][A-Za-z0-9_-]*$/;

/** Collection names become Mongo collections and SQLite index names: plain identifiers (and dashes). */
export function assertCollectionName(collection: string): void {
  if (!COLLECTION_NAME.test(collection)) throw new Error(`Invalid read-model collection name: ${JSON.stringify(collection)}`);
}

/** Field names reach SQL paths and Mongo keys: only plain identifiers are allowed. */
export function assertFieldName(field: string): void {
  if (!FIELD_NAME.test(field)) throw new Error(`Invalid read-model field name: ${JSON.stringify(field)}`);
}

function assertScalar(value: unknown, where: string): asserts value is Scalar {
  const type = typeof value;
  const finiteNumber = type === 'number' && Number.isFinite(value);
  if (value !== null && type !== 'string' && type !== 'boolean' && !finiteNumber) {
    throw new Error(`Filter ${where} must be a string, finite number, boolean or null`);
  }
}

function parseCondition(field: string, condition: FieldCondition): Clause[] {
  if (condition === null || typeof condition !== 'object') {
    assertScalar(condition, `value of ${field}`);
    return [{ field, op: 'eq', value: condition }];
  }
  const operators = Object.keys(condition);
  if ('$in' in condition) {
    if (operators.length !== 1 || !Array.isArray(condition.$in)) throw new Error(`Filter ${field}: $in takes a list, alone`);
    condition.$in.forEach((value) => assertScalar(value, `$in value of ${field}`));
    return [{ field, op: 'in', values: condition.$in }];
  }
  if ('$ne' in condition) {
    if (operators.length !== 1) throw new Error(`Filter ${field}: $ne cannot be combined`);
    assertScalar(condition.$ne, `$ne value of ${field}`);
    return [{ field, op: 'ne', value: condition.$ne }];
  }
  if (operators.length === 0) throw new Error(`Filter ${field}: empty condition`);
  return operators.map((op) => {
    if (!COMPARISONS.includes(op as ComparisonOperator)) throw new Error(`Filter ${field}: unknown operator ${op}`);
    const value = (condition as Record<string, unknown>)[op];
    assertScalar(value, `${op} value of ${field}`);
    return { field, op: op as ComparisonOperator, value };
  });
}

/** Validates a filter and flattens it into clauses that must all hold. */
export function parseFilter(filter: Filter = {}): Clause[] {
  return Object.entries(filter).flatMap(([field, condition]) => {
    assertFieldName(field);
    return parseCondition(field, condition);
  });
}

type Kind = 'null' | 'number' | 'string' | 'object' | 'array' | 'boolean';
const KIND_RANK: Record<Kind, number> = { null: 0, number: 1, string: 2, object: 3, array: 4, boolean: 5 };

export function kindOf(value: unknown): Kind {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  const type = typeof value;
  if (type === 'number' || type === 'string' || type === 'boolean') return type;
  return 'object';
}

const SURROGATE = /[\uD800-\uDFFF]/;

/** Code-point order; plain `<` compares UTF-16 units, which differs only around surrogates. */
export function compareStrings(a: string, b: string): number {
  if (!SURROGATE.test(a) && !SURROGATE.test(b)) return a < b ? -1 : a > b ? 1 : 0;
  const [left, right] = [Array.from(a), Array.from(b)];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const difference = left[i].codePointAt(0)! - right[i].codePointAt(0)!;
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

/** Orders two values of the same kind. */
function compareSameKind(a: unknown, b: unknown, kind: Kind): number {
  if (kind === 'null') return 0;
  if (kind === 'string') return compareStrings(a as string, b as string);
  if (kind === 'number' || kind === 'boolean') return Number(a) - Number(b);
  return compareStrings(JSON.stringify(a), JSON.stringify(b));
}

export function compareValues(a: unknown, b: unknown): number {
  const [kindA, kindB] = [kindOf(a), kindOf(b)];
  if (kindA !== kindB) return KIND_RANK[kindA] - KIND_RANK[kindB];
  return compareSameKind(a, b, kindA);
}

function equals(actual: unknown, expected: Scalar): boolean {
  const kind = kindOf(actual);
  if (expected === null) return kind === 'null';
  return kind === kindOf(expected) && actual === expected;
}

function satisfiesComparison(actual: unknown, op: ComparisonOperator, operand: Scalar): boolean {
  if (operand === null) return (op === '$gte' || op === '$lte') && kindOf(actual) === 'null';
  const kind = kindOf(operand);
  if (kindOf(actual) !== kind) return false;
  const order = compareSameKind(actual, operand, kind);
  if (op === '$gt') return order > 0;
  if (op === '$gte') return order >= 0;
  if (op === '$lt') return order < 0;
  return order <= 0;
}

function satisfies(doc: ReadModelDocument, clause: Clause): boolean {
  const actual = doc[clause.field];
  switch (clause.op) {
    case 'eq':
      return equals(actual, clause.value);
    case 'ne':
      return !equals(actual, clause.value);
    case 'in':
      return clause.values.some((value) => equals(actual, value));
    case '$gt':
    case '$gte':
    case '$lt':
    case '$lte':
      return satisfiesComparison(actual, clause.op, clause.value);
  }
}

export function matchesClauses(doc: ReadModelDocument, clauses: Clause[]): boolean {
  return clauses.every((clause) => satisfies(doc, clause));
}

export function matchesFilter(doc: ReadModelDocument, filter: Filter = {}): boolean {
  return matchesClauses(doc, parseFilter(filter));
}

/** Validated sort fields, in order. */
export function parseSort(sort: FindOptions['sort'] = {}): Array<[string, 1 | -1]> {
  return Object.entries(sort).map(([field, direction]) => {
    assertFieldName(field);
    if (direction !== 1 && direction !== -1) throw new Error(`Sort direction for ${field} must be 1 or -1`);
    return [field, direction];
  });
}

/** A comparator for Array.sort matching the adapters' ORDER BY (ties broken by id, ascending). */
export function documentComparator(sort: FindOptions['sort']): (a: ReadModelDocument, b: ReadModelDocument) => number {
  const fields = parseSort(sort);
  return (a, b) => {
    for (const [field, direction] of fields) {
      const order = compareValues(a[field], b[field]);
      if (order !== 0) return order * direction;
    }
    return compareStrings(a.id, b.id);
  };
}

/** Limits are whole numbers of documents; 0 returns nothing. */
export function parseLimit(limit: number | undefined): number | undefined {
  if (limit === undefined) return undefined;
  if (!Number.isInteger(limit) || limit < 0) throw new Error(`Invalid limit: ${limit}`);
  return limit;
}
