import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';

/*
 * Fastify's default AJV silently strips unknown properties (removeAdditional) and coerces types in
 * bodies too ("5" → 5, "" → 0). We want hostile or sloppy input rejected instead: unknown fields are
 * a 400, and only the URL parts (querystring, params, headers), which are strings by nature, are
 * coerced. allErrors stays false: collecting every error is a DoS vector on large inputs.
 */
const shared: Options = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  addUsedSchema: false,
  // TypeBox emits keywords AJV's strict mode does not know (e.g. `~kind`); they carry no validation.
  strict: false,
};

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...shared, coerceTypes });
  addFormats(ajv);
  return ajv;
}

/** A validator compiler: strict JSON bodies, string-coerced URL parts. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const bodyAjv = createAjv(false);
  const urlAjv = createAjv('array');
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : urlAjv;
    return ajv.compile(schema as object);
  };
}
