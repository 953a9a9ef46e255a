import { PARCEL_LIMITS, type Parcel } from '@storefront/shared-types';

export type CalculatorInputs = { weight_kg: string; length_cm: string; width_cm: string; height_cm: string };
export type CalculatorField = keyof CalculatorInputs;
export const CALCULATOR_FIELDS: readonly CalculatorField[] = [
  'weight_kg',
  'length_cm',
  'width_cm',
  'height_cm',
];

/**
 * The calculator's typed values as a parcel, or which fields are wrong: a number above zero within the shop's
 * parcel bounds (a comma is read as a decimal point, as people type it in lt, lv and ee). An empty field is not
 * an error yet (nothing to price), only unfinished.
 */
export function parcelFromInputs(inputs: CalculatorInputs): {
  parcel: Parcel | null;
  errors: Partial<Record<CalculatorField, string>>;
} {
  const errors: Partial<Record<CalculatorField, string>> = {};
  const values: Partial<Record<CalculatorField, number>> = {};
  let complete = true;
  for (const field of CALCULATOR_FIELDS) {
    const raw = inputs[field].trim().replace(',', '.');
    if (raw === '') {
      complete = false;
      continue;
    }
    const value = Number(raw);
    const max = field === 'weight_kg' ? PARCEL_LIMITS.max_weight_kg : PARCEL_LIMITS.max_side_cm;
    if (!/^\d+(\.\d+)?$/.test(raw) || !(value > 0)) errors[field] = 'calculator.errors.positive';
    else if (value > max) errors[field] = 'calculator.errors.too_big';
    else values[field] = value;
  }
  if (!complete || Object.keys(errors).length > 0) return { parcel: null, errors };
  return {
    parcel: {
      weight_kg: values.weight_kg ?? 0,
      length_cm: values.length_cm ?? 0,
      width_cm: values.width_cm ?? 0,
      height_cm: values.height_cm ?? 0,
    },
    errors,
  };
}
