import type { Localised } from '../languages.js';

// The FAQ every site shows: topics in order, each with its questions; answers are Markdown.

export interface SeedFaqEntry {
  slug: string;
  question: Localised;
  answer: Localised;
}

export interface SeedFaqTopic {
  slug: string;
  title: Localised;
  description: Localised;
  entries: SeedFaqEntry[];
}

export const seedFaqTopics: SeedFaqTopic[] = [
  {
    slug: 'shipping',
    title: { en: 'Shipping', lt: 'Siuntimas', lv: 'Sūtīšana', ee: 'Tarne' },
    description: {
      en: 'Air and sea delivery, delivery times and tracking.',
      lt: 'Pristatymas oru ir jūra, pristatymo laikas ir sekimas.',
      lv: 'Piegāde pa gaisu un jūru, piegādes laiki un izsekošana.',
      ee: 'Õhu- ja meretransport, tarneajad ja jälgimine.',
    },
    entries: [
      {
        slug: 'air-or-sea',
        question: {
          en: 'Should I choose air or sea shipping?',
          lt: 'Ką rinktis – siuntimą oru ar jūra?',
          lv: 'Ko izvēlēties – sūtīšanu pa gaisu vai jūru?',
          ee: 'Kas valida õhu- või meretransport?',
        },
        answer: {
          en: 'Air takes **7–12 working days** and suits small, valuable items. Sea takes **35–50 working days** and costs up to 60 % less, which pays off for heavy or bulky orders.',
          lt: 'Oru siunta keliauja **7–12 darbo dienų** ir tinka mažoms, vertingoms prekėms. Jūra keliauja **35–50 darbo dienų** ir kainuoja iki 60 % mažiau – apsimoka sunkiems ar dideliems užsakymams.',
          lv: 'Pa gaisu sūtījums ceļo **7–12 darba dienas** un der maziem, vērtīgiem priekšmetiem. Pa jūru – **35–50 darba dienas** un līdz 60 % lētāk, kas atmaksājas smagiem vai lieliem pasūtījumiem.',
          ee: 'Õhuga kulub **7–12 tööpäeva** ja see sobib väikestele väärtuslikele asjadele. Meritsi kulub **35–50 tööpäeva** ja see on kuni 60 % odavam, mis tasub end ära raskete või mahukate tellimuste puhul.',
        },
      },
      {
        slug: 'tracking',
        question: {
          en: 'How do I track my parcel?',
          lt: 'Kaip sekti savo siuntą?',
          lv: 'Kā izsekot savu sūtījumu?',
          ee: 'Kuidas oma pakki jälgida?',
        },
        answer: {
          en: 'Open **Tracking** and enter your order number, or find the order in *My orders*. The status changes when the parcel leaves our warehouse, clears customs and reaches the courier.',
          lt: 'Atidarykite **Sekimą** ir įveskite užsakymo numerį arba raskite užsakymą skiltyje *Mano užsakymai*. Būsena keičiasi, kai siunta palieka sandėlį, praeina muitinę ir pasiekia kurjerį.',
          lv: 'Atveriet **Izsekošanu** un ievadiet pasūtījuma numuru vai atrodiet pasūtījumu sadaļā *Mani pasūtījumi*. Statuss mainās, kad sūtījums atstāj noliktavu, iziet muitu un nonāk pie kurjera.',
          ee: 'Avage **Jälgimine** ja sisestage tellimuse number või leidke tellimus jaotisest *Minu tellimused*. Olek muutub, kui pakk lahkub laost, läbib tolli ja jõuab kullerini.',
        },
      },
      {
        slug: 'delivery-options',
        question: {
          en: 'Can I get my parcel delivered to a parcel locker?',
          lt: 'Ar siuntą galima pristatyti į paštomatą?',
          lv: 'Vai sūtījumu var piegādāt uz pakomātu?',
          ee: 'Kas paki saab toimetada pakiautomaati?',
        },
        answer: {
          en: 'Yes. At checkout choose a courier to your door, a parcel locker or a pick-up point anywhere in Lithuania, Latvia or Estonia.',
          lt: 'Taip. Atsiskaitydami pasirinkite kurjerį iki durų, paštomatą arba atsiėmimo punktą bet kur Lietuvoje, Latvijoje ar Estijoje.',
          lv: 'Jā. Norēķinoties izvēlieties kurjeru līdz durvīm, pakomātu vai saņemšanas punktu jebkur Lietuvā, Latvijā vai Igaunijā.',
          ee: 'Jah. Valige kassas kuller ukseni, pakiautomaat või väljastuspunkt kõikjal Leedus, Lätis või Eestis.',
        },
      },
    ],
  },
  {
    slug: 'customs-and-taxes',
    title: {
      en: 'Customs and taxes',
      lt: 'Muitai ir mokesčiai',
      lv: 'Muita un nodokļi',
      ee: 'Toll ja maksud',
    },
    description: {
      en: 'Import VAT, duties and customs clearance.',
      lt: 'Importo PVM, muitai ir muitinės procedūros.',
      lv: 'Importa PVN, nodevas un muitošana.',
      ee: 'Impordikäibemaks, tollimaksud ja tollivormistus.',
    },
    entries: [
      {
        slug: 'do-i-pay-customs',
        question: {
          en: 'Do I have to pay customs duties?',
          lt: 'Ar turėsiu mokėti muitą?',
          lv: 'Vai man būs jāmaksā muita?',
          ee: 'Kas pean maksma tollimaksu?',
        },
        answer: {
          en: 'Import VAT is due on every parcel from outside the EU, and duty on parcels worth over €150. Both are shown and paid at checkout, never to the courier.',
          lt: 'Importo PVM mokamas už kiekvieną siuntą iš ne ES šalių, o muitas – už siuntas, vertesnes nei 150 €. Abu rodomi ir sumokami atsiskaitant, niekada ne kurjeriui.',
          lv: 'Importa PVN jāmaksā par katru sūtījumu no ārpus ES, bet muita – par sūtījumiem virs 150 €. Abi ir redzami un samaksāti norēķinoties, nekad ne kurjeram.',
          ee: 'Impordikäibemaks tuleb tasuda iga väljastpoolt ELi tuleva paki eest ja tollimaks üle 150 € väärt pakkide eest. Mõlemad kuvatakse ja makstakse kassas, mitte kunagi kullerile.',
        },
      },
      {
        slug: 'customs-delay',
        question: {
          en: 'My parcel is held at customs. What now?',
          lt: 'Mano siunta sulaikyta muitinėje. Ką daryti?',
          lv: 'Mans sūtījums aizturēts muitā. Ko darīt?',
          ee: 'Minu pakk on tollis kinni. Mis nüüd?',
        },
        answer: {
          en: 'Customs sometimes asks for proof of the price. We e-mail you if we need an invoice or a payment receipt; upload it in *My orders* and the parcel is usually released within two working days.',
          lt: 'Muitinė kartais prašo įrodyti kainą. Jei reikia sąskaitos ar mokėjimo kvito, parašome el. laišką; įkelkite jį skiltyje *Mano užsakymai* ir siunta paprastai išleidžiama per dvi darbo dienas.',
          lv: 'Muita dažreiz lūdz pierādīt cenu. Ja vajadzīgs rēķins vai maksājuma kvīts, rakstām e-pastu; augšupielādējiet to sadaļā *Mani pasūtījumi*, un sūtījumu parasti atbrīvo divu darba dienu laikā.',
          ee: 'Toll küsib mõnikord hinna tõendit. Kui vajame arvet või maksekviitungit, saadame e-kirja; laadige see üles jaotises *Minu tellimused* ja pakk vabastatakse tavaliselt kahe tööpäeva jooksul.',
        },
      },
    ],
  },
  {
    slug: 'payments',
    title: {
      en: 'Payments and balance',
      lt: 'Mokėjimai ir balansas',
      lv: 'Maksājumi un bilance',
      ee: 'Maksed ja saldo',
    },
    description: {
      en: 'Payment methods, the balance and refunds.',
      lt: 'Mokėjimo būdai, balansas ir pinigų grąžinimas.',
      lv: 'Maksājumu veidi, bilance un atmaksa.',
      ee: 'Makseviisid, saldo ja tagasimaksed.',
    },
    entries: [
      {
        slug: 'payment-methods',
        question: {
          en: 'How can I pay?',
          lt: 'Kaip galiu sumokėti?',
          lv: 'Kā es varu samaksāt?',
          ee: 'Kuidas saan maksta?',
        },
        answer: {
          en: 'By card, with a wallet, through your bank’s payment link or from your balance. Pro buyers can also pay by bank transfer against an invoice.',
          lt: 'Kortele, el. pinigine, per banko mokėjimo nuorodą arba iš balanso. Profesionalūs pirkėjai gali mokėti ir banko pavedimu pagal sąskaitą.',
          lv: 'Ar karti, maciņu, caur bankas maksājuma saiti vai no bilances. Profesionālie pircēji var maksāt arī ar pārskaitījumu pēc rēķina.',
          ee: 'Kaardiga, rahakotiga, panga makselingi kaudu või saldoga. Pro-ostjad saavad maksta ka arve alusel pangaülekandega.',
        },
      },
      {
        slug: 'what-is-balance',
        question: {
          en: 'What is the balance?',
          lt: 'Kas yra balansas?',
          lv: 'Kas ir bilance?',
          ee: 'Mis on saldo?',
        },
        answer: {
          en: 'Money kept in your account: top it up once and pay for orders and quotes in one click. Refunds can go to it at once instead of waiting for the bank.',
          lt: 'Pinigai, laikomi jūsų paskyroje: papildykite kartą ir mokėkite už užsakymus bei pasiūlymus vienu paspaudimu. Grąžinami pinigai į jį patenka iškart, nelaukiant banko.',
          lv: 'Nauda, kas glabājas jūsu kontā: papildiniet vienreiz un maksājiet par pasūtījumiem un piedāvājumiem ar vienu klikšķi. Atmaksa tajā nonāk uzreiz, negaidot banku.',
          ee: 'Teie kontol hoitav raha: laadige üks kord ja makske tellimuste ja pakkumiste eest ühe klõpsuga. Tagasimaksed jõuavad sinna kohe, ilma pangata ootamata.',
        },
      },
    ],
  },
  {
    slug: 'returns-and-warranty',
    title: {
      en: 'Returns and warranty',
      lt: 'Grąžinimas ir garantija',
      lv: 'Atgriešana un garantija',
      ee: 'Tagastamine ja garantii',
    },
    description: {
      en: 'Sending items back and warranty claims.',
      lt: 'Prekių grąžinimas ir garantinės pretenzijos.',
      lv: 'Preču atgriešana un garantijas pretenzijas.',
      ee: 'Toodete tagastamine ja garantiinõuded.',
    },
    entries: [
      {
        slug: 'how-to-return',
        question: {
          en: 'How do I return an item?',
          lt: 'Kaip grąžinti prekę?',
          lv: 'Kā atgriezt preci?',
          ee: 'Kuidas toodet tagastada?',
        },
        answer: {
          en: 'Within 14 days of delivery, open the order in *My orders* and choose **Return**. Print the label, drop the parcel at a parcel locker, and we refund within 14 days of receiving it.',
          lt: 'Per 14 dienų nuo pristatymo atidarykite užsakymą skiltyje *Mano užsakymai* ir pasirinkite **Grąžinti**. Atsispausdinkite etiketę, palikite siuntą paštomate, ir pinigus grąžinsime per 14 dienų nuo gavimo.',
          lv: '14 dienu laikā pēc piegādes atveriet pasūtījumu sadaļā *Mani pasūtījumi* un izvēlieties **Atgriezt**. Izdrukājiet etiķeti, atstājiet sūtījumu pakomātā, un mēs atmaksāsim 14 dienu laikā pēc saņemšanas.',
          ee: '14 päeva jooksul pärast kättesaamist avage tellimus jaotises *Minu tellimused* ja valige **Tagasta**. Printige silt, viige pakk pakiautomaati ja me tagastame raha 14 päeva jooksul pärast kättesaamist.',
        },
      },
      {
        slug: 'warranty-claim',
        question: {
          en: 'My item broke. How do I make a warranty claim?',
          lt: 'Prekė sugedo. Kaip pateikti garantinę pretenziją?',
          lv: 'Prece salūza. Kā iesniegt garantijas pretenziju?',
          ee: 'Toode läks katki. Kuidas esitada garantiinõue?',
        },
        answer: {
          en: 'Fill in the claim form with a description and photos. We answer within 3 working days with a prepaid label, then repair, replace or refund the item.',
          lt: 'Užpildykite pretenzijos formą su aprašymu ir nuotraukomis. Per 3 darbo dienas atsiųsime apmokėtą etiketę, tada prekę sutaisysime, pakeisime arba grąžinsime pinigus.',
          lv: 'Aizpildiet pretenzijas veidlapu ar aprakstu un fotoattēliem. 3 darba dienu laikā atsūtīsim apmaksātu etiķeti, tad preci salabosim, nomainīsim vai atmaksāsim.',
          ee: 'Täitke pretensioonivorm kirjelduse ja fotodega. Vastame 3 tööpäeva jooksul ettemakstud sildiga ning seejärel parandame, asendame toote või tagastame raha.',
        },
      },
    ],
  },
];
