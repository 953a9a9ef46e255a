import { describe, expect, it } from 'vitest';
import { isSuccessResponse } from '../../src/rules/response-success.js';

describe('isSuccessResponse (§5)', () => {
  it('accepts an object without errors, message or status false', () => {
    expect(isSuccessResponse({ status: true, slug: 'abc' })).toBe(true);
    expect(isSuccessResponse({ resources: {} })).toBe(true);
    expect(isSuccessResponse({})).toBe(true);
  });

  it('rejects a body with an errors field, whatever its value', () => {
    expect(isSuccessResponse({ errors: { email: ['taken'] } })).toBe(false);
    expect(isSuccessResponse({ errors: null, data: 1 })).toBe(false);
  });

  it('rejects a body with a message field, even with status true', () => {
    expect(isSuccessResponse({ message: 'Unauthenticated.' })).toBe(false);
    expect(isSuccessResponse({ status: true, message: '' })).toBe(false);
  });

  it('rejects status === false but not other falsy statuses', () => {
    expect(isSuccessResponse({ status: false })).toBe(false);
    expect(isSuccessResponse({ status: 0 })).toBe(true);
    expect(isSuccessResponse({ status: null })).toBe(true);
  });

  it('treats a field set to undefined as absent', () => {
    expect(isSuccessResponse({ errors: undefined, message: undefined, status: true })).toBe(true);
  });

  it('treats non-object payloads as success: lists, null (no user), booleans, strings, empty bodies', () => {
    expect(isSuccessResponse([{ id: 1 }])).toBe(true);
    expect(isSuccessResponse([])).toBe(true);
    expect(isSuccessResponse(null)).toBe(true);
    expect(isSuccessResponse(false)).toBe(true);
    expect(isSuccessResponse('ok')).toBe(true);
    expect(isSuccessResponse(undefined)).toBe(true);
  });
});
