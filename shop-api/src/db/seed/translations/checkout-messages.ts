import { CHECKOUT_MESSAGES } from '@storefront/shared-types';
import type { TranslationArea } from './types.js';

// The texts of the checkout and payment calls' refusals (shared-types CHECKOUT_MESSAGES): the shop names a field
// with one of these keys and the storefront shows it translated.
export const checkoutMessages: TranslationArea = {
  [CHECKOUT_MESSAGES.notFound]: {
    en: 'This checkout was not found.',
    lt: 'Šis užsakymo pateikimas nerastas.',
    lv: 'Šis pasūtījuma noformējums netika atrasts.',
    ee: 'Seda vormistamist ei leitud.',
  },
  [CHECKOUT_MESSAGES.closed]: {
    en: 'This checkout has ended. Please start again from your cart.',
    lt: 'Šis užsakymo pateikimas baigtas. Pradėkite iš naujo nuo krepšelio.',
    lv: 'Šis noformējums ir beidzies. Lūdzu, sāciet no jauna no groza.',
    ee: 'See vormistamine on lõppenud. Alustage uuesti ostukorvist.',
  },
  [CHECKOUT_MESSAGES.emptyCart]: {
    en: 'Your cart is empty.',
    lt: 'Jūsų krepšelis tuščias.',
    lv: 'Jūsu grozs ir tukšs.',
    ee: 'Teie ostukorv on tühi.',
  },
  [CHECKOUT_MESSAGES.slugMismatch]: {
    en: 'This checkout link is not valid.',
    lt: 'Ši užsakymo nuoroda negalioja.',
    lv: 'Šī noformējuma saite nav derīga.',
    ee: 'See vormistamise link ei kehti.',
  },
  [CHECKOUT_MESSAGES.promotionInvalid]: {
    en: 'This promotion code is not valid.',
    lt: 'Šis nuolaidos kodas negalioja.',
    lv: 'Šis atlaides kods nav derīgs.',
    ee: 'See sooduskood ei kehti.',
  },
  [CHECKOUT_MESSAGES.promotionMinimum]: {
    en: 'Your order is below the minimum for this promotion code.',
    lt: 'Užsakymo suma mažesnė nei reikalinga šiam nuolaidos kodui.',
    lv: 'Pasūtījuma summa ir mazāka par šim kodam nepieciešamo.',
    ee: 'Tellimuse summa on selle sooduskoodi jaoks liiga väike.',
  },
  [CHECKOUT_MESSAGES.promotionUsedUp]: {
    en: 'This promotion code has reached its usage limit.',
    lt: 'Šio nuolaidos kodo naudojimo limitas išnaudotas.',
    lv: 'Šī atlaides koda lietošanas limits ir sasniegts.',
    ee: 'Selle sooduskoodi kasutuslimiit on täis.',
  },
  [CHECKOUT_MESSAGES.deliveryInvalid]: {
    en: 'Please choose one of the delivery options.',
    lt: 'Pasirinkite vieną iš pristatymo būdų.',
    lv: 'Lūdzu, izvēlieties kādu no piegādes veidiem.',
    ee: 'Valige üks tarneviisidest.',
  },
  [CHECKOUT_MESSAGES.pickupPointInvalid]: {
    en: 'Please choose a pickup point of this courier.',
    lt: 'Pasirinkite šio kurjerio atsiėmimo punktą.',
    lv: 'Lūdzu, izvēlieties šī kurjera saņemšanas punktu.',
    ee: 'Valige selle kulleri pakipunkt.',
  },
  [CHECKOUT_MESSAGES.addressInvalid]: {
    en: 'Please choose one of your addresses.',
    lt: 'Pasirinkite vieną iš savo adresų.',
    lv: 'Lūdzu, izvēlieties kādu no savām adresēm.',
    ee: 'Valige üks oma aadressidest.',
  },
  [CHECKOUT_MESSAGES.balanceInsufficient]: {
    en: 'Your balance does not cover the whole price: add a payment method.',
    lt: 'Jūsų likutis nepadengia visos sumos: pasirinkite mokėjimo būdą.',
    lv: 'Jūsu atlikums nesedz visu summu: izvēlieties maksājuma veidu.',
    ee: 'Teie saldo ei kata kogu summat: valige makseviis.',
  },
  [CHECKOUT_MESSAGES.paymentMethodInvalid]: {
    en: 'Please choose one of the payment methods.',
    lt: 'Pasirinkite vieną iš mokėjimo būdų.',
    lv: 'Lūdzu, izvēlieties kādu no maksājuma veidiem.',
    ee: 'Valige üks makseviisidest.',
  },
  [CHECKOUT_MESSAGES.balanceAlreadyRemoved]: {
    en: 'The balance was already removed from this checkout.',
    lt: 'Likutis jau pašalintas iš šio užsakymo.',
    lv: 'Atlikums jau ir noņemts no šī pasūtījuma.',
    ee: 'Saldo on sellest tellimusest juba eemaldatud.',
  },
  [CHECKOUT_MESSAGES.incomplete]: {
    en: 'Please complete this before you confirm.',
    lt: 'Prieš patvirtindami užpildykite šį laukelį.',
    lv: 'Lūdzu, aizpildiet šo pirms apstiprināšanas.',
    ee: 'Täitke see enne kinnitamist.',
  },
  [CHECKOUT_MESSAGES.outOfStock]: {
    en: 'This product has sold out. Please change your cart.',
    lt: 'Ši prekė išparduota. Pakeiskite krepšelį.',
    lv: 'Šī prece ir izpārdota. Lūdzu, mainiet grozu.',
    ee: 'See toode on läbi müüdud. Muutke ostukorvi.',
  },
  [CHECKOUT_MESSAGES.priceChanged]: {
    en: 'A price has changed. Please check the new total and confirm again.',
    lt: 'Pasikeitė kaina. Patikrinkite naują sumą ir patvirtinkite dar kartą.',
    lv: 'Cena ir mainījusies. Lūdzu, pārbaudiet jauno summu un apstipriniet vēlreiz.',
    ee: 'Hind on muutunud. Kontrollige uut summat ja kinnitage uuesti.',
  },
  [CHECKOUT_MESSAGES.idempotencyMismatch]: {
    en: 'This request was already made with other details. Please try again.',
    lt: 'Ši užklausa jau pateikta su kitais duomenimis. Bandykite dar kartą.',
    lv: 'Šis pieprasījums jau tika veikts ar citiem datiem. Lūdzu, mēģiniet vēlreiz.',
    ee: 'See päring on juba tehtud teiste andmetega. Proovige uuesti.',
  },
  [CHECKOUT_MESSAGES.orderNotFound]: {
    en: 'This order was not found.',
    lt: 'Šis užsakymas nerastas.',
    lv: 'Šis pasūtījums netika atrasts.',
    ee: 'Seda tellimust ei leitud.',
  },
  [CHECKOUT_MESSAGES.orderNotPayable]: {
    en: 'This order is already paid or cannot be paid any more.',
    lt: 'Šis užsakymas jau apmokėtas arba jo nebegalima apmokėti.',
    lv: 'Šis pasūtījums jau ir apmaksāts vai to vairs nevar apmaksāt.',
    ee: 'See tellimus on juba makstud või seda ei saa enam maksta.',
  },
  [CHECKOUT_MESSAGES.providerUnavailable]: {
    en: 'The payment provider cannot be reached right now. Your order is saved: please try again in a moment.',
    lt: 'Mokėjimo paslaugų teikėjas šiuo metu nepasiekiamas. Užsakymas išsaugotas: bandykite po akimirkos.',
    lv: 'Maksājumu pakalpojums pašlaik nav sasniedzams. Pasūtījums ir saglabāts: mēģiniet pēc brīža.',
    ee: 'Makseteenus ei ole praegu kättesaadav. Tellimus on salvestatud: proovige hetke pärast uuesti.',
  },
};
