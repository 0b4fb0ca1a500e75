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

/** The My page's entries to the mine/* pages of spec §2, grouped the way a player looks for them. */
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
    titleKey: 'section.records',
    links: [
      { route: routes.transactionRecord, Icon: BillOutline },
      { route: routes.betRecord, Icon: UnorderedListOutline },
      { route: routes.redemptionRecord, Icon: CouponOutline },
      { route: routes.taskRecords, Icon: CalendarOutline },
      { route: routes.transactionHistory, Icon: ContentOutline },
    ],
  },
  {
    titleKey: 'section.games',
    links: [{ route: routes.game, Icon: AppOutline }],
  },
  {
    titleKey: 'section.benefits',
    links: [
      { route: routes.vip, Icon: StarOutline },
      { route: routes.welfare, Icon: GiftOutline },
      { route: routes.invite, Icon: UserAddOutline },
      { route: routes.joinUs, Icon: TeamOutline },
      { route: routes.collect, Icon: HeartOutline },
    ],
  },
  {
    titleKey: 'section.account',
    links: [
      { route: routes.personData, Icon: UserOutline },
      { route: routes.updatePassword, Icon: LockOutline },
      { route: routes.notify, Icon: MessageOutline },
      { route: routes.settings, Icon: SetOutline },
      { route: routes.helpCenter, Icon: QuestionCircleOutline },
      { route: routes.about, Icon: InformationCircleOutline },
    ],
  },
];
