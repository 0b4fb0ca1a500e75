import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

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

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
  // The play page reads document.referrer's origin to send the player back to the app (a dev server).
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  // The native wrapper loads avatars and icons from this server on its own origin.
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Served over plain http on a developer's machine; the platform's TLS front end sets HSTS.
  strictTransportSecurity: false,
  xFrameOptions: { action: 'deny' },
};

/**
 * helmet's headers for these options, worked out once: they depend on nothing in the request (no
 * nonces), and @fastify/helmet rebuilt the CSP string on every request (3 % of a read's CPU).
 */
export function secureHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = { 'permissions-policy': PERMISSIONS_POLICY };
  const collect = {
    setHeader: (name: string, value: string) => void (headers[name.toLowerCase()] = value),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collect as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/** Secure headers on every answer (app, API, play, docs, assets): helmet's, computed once. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = secureHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
