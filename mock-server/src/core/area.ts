import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { MockRuntime } from './runtime';
import type { World } from './store';

/**
 * One area of the mock (account, funds, deposit …): everything it owns, registered through the one
 * list in `areas/index.ts`. Adding an area is adding a folder with an `index.ts` and one line there.
 */
export interface Area {
  /** Its store collections, by name (zod record schemas built from the contract's enums). */
  collections: Record<string, z.ZodObject>;
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
  /** Pages and images outside both contracts (demo game pages, generated badges). */
  http?: (app: FastifyInstance, runtime: MockRuntime) => void;
}

export function defineArea<const A extends Area>(area: A): A {
  return area;
}

/** `{ a } | { b }` → `{ a } & { b }`: the areas' parts merged into one object type. */
export type Merged<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void ? I : never;

/** One part of the areas that have it (the others contribute nothing). */
export type PartOf<A, K extends PropertyKey> = A extends { [P in K]: infer V } ? V : never;

/**
 * Merges one part of every area (routes, control, collections) into one object. Routes and control
 * are groups of handlers, and two areas may serve one group (the lottery area's control file serves
 * fast food's calls too; `common/*` calls live in several areas), so groups merge handler by handler.
 * A name claimed twice throws at start-up: a plain spread would let the later area silently replace
 * the earlier one's handlers while the types, which intersect, still say both are there.
 */
export function mergeParts<const T extends readonly Area[], K extends 'routes' | 'control' | 'collections'>(areas: T, key: K): Merged<PartOf<T[number], K>> {
  const merged: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [name, value] of Object.entries(area[key] ?? {})) {
      if (key === 'collections' || !(name in merged)) {
        if (name in merged) throw new Error(`Two areas declare the collection "${name}"`);
        merged[name] = key === 'collections' ? value : { ...(value as object) };
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
