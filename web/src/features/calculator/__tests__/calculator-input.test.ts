import { describe, expect, it } from 'vitest';
import { parcelFromInputs } from '../calculator-input';

const inputs = { weight_kg: '2,5', length_cm: '40', width_cm: '30', height_cm: '20' };

describe('parcelFromInputs', () => {
  it('reads a comma as a decimal point', () => {
    expect(parcelFromInputs(inputs)).toEqual({
      parcel: { weight_kg: 2.5, length_cm: 40, width_cm: 30, height_cm: 20 },
      errors: {},
    });
  });
  it('an empty field is unfinished, not wrong', () => {
    expect(parcelFromInputs({ ...inputs, height_cm: ' ' })).toEqual({ parcel: null, errors: {} });
  });
  it('names the fields that are zero, not numbers, or past the parcel bounds', () => {
    const { parcel, errors } = parcelFromInputs({
      weight_kg: '0',
      length_cm: 'abc',
      width_cm: '301',
      height_cm: '-2',
    });
    expect(parcel).toBeNull();
    expect(errors).toEqual({
      weight_kg: 'calculator.errors.positive',
      length_cm: 'calculator.errors.positive',
      width_cm: 'calculator.errors.too_big',
      height_cm: 'calculator.errors.positive',
    });
  });
});
