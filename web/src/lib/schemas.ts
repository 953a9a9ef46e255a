// The shared schemas the client checks answers with through `lazySchema`: this module is only ever imported
// dynamically, so these schemas (and zod) build in a later chunk instead of the start-up script. Re-export
// from here, not the whole package: a dynamic import of the package would pull every schema into one chunk.
export {
  categoriesResponseSchema,
  flagsResponseSchema,
  productDetailSchema,
  searchForCategoryItemsResponseSchema,
  storeConfigResponseSchema,
  translationsResponseSchema,
  userSchema,
} from '@storefront/shared-types';
