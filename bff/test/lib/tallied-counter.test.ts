import { Registry } from 'prom-client';
import { expect, test } from 'vitest';
import { talliedCounter } from '../../src/lib/tallied-counter.js';

function counter() {
  const registry = new Registry();
  const requests = talliedCounter({
    name: 'test_requests_total',
    help: 'Requests',
    labelNames: ['route', 'status'] as const,
    registers: [registry],
  });
  return { registry, requests };
}

test('tallied counts are what the counter reports, per label set, with inc() counts added', async () => {
  const { requests } = counter();
  requests.tally('/a 200', { route: '/a', status: '200' });
  requests.tally('/a 200', { route: '/a', status: '200' });
  requests.tally('/a 500', { route: '/a', status: '500' });
  requests.inc({ route: '/a', status: '200' });
  const values = (await requests.get()).values;
  expect(values.find((v) => v.labels.status === '200')?.value).toBe(3);
  expect(values.find((v) => v.labels.status === '500')?.value).toBe(1);
});

test('a count is handed over once: reading again adds only what was tallied since', async () => {
  const { requests } = counter();
  requests.tally('/a 200', { route: '/a', status: '200' });
  await requests.get();
  expect((await requests.get()).values[0]?.value).toBe(1);
  requests.tally('/a 200', { route: '/a', status: '200' });
  expect((await requests.get()).values[0]?.value).toBe(2);
});

test('a scrape of the registry shows the tallied counts', async () => {
  const { registry, requests } = counter();
  requests.tally('/b 404', { route: '/b', status: '404' });
  expect(await registry.metrics()).toContain('test_requests_total{route="/b",status="404"} 1');
});
