import type { TranslationArea } from './types.js';

// Product and marketplace product pages (issue 5): gallery, price, attributes, the add-to-cart area.
export const product: TranslationArea = {
  'product.breadcrumbs': {
    en: 'Breadcrumbs',
    lt: 'Naršymo kelias',
    lv: 'Navigācijas ceļš',
    ee: 'Navigeerimisrada',
  },
  'product.home': { en: 'Home', lt: 'Pradžia', lv: 'Sākums', ee: 'Avaleht' },
  'product.gallery': {
    en: 'Product images',
    lt: 'Prekės nuotraukos',
    lv: 'Preces attēli',
    ee: 'Toote pildid',
  },
  'product.image_alt': {
    en: '{name}, image {n}',
    lt: '{name}, nuotrauka {n}',
    lv: '{name}, attēls {n}',
    ee: '{name}, pilt {n}',
  },
  'product.show_image': {
    en: 'Show image {n}',
    lt: 'Rodyti nuotrauką {n}',
    lv: 'Rādīt attēlu {n}',
    ee: 'Näita pilti {n}',
  },
  'product.no_image': { en: 'No image', lt: 'Nuotraukos nėra', lv: 'Nav attēla', ee: 'Pilt puudub' },
  'product.sku': { en: 'Product code', lt: 'Prekės kodas', lv: 'Preces kods', ee: 'Tootekood' },
  'product.price': { en: 'Price', lt: 'Kaina', lv: 'Cena', ee: 'Hind' },
  'product.original_price': {
    en: 'Original price',
    lt: 'Pradinė kaina',
    lv: 'Sākotnējā cena',
    ee: 'Algne hind',
  },
  'product.discount': {
    en: '{percent}% off',
    lt: '{percent}% nuolaida',
    lv: '{percent}% atlaide',
    ee: '{percent}% soodsam',
  },
  'product.attributes': {
    en: 'Specifications',
    lt: 'Savybės',
    lv: 'Specifikācijas',
    ee: 'Omadused',
  },
  'product.description': { en: 'Description', lt: 'Aprašymas', lv: 'Apraksts', ee: 'Kirjeldus' },
  'product.offers': { en: 'Offers', lt: 'Pasiūlymai', lv: 'Piedāvājumi', ee: 'Pakkumised' },
  'product.quantity': { en: 'Quantity', lt: 'Kiekis', lv: 'Daudzums', ee: 'Kogus' },
  'product.cart_unavailable': {
    en: 'Ordering online is not available yet: the cart opens in a later release.',
    lt: 'Užsakyti internetu dar negalima: krepšelis atsiras vėlesnėje versijoje.',
    lv: 'Pasūtīt tiešsaistē vēl nav iespējams: grozs būs pieejams vēlākā versijā.',
    ee: 'Veebis tellida veel ei saa: ostukorv lisandub hilisemas versioonis.',
  },
  'product.marketplace': {
    en: 'Marketplace offer',
    lt: 'Prekyvietės pasiūlymas',
    lv: 'Tirgus piedāvājums',
    ee: 'Turu pakkumine',
  },
};
