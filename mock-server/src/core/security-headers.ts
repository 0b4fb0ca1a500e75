import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

/**
 * What the app, the play pages and the docs page need, and nothing more. No inline script anywhere
 * (the play and docs pages load their script from `/play/page.js` and `/api/docs.js`). Styles allow
 * 'unsafe-inline': antd-mobile and the generated pages set style attributes; a style cannot run code.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // data: QR codes and inline SVG icons; blob: previews of an image before it is uploaded.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-src': ["'none'"],
  'frame-ancestors': ["'none'"],
} as const;

/** Powerful features the app never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()'].join(', ');

/** Secure headers on every answer (app, API, play, docs, assets) through @fastify/helmet. */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
    // The play page reads document.referrer's origin to send the player back to the app (a dev server).
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The native wrapper loads avatars and icons from this server on its own origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // Served over plain http on a developer's machine; the platform's TLS front end sets HSTS.
    strictTransportSecurity: false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
