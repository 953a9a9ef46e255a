import type { TranslationArea } from './types.js';

// The cart (issue #14): the pop-up, /cart, the add-to-cart refusals and the reservation error.
export const cart: TranslationArea = {
  'cart.empty': {
    en: 'Your cart is empty.',
    lt: 'Jūsų krepšelis tuščias.',
    lv: 'Jūsu grozs ir tukšs.',
    ee: 'Teie ostukorv on tühi.',
  },
  'cart.load_failed': {
    en: 'The cart could not be loaded.',
    lt: 'Nepavyko įkelti krepšelio.',
    lv: 'Grozu neizdevās ielādēt.',
    ee: 'Ostukorvi ei õnnestunud laadida.',
  },
  'cart.retry': { en: 'Try again', lt: 'Bandyti dar kartą', lv: 'Mēģināt vēlreiz', ee: 'Proovi uuesti' },
  'cart.clear': {
    en: 'Empty the cart',
    lt: 'Išvalyti krepšelį',
    lv: 'Iztukšot grozu',
    ee: 'Tühjenda ostukorv',
  },
  'cart.expiration': {
    en: 'Items reserved until {time}',
    lt: 'Prekės rezervuotos iki {time}',
    lv: 'Preces rezervētas līdz {time}',
    ee: 'Tooted on broneeritud kuni {time}',
  },
  'cart.line.quantity': {
    en: 'Quantity of {name}',
    lt: '{name} kiekis',
    lv: '{name} daudzums',
    ee: '{name} kogus',
  },
  'cart.line.decrease': { en: 'One less', lt: 'Vienu mažiau', lv: 'Par vienu mazāk', ee: 'Ühe võrra vähem' },
  'cart.line.increase': {
    en: 'One more',
    lt: 'Vienu daugiau',
    lv: 'Par vienu vairāk',
    ee: 'Ühe võrra rohkem',
  },
  'cart.line.remove': { en: 'Remove', lt: 'Pašalinti', lv: 'Noņemt', ee: 'Eemalda' },
  'cart.line.out_of_stock': {
    en: 'Only {count} left: lower the quantity or remove it.',
    lt: 'Liko tik {count}: sumažinkite kiekį arba pašalinkite.',
    lv: 'Palikuši tikai {count}: samaziniet daudzumu vai noņemiet.',
    ee: 'Alles on vaid {count}: vähendage kogust või eemaldage.',
  },
  'cart.shipping.title': { en: 'Shipping', lt: 'Pristatymas', lv: 'Piegāde', ee: 'Tarne' },
  'cart.shipping.air': {
    en: 'Air shipping',
    lt: 'Pristatymas lėktuvu',
    lv: 'Piegāde ar lidmašīnu',
    ee: 'Lennutransport',
  },
  'cart.shipping.sea': {
    en: 'Sea shipping',
    lt: 'Pristatymas laivu',
    lv: 'Piegāde ar kuģi',
    ee: 'Meretransport',
  },
  'cart.shipping.discount': { en: '−{percent}%', lt: '−{percent}%', lv: '−{percent}%', ee: '−{percent}%' },
  'cart.totals.items': {
    en: 'Items ({count})',
    lt: 'Prekės ({count})',
    lv: 'Preces ({count})',
    ee: 'Tooted ({count})',
  },
  'cart.totals.shipping_discount': {
    en: 'Shipping discount',
    lt: 'Pristatymo nuolaida',
    lv: 'Piegādes atlaide',
    ee: 'Tarne allahindlus',
  },
  'cart.totals.total': { en: 'Total', lt: 'Iš viso', lv: 'Kopā', ee: 'Kokku' },
  'cart.reservation_error.out_of_stock': {
    en: 'Some items ran out while they were not reserved for you.',
    lt: 'Kai kurių prekių nebeliko, kol jos nebuvo jums rezervuotos.',
    lv: 'Dažas preces beidzās, kamēr tās jums nebija rezervētas.',
    ee: 'Mõned tooted said otsa, kui need polnud teile broneeritud.',
  },
  'cart.errors.failed': {
    en: 'The cart could not be changed. Please try again.',
    lt: 'Nepavyko pakeisti krepšelio. Bandykite dar kartą.',
    lv: 'Grozu neizdevās mainīt. Lūdzu, mēģiniet vēlreiz.',
    ee: 'Ostukorvi ei õnnestunud muuta. Palun proovige uuesti.',
  },
  'cart.errors.quantity_too_high': {
    en: 'That is more than is available.',
    lt: 'Tai daugiau, nei yra.',
    lv: 'Tas ir vairāk, nekā pieejams.',
    ee: 'See on rohkem, kui saadaval on.',
  },
  'cart.errors.out_of_stock': {
    en: 'Out of stock.',
    lt: 'Neturime sandėlyje.',
    lv: 'Nav noliktavā.',
    ee: 'Laost otsas.',
  },
  'cart.errors.product_not_found': {
    en: 'This product is no longer sold.',
    lt: 'Ši prekė nebeparduodama.',
    lv: 'Šī prece vairs netiek pārdota.',
    ee: 'Seda toodet enam ei müüda.',
  },
  'cart.errors.item_not_found': {
    en: 'This item is no longer in your cart.',
    lt: 'Šios prekės krepšelyje nebėra.',
    lv: 'Šīs preces grozā vairs nav.',
    ee: 'Seda toodet pole enam teie ostukorvis.',
  },
  'cart.errors.no_cart_identity': {
    en: 'Your cart could not be found.',
    lt: 'Jūsų krepšelio rasti nepavyko.',
    lv: 'Jūsu grozu neizdevās atrast.',
    ee: 'Teie ostukorvi ei leitud.',
  },
};
