// A claim file's type by its first bytes (#28), never by its name or declared type: the bff refuses anything else
// before passing a file on, the shop checks the same and then the whole file (claim-file-check.ts).

export type ClaimFileType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (data: Uint8Array, bytes: readonly number[]) =>
  data.length >= bytes.length && bytes.every((byte, index) => data[index] === byte);
const ascii = (data: Uint8Array, from: number, to: number) => String.fromCharCode(...data.subarray(from, to));

/** The type the bytes say (JPEG, PNG, WebP or PDF), or null. */
export function sniffClaimFileType(data: Uint8Array): ClaimFileType | null {
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'image/webp';
  if (ascii(data, 0, 5) === '%PDF-') return 'application/pdf';
  return null;
}
