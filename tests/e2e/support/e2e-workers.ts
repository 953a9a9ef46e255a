/**
 * How many test files run at once, each worker on a stack of its own (own shop-api database, bff and mail): the
 * journeys mostly wait on pages (a single worker kept a 2-core machine about a third busy), and a stack apiece
 * keeps one file's orders, carts and balance changes out of another's. A stack given from outside is shared, so
 * its files run one after another.
 */
export function e2eWorkers(): number {
  if (process.env.E2E_BFF_PORT) return 1;
  const wanted = Number(process.env.E2E_WORKERS ?? 2);
  return Number.isInteger(wanted) && wanted >= 1 ? wanted : 1;
}
