import type { Lang } from '../core/lang';

/** Field names as a player reads them, used in "{{field}} is required" style messages. */
export const fieldLabels: Record<string, Record<Lang, string>> = {
  username: { en: 'Username', zh_hans: '用户名' },
  password: { en: 'Password', zh_hans: '密码' },
  confirmPassword: { en: 'Confirm password', zh_hans: '确认密码' },
  oldPassword: { en: 'Old password', zh_hans: '旧密码' },
  newPassword: { en: 'New password', zh_hans: '新密码' },
  mobile: { en: 'Mobile number', zh_hans: '手机号码' },
  inviteCode: { en: 'Invitation code', zh_hans: '邀请码' },
  realName: { en: 'Real name', zh_hans: '真实姓名' },
  secondaryPassword: { en: 'Withdrawal password', zh_hans: '取款密码' },
  confirmSecondaryPassword: { en: 'Confirm withdrawal password', zh_hans: '确认取款密码' },
  agreement: { en: 'Agreement', zh_hans: '用户协议' },
  gender: { en: 'Gender', zh_hans: '性别' },
  birthday: { en: 'Date of birth', zh_hans: '出生日期' },
  email: { en: 'Email', zh_hans: '邮箱' },
  avatar: { en: 'Avatar', zh_hans: '头像' },
  amount: { en: 'Amount', zh_hans: '金额' },
  cardholderName: { en: 'Cardholder name', zh_hans: '持卡人姓名' },
  bankId: { en: 'Bank', zh_hans: '银行' },
  cardNumber: { en: 'Card number', zh_hans: '卡号' },
  bankAddress: { en: 'Bank address', zh_hans: '开户行地址' },
  alias: { en: 'Alias', zh_hans: '别名' },
  currency: { en: 'Currency', zh_hans: '币种' },
  protocol: { en: 'Protocol', zh_hans: '协议' },
  address: { en: 'Address', zh_hans: '地址' },
  channelId: { en: 'Payment method', zh_hans: '支付方式' },
  depositorName: { en: 'Depositor name', zh_hans: '存款人姓名' },
  receipt: { en: 'Receipt', zh_hans: '凭证' },
  from: { en: 'From wallet', zh_hans: '转出钱包' },
  to: { en: 'To wallet', zh_hans: '转入钱包' },
  type: { en: 'Type', zh_hans: '类型' },
  description: { en: 'Description', zh_hans: '问题描述' },
  orderNo: { en: 'Order number', zh_hans: '订单号' },
  images: { en: 'Images', zh_hans: '图片' },
  startDate: { en: 'Start date', zh_hans: '开始日期' },
  endDate: { en: 'End date', zh_hans: '结束日期' },
  page: { en: 'Page', zh_hans: '页码' },
  pageSize: { en: 'Page size', zh_hans: '每页条数' },
  id: { en: 'ID', zh_hans: 'ID' },
  gameId: { en: 'Game', zh_hans: '游戏' },
  venueId: { en: 'Venue', zh_hans: '场馆' },
  keyword: { en: 'Keyword', zh_hans: '关键词' },
  imgPath: { en: 'Image', zh_hans: '图片' },
  directory: { en: 'Directory', zh_hans: '目录' },
};

export function fieldLabel(path: ReadonlyArray<PropertyKey>, lang: Lang): string {
  const name = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!name) return lang === 'en' ? 'Request' : '请求';
  return fieldLabels[name]?.[lang] ?? name;
}
