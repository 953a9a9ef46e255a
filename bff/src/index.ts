export type { AppOptions } from './app.js';
export { type AppConfig, loadConfig } from './config/env.js';
export { createServer } from './create-server.js';
