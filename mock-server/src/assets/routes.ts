import type { HttpRoutes } from '../core/http';
import { z } from 'zod';
import { AVATAR_COUNT } from '../areas/account';
import { avatarSvg, LOGO_SVG } from './avatars';
import { registerGameAssets } from './game-assets';
import { notFound, sendSvg } from './svg';
import { LOTTERIES } from '../areas/lottery';
import { FOOD_ITEMS } from '../areas/fastfood';
import { foodIconSvg, lotteryIconSvg } from './timed-game-icons';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title}</title></head><body style="font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5">${body}</body></html>`;

const APK_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}\.apk$/;

/** Media the mock serves itself (nothing is fetched from the internet): avatars, logo, app links (uploads: areas/content). */
export function registerAssets(app: HttpRoutes): void {
  registerGameAssets(app);
  app.get('/assets/avatars/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const id = Number(/^(\d+)\.svg$/.exec(file)?.[1]);
    if (!Number.isInteger(id) || id < 1 || id > AVATAR_COUNT) return reply.code(404).send({ code: 0, msg: 'no such avatar', data: null });
    return sendSvg(request, reply, avatarSvg(id));
  });

  app.get('/assets/lottery/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const lottery = LOTTERIES.find((l) => `${l.code}.svg` === file);
    return lottery ? sendSvg(request, reply, lotteryIconSvg(lottery)) : notFound(reply);
  });

  app.get('/assets/fastfood/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    const item = FOOD_ITEMS.find((i) => `${i.code}.svg` === file);
    return item ? sendSvg(request, reply, foodIconSvg(item)) : notFound(reply);
  });

  app.get('/assets/brand/logo.svg', async (request, reply) => sendSvg(request, reply, LOGO_SVG));

  // A stand-in package so the native "download then install" path has a 200 to receive.
  app.get('/assets/app/:file', async (request, reply) => {
    const { file } = z.object({ file: z.string() }).parse(request.params);
    if (file.endsWith('.apk')) {
      // Only a plain package name reaches Content-Disposition: no quote, CR/LF or path can be smuggled in.
      if (!APK_NAME.test(file)) return reply.code(404).send({ code: 0, msg: 'not found', data: null });
      return reply
        .type('application/vnd.android.package-archive')
        .header('content-disposition', `attachment; filename="${file}"`)
        .send(Buffer.from('PK\u0003\u0004 mock apk'));
    }
    if (file === 'ios.html')
      return reply
        .type('text/html')
        .send(page('App Store', '<h1>Star Harbour for iOS</h1><p>This stands in for the App Store page of the mock platform.</p>'));
    if (file === 'download.html')
      return reply
        .type('text/html')
        .send(
          page(
            'Download',
            '<h1>Download the Star Harbour app</h1><p>Android: <a href="/assets/app/star-harbour-latest.apk">APK</a> · iOS: <a href="/assets/app/ios.html">App Store</a></p>',
          ),
        );
    return reply.code(404).send({ code: 0, msg: 'not found', data: null });
  });

  app.get('/assets/legal/agreement.html', async (_request, reply) =>
    reply
      .type('text/html')
      .send(
        page(
          'User agreement / 用户协议',
          '<h1>User agreement</h1><p>This is the user agreement of the Star Harbour demo platform. Players must be over 18. No real money is involved.</p><h1 lang="zh-Hans">用户协议</h1><p lang="zh-Hans">这是星港娱乐演示平台的用户协议。玩家须年满 18 周岁。本平台不涉及真实资金。</p>',
        ),
      ),
  );
}
