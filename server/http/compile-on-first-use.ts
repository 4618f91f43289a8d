import type { ValidateFunction } from 'ajv';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

/*
 * Fastify compiles every route's validators and response serializers while the app starts: about
 * 200 routes (and their HEAD twins), a third of the CPU of a cold start (`npm run bench:boot`). Here
 * each one is compiled when its route first needs it instead; a route never called costs nothing.
 * `tests/server/schemas-compile.test.ts` compiles them all, so a broken schema still fails a test
 * rather than a first request.
 */

/** An ajv validator compiled at its first call; Fastify reads `errors` off the function it holds. */
export function validatorOnFirstUse(compile: () => ValidateFunction): ValidateFunction {
  let compiled: ValidateFunction | undefined;
  const validate = ((data: unknown) => {
    compiled ??= compile();
    const valid = compiled(data);
    validate.errors = compiled.errors;
    return valid;
  }) as ValidateFunction;
  validate.errors = null;
  return validate;
}

/** The response serializer Fastify would build (fast-json-stringify, no shared schemas), built at first use. */
export function compileSerializer(schema: unknown): (data: unknown) => string {
  return fastJson(schema as Parameters<typeof fastJson>[0]);
}

export const serializerOnFirstUse: FastifySerializerCompiler<unknown> = ({ schema }) => {
  let serialize: ((data: unknown) => string) | undefined;
  return (data) => {
    serialize ??= compileSerializer(schema);
    return serialize(data);
  };
};
