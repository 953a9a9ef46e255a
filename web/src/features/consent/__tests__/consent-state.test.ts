import { CONSENT_COOKIE } from '@storefront/shared-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerConsent, storedConsent } from '../consent-state';

const gateWindow = () => {
  const gate = { grant: vi.fn(), deny: vi.fn() };
  const reload = vi.fn();
  return { gate, reload, target: { sfConsent: gate, location: { reload } } as unknown as Window };
};

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: test cleanup of the cookie under test.
  document.cookie = `${CONSENT_COOKIE}=; Path=/; Max-Age=0`;
});

describe('consent answers', () => {
  it('no cookie, or one that is not an answer, is no answer', () => {
    expect(storedConsent()).toBeNull();
    // biome-ignore lint/suspicious/noDocumentCookie: a tampered value.
    document.cookie = `${CONSENT_COOKIE}=yes-please; Path=/`;
    expect(storedConsent()).toBeNull();
  });

  it('accepting stores the answer and lets the gate run the held-back integrations', () => {
    const { gate, reload, target } = gateWindow();
    answerConsent('granted', target);
    expect(storedConsent()).toBe('granted');
    expect(gate.grant).toHaveBeenCalledOnce();
    expect(gate.deny).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('rejecting at first stores it and tells the tag manager, without a reload', () => {
    const { gate, reload, target } = gateWindow();
    answerConsent('denied', target);
    expect(storedConsent()).toBe('denied');
    expect(gate.deny).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
  });

  it('withdrawing an earlier yes reloads the page, so the vendors already running stop', () => {
    const { target: first } = gateWindow();
    answerConsent('granted', first);
    const { gate, reload, target } = gateWindow();
    answerConsent('denied', target);
    expect(storedConsent()).toBe('denied');
    expect(gate.deny).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('a page without integrations (no gate) still records the answer', () => {
    answerConsent('granted', { location: { reload: vi.fn() } } as unknown as Window);
    expect(storedConsent()).toBe('granted');
  });
});
