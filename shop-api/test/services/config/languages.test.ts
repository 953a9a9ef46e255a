// requireLanguage: the one check of a language_id the shop keeps or acts on. The shop's languages answer their iso
// code; an id with no row, or a row of a language the storefront does not speak, is the 400 naming language_id.
import { REQUEST_MESSAGES } from '@storefront/shared-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requireLanguage } from '../../../src/services/config/languages.js';
import { createTestDatabase, type TestDatabase } from '../../helpers/test-database.js';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.cleanup());

describe('requireLanguage', () => {
  it('answers the iso code of each seeded language', async () => {
    const codes = await Promise.all([1, 2, 3, 4].map((id) => requireLanguage(database.db, id)));
    expect(codes).toEqual(['en', 'lt', 'lv', 'ee']);
  });

  it('refuses an id the shop has no language for, or one of a language the storefront does not speak', async () => {
    await database.db.query(
      "INSERT INTO languages (id, iso_code, name, local_title, locale) VALUES (50, 'ru', 'Russian', 'Русский', 'ru-RU')",
    );
    for (const id of [99, 50, 0]) {
      const refused = await requireLanguage(database.db, id).catch((error: unknown) => error);
      expect(refused, String(id)).toMatchObject({
        statusCode: 400,
        message: REQUEST_MESSAGES.languageInvalid,
        fields: { language_id: REQUEST_MESSAGES.languageInvalid },
      });
    }
  });
});
