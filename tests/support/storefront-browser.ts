// A browser on one storefront site for the cross-package tests: keeps every cookie the bff sets (session, guest
// cart), sends what the web client sends (the client header and a same-origin Origin on a POST).
import { CLIENT_HEADER } from '@storefront/shared-types';
import request from 'supertest';

export class StorefrontBrowser {
  readonly cookies = new Map<string, string>();

  constructor(
    private readonly bffOrigin: string,
    private readonly host = 'lt.localhost:3000',
  ) {}

  private cookieHeader(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private keep(response: request.Response): request.Response {
    for (const set of ([] as string[]).concat(response.headers['set-cookie'] ?? [])) {
      const [pair = ''] = set.split(';');
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async post(path: string, body: unknown): Promise<request.Response> {
    const call = request(this.bffOrigin)
      .post(path)
      .set('host', this.host)
      .set('origin', `http://${this.host}`)
      .set(CLIENT_HEADER.name, CLIENT_HEADER.value)
      .send(body as object);
    const cookie = this.cookieHeader();
    if (cookie) call.set('cookie', cookie);
    return this.keep(await call);
  }

  async get(path: string): Promise<request.Response> {
    const call = request(this.bffOrigin)
      .get(path)
      .set('host', this.host)
      .set(CLIENT_HEADER.name, CLIENT_HEADER.value);
    const cookie = this.cookieHeader();
    if (cookie) call.set('cookie', cookie);
    return this.keep(await call);
  }

  /** A page as a browser asks for it (HTML, no client header), with the cookies kept so far; redirects not followed. */
  async page(path: string): Promise<request.Response> {
    const call = request(this.bffOrigin).get(path).set('host', this.host).set('accept', 'text/html');
    const cookie = this.cookieHeader();
    if (cookie) call.set('cookie', cookie);
    return this.keep(await call);
  }
}
