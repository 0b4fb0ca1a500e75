import { z } from 'zod';
import { controlEndpoint } from './endpoint';

/** VIP scenario control: lets a journey or a demo reach a level without betting millions. */
export const vip = {
  setLevel: controlEndpoint({
    method: 'POST',
    path: 'vip/set',
    summary:
      'Sets the VIP level a player keeps whatever their deposits and turnover (0–9); the level shown is the higher of it and the level those figures earn. Answers the resulting level.',
    input: z.object({ username: z.string().min(1), level: z.number().int().min(0).max(9) }),
    output: z.object({ username: z.string(), level: z.number().int().min(0) }),
  }),
};
