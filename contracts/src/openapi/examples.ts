import recorded from './examples.json';

/**
 * One operation's examples, recorded from the seeded world by `npm run openapi:examples`
 * (scripts/openapi-examples/): the request sent (query, JSON body or upload fields), the success answer,
 * and for an operation with required input the refusal of an empty one. Long lists are cut to their first
 * items where the contract allows it.
 */
export interface RecordedExample {
  request?: unknown;
  answer?: unknown;
  refusal?: unknown;
}

/** Every recorded example by operation id (`account.login`, `control.world.reset`). */
export const recordedExamples: Record<string, RecordedExample> = recorded;

/** The OpenAPI form: the request example, and the answers as named examples (success first: Prism's mock mode answers it). */
export function examplesOf(example: RecordedExample | undefined): {
  request: unknown;
  answers: Record<string, { summary: string; value: unknown }> | undefined;
} {
  const answers = {
    ...(example?.answer === undefined ? {} : { success: { summary: 'Success, from the seeded world', value: example.answer } }),
    ...(example?.refusal === undefined ? {} : { refused: { summary: 'Refused: the same call without its input', value: example.refusal } }),
  };
  return { request: example?.request, answers: Object.keys(answers).length > 0 ? answers : undefined };
}
