import type { Lang } from '@contracts';
import type { FaultProblem } from '@contracts/control/faults';
import { fail, type DomainError } from '../core/errors';

/** A list as each language writes one: "a, b, c" / "a、b、c". */
const list = (items: readonly string[], lang: Lang) => items.join(lang === 'zh_hans' ? '、' : ', ');

/** The 400 refusal of a fault that could never fire (contracts' `faultProblem`), naming what is allowed instead. */
export function faultRefusal(problem: FaultProblem, lang: Lang): DomainError {
  switch (problem.problem) {
    case 'path':
      return fail('control.faultPath', { path: problem.path, closest: list(problem.closest, lang) }, 400);
    case 'noSession':
      return fail('control.faultNoSession', { path: problem.path, kinds: list(problem.kinds, lang) }, 400);
    case 'missing':
      return fail('control.faultMissing', { kind: problem.kind, field: problem.field, fields: list(problem.fields, lang) }, 400);
    case 'field':
      return fail('control.faultField', { kind: problem.kind, field: problem.field, fields: list(problem.fields, lang) }, 400);
  }
}
