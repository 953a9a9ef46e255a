import type { InvoiceResponse } from '@storefront/shared-types';

/**
 * The company that issues every invoice and receives bank transfers: one legal seller behind all eight sites.
 * Demo values (the IBAN is the banks' documentation example); a real shop writes its own here. A pro buyer who
 * chooses to pay by bank transfer needs them on the invoice (bank_transfer), with its number as the reference.
 */
export const INVOICE_SELLER: InvoiceResponse['seller'] = {
  name: 'Storefront Forwarding UAB',
  address: 'Gedimino pr. 1, LT-01103 Vilnius, Lithuania',
  company_code: '305000000',
  vat_number: 'LT100000000010',
  iban: 'LT12 1000 0111 0100 1000',
  bic: 'TESTLT22',
};
