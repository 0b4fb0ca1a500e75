import type { HttpRoutes } from '../../core/http';
import { z } from 'zod';
import { worldOf } from '../../core/world-routing';
import { findUpload } from './upload';

/** The players' uploads (receipts, avatars, feedback images) as files, at the URLs common/upload hands out. */
export function registerUploadFiles(app: HttpRoutes): void {
  app.get('/assets/uploads/:directory/:file', async (request, reply) => {
    const { file } = z.object({ directory: z.string(), file: z.string() }).parse(request.params);
    const upload = findUpload(worldOf(request).world, file.replace(/\.(png|jpe?g)$/i, ''));
    if (!upload) return reply.code(404).send({ code: 0, msg: 'no such upload', data: null });
    // The type proven at upload, never sniffed by the browser (nosniff comes with the secure headers); our own name.
    const name = `${upload.id}.${upload.mime === 'image/png' ? 'png' : 'jpg'}`;
    return reply.type(upload.mime).header('content-disposition', `inline; filename="${name}"`).send(Buffer.from(upload.base64, 'base64'));
  });
}
