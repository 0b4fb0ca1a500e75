import { accountArea } from './account/area';
import { chatArea } from './chat/area';
import { contentArea } from './content/area';
import { depositArea } from './deposit/area';
import { fastfoodArea } from './fastfood/area';
import { feedbackArea } from './feedback/area';
import { fundsArea } from './funds/area';
import { gamesArea } from './games/area';
import { helpArea } from './help/area';
import { interestArea } from './interest/area';
import { inviteArea } from './invite/area';
import { lotteryArea } from './lottery/area';
import { promotionsArea } from './promotions/area';
import { protectionArea } from './protection/area';
import { recordsArea } from './records/area';
import { welfareArea } from './welfare/area';
import { sponsorshipArea } from './sponsorship/area';
import { vipArea } from './vip/area';
import { withdrawalArea } from './withdrawal/area';

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
  protectionArea,
] as const;
