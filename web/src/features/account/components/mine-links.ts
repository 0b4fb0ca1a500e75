import {
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
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

export interface MineLink {
  /** The page under /pages/mine/ (its label is routes:mine/<name>). */
  name: string;
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
      { name: 'recharge', Icon: PayCircleOutline },
      { name: 'withdrawal', Icon: BankcardOutline },
      { name: 'transfer', Icon: TransportQRcodeOutline },
      { name: 'accountManagement', Icon: EditSOutline },
      { name: 'interest', Icon: HistogramOutline },
    ],
  },
  {
    titleKey: 'section.records',
    links: [
      { name: 'transactionRecord', Icon: BillOutline },
      { name: 'betRecord', Icon: UnorderedListOutline },
      { name: 'redemptionRecord', Icon: CouponOutline },
      { name: 'transactionHistory', Icon: ContentOutline },
    ],
  },
  {
    titleKey: 'section.benefits',
    links: [
      { name: 'vip', Icon: StarOutline },
      { name: 'welfare', Icon: GiftOutline },
      { name: 'invite', Icon: UserAddOutline },
      { name: 'joinOur', Icon: TeamOutline },
      { name: 'collect', Icon: HeartOutline },
    ],
  },
  {
    titleKey: 'section.account',
    links: [
      { name: 'personData', Icon: UserOutline },
      { name: 'updatePwd', Icon: LockOutline },
      { name: 'notify', Icon: MessageOutline },
      { name: 'set', Icon: SetOutline },
      { name: 'helpCenter', Icon: QuestionCircleOutline },
      { name: 'about', Icon: InformationCircleOutline },
    ],
  },
];
