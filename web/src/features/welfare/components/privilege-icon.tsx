import { CouponOutline, GiftOutline, StarOutline, UpCircleOutline } from 'antd-mobile-icons';

/** One icon per privilege: red packet, level-up, exclusive, birthday. */
export function PrivilegeIcon({ type }: { type: number }) {
  switch (type) {
    case 1:
      return <CouponOutline />;
    case 2:
      return <UpCircleOutline />;
    case 3:
      return <StarOutline />;
    default:
      return <GiftOutline />;
  }
}
