import type { Bilingual } from './schemas';

/** The platform notices every world starts with (uid null: every player sees them), newest last. */
export const SEED_NOTICES: Array<{ daysAgo: number; title: Bilingual; content: Bilingual }> = [
  {
    daysAgo: 20,
    title: { en: 'Welcome to Star Harbour', zh_hans: '欢迎来到星港娱乐' },
    content: {
      en: '<p>Thank you for joining Star Harbour. Before your first withdrawal, set your withdrawal password and bind a bank card or USDT account.</p><p>Questions? The <a href="#/pages/mine/helpCenter">help centre</a> answers the common ones.</p>',
      zh_hans:
        '<p>感谢您加入星港娱乐。首次取款前，请先设置取款密码并绑定银行卡或 USDT 账户。</p><p>有疑问？<a href="#/pages/mine/helpCenter">帮助中心</a>解答了常见问题。</p>',
    },
  },
  {
    daysAgo: 6,
    title: { en: 'Scheduled maintenance on Thursday', zh_hans: '周四例行维护通知' },
    content: {
      en: '<p>Some game venues will be under maintenance on Thursday from <strong>02:00 to 04:00</strong> (Beijing time). Transfers to and from those venues pause during the work; your balances are safe.</p>',
      zh_hans:
        '<p>部分游戏场馆将于周四 <strong>02:00 至 04:00</strong>（北京时间）进行维护，期间暂停相关场馆的转入转出，您的余额不受影响。</p>',
    },
  },
  {
    daysAgo: 1,
    title: { en: 'New: provably fair lotteries', zh_hans: '新上线：可验证公平彩票' },
    content: {
      en: '<p>Every lottery round now publishes the hash of its seed before it opens and the seed after the draw. Tap <strong>Verify</strong> in a room to recompute any result yourself.</p>',
      zh_hans: '<p>每期彩票在开盘前公布种子哈希，开奖后公布种子。在房间中点击<strong>验证</strong>即可自行复算任意一期结果。</p>',
    },
  },
];

/** A personal message each documented demo player finds on first login. */
export const WELCOME_MESSAGE: { title: Bilingual; content: Bilingual } = {
  title: { en: 'Your account is ready', zh_hans: '您的账户已开通' },
  content: {
    en: '<p>Your account is open. Confirm your <a href="#/pages/mine/personData">personal data</a> once (it cannot be changed afterwards) and keep your passwords to yourself.</p>',
    zh_hans:
      '<p>您的账户已开通。请在<a href="#/pages/mine/personData">个人资料</a>中确认一次信息（确认后不可修改），并妥善保管您的密码。</p>',
  },
};
