import { defineArea, type Registers } from '../../core/area';
import { protectionGuards } from './checks';
import { protection as protectionControl } from './control';
import { protection } from './routes';
import { LimitRecord, ProtectionRecord, ProtectionWorldRecord } from './schemas';

const collections = { protectionLimits: LimitRecord, protectionStates: ProtectionRecord, protectionWorld: ProtectionWorldRecord };

/**
 * Player protection: deposit and loss limits with cooling-off raises, reality checks, time-outs, self-exclusion and the
 * activity statement (protection/*). Its rules over deposits, stakes, venue transfers and logins are guards (checks.ts),
 * which the money areas ask through `world.guards` without importing this area.
 */
export const protectionArea = defineArea({
  collections,
  routes: { protection },
  control: { protection: protectionControl },
  guards: protectionGuards,
});

// Types world.db without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
