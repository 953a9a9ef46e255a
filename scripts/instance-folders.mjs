// Where one `npm start` keeps what it writes: the shop-api's database (PGLITE_DATA_DIR), the mails it writes as
// files (MAIL_DIR) and the claims' files (CLAIMS_DIR). By default all under .data/. A second instance given its own
// PGLITE_DATA_DIR (the README's way to run two) keeps its mails and claim files beside that folder too
// (`<dir>-mail`, `<dir>-claims`), not in the first instance's: its mails carry its own order links and tokens.
// MAIL_DIR and CLAIMS_DIR, when set, win. Relative paths are the repository root's, as the shop-api reads them.
import { join } from 'node:path';

/** The three folders' variables for the shop-api, from the environment `npm start` was given. */
export function instanceFolders(env, root) {
  const dataDir = env.PGLITE_DATA_DIR;
  if (dataDir === undefined) return { PGLITE_DATA_DIR: join(root, '.data/shop-api') };
  if (dataDir === 'memory') return { PGLITE_DATA_DIR: dataDir };
  return {
    PGLITE_DATA_DIR: dataDir,
    MAIL_DIR: env.MAIL_DIR ?? `${dataDir}-mail`,
    CLAIMS_DIR: env.CLAIMS_DIR ?? `${dataDir}-claims`,
  };
}
