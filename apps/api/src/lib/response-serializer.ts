import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import fastJson, { type Schema as AnswerSchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

type JsonSchema = { [keyword: string]: unknown };

const isSchema = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `anyOf: [X, {type: 'null'}]`, zod's nullable, as `type: [X's type, 'null']`:
 * fast-json-stringify writes a multi-type by `typeof`, but picks an `anyOf` branch by
 * validating the value against each one, on every answer.
 */
function nullableAsMultiType(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return schema;
  const nullAt = branches.findIndex((b) => isSchema(b) && b.type === 'null');
  const other: unknown = branches[1 - nullAt];
  if (nullAt === -1 || !isSchema(other) || typeof other.type !== 'string') return schema;
  if ('const' in other || other.anyOf || other.oneOf || other.allOf || other.$ref) return schema;
  const { anyOf: _branches, ...rest } = schema;
  return {
    ...rest,
    ...other,
    type: [other.type, 'null'],
    ...(Array.isArray(other.enum) ? { enum: [...(other.enum as unknown[]), null] } : {}),
  };
}

/** Every subschema of `schema`, rewritten by `rewrite` from the leaves up. */
function rewriteSchema(value: unknown, rewrite: (schema: JsonSchema) => JsonSchema): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteSchema(item, rewrite));
  if (!isSchema(value)) return value;
  const out: JsonSchema = {};
  for (const [key, child] of Object.entries(value)) {
    // Literal values (`const`, `enum`, `default`, examples) are data, not schemas.
    out[key] = key === 'const' || key === 'enum' ? child : rewriteSchema(child, rewrite);
  }
  return rewrite(out);
}

/**
 * The JSON Schema of what a zod schema answers, as fast-json-stringify reads it: zod's own
 * conversion of its output side, with nullable values as multi-types.
 */
export function answerJsonSchema(schema: z.ZodType): AnswerSchema {
  const converted = z.toJSONSchema(schema, {
    io: 'output',
    target: 'draft-7',
    // A value JSON Schema cannot describe (a Date) is written as JSON.stringify writes it.
    unrepresentable: 'any',
  });
  return rewriteSchema(converted, nullableAsMultiType) as AnswerSchema;
}

/**
 * Checks answers against their JSON Schema: types, enum values, patterns and formats
 * (`date-time`, `date`, `email` by their regular expressions, ajv-formats' "fast" mode: the
 * "full" mode's calendar checks cost more than writing the answer). A property the schema
 * does not name is not refused: the serializer leaves it out.
 */
const checker = new Ajv({ strict: false, allErrors: false });
addFormats(checker, { mode: 'fast' });

/** The schema the check reads: as written, but open to properties it leaves out. */
const openObjects = (schema: JsonSchema): JsonSchema => {
  if (schema.additionalProperties !== false) return schema;
  const { additionalProperties: _closed, ...rest } = schema;
  return rest;
};

/** An answer its route's schema refuses: a fault of the API, never sent. */
export class AnswerMismatchError extends Error {
  override name = 'AnswerMismatchError';
}

/**
 * Answers are checked against the JSON Schema of the route's zod response schema, then
 * written by a serializer compiled from it (fast-json-stringify), instead of parsing every
 * answer with zod and then calling `JSON.stringify` (a tenth of a list request's CPU at a
 * million cars). An answer the schema refuses (a status the contract does not know, a
 * timestamp in another form) is not sent: it fails the request, which the error handler
 * answers 500 and logs with the first refusal's place and rule (not its value). The bytes
 * are those zod's serializer wrote: properties in the schema's order, unknown ones left out,
 * strings escaped as `JSON.stringify` does (`response-serializer.test.ts` compares every
 * list's answer). ADR 032 has the check's cost.
 *
 * Compiled on a route's first answer: compiling all of them took about 0.4 s of every start
 * (and of every test file's app), for routes a process may never answer.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({
  schema,
  method,
  url,
  httpStatus,
}) => {
  let compiled: { check: (data: unknown) => void; write: (data: unknown) => string } | undefined;
  const compile = () => {
    const answer = answerJsonSchema(schema);
    const validate = checker.compile(rewriteSchema(answer, openObjects) as object);
    const check = (data: unknown) => {
      if (validate(data)) return;
      const [first] = validate.errors ?? [];
      throw new AnswerMismatchError(
        `The ${httpStatus} answer of ${method} ${url} does not match its schema: ` +
          `${first?.instancePath || '/'} ${first?.message ?? 'is refused'}`,
      );
    };
    return { check, write: fastJson(answer) };
  };
  return (data) => {
    compiled ??= compile();
    compiled.check(data);
    return compiled.write(data);
  };
};
