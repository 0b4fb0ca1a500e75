import type { HttpReply } from '../core/http';

/**
 * A reply written the way a route writes Fastify's, kept until it becomes the service worker's Response. Payloads are
 * sent as Fastify sends them: text as it is, bytes as they are, anything else as JSON.
 */
export class BrowserReply implements HttpReply {
  status = 200;
  readonly headers = new Headers();
  sent = false;
  dropped = false;
  private payload: unknown;

  code(status: number): this {
    this.status = status;
    return this;
  }

  header(name: string, value: string): this {
    this.headers.set(name, value);
    return this;
  }

  type(contentType: string): this {
    return this.header('content-type', contentType);
  }

  send(payload?: unknown): this {
    this.payload = payload;
    this.sent = true;
    return this;
  }

  redirect(url: string): this {
    return this.code(302).header('location', url).send();
  }

  /** The body as sent; text for a JSON answer, so an idempotency key keeps exactly what the client received. */
  body(): string | Uint8Array<ArrayBuffer> | null {
    const payload = this.payload;
    if (payload === undefined || payload === null || this.status === 204 || this.status === 304) return null;
    if (typeof payload === 'string') {
      if (!this.headers.has('content-type')) this.type('text/plain; charset=utf-8');
      return payload;
    }
    if (payload instanceof Uint8Array) {
      if (!this.headers.has('content-type')) this.type('application/octet-stream');
      return new Uint8Array(payload);
    }
    if (!this.headers.has('content-type')) this.type('application/json; charset=utf-8');
    return JSON.stringify(payload);
  }

  toResponse(body: string | Uint8Array<ArrayBuffer> | null): Response {
    if (this.dropped) return Response.error();
    return new Response(body, { status: this.status, headers: this.headers });
  }
}
