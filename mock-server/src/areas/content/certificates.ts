import type { HttpRoutes } from '../../core/http';
import { z } from 'zod';
import type { Certificate } from '@contracts/common/partners';
import type { Lang } from '@contracts';
import type { VisitorCtx } from '../../core/domain-ctx';
import { escapeXml, fitText, notFound, sendSvg, svgDocument, textLines } from '../../assets/svg';

interface CertificateText {
  id: number;
  title: Record<Lang, string>;
  issuer: Record<Lang, string>;
  licenceNo: string;
  description: Record<Lang, string>;
  validUntil: string | null;
  /** The seal's colour on the generated image. */
  colour: string;
}

/** Invented licences of the invented brand (no real regulator is named). */
const CERTIFICATES: CertificateText[] = [
  {
    id: 1,
    title: { en: 'Online Gaming Operator Licence', zh_hans: '网络游戏运营牌照' },
    issuer: { en: 'Harbour Isles Gaming Authority', zh_hans: '港湾群岛博彩管理局' },
    licenceNo: 'HIGA-OL-2024-0187',
    description: {
      en: 'Authorises Star Harbour to operate online casino, lottery and sports games for registered adult players.',
      zh_hans: '授权星港娱乐为已注册的成年玩家运营在线娱乐场、彩票和体育游戏。',
    },
    validUntil: '2028-06-30',
    colour: '#1f5fbf',
  },
  {
    id: 2,
    title: { en: 'Fair Play Certificate', zh_hans: '公平游戏认证' },
    issuer: { en: 'Meridian Test Laboratories', zh_hans: '子午线检测实验室' },
    licenceNo: 'MTL-RNG-55021',
    description: {
      en: 'The random number generators and the provably fair lottery draws were tested for uniform, unpredictable results.',
      zh_hans: '随机数生成器和可验证公平的彩票开奖经测试，结果均匀且不可预测。',
    },
    validUntil: '2027-12-31',
    colour: '#1b7f4b',
  },
  {
    id: 3,
    title: { en: 'Responsible Gaming Commitment', zh_hans: '负责任博彩承诺' },
    issuer: { en: 'Star Harbour Entertainment', zh_hans: '星港娱乐' },
    licenceNo: 'SH-RG-001',
    description: {
      en: 'Only players over 18 may play. Limits, cooling-off periods and self-exclusion are available through customer service.',
      zh_hans: '仅限年满 18 周岁的玩家参与。可通过客服设置限额、冷静期和自我禁止。',
    },
    validUntil: null,
    colour: '#a0522d',
  },
];

export const certificateImage = (id: number, lang: Lang) => `/assets/certificates/${lang}/${id}.svg`;

/** common/getCertificate: the licences of the about page, in the request language. */
export function certificates(ctx: VisitorCtx): Certificate[] {
  const { lang } = ctx;
  return CERTIFICATES.map((c) => ({
    id: c.id,
    title: c.title[lang],
    issuer: c.issuer[lang],
    licenceNo: c.licenceNo,
    image: certificateImage(c.id, lang),
    description: c.description[lang],
    validUntil: c.validUntil,
  }));
}

/** A certificate drawn as a framed document with its title, issuer, number and a seal (the URL carries the language). */
function certificateSvg(c: CertificateText, lang: Lang): string {
  const width = 480;
  const height = 320;
  const title = fitText(c.title[lang], { maxWidth: 400, maxLines: 2, size: 26, minSize: 16 });
  const issuer = fitText(c.issuer[lang], { maxWidth: 400, maxLines: 1, size: 16, minSize: 11 });
  const body = [
    `<rect width="${width}" height="${height}" fill="#fffaf0"/>`,
    `<rect x="10" y="10" width="${width - 20}" height="${height - 20}" fill="none" stroke="${c.colour}" stroke-width="4"/>`,
    `<rect x="20" y="20" width="${width - 40}" height="${height - 40}" fill="none" stroke="${c.colour}" stroke-width="1" stroke-dasharray="4 3"/>`,
    textLines(title, { x: width / 2, y: 80, lineHeight: 1.25, anchor: 'middle', attrs: `font-weight="700" fill="#222"` }),
    textLines(issuer, { x: width / 2, y: 170, lineHeight: 1.2, anchor: 'middle', attrs: 'fill="#444"' }),
    `<text x="${width / 2}" y="200" font-size="14" text-anchor="middle" fill="#666">${escapeXml(c.licenceNo)}</text>`,
    `<circle cx="${width / 2}" cy="255" r="30" fill="${c.colour}" opacity="0.9"/>`,
    `<path d="M${width / 2} 232 l7 15 16 2 -12 11 3 16 -14 -8 -14 8 3 -16 -12 -11 16 -2z" fill="#ffd700"/>`,
  ].join('');
  return svgDocument(width, height, `${c.title[lang]} · ${c.issuer[lang]}`, body);
}

/** Serves the certificate images: generated here, nothing fetched from the internet. */
export function registerCertificateImages(app: HttpRoutes): void {
  app.get('/assets/certificates/:lang/:file', async (request, reply) => {
    const params = z.object({ lang: z.enum(['en', 'zh_hans']), file: z.string().regex(/^\d{1,3}\.svg$/) }).safeParse(request.params);
    const certificate = params.success ? CERTIFICATES.find((c) => `${c.id}.svg` === params.data.file) : undefined;
    return params.success && certificate ? sendSvg(request, reply, certificateSvg(certificate, params.data.lang)) : notFound(reply);
  });
}
