import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { ContractResolver } from './contract-form';

/**
 * The resolver of a form checked with a contract schema (the server's own rule). The form holds a draft (a
 * choice not made yet is `undefined`, an unticked box `false`); zod takes any value and answers the schema's
 * output or its issues, so the draft is a sound input for it. The signature says so for every schema; the body,
 * which TypeScript cannot relate to a generic schema's draft, is written for any schema. Imported lazily by forms
 * whose first paint needs no zod (`lazyResolver`).
 */
export function contractResolver<S extends z.ZodType<FieldValues, FieldValues>>(schema: S): ContractResolver<S>;
export function contractResolver(schema: z.ZodType<FieldValues, FieldValues>): Resolver<FieldValues, unknown, FieldValues> {
  return zodResolver(schema);
}
