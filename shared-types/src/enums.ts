// zod schemas of the enumerations in enum-values.ts (and languages.ts, sort-types.ts). Each construction is
// marked pure so a bundle keeps only the schemas it uses.
import { z } from 'zod';
import {
  CHECKOUT_STEP_NAMES,
  CheckoutStep,
  DiscountType,
  FEE_TYPES,
  FlagType,
  LISTING_CONTENT_TYPES,
  ListingKind,
  ManualTopUpType,
  MODAL_NAMES,
  PaymentProvider,
  PRODUCT_LAYOUTS,
  SHIPPING_METHODS,
  SORT_FIELDS,
  THEMES,
  TransactionRelType,
  VARIANT_CODES,
} from './enum-values.js';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode } from './languages.js';
import { SORT_TYPES, type SortType } from './sort-types.js';

export * from './enum-values.js';
export { DEFAULT_LANGUAGE, LANGUAGE_CODES, type LanguageCode, SORT_TYPES, type SortType };

/** An enumeration's values, each once, in their order (two names may share a number). */
function distinctValues<const T extends Record<string, number>>(enumeration: T): Array<T[keyof T]> {
  return [...new Set(Object.values(enumeration) as Array<T[keyof T]>)];
}

export const variantCodeSchema = /* @__PURE__ */ z.enum(VARIANT_CODES);
export const languageCodeSchema = /* @__PURE__ */ z.enum(LANGUAGE_CODES);
export const themeSchema = /* @__PURE__ */ z.enum(THEMES);
export const paymentProviderSchema = /* @__PURE__ */ z.enum(PaymentProvider);
export const transactionRelTypeSchema = /* @__PURE__ */ z.enum(TransactionRelType);
export const manualTopUpTypeSchema = /* @__PURE__ */ z.enum(ManualTopUpType);
export const discountTypeSchema = /* @__PURE__ */ z.enum(DiscountType);
// Confirm and success share 5 (§3), so the step numbers are taken from CheckoutStep once each: z.enum over the object
// itself would list 5 twice in its refusal ("expected one of 3|4|5|5") and in the OpenAPI enum.
export const checkoutStepSchema = /* @__PURE__ */ z.literal(/* @__PURE__ */ distinctValues(CheckoutStep));
export const checkoutStepNameSchema = /* @__PURE__ */ z.enum(CHECKOUT_STEP_NAMES);
export const flagTypeSchema = /* @__PURE__ */ z.enum(FlagType);
export const shippingMethodSchema = /* @__PURE__ */ z.enum(SHIPPING_METHODS);
export const feeTypeSchema = /* @__PURE__ */ z.enum(FEE_TYPES);
export const productLayoutSchema = /* @__PURE__ */ z.enum(PRODUCT_LAYOUTS);
export const listingKindSchema = /* @__PURE__ */ z.enum(ListingKind);
export const listingContentTypeSchema = /* @__PURE__ */ z.enum(LISTING_CONTENT_TYPES);
export const sortTypeSchema = /* @__PURE__ */ z.enum(SORT_TYPES);
export const sortFieldSchema = /* @__PURE__ */ z.enum(SORT_FIELDS);
export const modalNameSchema = /* @__PURE__ */ z.enum(MODAL_NAMES);
