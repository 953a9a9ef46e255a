import { zodResolver } from '@hookform/resolvers/zod';
import type { EndpointInput, EndpointName, EndpointParsedInput, Endpoints } from '@storefront/shared-types';
import type { Resolver } from 'react-hook-form';

/** The endpoints that take a body: the ones a form can fill. */
export type BodyEndpointName = {
  [N in EndpointName]: Endpoints[N] extends { body: unknown } ? N : never;
}[EndpointName];
/** A form's values as the fields hold them (the body schema's input). */
export type FormInput<N extends BodyEndpointName> = EndpointInput<N>['body'];
/** The same once the schema parsed them (trimmed, lower-cased e-mail, empty phone as null…): what is sent. */
export type FormOutput<N extends BodyEndpointName> = EndpointParsedInput<N>['body'];

// The endpoint table and its schemas (lib/contract.ts), a chunk of its own.
const loadContract = () => import('../contract');

/** Starts loading the schemas (a form calls it when it is first focused, so checking a field never waits). */
export function prefetchContract(): void {
  void loadContract();
}

/**
 * A react-hook-form resolver checking a form with the body schema of its endpoint in the contract: the form says
 * exactly what the bff and the shop will check, with the same translation keys as messages. The schemas (and zod)
 * load on the first check, never with the page.
 */
export function contractResolver<N extends BodyEndpointName>(
  name: N,
): Resolver<FormInput<N>, unknown, FormOutput<N>> {
  return async (values, context, options) => {
    const { ENDPOINTS } = await loadContract();
    // The schema's own types are the contract's; the resolver's generic signature cannot follow an indexed one.
    const resolve = zodResolver(ENDPOINTS[name].body as never) as unknown as Resolver<
      FormInput<N>,
      unknown,
      FormOutput<N>
    >;
    return resolve(values, context, options);
  };
}
