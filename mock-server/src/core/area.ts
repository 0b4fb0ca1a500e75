import type { HttpRoutes } from './http';
import { combineGuards, type Guards } from './guards';
import type { z } from 'zod';
import type { WorldConfig } from './config';
import type { Counters, CoreCounters } from './schemas';
import { CORE_COLLECTIONS, type SecretFields, type World, type WorldShape } from './store';

/**
 * What an export without secrets leaves out of an area's collections: live bearer tokens whole, and secret
 * fields blanked. An import of such an export takes each blanked field back from the running world's record
 * that agrees on every `sameRecord` field (a record it does not know keeps the blank).
 */
export interface AreaSecrets {
  collections?: readonly string[];
  fields?: Readonly<Record<string, SecretFields>>;
}

/**
 * One area of the mock (account, funds, deposit …): everything it owns, registered through the one
 * list in `areas/index.ts`. Adding an area is adding a folder with an `area.ts` (this declaration) and one line there;
 * its `index.ts` exports what other code may call of it.
 */
export interface Area {
  /** Its store collections, by name (zod record schemas built from the contract's enums). */
  collections: Record<string, z.ZodObject>;
  /**
   * Its counters (`world.counters.<name>`) with their first values; a state file written before an area had
   * one imports with this value.
   */
  counters?: Readonly<Record<string, number>>;
  /** Its part of `world.config` with the defaults (server.ts reads what the environment changes). */
  config?: Readonly<Record<string, unknown>>;
  secrets?: AreaSecrets;
  /** Fills its collections for a new world; areas seed in list order (players first). */
  seed?: (world: World, startMs: number) => Promise<void>;
  /** Its contract groups: `{ account: Handlers<typeof api.account> }`. */
  routes: object;
  /** Its groups of the control contract: `{ wallet: ControlHandlers<typeof control.wallet> }`. */
  control?: object;
  /**
   * Clock jobs run on a tick under the write lock. They read due times kept in the world, so they
   * survive export/import; each runs in its own unit of work and answers when its next case falls due
   * (null: none), so ticks skip them until then unless the world has changed.
   */
  jobs?: Record<string, (world: World, nowMs: number) => Promise<number | null>>;
  /** Rules the area holds over money other areas move, asked where it moves (core/guards.ts). */
  guards?: Partial<Guards>;
  /** Pages and images outside both contracts (demo game pages, generated badges). */
  /** Their handlers read the request's world with `worldOf(request)`. */
  http?: (app: HttpRoutes) => void;
}

/**
 * What an area adds to one of the core's registries by declaration merging, from the object it declares:
 * `interface AreaCollections extends Registers<typeof collections> {}` (an interface extends only a named type).
 */
export type Registers<T> = T;

export function defineArea<const A extends Area>(area: A): A {
  return area;
}

/** `{ a } | { b }` → `{ a } & { b }`: the areas' parts merged into one object type. */
export type Merged<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** One part of the areas that have it (the others contribute nothing). */
export type PartOf<A, K extends PropertyKey> = A extends { [P in K]: infer V } ? V : never;

/**
 * Merges one part of every area (routes, control, collections, counters, config) into one object. Routes and control
 * are groups of handlers, and two areas may serve one group (the lottery area's control file serves
 * fast food's calls too; `common/*` calls live in several areas), so groups merge handler by handler.
 * A name claimed twice throws at start-up: a plain spread would let the later area silently replace
 * the earlier one's handlers while the types, which intersect, still say both are there.
 */
export function mergeParts<const T extends readonly Area[], K extends 'routes' | 'control' | 'collections' | 'counters' | 'config'>(
  areas: T,
  key: K,
): Merged<PartOf<T[number], K>> {
  const merged: Record<string, unknown> = {};
  const flat = key === 'collections' || key === 'counters' || key === 'config';
  for (const area of areas) {
    for (const [name, value] of Object.entries(area[key] ?? {})) {
      if (flat || !(name in merged)) {
        if (name in merged) throw new Error(`Two areas declare the ${key === 'collections' ? 'collection' : `${key} field`} "${name}"`);
        merged[name] = flat ? value : { ...(value as object) };
        continue;
      }
      const group = merged[name] as Record<string, unknown>;
      for (const [call, handler] of Object.entries(value as object)) {
        if (call in group) throw new Error(`Two areas serve ${key} ${name}.${call}`);
        group[call] = handler;
      }
    }
  }
  return merged as Merged<PartOf<T[number], K>>;
}

/**
 * The world's shape from the area list: the areas' declarations merged. A name two areas (or an area and the
 * core) claim, or a secret of a collection its area does not declare, throws at start-up.
 */
export function shapeWorld(areas: readonly Area[]): WorldShape {
  const declared = mergeParts(areas, 'collections') as Record<string, z.ZodObject>;
  for (const name of Object.keys(CORE_COLLECTIONS)) if (name in declared) throw new Error(`The collection "${name}" is the core's`);
  const secretCollections = new Set<string>(['sessions']);
  const secretFields: Record<string, SecretFields> = {};
  for (const area of areas) {
    const own = (name: string) => {
      if (!(name in area.collections)) throw new Error(`A secret of the collection "${name}", which its area does not declare`);
      return name;
    };
    for (const name of area.secrets?.collections ?? []) secretCollections.add(own(name));
    for (const [name, fields] of Object.entries(area.secrets?.fields ?? {})) secretFields[own(name)] = fields;
  }
  const coreCounters: z.infer<typeof CoreCounters> = { nextLedgerId: 1, nextOrderSeq: 1 };
  const areaCounters = mergeParts(areas, 'counters') as Record<string, number>;
  for (const name of Object.keys(coreCounters)) if (name in areaCounters) throw new Error(`The counter "${name}" is the core's`);
  return {
    schemas: { ...CORE_COLLECTIONS, ...declared },
    // Typed by the areas' declaration merging; areas/world.ts checks that it matches what they declare.
    counters: { ...coreCounters, ...areaCounters } as Counters,
    config: mergeParts(areas, 'config') as WorldConfig,
    secretCollections,
    secretFields,
    guards: combineGuards(areas.map((area) => area.guards ?? {})),
    seed: async (world, startMs) => {
      for (const area of areas) await area.seed?.(world, startMs);
    },
  };
}
