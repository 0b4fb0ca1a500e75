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
import { welfareArea } from './welfare';
import { sponsorshipArea } from './sponsorship';
import { vipArea } from './vip';
import { withdrawalArea } from './withdrawal';

/**
 * The one list of areas, handed to the runtime and the app by the composition root (areas/world.ts).
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
  welfareArea,
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
