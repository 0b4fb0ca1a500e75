import type { HttpHandler, HttpRoutes } from '../core/http';

interface Route {
  method: 'GET' | 'POST';
  /** '0' per static segment and '1' per `:param`: routes are kept in this order, so a static segment wins. */
  rank: string;
  pattern: RegExp;
  names: string[];
  handler: HttpHandler;
}

/**
 * The routes outside both contracts, as the service worker looks them up: `:name` segments become params, paths match
 * case-insensitively (as the server's router is configured, app.ts), and a static segment wins over a param whatever
 * the order of registration (`/assets/wallet/pay/:ref` over `/assets/wallet/:folder/:file`), as in Fastify's router.
 */
export class BrowserRoutes implements HttpRoutes {
  private readonly routes: Route[] = [];

  get(url: string, handler: HttpHandler): void {
    this.add('GET', url, handler);
  }

  post(url: string, handler: HttpHandler): void {
    this.add('POST', url, handler);
  }

  /** The route for a method and path, with its params decoded; null when none matches. */
  find(method: string, path: string): { handler: HttpHandler; params: Record<string, string> } | null {
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(path);
      if (!match) continue;
      const params: Record<string, string> = {};
      route.names.forEach((name, i) => (params[name] = safeDecode(match[i + 1] ?? '')));
      return { handler: route.handler, params };
    }
    return null;
  }

  private add(method: Route['method'], url: string, handler: HttpHandler): void {
    const names: string[] = [];
    const rank = url
      .split('/')
      .map((segment) => (segment.startsWith(':') ? '1' : '0'))
      .join('');
    const source = url
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/');
    this.routes.push({ method, rank, pattern: new RegExp(`^${source}$`, 'i'), names, handler });
    this.routes.sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0));
  }
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
