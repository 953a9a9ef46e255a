import { CLAIM_MESSAGES, CLAIM_UPLOAD_LIMITS } from '@storefront/shared-types';

export const CLAIM_FILE_ACCEPT = 'image/jpeg,image/png,image/webp,application/pdf';

/**
 * The form's early word on the chosen files (a translation key, or null): too many, one too large, a PDF with
 * other files. Only to spare a long upload: the bff and the shop decide, by the bytes.
 */
export function claimFilesProblem(files: readonly { size: number; type: string }[]): string | null {
  if (files.length > CLAIM_UPLOAD_LIMITS.files_max) return CLAIM_MESSAGES.tooManyFiles;
  if (files.some((file) => file.size > CLAIM_UPLOAD_LIMITS.file_bytes_max))
    return CLAIM_MESSAGES.fileTooLarge;
  if (files.length > 1 && files.some((file) => file.type === 'application/pdf'))
    return CLAIM_MESSAGES.tooManyFiles;
  return null;
}
