import type { Bilingual } from './schemas';

/*
 * The help centre's content: fixed text (not world state), in both languages, describing the rules this
 * mock actually enforces (amounts, delays, fees, locks), so a player reading it is not misled. Rich
 * text: only simple HTML; the web sanitises it anyway.
 */

export interface HelpArticleText {
  id: number;
  title: Bilingual;
  content: Bilingual;
  /** Days before the world's start instant that the article was last edited. */
  updatedDaysAgo: number;
}

export interface HelpCategoryText {
  id: number;
  name: Bilingual;
  /** A key the app maps to its own icon set (no image to download). */
  icon: string;
  articles: HelpArticleText[];
}

/**
 * Articles another area writes from its own rules, registered when that area loads (deposit: "How do I make a
 * deposit?", from its channels), so the help centre imports none of the areas it describes: they import it to tell
 * the player things. Written once, on first read.
 */
const articleWriters = new Map<number, () => Bilingual>();
const writtenArticles = new Map<number, Bilingual>();

export function writeHelpArticle(id: number, write: () => Bilingual): void {
  articleWriters.set(id, write);
  writtenArticles.delete(id);
}

function writtenArticle(id: number): Bilingual {
  const write = articleWriters.get(id);
  if (!write) throw new Error(`Help article ${id} is written by an area that has not registered it`);
  const article = writtenArticles.get(id) ?? write();
  writtenArticles.set(id, article);
  return article;
}

export const HELP_CATEGORIES: HelpCategoryText[] = [
  {
    id: 1,
    name: { en: 'Deposits', zh_hans: '存款' },
    icon: 'deposit',
    articles: [
      {
        id: 101,
        updatedDaysAgo: 12,
        title: { en: 'How do I make a deposit?', zh_hans: '如何存款？' },
        // Written by the deposit area from the channels the server enforces (limits, receipts, gifts).
        get content() {
          return writtenArticle(101);
        },
      },
      {
        id: 102,
        updatedDaysAgo: 30,
        title: { en: 'My deposit has not arrived', zh_hans: '存款未到账怎么办？' },
        content: {
          en: '<p>Most deposits are approved within a few minutes. If yours is still pending:</p><ul><li>Check that you paid the exact amount shown on the payment page, before its 30 minutes ran out.</li><li>If your payment method asked for a receipt, make sure the one you uploaded shows the amount, the time and the receiving account.</li><li>A rejected order returns nothing to your wallet because no money was taken; pay again with a new order.</li></ul><p>Still stuck? Send feedback of type <em>Deposit Issue</em> with the order number (orders of the last 7 days can be attached).</p>',
          zh_hans:
            '<p>大多数存款会在几分钟内审核通过。如果您的订单仍在处理中：</p><ul><li>请确认已在 30 分钟内按付款页显示的准确金额付款。</li><li>如所选支付方式需要凭证，请确认上传的凭证能看清金额、时间和收款账户。</li><li>被拒绝的订单不会扣款，也不会入账；请重新下单付款。</li></ul><p>仍未解决？请提交类型为<em>存款问题</em>的反馈并附上订单号（可关联近 7 天的订单）。</p>',
        },
      },
    ],
  },
  {
    id: 2,
    name: { en: 'Withdrawals', zh_hans: '取款' },
    icon: 'withdrawal',
    articles: [
      {
        id: 201,
        updatedDaysAgo: 8,
        title: { en: 'How do I withdraw?', zh_hans: '如何取款？' },
        content: {
          en: '<p>Before your first withdrawal:</p><ol><li>Set a <strong>withdrawal password</strong> (6 digits). It is different from your login password.</li><li>Bind a bank card or a USDT account in <a href="#/pages/mine/accountManagement">account management</a> (at most 5 of each).</li></ol><p>Then open <strong>My → Withdraw</strong>, pick the account, enter the amount and your withdrawal password. The amount leaves your central wallet at once and is paid out, usually within minutes. If the platform rejects it, the whole amount, fees included, returns to your central wallet.</p>',
          zh_hans:
            '<p>首次取款前请先：</p><ol><li>设置<strong>取款密码</strong>（6 位数字），它与登录密码不同。</li><li>在<a href="#/pages/mine/accountManagement">账户管理</a>中绑定银行卡或 USDT 账户（每类最多 5 个）。</li></ol><p>然后打开<strong>我的 → 取款</strong>，选择账户，输入金额和取款密码。金额会立即从中心钱包扣除，通常几分钟内到账。若平台拒绝，包括手续费在内的全部金额将退回中心钱包。</p>',
        },
      },
      {
        id: 202,
        updatedDaysAgo: 8,
        title: { en: 'Fees, limits and turnover', zh_hans: '手续费、限额与流水' },
        content: {
          en: '<ul><li><strong>Daily limit</strong>: 5 withdrawals and ¥100,000.00 per platform day (Beijing time); it resets at midnight.</li><li><strong>Handling fee</strong>: none to a bank card, 1% to USDT.</li><li><strong>Administrative fee</strong>: 5% while your turnover requirement is not met. Every approved deposit (with its gift) adds its amount to the requirement; valid bets count towards it.</li><li>Five wrong withdrawal passwords in a row (when withdrawing or when changing it) lock withdrawals for 30 minutes, and each further wrong one for 30 more.</li></ul><p>The withdrawal page shows every fee and the amount you will actually receive before you confirm.</p>',
          zh_hans:
            '<ul><li><strong>每日限额</strong>：每个平台日（北京时间）最多 5 笔、合计 ¥100,000.00，零点重置。</li><li><strong>手续费</strong>：银行卡免手续费，USDT 收取 1%。</li><li><strong>行政费</strong>：流水要求未达成时收取 5%。每笔审核通过的存款（含赠送）都会计入流水要求，有效投注会计入已完成流水。</li><li>连续 5 次输错取款密码（取款或修改取款密码时），取款将被锁定 30 分钟，之后每再错一次再锁定 30 分钟。</li></ul><p>确认前，取款页会列出各项费用和实际到账金额。</p>',
        },
      },
    ],
  },
  {
    id: 3,
    name: { en: 'Transfers', zh_hans: '额度转换' },
    icon: 'transfer',
    articles: [
      {
        id: 301,
        updatedDaysAgo: 20,
        title: { en: 'Central wallet and game wallets', zh_hans: '中心钱包与场馆钱包' },
        content: {
          en: '<p>Deposits and withdrawals use your <strong>central wallet</strong>. Each game venue has its own wallet: move money into it before you play there.</p><ul><li>Transfers go between the central wallet and a venue, in either direction; one venue cannot transfer to another directly.</li><li><strong>One-click recycle</strong> brings every venue balance back to the central wallet.</li><li>A venue under maintenance pauses its transfers until it is back.</li></ul>',
          zh_hans:
            '<p>存款和取款都使用<strong>中心钱包</strong>。每个游戏场馆有独立的钱包：在场馆游戏前，请先把资金转入该场馆。</p><ul><li>资金可在中心钱包和场馆之间双向转换；场馆之间不能直接互转。</li><li><strong>一键回收</strong>会把所有场馆余额转回中心钱包。</li><li>场馆维护期间暂停其转入转出，恢复后即可使用。</li></ul>',
        },
      },
    ],
  },
  {
    id: 4,
    name: { en: 'VIP', zh_hans: 'VIP 会员' },
    icon: 'vip',
    articles: [
      {
        id: 401,
        updatedDaysAgo: 45,
        title: { en: 'VIP levels and privileges', zh_hans: 'VIP 等级与特权' },
        content: {
          en: '<p>Your VIP level rises with your total deposits and valid turnover. Higher levels unlock larger privileges:</p><ul><li><strong>Weekly red packet</strong>, once a week.</li><li><strong>Level-up gift</strong>, once for each level reached.</li><li><strong>Exclusive gift</strong> for the higher levels.</li><li><strong>Birthday gift</strong> in your birthday month (your date of birth must be confirmed in personal data).</li></ul><p>Each privilege can be claimed once per period on the VIP page. Rewards arrive in your central wallet and carry a turnover requirement before they can be withdrawn.</p>',
          zh_hans:
            '<p>VIP 等级随累计存款和有效流水提升，等级越高特权越多：</p><ul><li><strong>每周红包</strong>，每周一次。</li><li><strong>晋级礼金</strong>，每达到一个新等级领取一次。</li><li><strong>专属礼金</strong>，高等级会员专享。</li><li><strong>生日礼金</strong>，生日当月领取（需先在个人资料中确认出生日期）。</li></ul><p>每项特权每个周期可在 VIP 页面领取一次。奖励进入中心钱包，需完成相应流水后才能取款。</p>',
        },
      },
    ],
  },
  {
    id: 5,
    name: { en: 'Security', zh_hans: '账户安全' },
    icon: 'security',
    articles: [
      {
        id: 501,
        updatedDaysAgo: 5,
        title: { en: 'Passwords and keeping your account safe', zh_hans: '密码与账户安全' },
        content: {
          en: '<ul><li>Your login password has 8–12 characters and combines letters and digits. Change it in <a href="#/pages/mine/updatePwd">change password</a>: you need the old one.</li><li>Changing the password logs out every other device where your account was open; the device you use stays logged in.</li><li>After five wrong passwords in a row, the device that typed them waits 1 minute before the next try, twice as long after each further one (at most 30 minutes); your other devices are not held up. Forgotten your password? Customer service can help you back in.</li><li>Never share your passwords or the withdrawal password. Staff will never ask for them.</li></ul>',
          zh_hans:
            '<ul><li>登录密码为 8–12 位，须同时包含字母和数字。可在<a href="#/pages/mine/updatePwd">修改密码</a>中修改，需要输入旧密码。</li><li>修改密码后，其他设备上的登录将全部退出，当前设备保持登录。</li><li>连续 5 次输错密码后，该设备需等待 1 分钟才能再试，之后每再错一次等待时间翻倍（最长 30 分钟）；其他设备不受影响。忘记密码可联系在线客服找回。</li><li>请勿向任何人透露登录密码或取款密码，工作人员绝不会索要。</li></ul>',
        },
      },
    ],
  },
  {
    id: 6,
    name: { en: 'Account', zh_hans: '账户资料' },
    icon: 'account',
    articles: [
      {
        id: 601,
        updatedDaysAgo: 15,
        title: { en: 'Personal data and why it is locked', zh_hans: '个人资料为何锁定' },
        content: {
          en: '<p>Withdrawals are paid only to accounts in your own name, so your real name, gender, date of birth, mobile and email are confirmed once in <a href="#/pages/mine/personData">personal data</a>.</p><ul><li>You must be <strong>over 18</strong> to confirm.</li><li>Check everything before confirming: <strong>confirmed information cannot be changed</strong>. If something is wrong, contact customer service.</li><li>Your avatar can be changed at any time.</li></ul>',
          zh_hans:
            '<p>取款只会支付到您本人名下的账户，因此真实姓名、性别、出生日期、手机号和邮箱需在<a href="#/pages/mine/personData">个人资料</a>中确认一次。</p><ul><li>须<strong>年满 18 周岁</strong>才能确认。</li><li>确认前请仔细核对：<strong>确认后的资料不能修改</strong>。如有错误，请联系客服。</li><li>头像可以随时更换。</li></ul>',
        },
      },
      {
        id: 602,
        updatedDaysAgo: 15,
        title: { en: 'Records and the 30-day window', zh_hans: '记录查询与 30 天范围' },
        content: {
          en: '<p>Transaction, bet and reward records can be searched for the <strong>last 30 days</strong>, with the presets Today, Yesterday, Last 7 days and Last 30 days, or your own dates. Days follow Beijing time (UTC+8), whatever your phone’s time zone.</p>',
          zh_hans:
            '<p>交易、投注和奖励记录可查询<strong>最近 30 天</strong>，可选今天、昨天、近 7 天、近 30 天或自定义日期。日期按北京时间（UTC+8）计算，与手机时区无关。</p>',
        },
      },
    ],
  },
];
