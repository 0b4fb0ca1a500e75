import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this size a compressed answer saves less than the work costs (and may not shrink at all). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip, as the client accepts, for every text answer above 1 kB (JSON, the API docs, generated
 * SVG). Static files arrive precompressed from the build and already carry their encoding, which the plugin
 * leaves alone. It works through an `onRoute` hook, so it must be registered before any route.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Request bodies are never compressed by our clients: no decompression hook on every request.
    globalDecompression: false,
  });
}
