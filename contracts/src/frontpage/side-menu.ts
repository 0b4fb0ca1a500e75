import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';

export const SideMenuItem = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  /** A route of spec §2, without the leading slash. */
  path: z.string(),
  /** 1: shown as a tab of the tab bar (spec §2). */
  tabtar: z.union([z.literal(0), z.literal(1)]),
  sort: z.number().int(),
});
export type SideMenuItem = z.infer<typeof SideMenuItem>;

export const getSideMenu = endpoint({
  method: 'GET',
  path: 'frontpage/getSideMenu',
  auth: 'none',
  summary: 'The side menu; entries with tabtar 1 form the tab bar. The app ignores the answer unless code is 1.',
  input: NoInput,
  output: z.array(SideMenuItem),
});
