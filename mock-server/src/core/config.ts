/**
 * What the environment decides about a world, read once by server.ts and handed down through buildApp: the
 * domain never reads process.env. Empty here: each area that has settings adds its fields by declaration
 * merging (`declare module '…/core/config'`) and their defaults as its `config` (core/area.ts); the composition
 * root (areas/world.ts) merges the defaults.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the areas (declaration merging)
export interface WorldConfig {}

/** `manual` (or `none`) leaves every decision to the control API; otherwise whole milliseconds. */
export function parseDelay(name: string, raw: string | undefined, fallback: number | null): number | null {
  const value = raw?.trim();
  if (value === undefined || value === '') return fallback;
  if (value === 'manual' || value === 'none') return null;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`${name} must be a whole number of milliseconds or "manual", got ${value}`);
  return ms;
}
