import { z } from 'zod';

/** Digits only: no sign, no spaces, no exponent, no hex, no leading zeros, at most 15 digits (a safe integer). */
const INTEGER_DIGITS = /^(0|[1-9]\d{0,14})$/;

/**
 * An integer query parameter. On the wire a query value is a string, so it must be written as an
 * integer ("5"); `" 5"`, `"0x64"`, `"1e3"` and `"1000000000.00"` are refused, never coerced. Numbers
 * are accepted from in-process callers (tests, the web's typed calls before they are serialised).
 * Narrow it with `.pipe(z.number().min(1))` or `.pipe(SomeEnum)`; the OpenAPI document shows an integer
 * parameter with the bounds or values of what it is piped into (contracts/src/openapi/schema-set.ts).
 */
export const QueryInt = z
  .union([z.number(), z.string()], { error: (issue) => (issue.input === undefined ? 'required' : 'integer.format') })
  .transform((value, ctx) => {
    if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
    if (typeof value === 'string' && INTEGER_DIGITS.test(value)) return Number(value);
    ctx.issues.push({ code: 'custom', message: 'integer.format', input: value });
    return z.NEVER;
  });

/** An integer in a JSON body: a JSON number without a fraction; `true`, `"5"` and `5.5` are refused. */
export const JsonInt = z.number({ error: (issue) => (issue.input === undefined ? 'required' : 'integer.json') }).int('integer.json');
