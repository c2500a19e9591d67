import fc from 'fast-check';

/** The subset of JSON Schema the OpenAPI document uses (inline schemas generated from zod). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  maxItems?: number;
};

/**
 * Values the server has shown so far: valid-ish inputs use them to reach past the look-ups. `idsFor` answers
 * the ids seen in the role a field or path names (a `channel_id` gets channel ids, `/posts/{id}` post ids).
 */
export type Known = { ids: string[]; usernames: string[]; idsFor: (hint: string) => string[] };

const STOPWORDS = new Set(['api', 'id', 'ids', 'data', 'items', 'fetch', 'get', 'mine', 'tokenised']);
const PEOPLE = new Set(['recipient', 'seller', 'buyer', 'creator', 'author', 'fan', 'member', 'target', 'reported', 'payer', 'owner', 'collaborator', 'subscriber', 'agency']);

/** The nouns a key, path or parameter name speaks of, singular: `tokenised_card_id` → card, `product-orders` → product, order. */
export function stems(text: string): string[] {
  const words = text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .map((word) => (word.endsWith('sses') ? word.slice(0, -2) : word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
    .filter((word) => word.length >= 3 && !STOPWORDS.has(word));
  return [...new Set(words.flatMap((word) => (PEOPLE.has(word) ? [word, 'user'] : [word])))];
}

const deepArray = (depth: number): unknown => (depth === 0 ? [] : [deepArray(depth - 1)]);
const deepObject = (depth: number): unknown => (depth === 0 ? {} : { a: deepObject(depth - 1) });

/** Strings an attacker tries first: control and unpaired characters, oversize, number-ish and injection text. */
export const nastyStrings = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfff',
  '\ud83d\u0000',
  '\u202e\ufeff',
  '💥'.repeat(300),
  'a'.repeat(20_000),
  '-1',
  '0',
  '1.5',
  '1e309',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x1f',
  '9'.repeat(40),
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  '%00',
  "' OR '1'='1",
  '"; DROP TABLE users; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
];

/** Any JSON value in the wrong place: wrong types, extreme numbers, deep nesting. */
const nastyValues: unknown[] = [
  ...nastyStrings,
  null,
  true,
  0,
  -1,
  -0.5,
  0.1,
  1.5,
  2 ** 31,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  1e308,
  -1e308,
  5e-324,
  [],
  [null],
  {},
  { a: 1 },
  deepArray(500),
  deepObject(500),
];

const FORBIDDEN_TEXT = ['\u0000', '\ud800', '\udc00'];

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** An id the server has shown, preferring those in the role `hint` names; sometimes one nobody has. */
function knownId(known: Known, hint: string): fc.Arbitrary<string> {
  const options = [{ arbitrary: fc.uuid(), weight: 1 }];
  const fitting = known.idsFor(hint);
  if (fitting.length) options.push({ arbitrary: fc.constantFrom(...fitting), weight: 6 });
  if (known.ids.length) options.push({ arbitrary: fc.constantFrom(...known.ids), weight: 2 });
  return fc.oneof(...options);
}

// Rules the JSON Schema cannot carry (zod refinements): a strong password (never the identities' own), a real email address.
const PASSWORDS = ['Fuzz#Passw0rd1', 'An0ther!Secret9'];

function stringOf(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 40));
  if (schema.format === 'uuid') return knownId(known, name);
  if (schema.format === 'email' || /email/i.test(name)) return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
  if (/password/i.test(name)) return fc.constantFrom(...PASSWORDS);
  if (schema.format === 'date-time' || schema.format === 'date') {
    const date = fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((value) => value.toISOString());
    return schema.format === 'date' ? date.map((value) => value.slice(0, 10)) : date;
  }
  if (schema.pattern) {
    const matching = fc.stringMatching(new RegExp(schema.pattern)).map((value) => value.slice(0, schema.maxLength ?? 200));
    return matching.filter((value) => value.length >= minLength);
  }
  const text = fc.string({ minLength, maxLength, unit: 'grapheme' });
  if (/user(_?name)?$|tagname|target_user/i.test(name) && known.usernames.length) return fc.oneof({ arbitrary: fc.constantFrom(...known.usernames), weight: 3 }, { arbitrary: text, weight: 1 });
  return text;
}

function numberOf(schema: JsonSchema, integer: boolean, name: string): fc.Arbitrary<number> {
  // Amounts have minimums the schema does not state ($5 tips, $10 deposits): start there.
  const floor = /amount|price|fee/i.test(name) ? 10 : 0;
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + (integer ? 1 : 0.01) : floor);
  const max = Math.max(min, schema.maximum ?? Math.max(min, 0) + 200);
  // Money is dollars with cents at the edge: two decimals reach the pricing code, more are refused early.
  if (integer) return fc.integer({ min: clamp(Math.ceil(min), -1e9, 1e9), max: clamp(Math.floor(max), Math.ceil(min), 1e9) });
  return fc.integer({ min: Math.ceil(clamp(min, -1e7, 1e7) * 100), max: Math.floor(clamp(max, min, 1e7) * 100) }).map((cents) => cents / 100);
}

/** A value the schema accepts, or nearly: the starting point that mutations then break in one place. */
export function validish(schema: JsonSchema, known: Known, name = ''): fc.Arbitrary<unknown> {
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => validish(option, known, name)));
  const base = byType(schema, known, name);
  return schema.nullable ? fc.option(base, { nil: null, freq: 5 }) : base;
}

function byType(schema: JsonSchema, known: Known, name: string): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object':
      return objectOf(schema, known);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      return fc.array(validish(schema.items ?? {}, known, name), { minLength, maxLength: Math.max(minLength, Math.min(schema.maxItems ?? 3, 3)) });
    }
    case 'integer':
      return numberOf(schema, true, name);
    case 'number':
      return numberOf(schema, false, name);
    case 'boolean':
      return fc.boolean();
    case 'string':
      return stringOf(schema, known, name);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectOf(schema: JsonSchema, known: Known): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema.properties ?? {});
  if (properties.length === 0) {
    const values = typeof schema.additionalProperties === 'object' ? validish(schema.additionalProperties, known) : fc.jsonValue({ maxDepth: 1 });
    return fc.dictionary(fc.string({ minLength: 1, maxLength: 12 }), values, { maxKeys: 3 });
  }
  const model = Object.fromEntries(properties.map(([key, property]) => [key, validish(property, known, key)]));
  return fc.record(model, { requiredKeys: schema.required?.filter((key) => key in model) ?? [] });
}

type Path = (string | number)[];

const DROP = Symbol('drop');

function pathsIn(value: unknown, onlyStrings: boolean, path: Path = [], found: Path[] = []): Path[] {
  if (typeof value === 'string' && onlyStrings) found.push(path);
  if (value === null || typeof value !== 'object') {
    if (!onlyStrings && path.length) found.push(path);
    return found;
  }
  if (!onlyStrings && path.length) found.push(path);
  for (const [key, child] of Object.entries(value)) pathsIn(child, onlyStrings, [...path, Array.isArray(value) ? Number(key) : key], found);
  return found;
}

function replaceAt(value: unknown, path: Path, replacement: (current: unknown) => unknown | typeof DROP): unknown {
  if (path.length === 0) return replacement(value);
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    const next = replaceAt(copy[head as number], rest, replacement);
    if (next === DROP) copy.splice(head as number, 1);
    else copy[head as number] = next;
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  const next = replaceAt(copy[head!], rest, replacement);
  if (next === DROP) delete copy[head!];
  else copy[head!] = next;
  return copy;
}

/** One way of breaking a valid-ish value: picks and positions are indexes taken modulo what the value offers. */
export type Mutation =
  | { kind: 'none' }
  | { kind: 'replace'; pick: number; value: unknown }
  | { kind: 'taint'; pick: number; text: string; at: number }
  | { kind: 'drop'; pick: number }
  | { kind: 'extra'; key: string; value: unknown }
  | { kind: 'whole'; value: unknown };

export const mutation: fc.Arbitrary<Mutation> = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 3 },
  { arbitrary: fc.record({ kind: fc.constant('replace' as const), pick: fc.nat(), value: fc.constantFrom(...nastyValues) }), weight: 5 },
  { arbitrary: fc.record({ kind: fc.constant('taint' as const), pick: fc.nat(), text: fc.constantFrom(...FORBIDDEN_TEXT), at: fc.nat() }), weight: 4 },
  { arbitrary: fc.record({ kind: fc.constant('drop' as const), pick: fc.nat() }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('extra' as const), key: fc.constantFrom('is_admin', 'role', 'constructor', 'x'), value: fc.constantFrom<unknown>(true, 'ADMIN', { prototype: { polluted: true } }) }), weight: 1 },
  { arbitrary: fc.record({ kind: fc.constant('whole' as const), value: fc.constantFrom(...nastyValues) }), weight: 1 },
);

/** Applies a mutation; one with nothing to act on (a taint of a value without strings) leaves the value as it is. */
export function mutate(value: unknown, change: Mutation): unknown {
  if (change.kind === 'none') return value;
  if (change.kind === 'whole') return change.value;
  if (change.kind === 'extra') return value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value, [change.key]: change.value } : value;
  if (change.kind === 'taint') {
    const strings = pathsIn(value, true);
    if (strings.length === 0) return value;
    return replaceAt(value, strings[change.pick % strings.length]!, (current) => {
      const text = current as string;
      const at = change.at % (text.length + 1);
      return text.slice(0, at) + change.text + text.slice(at);
    });
  }
  const paths = pathsIn(value, false);
  if (paths.length === 0) return value;
  const path = paths[change.pick % paths.length]!;
  return replaceAt(value, path, () => (change.kind === 'drop' ? DROP : change.value));
}

/** The JSON text of a body; `proto` adds an own `__proto__` key, which JSON.stringify of an object cannot. */
export function bodyText(value: unknown, proto: boolean): string {
  const text = JSON.stringify(value) ?? 'null';
  if (!proto || !text.startsWith('{')) return text;
  return text === '{}' ? '{"__proto__":{"polluted":true}}' : `{"__proto__":{"polluted":true},${text.slice(1)}`;
}

/**
 * Percent-encodes as a client would, except that an unpaired surrogate (which encodeURIComponent
 * refuses) goes out as the three bytes a careless encoder would send.
 */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    out += char.length === 1 && code >= 0xd800 && code <= 0xdfff ? '%ED%A0%80' : encodeURIComponent(char);
  }
  return out;
}

/** An OpenAPI parameter; `hint` adds the path segment before a path parameter (`posts` for `/posts/{id}`). */
export type Parameter = { name: string; in: string; required?: boolean; schema: JsonSchema; hint?: string };

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value) ?? '');

/** A query or path value: valid-ish, or one of the strings an attacker tries. */
export function parameterValue(parameter: Parameter, known: Known): fc.Arbitrary<string | string[] | undefined> {
  const valid = validish(parameter.schema, known, parameter.name).map(asText);
  const nasty = fc.constantFrom(...nastyStrings.filter((text) => parameter.in !== 'path' || text !== ''));
  const tainted = fc.tuple(valid, fc.constantFrom(...FORBIDDEN_TEXT)).map(([text, bad]) => `${text}${bad}`);
  if (parameter.in === 'path') return fc.oneof({ arbitrary: rememberedPathValue(parameter, known, valid), weight: 6 }, { arbitrary: nasty, weight: 2 }, { arbitrary: tainted, weight: 1 });
  const repeated = fc.tuple(valid, valid).map((pair): string[] => pair);
  return fc.oneof(
    { arbitrary: valid, weight: 8 },
    { arbitrary: nasty, weight: 2 },
    { arbitrary: tainted, weight: 1 },
    { arbitrary: repeated, weight: 1 },
    { arbitrary: fc.constant(undefined), weight: parameter.required ? 1 : 3 },
  );
}

/** A value the route should accept: a remembered id or username in a path, a valid-ish query value (or none when optional). */
export function cleanParameterValue(parameter: Parameter, known: Known): fc.Arbitrary<string | undefined> {
  const valid = validish(parameter.schema, known, parameter.name).map(asText);
  if (parameter.in === 'path') return rememberedPathValue(parameter, known, valid);
  return parameter.required ? valid : fc.option(valid, { nil: undefined });
}

function rememberedPathValue(parameter: Parameter, known: Known, valid: fc.Arbitrary<string>): fc.Arbitrary<string> {
  if (parameter.schema.enum) return valid;
  if (/username/i.test(parameter.name)) return known.usernames.length ? fc.oneof({ arbitrary: fc.constantFrom(...known.usernames), weight: 3 }, { arbitrary: valid, weight: 1 }) : valid;
  return fc.oneof({ arbitrary: knownId(known, `${parameter.hint ?? ''} ${parameter.name}`), weight: 4 }, { arbitrary: valid, weight: 1 });
}
