import type { Localised } from '../languages.js';
import { seedSites } from '../sites.js';
import { localisedMarkdown } from './markdown.js';

// The contacts page of each site, and of each white-label brand: every brand answers its own customers from its
// own address, phone and inbox, so one brand's page never sends a customer to another.

interface ContactDetails {
  company: string;
  email: string;
  phone: string;
  address: string;
}

const SITE_CONTACTS: Record<string, ContactDetails> = {
  lt: {
    company: 'UAB Storefront Lietuva',
    email: 'pagalba@storefront.lt.test',
    phone: '+370 5 214 0101',
    address: 'Gedimino pr. 20, LT-01103 Vilnius',
  },
  lv: {
    company: 'SIA Storefront Latvija',
    email: 'atbalsts@storefront.lv.test',
    phone: '+371 6 720 0202',
    address: 'Brīvības iela 40, LV-1050 Rīga',
  },
  ee: {
    company: 'Storefront Eesti OÜ',
    email: 'tugi@storefront.ee.test',
    phone: '+372 6 600 303',
    address: 'Narva mnt 7, 10117 Tallinn',
  },
  pj: {
    company: 'PJ Partner UAB',
    email: 'info@pj-partner.test',
    phone: '+370 37 300 404',
    address: 'Laisvės al. 60, LT-44304 Kaunas',
  },
  tp: {
    company: 'TP Partner UAB',
    email: 'klientams@tp-partner.test',
    phone: '+370 46 400 505',
    address: 'Herkaus Manto g. 11, LT-92236 Klaipėda',
  },
  wl: {
    company: 'White Label Services UAB',
    email: 'support@white-label.test',
    phone: '+370 5 250 0600',
    address: 'Konstitucijos pr. 7, LT-09308 Vilnius',
  },
  nl: {
    company: 'Storefront Nederland B.V.',
    email: 'klantenservice@storefront.nl.test',
    phone: '+31 20 700 0707',
    address: 'Keizersgracht 100, 1015 CV Amsterdam',
  },
  ae: {
    company: 'Storefront Trading FZ-LLC',
    email: 'care@storefront.ae.test',
    phone: '+971 4 800 0808',
    address: 'Dubai Internet City, Building 1, Dubai',
  },
};

/** White-label brand n's own details (the brands are the `wl` site's hosts wl1 … wl6). */
function brandContacts(brand: number): ContactDetails {
  return {
    company: `White Label ${brand} UAB`,
    email: `help@brand${brand}.white-label.test`,
    phone: `+370 5 260 ${(1000 + brand * 111).toString().slice(-4)}`,
    address: `Ukmergės g. ${100 + brand}, LT-0910${brand} Vilnius`,
  };
}

const TITLE: Localised = { en: 'Contacts', lt: 'Kontaktai', lv: 'Kontakti', ee: 'Kontaktid' };

function description(c: ContactDetails): Localised {
  return {
    en: `Write to ${c.email} or call ${c.phone}. Customer service answers on working days 9:00–18:00.`,
    lt: `Rašykite ${c.email} arba skambinkite ${c.phone}. Klientų aptarnavimas dirba darbo dienomis 9:00–18:00.`,
    lv: `Rakstiet uz ${c.email} vai zvaniet ${c.phone}. Klientu apkalpošana strādā darba dienās 9:00–18:00.`,
    ee: `Kirjutage ${c.email} või helistage ${c.phone}. Klienditeenindus vastab tööpäeviti 9:00–18:00.`,
  };
}

function body(c: ContactDetails): Localised {
  const mail = `[${c.email}](mailto:${c.email})`;
  const tel = `[${c.phone}](tel:${c.phone.replace(/\s/g, '')})`;
  return localisedMarkdown({
    en: {
      intro: `**${c.company}** — we answer every message within one working day.`,
      sections: [
        ['Customer service', `- E-mail: ${mail}\n- Phone: ${tel}\n- Working days 9:00–18:00`],
        [
          'Address',
          `${c.address}. Parcels are not accepted at this address: send returns to the address on your return label.`,
        ],
        [
          'Live chat',
          'Use the chat button in the corner of the page to talk to an agent during working hours.',
        ],
      ],
    },
    lt: {
      intro: `**${c.company}** – į kiekvieną žinutę atsakome per vieną darbo dieną.`,
      sections: [
        ['Klientų aptarnavimas', `- El. paštas: ${mail}\n- Telefonas: ${tel}\n- Darbo dienomis 9:00–18:00`],
        [
          'Adresas',
          `${c.address}. Šiuo adresu siuntų nepriimame: grąžinimus siųskite grąžinimo etiketėje nurodytu adresu.`,
        ],
        [
          'Gyvas pokalbis',
          'Darbo valandomis spauskite pokalbio mygtuką puslapio kampe ir kalbėkitės su konsultantu.',
        ],
      ],
    },
    lv: {
      intro: `**${c.company}** — uz katru ziņu atbildam vienas darba dienas laikā.`,
      sections: [
        ['Klientu apkalpošana', `- E-pasts: ${mail}\n- Tālrunis: ${tel}\n- Darba dienās 9:00–18:00`],
        [
          'Adrese',
          `${c.address}. Šajā adresē sūtījumus nepieņemam: atgriešanu sūtiet uz atgriešanas etiķetē norādīto adresi.`,
        ],
        [
          'Tiešsaistes tērzēšana',
          'Darba laikā nospiediet tērzēšanas pogu lapas stūrī un runājiet ar konsultantu.',
        ],
      ],
    },
    ee: {
      intro: `**${c.company}** — vastame igale sõnumile ühe tööpäeva jooksul.`,
      sections: [
        ['Klienditeenindus', `- E-post: ${mail}\n- Telefon: ${tel}\n- Tööpäeviti 9:00–18:00`],
        [
          'Aadress',
          `${c.address}. Sellel aadressil pakke vastu ei võeta: saatke tagastused tagastussildil olevale aadressile.`,
        ],
        ['Vestlus', 'Tööajal vajutage lehe nurgas vestlusnuppu ja rääkige konsultandiga.'],
      ],
    },
  });
}

export interface SeedContactsPage {
  siteCode: string;
  brand: number | null;
  title: Localised;
  description: Localised;
  body: Localised;
}

/** One contacts page per site, and one per white-label brand over its site's. */
export function seedContactsPages(): SeedContactsPage[] {
  const pages: SeedContactsPage[] = [];
  for (const site of seedSites) {
    const details = SITE_CONTACTS[site.code];
    if (!details) continue;
    pages.push({
      siteCode: site.code,
      brand: null,
      title: TITLE,
      description: description(details),
      body: body(details),
    });
    const brands = [...new Set(site.hosts.flatMap((h) => (h.brand ? [h.brand] : [])))];
    for (const brand of brands) {
      const own = brandContacts(brand);
      pages.push({
        siteCode: site.code,
        brand,
        title: TITLE,
        description: description(own),
        body: body(own),
      });
    }
  }
  return pages;
}
