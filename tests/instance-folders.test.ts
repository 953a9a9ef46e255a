import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script (scripts/ has no types); its export is used as documented there.
import { instanceFolders } from '../scripts/instance-folders.mjs';

// A probe ran a second `npm start` with its own PGLITE_DATA_DIR, as the README says, and its mails (with order
// links and tokens) landed in the first instance's .data/mail.
describe('npm start: where an instance keeps its database, mails and claim files', () => {
  it('keeps the defaults under .data/ when no data folder is given', () => {
    expect(instanceFolders({}, '/repo')).toEqual({ PGLITE_DATA_DIR: '/repo/.data/shop-api' });
  });

  it('puts a second instance’s mails and claim files beside its own data folder', () => {
    expect(instanceFolders({ PGLITE_DATA_DIR: '.data/shop-api-2' }, '/repo')).toEqual({
      PGLITE_DATA_DIR: '.data/shop-api-2',
      MAIL_DIR: '.data/shop-api-2-mail',
      CLAIMS_DIR: '.data/shop-api-2-claims',
    });
  });

  it('lets MAIL_DIR and CLAIMS_DIR win, and keeps an in-memory database’s files where they were', () => {
    expect(
      instanceFolders({ PGLITE_DATA_DIR: '/tmp/x', MAIL_DIR: '/tmp/mail', CLAIMS_DIR: '/tmp/claims' }, '/r'),
    ).toEqual({ PGLITE_DATA_DIR: '/tmp/x', MAIL_DIR: '/tmp/mail', CLAIMS_DIR: '/tmp/claims' });
    expect(instanceFolders({ PGLITE_DATA_DIR: 'memory' }, '/r')).toEqual({ PGLITE_DATA_DIR: 'memory' });
  });
});
