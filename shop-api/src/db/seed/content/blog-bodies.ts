import type { Localised } from '../languages.js';
import type { Sections } from './markdown.js';

// The bodies of the seeded blog posts, by slug, in every language.
export const blogBodies: Record<string, Record<keyof Localised, Sections>> = {
  'how-air-and-sea-shipping-differ': {
    en: {
      intro:
        'Every order you place with us travels one of two ways. Here is what changes between them, and how to pick.',
      sections: [
        [
          'Speed',
          'Air freight reaches you in 7–12 working days. A container ship needs 35–50, most of it at sea between Asia or the US and Klaipėda.',
        ],
        [
          'Price',
          'Sea costs up to 60 % less. The difference grows with weight: for a 20 kg order it can pay for a second item.',
        ],
        [
          'What can travel how',
          'Loose batteries, aerosols and perfumes are not allowed on planes, so they go by sea. Phones and laptops fly with their batteries inside.',
        ],
        ['Our rule of thumb', 'Under 2 kg and needed this month: air. Heavy, bulky or not urgent: sea.'],
      ],
    },
    lt: {
      intro:
        'Kiekvienas pas mus pateiktas užsakymas keliauja vienu iš dviejų būdų. Štai kuo jie skiriasi ir kaip pasirinkti.',
      sections: [
        [
          'Greitis',
          'Lėktuvu siunta pasiekia jus per 7–12 darbo dienų. Konteinerių laivui reikia 35–50 dienų, didžiąją dalį – jūroje tarp Azijos ar JAV ir Klaipėdos.',
        ],
        [
          'Kaina',
          'Jūra kainuoja iki 60 % mažiau. Skirtumas auga su svoriu: 20 kg užsakymui sutaupytų pinigų gali užtekti antrai prekei.',
        ],
        [
          'Kas kaip gali keliauti',
          'Atskiros baterijos, aerozoliai ir kvepalai lėktuvais neskraidina, todėl keliauja jūra. Telefonai ir nešiojamieji kompiuteriai skrenda su baterijomis viduje.',
        ],
        ['Mūsų patarimas', 'Iki 2 kg ir reikia šį mėnesį – oru. Sunku, didelė ar neskubu – jūra.'],
      ],
    },
    lv: {
      intro:
        'Katrs pie mums veiktais pasūtījums ceļo vienā no diviem veidiem. Lūk, ar ko tie atšķiras un kā izvēlēties.',
      sections: [
        [
          'Ātrums',
          'Ar lidmašīnu sūtījums jūs sasniedz 7–12 darba dienās. Konteinerkuģim vajag 35–50 dienas, lielāko daļu jūrā starp Āziju vai ASV un Klaipēdu.',
        ],
        [
          'Cena',
          'Pa jūru ir līdz 60 % lētāk. Starpība aug līdz ar svaru: 20 kg pasūtījumam ietaupījums var apmaksāt vēl vienu preci.',
        ],
        [
          'Kas kā var ceļot',
          'Atsevišķus akumulatorus, aerosolus un smaržas lidmašīnās nepārvadā, tāpēc tie ceļo pa jūru. Tālruņi un klēpjdatori lido ar akumulatoriem iekšā.',
        ],
        ['Mūsu ieteikums', 'Līdz 2 kg un vajag šomēnes – pa gaisu. Smags, liels vai nesteidzami – pa jūru.'],
      ],
    },
    ee: {
      intro:
        'Iga meie juures tehtud tellimus reisib ühel kahest viisist. Siin on, mille poolest need erinevad ja kuidas valida.',
      sections: [
        [
          'Kiirus',
          'Lennukiga jõuab pakk teieni 7–12 tööpäevaga. Konteinerlaeval kulub 35–50 päeva, enamik sellest merel Aasia või USA ja Klaipėda vahel.',
        ],
        [
          'Hind',
          'Meritsi on kuni 60 % odavam. Vahe kasvab koos kaaluga: 20 kg tellimuse puhul võib sääst maksta kinni teise toote.',
        ],
        [
          'Mis kuidas reisida tohib',
          'Eraldi akusid, aerosoole ja parfüüme lennukiga ei veeta, seega lähevad need meritsi. Telefonid ja sülearvutid lendavad akud sees.',
        ],
        [
          'Meie rusikareegel',
          'Alla 2 kg ja vaja sel kuul – õhuga. Raske, mahukas või ei kiirusta – meritsi.',
        ],
      ],
    },
  },
  'top-gadgets-of-the-season': {
    en: {
      intro: 'We looked at what our customers ordered most this season. Three kinds of gadget stood out.',
      sections: [
        [
          'Phones',
          'Last year’s flagships at this year’s mid-range prices were the best sellers, most of them shipped by air from our US warehouse.',
        ],
        [
          'Smart watches',
          'Fitness watches with week-long batteries overtook the fashion models, and their straps are the most common add-on in the cart.',
        ],
        [
          'Headphones',
          'Noise-cancelling headphones sold twice as well as last season. Tip: the deal zone lists open-box pairs at a third off.',
        ],
      ],
    },
    lt: {
      intro: 'Pažiūrėjome, ką mūsų klientai šį sezoną užsakė dažniausiai. Išsiskyrė trijų rūšių programėlės.',
      sections: [
        [
          'Telefonai',
          'Perkamiausi buvo pernykščiai flagmanai už šių metų vidutinės klasės kainą, dauguma jų atskraidinti iš mūsų JAV sandėlio.',
        ],
        [
          'Išmanieji laikrodžiai',
          'Sportiniai laikrodžiai su savaitę veikiančia baterija aplenkė madingus modelius, o jų dirželiai – dažniausias priedas krepšelyje.',
        ],
        [
          'Ausinės',
          'Triukšmą slopinančių ausinių parduota dvigubai daugiau nei praėjusį sezoną. Patarimas: pasiūlymų zonoje rasite išpakuotas poras trečdaliu pigiau.',
        ],
      ],
    },
    lv: {
      intro: 'Apskatījām, ko mūsu klienti šosezon pasūtīja visvairāk. Izcēlās trīs veidu sīkrīki.',
      sections: [
        [
          'Tālruņi',
          'Vislabāk pirka pagājušā gada flagmaņus par šī gada vidējās klases cenu, lielāko daļu atveda pa gaisu no mūsu ASV noliktavas.',
        ],
        [
          'Viedpulksteņi',
          'Sporta pulksteņi ar nedēļu ilgu akumulatoru apsteidza modes modeļus, un to siksniņas ir biežākais papildinājums grozā.',
        ],
        [
          'Austiņas',
          'Trokšņu slāpējošās austiņas pārdeva divreiz vairāk nekā pagājušajā sezonā. Padoms: piedāvājumu zonā ir atvērti pāri par trešdaļu lētāk.',
        ],
      ],
    },
    ee: {
      intro:
        'Vaatasime, mida meie kliendid sel hooajal kõige rohkem tellisid. Silma paistsid kolme liiki vidinad.',
      sections: [
        [
          'Telefonid',
          'Enim müüdi eelmise aasta tippmudeleid selle aasta keskklassi hinnaga, enamik neist toodi lennukiga meie USA laost.',
        ],
        [
          'Nutikellad',
          'Nädalase akuga spordikellad edestasid moemudeleid ja nende rihmad on ostukorvis kõige sagedasem lisa.',
        ],
        [
          'Kõrvaklapid',
          'Mürasummutavaid kõrvaklappe müüdi kaks korda rohkem kui eelmisel hooajal. Nõuanne: pakkumiste tsoonis on avatud pakendiga paarid kolmandiku võrra odavamad.',
        ],
      ],
    },
  },
  'balance-top-up-explained': {
    en: {
      intro: 'The balance is money kept in your account. Here is why many customers use it.',
      sections: [
        [
          'One click to pay',
          'Top up once by card or bank link, then pay for quotes, forward requests and orders without typing card details again.',
        ],
        [
          'Faster refunds',
          'A refund to your balance arrives the moment we approve it, instead of the 3–5 days a bank takes.',
        ],
        [
          'Every move on record',
          'The balance history lists each top-up, payment and refund with its order number.',
        ],
      ],
    },
    lt: {
      intro: 'Balansas – tai pinigai, laikomi jūsų paskyroje. Štai kodėl juo naudojasi daugelis klientų.',
      sections: [
        [
          'Mokėjimas vienu paspaudimu',
          'Papildykite kartą kortele ar per banką ir mokėkite už pasiūlymus, persiuntimo užklausas ir užsakymus, nebevesdami kortelės duomenų.',
        ],
        [
          'Greitesnis pinigų grąžinimas',
          'Į balansą grąžinti pinigai atsiranda vos tik patvirtiname grąžinimą, o ne po 3–5 dienų, kurių reikia bankui.',
        ],
        [
          'Kiekvienas judėjimas užfiksuotas',
          'Balanso istorijoje matyti kiekvienas papildymas, mokėjimas ir grąžinimas su užsakymo numeriu.',
        ],
      ],
    },
    lv: {
      intro: 'Bilance ir nauda, kas glabājas jūsu kontā. Lūk, kāpēc daudzi klienti to izmanto.',
      sections: [
        [
          'Maksājums ar vienu klikšķi',
          'Papildiniet vienreiz ar karti vai caur banku un maksājiet par piedāvājumiem, pārsūtīšanas pieprasījumiem un pasūtījumiem, vairs neievadot kartes datus.',
        ],
        [
          'Ātrāka atmaksa',
          'Atmaksa bilancē ienāk, tiklīdz to apstiprinām, nevis pēc 3–5 dienām, kas vajadzīgas bankai.',
        ],
        [
          'Katra kustība ierakstīta',
          'Bilances vēsturē redzams katrs papildinājums, maksājums un atmaksa ar pasūtījuma numuru.',
        ],
      ],
    },
    ee: {
      intro: 'Saldo on teie kontol hoitav raha. Siin on põhjused, miks paljud kliendid seda kasutavad.',
      sections: [
        [
          'Makse ühe klõpsuga',
          'Laadige üks kord kaardi või pangalingiga ja makske pakkumiste, vahendustaotluste ja tellimuste eest ilma kaardiandmeid uuesti sisestamata.',
        ],
        [
          'Kiiremad tagasimaksed',
          'Saldole tagastatud raha jõuab kohale kohe pärast kinnitamist, mitte 3–5 päeva pärast nagu pangas.',
        ],
        [
          'Iga liikumine kirjas',
          'Saldo ajalugu näitab iga laadimist, makset ja tagasimakset koos tellimuse numbriga.',
        ],
      ],
    },
  },
  'deal-zone-tips': {
    en: {
      intro: 'The deal zone changes every day. Five habits of the customers who find the best offers:',
      sections: [
        [
          'Sort and filter',
          '1. Sort by **best value** to see the biggest discounts first.\n2. Filter by discount: 30 % and more hides the small reductions.\n3. Check new arrivals on Friday, when weekend deals appear.',
        ],
        [
          'Be quick, then patient',
          '4. Reserve with one click: the cart holds the item while you decide.\n5. Choose sea shipping for large deals; the saving often beats the discount.',
        ],
      ],
    },
    lt: {
      intro: 'Pasiūlymų zona keičiasi kasdien. Penki įpročiai klientų, kurie randa geriausius pasiūlymus:',
      sections: [
        [
          'Rikiuokite ir filtruokite',
          '1. Rikiuokite pagal **geriausią vertę** ir pirmiausia matysite didžiausias nuolaidas.\n2. Filtruokite pagal nuolaidą: nuo 30 % paslepia smulkias.\n3. Penktadieniais peržiūrėkite naujienas – tada pasirodo savaitgalio pasiūlymai.',
        ],
        [
          'Greitai, o paskui kantriai',
          '4. Rezervuokite vienu paspaudimu: krepšelis išlaiko prekę, kol apsispręsite.\n5. Dideliems pirkiniams rinkitės jūrą – sutaupymas dažnai viršija nuolaidą.',
        ],
      ],
    },
    lv: {
      intro:
        'Piedāvājumu zona mainās katru dienu. Piecus ieradumus, kas ir klientiem, kuri atrod labākos piedāvājumus:',
      sections: [
        [
          'Kārtojiet un filtrējiet',
          '1. Kārtojiet pēc **labākās vērtības**, lai vispirms redzētu lielākās atlaides.\n2. Filtrējiet pēc atlaides: no 30 % paslēpj mazās.\n3. Piektdienās skatiet jaunumus – tad parādās nedēļas nogales piedāvājumi.',
        ],
        [
          'Ātri, tad pacietīgi',
          '4. Rezervējiet ar vienu klikšķi: grozs patur preci, kamēr izlemjat.\n5. Lieliem pirkumiem izvēlieties jūru – ietaupījums bieži pārsniedz atlaidi.',
        ],
      ],
    },
    ee: {
      intro: 'Pakkumiste tsoon muutub iga päev. Viis harjumust klientidelt, kes leiavad parimad pakkumised:',
      sections: [
        [
          'Sorteerige ja filtreerige',
          '1. Sorteerige **parima väärtuse** järgi, et näha suurimaid allahindlusi esimesena.\n2. Filtreerige allahindluse järgi: alates 30 % peidab väikesed.\n3. Vaadake reedeti uusi tooteid – siis ilmuvad nädalavahetuse pakkumised.',
        ],
        [
          'Kiiresti, siis kannatlikult',
          '4. Broneerige ühe klõpsuga: ostukorv hoiab toodet, kuni otsustate.\n5. Suurte ostude puhul valige meretransport – sääst ületab sageli allahindluse.',
        ],
      ],
    },
  },
  'packing-for-sea-freight': {
    en: {
      intro: 'A parcel going by sea spends six weeks in a container that heats up and cools down every day.',
      sections: [
        [
          'Against damp',
          'Every box gets a silica gel sachet and electronics are sealed in plastic, so condensation never reaches them.',
        ],
        [
          'Against knocks',
          'We fill every gap with paper and put heavy items at the bottom of a double-walled box. Fragile goods get a wooden frame.',
        ],
      ],
    },
    lt: {
      intro:
        'Jūra keliaujanti siunta šešias savaites praleidžia konteineryje, kuris kasdien įkaista ir atvėsta.',
      sections: [
        [
          'Nuo drėgmės',
          'Į kiekvieną dėžę dedame silikagelio maišelį, o elektroniką sandariai supakuojame plėvelėje, kad kondensatas jos nepasiektų.',
        ],
        [
          'Nuo smūgių',
          'Kiekvieną tarpą užpildome popieriumi, o sunkias prekes dedame į dvigubų sienelių dėžės dugną. Dūžtančioms prekėms – medinis rėmas.',
        ],
      ],
    },
    lv: {
      intro:
        'Sūtījums, kas ceļo pa jūru, sešas nedēļas pavada konteinerā, kas katru dienu sasilst un atdziest.',
      sections: [
        [
          'Pret mitrumu',
          'Katrā kastē ieliekam silikagela maisiņu, un elektroniku noslēdzam plēvē, lai kondensāts to nesasniegtu.',
        ],
        [
          'Pret triecieniem',
          'Katru spraugu aizpildām ar papīru, un smagās preces liekam dubultsienu kastes apakšā. Plīstošām precēm – koka rāmis.',
        ],
      ],
    },
    ee: {
      intro: 'Meritsi reisiv pakk veedab kuus nädalat konteineris, mis iga päev soojeneb ja jahtub.',
      sections: [
        [
          'Niiskuse vastu',
          'Igasse kasti paneme silikageeli koti ja elektroonika pakime kilesse, et kondensaat selleni ei jõuaks.',
        ],
        [
          'Löökide vastu',
          'Täidame iga vahe paberiga ja paneme rasked asjad topeltseintega kasti põhja. Purunevad kaubad saavad puitraami.',
        ],
      ],
    },
  },
  'customs-in-plain-words': {
    en: {
      intro: 'Anything bought outside the EU is imported when it reaches us. That is when taxes are due.',
      sections: [
        [
          'Import VAT',
          'Charged on every parcel at your country’s rate, on the price plus shipping. It is the same VAT you pay in a local shop.',
        ],
        [
          'Duty',
          'Only for parcels over €150, between 0 and 12 % depending on the goods: phones and laptops pay none, clothing the most.',
        ],
        [
          'Who does the paperwork',
          'We do. The taxes are in your checkout total and we declare the parcel for you.',
        ],
      ],
    },
    lt: {
      intro: 'Viskas, kas pirkta už ES ribų, importuojama, kai pasiekia mus. Tada ir mokami mokesčiai.',
      sections: [
        [
          'Importo PVM',
          'Taikomas kiekvienai siuntai pagal jūsų šalies tarifą nuo kainos ir siuntimo. Tai tas pats PVM, kurį mokate vietinėje parduotuvėje.',
        ],
        [
          'Muitas',
          'Tik siuntoms virš 150 €, nuo 0 iki 12 % priklausomai nuo prekių: telefonams ir kompiuteriams netaikomas, drabužiams – didžiausias.',
        ],
        [
          'Kas tvarko dokumentus',
          'Mes. Mokesčiai įtraukti į atsiskaitymo sumą, o siuntą deklaruojame už jus.',
        ],
      ],
    },
    lv: {
      intro: 'Viss, kas pirkts ārpus ES, tiek importēts, kad sasniedz mūs. Tad arī jāmaksā nodokļi.',
      sections: [
        [
          'Importa PVN',
          'Tiek piemērots katram sūtījumam pēc jūsu valsts likmes no cenas un piegādes. Tas ir tas pats PVN, ko maksājat vietējā veikalā.',
        ],
        [
          'Muita',
          'Tikai sūtījumiem virs 150 €, no 0 līdz 12 % atkarībā no precēm: tālruņiem un datoriem nav, apģērbam – lielākā.',
        ],
        [
          'Kas kārto dokumentus',
          'Mēs. Nodokļi ir iekļauti norēķinu summā, un sūtījumu deklarējam jūsu vietā.',
        ],
      ],
    },
    ee: {
      intro: 'Kõik väljastpoolt ELi ostetu imporditakse siis, kui see meieni jõuab. Siis tulevad ka maksud.',
      sections: [
        [
          'Impordikäibemaks',
          'Rakendub igale pakile teie riigi määra järgi hinnalt koos tarnega. See on sama käibemaks, mida maksate kohalikus poes.',
        ],
        [
          'Tollimaks',
          'Ainult üle 150 € pakkidele, 0–12 % sõltuvalt kaubast: telefonidele ja sülearvutitele ei rakendu, rõivastele on suurim.',
        ],
        ['Kes paberid ajab', 'Meie. Maksud on kassa summas sees ja deklareerime paki teie eest.'],
      ],
    },
  },
  'buying-from-us-stores': {
    en: {
      intro:
        'With an account you get your own address in our Delaware warehouse, and US stores ship to it like to any customer.',
      sections: [
        [
          'Before you pay',
          '- Use the address exactly as your account shows it, suite number included.\n- Check that the store accepts a foreign card.\n- Keep the invoice: customs may ask for it.',
        ],
        [
          'When it arrives',
          'We e-mail you when the parcel reaches the warehouse. Choose air or sea, pay the shipping, and it is on its way.',
        ],
      ],
    },
    lt: {
      intro:
        'Su paskyra gaunate savo adresą mūsų Delavero sandėlyje, ir JAV parduotuvės siunčia į jį kaip bet kuriam klientui.',
      sections: [
        [
          'Prieš mokant',
          '- Naudokite adresą tiksliai taip, kaip rodo paskyra, su patalpos numeriu.\n- Patikrinkite, ar parduotuvė priima užsienio kortelę.\n- Išsaugokite sąskaitą: jos gali paprašyti muitinė.',
        ],
        [
          'Kai siunta atvyksta',
          'Parašome, kai siunta pasiekia sandėlį. Pasirinkite oru ar jūra, sumokėkite už siuntimą – ir ji keliauja.',
        ],
      ],
    },
    lv: {
      intro:
        'Ar kontu jūs saņemat savu adresi mūsu Delavēras noliktavā, un ASV veikali uz to sūta kā jebkuram klientam.',
      sections: [
        [
          'Pirms maksājat',
          '- Izmantojiet adresi tieši tā, kā to rāda konts, ar telpas numuru.\n- Pārbaudiet, vai veikals pieņem ārvalstu karti.\n- Saglabājiet rēķinu: muita to var prasīt.',
        ],
        [
          'Kad sūtījums pienāk',
          'Rakstām, kad sūtījums sasniedz noliktavu. Izvēlieties gaisu vai jūru, samaksājiet piegādi, un tas ir ceļā.',
        ],
      ],
    },
    ee: {
      intro:
        'Kontoga saate oma aadressi meie Delaware’i laos ja USA poed saadavad sinna nagu igale kliendile.',
      sections: [
        [
          'Enne maksmist',
          '- Kasutage aadressi täpselt nii, nagu konto seda näitab, koos ruumi numbriga.\n- Kontrollige, kas pood aktsepteerib välismaist kaarti.\n- Hoidke arve alles: toll võib seda küsida.',
        ],
        [
          'Kui pakk saabub',
          'Kirjutame, kui pakk lattu jõuab. Valige õhk või meri, tasuge tarne ja see on teel.',
        ],
      ],
    },
  },
  'returns-without-stress': {
    en: {
      intro: 'Returning something should take five minutes. This is how it works with us.',
      sections: [
        [
          'Within 14 days',
          'Open the order in *My orders*, choose **Return** and say why. No reason is required, but it helps us.',
        ],
        [
          'One label, any locker',
          'Print the label and drop the parcel at any parcel locker. The refund follows within 14 days of it reaching us.',
        ],
      ],
    },
    lt: {
      intro: 'Grąžinti prekę turėtų užtrukti penkias minutes. Štai kaip tai vyksta pas mus.',
      sections: [
        [
          'Per 14 dienų',
          'Atidarykite užsakymą skiltyje *Mano užsakymai*, pasirinkite **Grąžinti** ir nurodykite priežastį. Ji neprivaloma, bet mums padeda.',
        ],
        [
          'Viena etiketė, bet kuris paštomatas',
          'Atsispausdinkite etiketę ir palikite siuntą bet kuriame paštomate. Pinigai grąžinami per 14 dienų nuo jos gavimo.',
        ],
      ],
    },
    lv: {
      intro: 'Preces atgriešanai vajadzētu aizņemt piecas minūtes. Lūk, kā tas notiek pie mums.',
      sections: [
        [
          '14 dienu laikā',
          'Atveriet pasūtījumu sadaļā *Mani pasūtījumi*, izvēlieties **Atgriezt** un norādiet iemeslu. Tas nav obligāts, bet mums palīdz.',
        ],
        [
          'Viena etiķete, jebkurš pakomāts',
          'Izdrukājiet etiķeti un atstājiet sūtījumu jebkurā pakomātā. Atmaksa seko 14 dienu laikā pēc tā saņemšanas.',
        ],
      ],
    },
    ee: {
      intro: 'Tagastamine peaks võtma viis minutit. Nii see meil käib.',
      sections: [
        [
          '14 päeva jooksul',
          'Avage tellimus jaotises *Minu tellimused*, valige **Tagasta** ja märkige põhjus. See pole kohustuslik, kuid aitab meid.',
        ],
        [
          'Üks silt, mis tahes automaat',
          'Printige silt ja viige pakk mis tahes pakiautomaati. Raha tagastatakse 14 päeva jooksul pärast selle kättesaamist.',
        ],
      ],
    },
  },
  'reserving-a-new-phone': {
    en: {
      intro: 'New phone models sell out in launch week. A reservation keeps one for you.',
      sections: [
        [
          'How it works',
          'Pay a €50 deposit, which is part of the price. We buy units in the order reservations were paid and e-mail you when yours is on its way.',
        ],
        [
          'Changed your mind?',
          'Cancel any time before paying the rest and the deposit returns to your balance at once. The full rules are in the reservation policy.',
        ],
      ],
    },
    lt: {
      intro: 'Nauji telefonų modeliai išperkami per pirmąją savaitę. Rezervacija vieną išsaugo jums.',
      sections: [
        [
          'Kaip tai veikia',
          'Sumokate 50 € užstatą, kuris yra kainos dalis. Įrenginius perkame rezervacijų apmokėjimo tvarka ir parašome, kai jūsiškis keliauja.',
        ],
        [
          'Persigalvojote?',
          'Atšaukite bet kada iki likusios sumos sumokėjimo, ir užstatas iškart grįš į balansą. Visos taisyklės – rezervavimo taisyklėse.',
        ],
      ],
    },
    lv: {
      intro: 'Jaunie tālruņu modeļi tiek izpārdoti pirmajā nedēļā. Rezervācija vienu patur jums.',
      sections: [
        [
          'Kā tas darbojas',
          'Samaksājiet 50 € depozītu, kas ir daļa no cenas. Ierīces pērkam rezervāciju apmaksas secībā un rakstām, kad jūsējā ir ceļā.',
        ],
        [
          'Pārdomājāt?',
          'Atceliet jebkurā brīdī pirms atlikuma samaksas, un depozīts uzreiz atgriezīsies bilancē. Visi noteikumi – rezervēšanas noteikumos.',
        ],
      ],
    },
    ee: {
      intro: 'Uued telefonimudelid müüakse esimesel nädalal läbi. Broneering hoiab ühe teile.',
      sections: [
        [
          'Kuidas see käib',
          'Tasuge 50 € tagatisraha, mis on osa hinnast. Ostame seadmed broneeringute tasumise järjekorras ja kirjutame, kui teie oma on teel.',
        ],
        [
          'Mõtlesite ümber?',
          'Tühistage igal ajal enne ülejäänud summa tasumist ja tagatisraha naaseb kohe saldole. Kõik reeglid on broneerimise tingimustes.',
        ],
      ],
    },
  },
};
