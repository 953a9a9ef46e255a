import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissUnpaidAlert, isUnpaidAlertDismissed } from '../alert-dismissal';

const clearCookie = () => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets what the code under test wrote.
  document.cookie = 'unpaid_orders_alert_dismissed=; Path=/; Max-Age=0';
};

describe('unpaid-orders alert dismissal (§4: closing marks it dismissed)', () => {
  afterEach(clearCookie);

  it('is not dismissed before the alert is closed', () => {
    expect(isUnpaidAlertDismissed(7)).toBe(false);
  });

  it('once closed it stays dismissed for that user (a full page load reads the same cookie)', () => {
    dismissUnpaidAlert(7);
    expect(isUnpaidAlertDismissed(7)).toBe(true);
  });

  it('another account signing in on the same browser still gets its alert', () => {
    dismissUnpaidAlert(7);
    expect(isUnpaidAlertDismissed(8)).toBe(false);
  });

  it('is a session cookie: no Max-Age or Expires, so it ends with the browser session', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    const spy = vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor?.set?.call(document, value);
    });
    dismissUnpaidAlert(7);
    spy.mockRestore();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^unpaid_orders_alert_dismissed=7; Path=\//);
    expect(writes[0]).not.toMatch(/Max-Age|Expires/i);
  });
});
