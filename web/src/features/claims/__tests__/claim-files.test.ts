import { CLAIM_MESSAGES } from '@storefront/shared-types';
import { describe, expect, it } from 'vitest';
import { claimFilesProblem } from '../claim-files';

const photo = (size = 1000) => ({ size, type: 'image/jpeg' });

describe('claimFilesProblem', () => {
  it('lets up to five photos of at most 10 MB, or one PDF, through', () => {
    expect(claimFilesProblem([])).toBeNull();
    expect(claimFilesProblem(Array.from({ length: 5 }, () => photo()))).toBeNull();
    expect(claimFilesProblem([{ size: 2000, type: 'application/pdf' }])).toBeNull();
  });
  it('names what is wrong: a sixth file, a file over 10 MB, a PDF with photos', () => {
    expect(claimFilesProblem(Array.from({ length: 6 }, () => photo()))).toBe(CLAIM_MESSAGES.tooManyFiles);
    expect(claimFilesProblem([photo(10 * 1024 * 1024 + 1)])).toBe(CLAIM_MESSAGES.fileTooLarge);
    expect(claimFilesProblem([photo(), { size: 10, type: 'application/pdf' }])).toBe(
      CLAIM_MESSAGES.tooManyFiles,
    );
  });
});
