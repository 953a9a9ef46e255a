import {
  type ApiErrorBody,
  CALL_POLICIES,
  CLIENT_HEADER,
  type ClaimCreateResponse,
  type ClaimFields,
  ENDPOINT_ROUTES,
} from '@storefront/shared-types';
import { ApiError } from '@/lib/api-error';

/**
 * Files a claim: multipart/form-data to the bff (the contract's JSON client cannot send files), a `fields` part
 * with the form as JSON and one `files` part per file. The bff and the shop check every file by its bytes; the
 * form's own checks (count, size) only spare a long upload that would be refused.
 */
export async function submitClaim(fields: ClaimFields, files: readonly File[]): Promise<ClaimCreateResponse> {
  const form = new FormData();
  form.append('fields', JSON.stringify(fields));
  for (const file of files) form.append('files', file, file.name);
  let response: Response;
  try {
    response = await fetch(ENDPOINT_ROUTES.claimCreate.path, {
      method: 'POST',
      headers: { accept: 'application/json', [CLIENT_HEADER.name]: CLIENT_HEADER.value },
      credentials: 'same-origin',
      body: form,
      signal: AbortSignal.timeout(CALL_POLICIES.claimUpload.timeoutMs + 10_000),
    });
  } catch {
    throw ApiError.fromResponse(0, undefined);
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const body = payload as Partial<ApiErrorBody> | undefined;
    throw ApiError.fromResponse(
      response.status,
      body && typeof body.statusCode === 'number' && typeof body.code === 'string'
        ? (body as ApiErrorBody)
        : undefined,
    );
  }
  return payload as ClaimCreateResponse;
}
