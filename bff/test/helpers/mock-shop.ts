import { MockAgent } from 'undici';

export const SHOP_ORIGIN = 'http://shop-api.test';

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface MockReply {
  statusCode: number;
  data?: unknown;
  headers?: Record<string, string>;
}

// A fake shop API on an undici MockAgent: every call is recorded (so tests count attempts and read the headers
// the bff sent) and answered by the test's function. No network is touched.
export function mockShop() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(SHOP_ORIGIN);
  const calls: RecordedCall[] = [];

  function on(method: string, path: string, reply: (call: RecordedCall) => MockReply, delayMs = 0) {
    const scope = pool.intercept({ method, path: (p) => p.split('?')[0] === path }).reply((opts) => {
      const call: RecordedCall = {
        method: opts.method,
        path: opts.path,
        headers: normaliseHeaders(opts.headers),
        body: typeof opts.body === 'string' && opts.body !== '' ? JSON.parse(opts.body) : undefined,
      };
      calls.push(call);
      const answer = reply(call);
      return {
        statusCode: answer.statusCode,
        data:
          answer.data === undefined
            ? ''
            : typeof answer.data === 'string'
              ? answer.data
              : JSON.stringify(answer.data),
        responseOptions: { headers: { 'content-type': 'application/json', ...answer.headers } },
      };
    });
    if (delayMs > 0) scope.delay(delayMs);
    scope.persist();
  }

  function failWith(method: string, path: string, error: Error, times: number) {
    pool.intercept({ method, path }).replyWithError(error).times(times);
  }

  return {
    agent,
    calls,
    on,
    failWith,
    count: (path: string) => calls.filter((call) => call.path.split('?')[0] === path).length,
  };
}

function normaliseHeaders(headers: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (Array.isArray(headers)) {
    for (let i = 0; i + 1 < headers.length; i += 2)
      out[String(headers[i]).toLowerCase()] = String(headers[i + 1]);
  } else if (headers && typeof headers === 'object') {
    for (const [key, value] of Object.entries(headers)) out[key.toLowerCase()] = String(value);
  }
  return out;
}

export function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:4000'), { code: 'ECONNREFUSED' });
}
