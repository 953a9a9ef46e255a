import type { User } from '@storefront/shared-types';

type Identity = Pick<User, 'email' | 'first_name' | 'last_name'>;
/** The marketing-email script's command queue: an array until the vendor script loads, then its own object. */
type CommandQueue = { push: (command: unknown) => unknown };

/** What the vendor is told about a person: one key per identity, so a contact change is told again. */
export function identityKey(user: Identity | null): string | null {
  return user ? `${user.email}\n${user.first_name}\n${user.last_name}` : null;
}

/**
 * §7: the marketing-email integration identifies a signed-in visitor by e-mail, first and last name. The bff's
 * inline script sets up the queue (only where the site and language have the integration) and identifies the
 * user the page was rendered for; a sign-in or contact change in the browser is pushed here. Without the queue
 * (no integration on this site) nothing is sent. Returns whether the command was queued.
 */
export function identifyForMarketing(target: { _learnq?: unknown }, user: Identity): boolean {
  const queue = target._learnq as CommandQueue | undefined;
  if (typeof queue?.push !== 'function') return false;
  queue.push(['identify', { $email: user.email, $first_name: user.first_name, $last_name: user.last_name }]);
  return true;
}
