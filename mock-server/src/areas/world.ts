import type { Api } from '@contracts';
import type { Control } from '@contracts/control';
import { world } from '../control/world-handlers';
import { worlds } from '../control/worlds-handlers';
import type { ControlHandlers } from '../control/context';
import { mergeParts, shapeWorld, type Merged, type PartOf } from '../core/area';
import type { WorldConfig } from '../core/config';
import type { Handlers } from '../core/context';
import type { AreaCounters } from '../core/schemas';
import type { AreaCollections, WorldShape } from '../core/store';
import { AREAS } from '.';

/**
 * The composition root: the one place that knows every area. It hands the world's shape (collections, seeds,
 * counters, secrets, settings) to the runtime and the handlers to the app; the core is generic over them.
 */
export const WORLD_SHAPE: WorldShape = shapeWorld(AREAS);

/** Every area's settings at their defaults; server.ts changes what the environment says. */
export const DEFAULT_WORLD_CONFIG: WorldConfig = WORLD_SHAPE.config;

/** Typed from the contract: a contract group no area serves, or an endpoint without a handler, does not compile. */
export const handlers: Handlers<Api> = mergeParts(AREAS, 'routes');

/** The control API the same way: the runtime's own group, then each area's. */
export const controlHandlers: ControlHandlers<Control> = { world, worlds, ...mergeParts(AREAS, 'control') };

/*
 * The world's type is assembled by declaration merging (each area's area.ts adds to the core's registries);
 * these lines fail to compile when an area's registration and its run-time declaration part ways (a
 * collection declared but not registered, or registered by an area that does not declare it).
 */
type Declared<K extends PropertyKey> = Merged<PartOf<(typeof AREAS)[number], K>>;
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const registered: [
  Same<Declared<'collections'>, AreaCollections>,
  Same<Declared<'counters'>, AreaCounters>,
  Same<Declared<'config'>, WorldConfig>,
] = [true, true, true];
