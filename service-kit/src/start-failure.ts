// How a service ends when it cannot start. A configuration it refuses (a bad or missing variable) exits with
// sysexits.h's EX_CONFIG, which `npm start`'s supervisor (scripts/supervise.mjs) does not retry: the same
// environment fails the same way, so retrying only hides the message for half a minute. Anything else (a port
// taken, a database not up yet) exits 1 and may be retried.

/** sysexits.h EX_CONFIG; scripts/supervise.mjs holds the same number (tests/supervise.test.ts checks they agree). */
export const CONFIG_ERROR_EXIT_CODE = 78;

/** A configuration a service refuses to start with; its message names each bad variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Prints why the start failed (a ConfigError by its message alone) and exits with the code that says which. */
export function exitForStartFailure(error: unknown): never {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(CONFIG_ERROR_EXIT_CODE);
  }
  console.error(error);
  process.exit(1);
}
