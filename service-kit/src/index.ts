// What both services' Fastify apps share beyond the contract: the plugins that make every error the one shape and
// read JSON bodies by the contract's rule. Each service passes its own specifics as options.
export {
  createErrorHandling,
  DEFAULT_RETRY_AFTER_S,
  type ErrorHandling,
  type ErrorHandlingOptions,
} from './error-handling.js';
export { default as jsonBody } from './json-body.js';
export { CONFIG_ERROR_EXIT_CODE, ConfigError, exitForStartFailure } from './start-failure.js';
