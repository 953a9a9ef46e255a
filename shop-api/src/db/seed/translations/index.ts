import { accountMessages } from './account-messages.js';
import { accountScreens } from './account-screens.js';
import { afterPurchase } from './after-purchase.js';
import { cart } from './cart.js';
import { catalogue } from './catalogue.js';
import { checkout } from './checkout.js';
import { checkoutMessages } from './checkout-messages.js';
import { claims } from './claims.js';
import { common } from './common.js';
import { content } from './content.js';
import { forms } from './forms.js';
import { forwarding } from './forwarding.js';
import { home } from './home.js';
import { homeRails } from './home-rails.js';
import { listing } from './listing.js';
import { pro } from './pro.js';
import { product } from './product.js';
import { quoteMessages } from './quote-messages.js';
import { quotes } from './quotes.js';
import { reservations } from './reservations.js';
import { shopperShell } from './shopper-shell.js';
import type { TranslationArea } from './types.js';
import { webShell } from './web-shell.js';

/** Every area of the UI catalogue; a new screen adds its own file and one entry here. */
export const translationAreas: ReadonlyArray<{ area: string; entries: TranslationArea }> = [
  { area: 'common', entries: common },
  { area: 'forms', entries: forms },
  { area: 'account-messages', entries: accountMessages },
  { area: 'account-screens', entries: accountScreens },
  { area: 'cart', entries: cart },
  { area: 'catalogue', entries: catalogue },
  { area: 'checkout', entries: checkout },
  { area: 'checkout-messages', entries: checkoutMessages },
  { area: 'listing', entries: listing },
  { area: 'home', entries: home },
  { area: 'home-rails', entries: homeRails },
  { area: 'product', entries: product },
  { area: 'web-shell', entries: webShell },
  { area: 'content', entries: content },
  { area: 'shopper-shell', entries: shopperShell },
  { area: 'after-purchase', entries: afterPurchase },
  { area: 'quotes', entries: quotes },
  { area: 'pro', entries: pro },
  { area: 'forwarding', entries: forwarding },
  { area: 'quote-messages', entries: quoteMessages },
  { area: 'reservations', entries: reservations },
  { area: 'claims', entries: claims },
];
