import {
  AppOutline,
  BankcardOutline,
  BillOutline,
  ContentOutline,
  GiftOutline,
  HeartOutline,
  HistogramOutline,
  MessageOutline,
  PayCircleOutline,
  ReceiptOutline,
  ShopbagOutline,
  QuestionCircleOutline,
  SetOutline,
  StarOutline,
  TeamOutline,
  TransportQRcodeOutline,
  UnorderedListOutline,
  UserOutline,
  InformationCircleOutline,
  LockOutline,
  UserAddOutline,
  CouponOutline,
  EditSOutline,
  CalendarOutline,
  CheckShieldOutline,
  ClockCircleOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';
import { routes, type AppRoute } from '@web/app/routes';

export interface MineLink {
  /** A mine/* page (its label is the route's name). */
  route: AppRoute<Record<string, never>>;
  Icon: ComponentType;
}

export interface MineSection {
  titleKey: string;
  links: MineLink[];
}

/**
 * The My page's entries, grouped the way a player looks for them: each card a real group, each destination once.
 * Language and logout are in Settings (one entry here), not beside it.
 */
export const mineSections: MineSection[] = [
  {
    titleKey: 'section.funds',
    links: [
      { route: routes.recharge, Icon: PayCircleOutline },
      { route: routes.withdrawal, Icon: BankcardOutline },
      { route: routes.transfer, Icon: TransportQRcodeOutline },
      { route: routes.accountManagement, Icon: EditSOutline },
      { route: routes.interest, Icon: HistogramOutline },
    ],
  },
  {
    titleKey: 'section.games',
    links: [
      { route: routes.game, Icon: AppOutline },
      { route: routes.fastFood, Icon: ShopbagOutline },
      { route: routes.collect, Icon: HeartOutline },
    ],
  },
  {
    titleKey: 'section.records',
    links: [
      { route: routes.transactionRecord, Icon: BillOutline },
      { route: routes.transactionHistory, Icon: ContentOutline },
      { route: routes.betRecord, Icon: UnorderedListOutline },
      { route: routes.orderRecord, Icon: ReceiptOutline },
      { route: routes.redemptionRecord, Icon: CouponOutline },
      { route: routes.taskRecords, Icon: CalendarOutline },
    ],
  },
  {
    titleKey: 'section.benefits',
    links: [
      { route: routes.vip, Icon: StarOutline },
      { route: routes.welfare, Icon: GiftOutline },
      { route: routes.invite, Icon: UserAddOutline },
      { route: routes.joinUs, Icon: TeamOutline },
    ],
  },
  {
    titleKey: 'section.account',
    links: [
      { route: routes.personData, Icon: UserOutline },
      { route: routes.updatePassword, Icon: LockOutline },
      { route: routes.security, Icon: CheckShieldOutline },
      { route: routes.responsibleGaming, Icon: ClockCircleOutline },
      { route: routes.notify, Icon: MessageOutline },
      { route: routes.settings, Icon: SetOutline },
      { route: routes.helpCenter, Icon: QuestionCircleOutline },
      { route: routes.about, Icon: InformationCircleOutline },
    ],
  },
];
