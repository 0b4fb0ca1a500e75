import {
  BankcardOutline,
  LockOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  StarOutline,
  TransportQRcodeOutline,
  UserOutline,
} from 'antd-mobile-icons';
import type { ComponentType } from 'react';

/** help/getList names each category's icon by a key; the app draws it from its own icon set. */
const ICONS: Record<string, ComponentType> = {
  deposit: PayCircleOutline,
  withdrawal: BankcardOutline,
  transfer: TransportQRcodeOutline,
  vip: StarOutline,
  security: LockOutline,
  account: UserOutline,
};

export function HelpIcon({ name }: { name: string }) {
  const Icon = ICONS[name] ?? QuestionCircleOutline;
  return <Icon aria-hidden="true" />;
}
