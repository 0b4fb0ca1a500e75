import type { HttpRoutes } from '../../core/http';
import { z } from 'zod';
import { notFound, sendSvg } from '../../assets/svg';
import { TOP_LEVEL } from './levels';

/** Metal tones from bronze to diamond: the badge says the level by number and by colour. */
const TONES = ['#8a94a6', '#b87333', '#c0c0c0', '#d4a017', '#3aa37a', '#2f7fd0', '#7b4fd0', '#c2410c', '#be185d', '#0f172a'] as const;

export function vipBadgeSvg(level: number): string {
  const tone = TONES[level] ?? TONES[0];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64" role="img" aria-label="VIP${level}">
<path d="M32 3 56 12v18c0 15-10 26-24 31C18 56 8 45 8 30V12Z" fill="${tone}"/>
<path d="M32 8 51 15.5V30c0 12-8 21.5-19 26C21 51.5 13 42 13 30V15.5Z" fill="#fff" fill-opacity=".18"/>
<text x="32" y="28" text-anchor="middle" font-family="system-ui,sans-serif" font-size="12" font-weight="700" fill="#fff">VIP</text>
<text x="32" y="47" text-anchor="middle" font-family="system-ui,sans-serif" font-size="18" font-weight="800" fill="#fff">${level}</text>
</svg>`;
}

/** "/assets/vip/3.svg": the level badges of the VIP pages. */
export function registerVipBadges(app: HttpRoutes): void {
  app.get('/assets/vip/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const level = Number(/^(\d)\.svg$/.exec(file)?.[1]);
    return Number.isInteger(level) && level >= 0 && level <= TOP_LEVEL ? sendSvg(request, reply, vipBadgeSvg(level)) : notFound(reply);
  });
}
