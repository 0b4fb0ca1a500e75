import type { Bilingual } from '../help';

/**
 * The rich text of promotion 9, a QA fixture kept in the demo world on purpose: ordinary trivia with hostile
 * markup among it — a <script>, an onerror handler, javascript: and data: links, an SVG with its own script
 * and handler, CSS with url(javascript:) and expression(), a <style> and a data: iframe. The mock stores and
 * serves it exactly as written (an operator's editor could hold anything); the web's RichText sanitiser must
 * show the text and run none of it. Each payload would set `window.__promoXss` if it ran.
 */
const PAYLOADS = {
  script: `<script>window.__promoXss = 'script'</script>`,
  onerror: `<img src="javascript:window.__promoXss='img-src'" onerror="window.__promoXss='onerror'">`,
  link: (text: string) => `<a href="javascript:window.__promoXss='link'">${text}</a>`,
  svg: `<svg onload="window.__promoXss='svg'"><script>window.__promoXss='svg-script'</script><a href="javascript:window.__promoXss='svg-link'"><text x="0" y="15">?</text></a></svg>`,
  css: `style="background:url(javascript:window.__promoXss='css');width:expression(window.__promoXss='expression')"`,
  style: `<style>body{background-image:url("javascript:window.__promoXss='style'")}</style>`,
  iframe: `<iframe src="data:text/html,&lt;script&gt;parent.__promoXss='iframe'&lt;/script&gt;"></iframe>`,
  dataLink: (text: string) => `<a href="data:text/html;base64,PHNjcmlwdD5wYXJlbnQuX19wcm9tb1hzcz0nZGF0YSc8L3NjcmlwdD4=">${text}</a>`,
  dataImage: `<img src="data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' onload='window.__promoXss=1'/%3E" alt="">`,
};

export const HOSTILE_CONTENT: Bilingual = {
  en: [
    '<p>How well do you know Star Harbour? Five questions this week; the answers are at the bottom.</p>',
    PAYLOADS.script,
    '<ol><li>How many VIP levels are there?</li><li>How long does this demo platform take to approve a deposit?</li><li>What is the smallest deposit?</li><li>How many days long is the sign-in ladder?</li><li>How old must a player be?</li></ol>',
    PAYLOADS.onerror,
    `<p>Stuck? ${PAYLOADS.link('Tap here for a hint')}, or read the help centre.</p>`,
    PAYLOADS.svg,
    `<p ${PAYLOADS.css}>Answers: 1. Ten, VIP0 to VIP9. 2. Two minutes. 3. ¥100.00. 4. Seven days. 5. Over 18.</p>`,
    PAYLOADS.style,
    PAYLOADS.iframe,
    `<p>${PAYLOADS.dataLink('The answer sheet')} is the paragraph above.</p>`,
    PAYLOADS.dataImage,
    '<p>There is no bonus for this quiz: it is just for fun.</p>',
  ].join(''),
  zh_hans: [
    '<p>您对星港娱乐了解多少？本周五道题，答案在文末。</p>',
    PAYLOADS.script,
    '<ol><li>VIP 共有几个等级？</li><li>本演示平台审核一笔存款需要多久？</li><li>最低存款金额是多少？</li><li>签到阶梯共有几天？</li><li>玩家须年满几岁？</li></ol>',
    PAYLOADS.onerror,
    `<p>想不出来？${PAYLOADS.link('点此查看提示')}，或阅读帮助中心。</p>`,
    PAYLOADS.svg,
    `<p ${PAYLOADS.css}>答案：1. 十个，VIP0 至 VIP9。2. 两分钟。3. ¥100.00。4. 七天。5. 18 岁。</p>`,
    PAYLOADS.style,
    PAYLOADS.iframe,
    `<p>${PAYLOADS.dataLink('答案')}就在上一段。</p>`,
    PAYLOADS.dataImage,
    '<p>本测验没有奖金，仅供娱乐。</p>',
  ].join(''),
};
