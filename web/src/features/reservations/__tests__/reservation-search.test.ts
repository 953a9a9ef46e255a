import { describe, expect, it } from 'vitest';
import { reservationSearch } from '../load-reservation';

describe('reservationSearch', () => {
  it('keeps the id, the link token and the provider’s decline as the provider sends them back', () => {
    const token = 'Pp-fzGw1mZD6pGfbezZVhVIK_Q9W77CjAdHWDFrbBMU';
    expect(reservationSearch({ reservation_id: '12', token, payment: 'decline' })).toEqual({
      reservation_id: 12,
      token,
      payment: 'decline',
    });
  });

  it('drops what is malformed instead of failing the page', () => {
    expect(reservationSearch({ reservation_id: '1e3x', token: 'short', payment: 'accept' })).toEqual({
      reservation_id: undefined,
      token: undefined,
      payment: undefined,
    });
    expect(reservationSearch({ reservation_id: '-4', token: '<script>alert(1)</script>xxxxxxxxxx' })).toEqual(
      {
        reservation_id: undefined,
        token: undefined,
        payment: undefined,
      },
    );
  });
});
