import { z } from 'zod';
import { NOT_BLANK } from './text';
import { IsoDate, startOfPlatformDay } from '../core/time';
import { Mobile, RealName } from './account';

// One literal of two values (not a union): a form resolver reports a union's first branch, not this message.
export const Gender = z.literal([1, 2], { error: 'gender.required' }).meta({ id: 'Gender' }); // 1 male, 2 female
export type Gender = z.infer<typeof Gender>;

/** True when someone born on `birthday` (YYYY-MM-DD) has had their 18th birthday before `nowMs`. */
export function isOver18(birthday: string, nowMs: number): boolean {
  const [y, m, d] = birthday.split('-').map(Number) as [number, number, number];
  const eighteenth = `${String(y + 18).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  return startOfPlatformDay(eighteenth) <= nowMs;
}

/**
 * Personal data (spec §3, §5): date of birth must show the player is over 18. Built from the
 * caller's clock so the mock's controllable clock and the browser agree on the rule.
 */
export const PersonalDataFields = z.object({
  avatar: z.string().regex(NOT_BLANK, 'required').trim().optional(),
  realName: RealName,
  gender: Gender,
  birthday: IsoDate.meta({
    description: "The player must be over 18 on this day by the server's clock (spec §5: checked by the server, it depends on the date).",
  }),
  mobile: Mobile,
  email: z.email('email.format'),
});

export function personalDataForm(nowMs: number) {
  return PersonalDataFields.extend({
    birthday: z.iso.date('birthday.format').refine((v) => isOver18(v, nowMs), 'birthday.adult'),
  });
}
export type PersonalDataForm = z.infer<ReturnType<typeof personalDataForm>>;
