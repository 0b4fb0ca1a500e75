import type { Bilingual } from '../help';

/*
 * The promotions' rich text (HTML, both languages), as an operator would write it. The figures repeat the rules
 * in catalogue.ts (which the server enforces and the structured terms are written from): change both together.
 * Promotion 9's text is in hostile-content.ts.
 */

const TURNOVER_EN =
  '<p>Until the turnover is met, a withdrawal pays the 5% administrative fee; the withdrawal page shows what is left.</p>';
const TURNOVER_ZH = '<p>流水未达标前提款需支付 5% 行政费；提款页面会显示尚差的流水。</p>';

export const CONTENT: Record<number, Bilingual> = {
  1: {
    en:
      '<p>Welcome aboard! Your first deposit is doubled: we add <strong>100%</strong> of it as a bonus, up to <strong>¥888.00</strong>.</p>' +
      '<h3>How to take part</h3><ol><li><a href="#/pages/mine/recharge">Make your first deposit</a> of at least ¥100.00.</li><li>Once it is credited, come back to this page within 7 days and tap <strong>Apply</strong>.</li><li>The bonus reaches your central wallet at once.</li></ol>' +
      '<h3>Example</h3><p>Deposit ¥500.00 → bonus ¥500.00 → valid bets of ¥5,000.00 (10 × the bonus) before a fee-free withdrawal.</p>' +
      '<h3>Terms</h3><ul><li>Only the first deposit of an account counts, and it must be made while this offer runs.</li><li>One bonus per player.</li><li>Turnover requirement: 10 × the bonus.</li></ul>' +
      TURNOVER_EN,
    zh_hans:
      '<p>欢迎加入！首笔存款翻倍：我们赠送存款金额的 <strong>100%</strong>，最高 <strong>¥888.00</strong>。</p>' +
      '<h3>参与方式</h3><ol><li><a href="#/pages/mine/recharge">完成首笔存款</a>，金额不低于 ¥100.00。</li><li>到账后 7 天内回到本页点击<strong>申请</strong>。</li><li>彩金即时存入中心钱包。</li></ol>' +
      '<h3>示例</h3><p>存款 ¥500.00 → 彩金 ¥500.00 → 完成 ¥5,000.00 有效投注（彩金的 10 倍）后可免费提款。</p>' +
      '<h3>活动条款</h3><ul><li>仅限账户的首笔存款，且须在活动期间完成。</li><li>每位玩家限领一次。</li><li>流水要求：彩金的 10 倍。</li></ul>' +
      TURNOVER_ZH,
  },
  2: {
    en:
      '<p>The harbour lights up for ten days. Deposit <strong>¥1,000.00</strong> or more in total during the festival and collect <strong>¥58.00</strong>.</p>' +
      '<h3>How to take part</h3><ol><li>Deposit during the festival: several smaller deposits add up.</li><li>When your total reaches ¥1,000.00, tap <strong>Apply</strong>.</li></ol>' +
      "<h3>Terms</h3><ul><li>Deposits count when they are credited, from the festival's first day to its last.</li><li>One bonus per player.</li><li>Turnover requirement: 5 × the bonus (¥290.00).</li></ul>" +
      TURNOVER_EN,
    zh_hans:
      '<p>港湾灯火点亮十天。活动期间累计存款 <strong>¥1,000.00</strong> 及以上，即可领取 <strong>¥58.00</strong>。</p>' +
      '<h3>参与方式</h3><ol><li>在活动期间存款，多笔可累计。</li><li>累计达到 ¥1,000.00 后点击<strong>申请</strong>。</li></ol>' +
      '<h3>活动条款</h3><ul><li>存款以到账时间为准，自活动首日至末日。</li><li>每位玩家限领一次。</li><li>流水要求：彩金的 5 倍（¥290.00）。</li></ul>' +
      TURNOVER_ZH,
  },
  3: {
    en:
      '<p>Every day, take back <strong>1.2%</strong> of your valid bets of the day before, whatever you played.</p>' +
      '<table><caption>What the rebate pays</caption><thead><tr><th scope="col">Valid bets yesterday</th><th scope="col">Rebate</th></tr></thead><tbody><tr><td>¥100.00</td><td>¥1.20</td></tr><tr><td>¥5,000.00</td><td>¥60.00</td></tr><tr><td>¥100,000.00</td><td>¥1,200.00</td></tr><tr><td>¥300,000.00</td><td>¥2,888.00 (the most)</td></tr></tbody></table>' +
      '<h3>Terms</h3><ul><li>Yesterday means the previous day in Beijing time; a bet counts on the day it was placed, once it is settled.</li><li>At least ¥100.00 of valid bets; at most ¥2,888.00 a day.</li><li>Apply once a day; a day you do not apply for is not paid later.</li><li>Turnover requirement: 1 × the rebate.</li></ul>',
    zh_hans:
      '<p>每天领取前一天有效投注的 <strong>1.2%</strong>，不限游戏。</p>' +
      '<table><caption>返水金额示例</caption><thead><tr><th scope="col">昨日有效投注</th><th scope="col">返水</th></tr></thead><tbody><tr><td>¥100.00</td><td>¥1.20</td></tr><tr><td>¥5,000.00</td><td>¥60.00</td></tr><tr><td>¥100,000.00</td><td>¥1,200.00</td></tr><tr><td>¥300,000.00</td><td>¥2,888.00（上限）</td></tr></tbody></table>' +
      '<h3>活动条款</h3><ul><li>“昨日”指北京时间的前一天；注单按下注日期计算，结算后计入。</li><li>有效投注至少 ¥100.00；每日最高 ¥2,888.00。</li><li>每天可申请一次；未申请的日期不予补发。</li><li>流水要求：返水金额的 1 倍。</li></ul>',
  },
  4: {
    en:
      '<p>A little extra every day: deposit <strong>¥300.00</strong> or more today and collect <strong>¥18.00</strong>.</p>' +
      '<h3>Terms</h3><ul><li>Today means Beijing time, midnight to midnight; deposits count once credited.</li><li>Once a day.</li><li>Turnover requirement: 3 × the bonus (¥54.00).</li></ul>' +
      TURNOVER_EN,
    zh_hans:
      '<p>每天多一点：今日存款满 <strong>¥300.00</strong> 即可领取 <strong>¥18.00</strong>。</p>' +
      '<h3>活动条款</h3><ul><li>“今日”按北京时间零点至零点计算，存款以到账为准。</li><li>每日限领一次。</li><li>流水要求：彩金的 3 倍（¥54.00）。</li></ul>' +
      TURNOVER_ZH,
  },
  5: {
    en:
      '<p>A thank-you to our loyal players: from <strong>VIP3</strong>, collect <strong>¥88.00</strong> every week on top of your VIP privileges.</p>' +
      '<h3>Terms</h3><ul><li>Weeks run Monday to Sunday, Beijing time.</li><li>Your level is the one on your <a href="#/pages/mine/vip">VIP page</a> when you apply.</li><li>Once a week.</li><li>Turnover requirement: 1 × the bonus.</li></ul>',
    zh_hans:
      '<p>感谢忠实玩家：<strong>VIP3</strong> 及以上每周可额外领取 <strong>¥88.00</strong>，与 VIP 特权同享。</p>' +
      '<h3>活动条款</h3><ul><li>每周按北京时间周一至周日计算。</li><li>等级以申请时<a href="#/pages/mine/vip">VIP 页面</a>显示的为准。</li><li>每周限领一次。</li><li>流水要求：彩金的 1 倍。</li></ul>',
  },
  6: {
    en:
      '<p>Every level from VIP1 brings four privileges. Deposits and valid bets raise your level, and a level is never lost.</p>' +
      '<ul><li><strong>Weekly red packet</strong> — once every Monday-to-Sunday week.</li><li><strong>Level-up gift</strong> — once for each level you reach.</li><li><strong>Exclusive gift</strong> — once a calendar month.</li><li><strong>Birthday gift</strong> — in your birthday month, once you have confirmed your date of birth.</li></ul>' +
      '<p>Amounts grow with the level; see them and claim them on the <a href="#/pages/mine/vip">VIP page</a>. Each asks for 1 × its amount in valid bets.</p>',
    zh_hans:
      '<p>自 VIP1 起每个等级都享有四项特权。存款和有效投注提升等级，等级永不降级。</p>' +
      '<ul><li><strong>每周红包</strong>：每周（周一至周日）一次。</li><li><strong>晋级礼金</strong>：每达到一个新等级领取一次。</li><li><strong>专属礼金</strong>：每个自然月一次。</li><li><strong>生日礼金</strong>：确认出生日期后，在生日所在月份领取。</li></ul>' +
      '<p>金额随等级提升，请在 <a href="#/pages/mine/vip">VIP 页面</a>查看和领取。每项需完成 1 倍流水。</p>',
  },
  7: {
    en:
      '<p>Count down to the New Year with us. Deposit <strong>¥2,000.00</strong> or more in total during the event and collect <strong>¥128.00</strong>.</p>' +
      "<h3>Terms</h3><ul><li>Deposits count from the event's first day, once credited; deposits before it do not.</li><li>One bonus per player.</li><li>Turnover requirement: 5 × the bonus (¥640.00).</li></ul>",
    zh_hans:
      '<p>与我们一起迎接新年。活动期间累计存款 <strong>¥2,000.00</strong> 及以上，即可领取 <strong>¥128.00</strong>。</p>' +
      '<h3>活动条款</h3><ul><li>存款自活动首日起、以到账为准计算，活动开始前的存款不计入。</li><li>每位玩家限领一次。</li><li>流水要求：彩金的 5 倍（¥640.00）。</li></ul>',
  },
  8: {
    en:
      '<p>Under the full moon, deposit <strong>¥500.00</strong> or more in total during the festival and collect <strong>¥28.00</strong>.</p>' +
      '<h3>Terms</h3><ul><li>Deposits count once credited, during the festival only.</li><li>One bonus per player.</li><li>Turnover requirement: 3 × the bonus (¥84.00).</li></ul><p>This festival has ended; thank you for celebrating with us.</p>',
    zh_hans:
      '<p>月圆之夜，活动期间累计存款 <strong>¥500.00</strong> 及以上，即可领取 <strong>¥28.00</strong>。</p>' +
      '<h3>活动条款</h3><ul><li>仅计算活动期间到账的存款。</li><li>每位玩家限领一次。</li><li>流水要求：彩金的 3 倍（¥84.00）。</li></ul><p>本活动已结束，感谢您的参与。</p>',
  },
  10: {
    en:
      "<p>For players who play big: every week, take back <strong>0.8%</strong> of last week's valid bets from <strong>¥5,000.00</strong>, up to <strong>¥3,888.00</strong>.</p>" +
      '<h3>Terms</h3><ul><li>Last week means the previous Monday-to-Sunday week, Beijing time; a bet counts in the week it was placed, once settled.</li><li>Apply once a week for the week before; a week you do not apply for is not paid later.</li><li>Turnover requirement: 1 × the rebate.</li></ul>',
    zh_hans:
      '<p>为高额玩家而设：每周领取上周有效投注的 <strong>0.8%</strong>，有效投注满 <strong>¥5,000.00</strong> 起，最高 <strong>¥3,888.00</strong>。</p>' +
      '<h3>活动条款</h3><ul><li>“上周”指北京时间上一个周一至周日；注单按下注所在周计算，结算后计入。</li><li>每周可为上一周申请一次；未申请的周不予补发。</li><li>流水要求：返水金额的 1 倍。</li></ul>',
  },
  11: {
    en:
      '<p>New here? Sign in every day on the <a href="#/pages/mine/welfare">Welfare page</a>: the ladder pays ¥1.00, ¥2.00, ¥3.00, ¥5.00, ¥6.00, ¥8.00 and ¥18.00 — <strong>¥43.00</strong> for seven days in a row.</p>' +
      '<ul><li>Miss a day and the ladder starts again from day 1.</li><li>After day 7 the ladder starts again too.</li><li>Each reward asks for 1 × its amount in valid bets.</li></ul>',
    zh_hans:
      '<p>新朋友？每天在<a href="#/pages/mine/welfare">福利页面</a>签到：阶梯奖励依次为 ¥1.00、¥2.00、¥3.00、¥5.00、¥6.00、¥8.00 和 ¥18.00，连续七天共 <strong>¥43.00</strong>。</p>' +
      '<ul><li>中断一天即从第 1 天重新开始。</li><li>第 7 天之后阶梯也会重新开始。</li><li>每笔奖励需完成 1 倍流水。</li></ul>',
  },
};
