import type { Api } from '@contracts';
import type { Control } from '@contracts/control';
import { world } from '../control/world-handlers';
import type { ControlHandlers } from '../control/context';
import { mergeParts } from '../core/area';
import type { Handlers } from '../core/context';
import { accountArea } from './account';
import { chatArea } from './chat';
import { contentArea } from './content';
import { depositArea } from './deposit';
import { fastfoodArea } from './fastfood';
import { feedbackArea } from './feedback';
import { fundsArea } from './funds';
import { gamesArea } from './games';
import { helpArea } from './help';
import { interestArea } from './interest';
import { inviteArea } from './invite';
import { lotteryArea } from './lottery';
import { promotionsArea } from './promotions';
import { recordsArea } from './records';
import { rewardsArea } from './rewards';
import { sponsorshipArea } from './sponsorship';
import { vipArea } from './vip';
import { withdrawalArea } from './withdrawal';

/**
 * The one list of areas: the store, the seed, the binder, the clock and the control API all read it.
 * Order matters only for seeding (players first, then what refers to them).
 */
export const AREAS = [
  accountArea,
  contentArea,
  fundsArea,
  depositArea,
  withdrawalArea,
  gamesArea,
  recordsArea,
  rewardsArea,
  lotteryArea,
  fastfoodArea,
  vipArea,
  interestArea,
  promotionsArea,
  sponsorshipArea,
  feedbackArea,
  helpArea,
  inviteArea,
  chatArea,
] as const;

/** Typed from the contract: a contract group no area serves, or an endpoint without a handler, does not compile. */
export const handlers: Handlers<Api> = mergeParts(AREAS, 'routes');

/** The control API the same way: the runtime's own group, then each area's. */
export const controlHandlers: ControlHandlers<Control> = { world, ...mergeParts(AREAS, 'control') };
