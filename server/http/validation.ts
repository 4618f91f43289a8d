import { Ajv, type Options, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorOnFirstUse } from './compile-on-first-use';

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

/**
 * What no user text may hold: C0 controls except tab, newline and carriage return (U+0000 above all:
 * PostgreSQL refuses it with a 500), DEL and the C1 controls, and lone UTF-16 surrogates (they cannot
 * be stored as UTF-8 and would come back as U+FFFD).
 */
const FORBIDDEN_IN_TEXT =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` is acceptable user text (see FORBIDDEN_IN_TEXT). */
export function isUserText(text: string): boolean {
  return !FORBIDDEN_IN_TEXT.test(text);
}

/** The ajv format name `UserText` (src/contracts/common.ts) carries. */
export const USER_TEXT_FORMAT = 'user-text';

function createAjv(coerceTypes: Options['coerceTypes']): Ajv {
  const ajv = new Ajv({ ...shared, coerceTypes });
  addFormats(ajv);
  ajv.addFormat(USER_TEXT_FORMAT, { type: 'string', validate: isUserText });
  return ajv;
}

type SchemaNode = Record<string, unknown>;

/**
 * A copy of a request schema where every string without a format of its own is user text, so a
 * route that declares a plain `Type.String()` still refuses NUL and friends: no route can forget.
 * (Strings with a format — date, user-text — are already stricter than that.)
 */
export function withUserText(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withUserText);
  if (schema === null || typeof schema !== 'object') return schema;
  const node = schema as SchemaNode;
  const copy: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) {
    // `enum`, `const` and `default` hold values, not schemas.
    copy[key] = key === 'enum' || key === 'const' || key === 'default' ? value : withUserText(value);
  }
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('string') && node.format === undefined) copy.format = USER_TEXT_FORMAT;
  return copy;
}

/** Compiles one request schema: strict JSON bodies, string-coerced URL parts, user text everywhere. */
export type CompileValidator = (schema: unknown, httpPart: string | undefined) => ValidateFunction;

export function createSchemaValidator(): CompileValidator {
  const bodyAjv = createAjv(false);
  const urlAjv = createAjv('array');
  return (schema, httpPart) => {
    const ajv = httpPart === 'body' ? bodyAjv : urlAjv;
    return ajv.compile(withUserText(schema) as object);
  };
}

/** The app's validator compiler: each route's validator is compiled when first used. */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const compile = createSchemaValidator();
  return ({ schema, httpPart }) => validatorOnFirstUse(() => compile(schema, httpPart));
}
