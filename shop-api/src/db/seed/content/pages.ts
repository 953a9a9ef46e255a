import { PRO_VOLUME_TIERS } from '@storefront/shared-types';
import type { Localised } from '../languages.js';
import { localisedMarkdown } from './markdown.js';

/** The quantity from which a pro buyer's volume price starts: the first tier with a discount (one source). */
const VOLUME_FROM = PRO_VOLUME_TIERS.find((tier) => tier.discount_percent > 0)?.min ?? 1;

// The information pages every site shows (spec §2), as a parcel-forwarding shop words them. The contacts page is
// per site and brand (contacts.ts); `shipping`, `customs` and `returns` are reached through the catch-all /{slug}.

export interface SeedPage {
  slug: string;
  title: Localised;
  description: Localised;
  body: Localised;
}

export const seedPages: SeedPage[] = [
  {
    slug: 'about-us',
    title: { en: 'About us', lt: 'Apie mus', lv: 'Par mums', ee: 'Meist' },
    description: {
      en: 'Who we are: an online shop and parcel forwarder shipping goods from the US, UK and Asia to the Baltics by air and sea.',
      lt: 'Kas mes esame: internetinė parduotuvė ir siuntų persiuntėjas, gabenantis prekes iš JAV, JK ir Azijos į Baltijos šalis oru ir jūra.',
      lv: 'Kas mēs esam: interneta veikals un sūtījumu pārsūtītājs, kas ved preces no ASV, Lielbritānijas un Āzijas uz Baltiju pa gaisu un jūru.',
      ee: 'Kes me oleme: e-pood ja pakivahendaja, kes toob kaupu USAst, Suurbritanniast ja Aasiast Baltikumi õhu- ja meritsi.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'We started in 2014 with one warehouse in Delaware and a simple idea: anyone in the Baltics should be able to buy from any shop in the world and pay a fair price for getting it home.',
        sections: [
          [
            'What we do',
            'We run an online shop and a marketplace, and we forward parcels you buy elsewhere. Every item passes through our warehouses, where it is checked, weighed and packed for the trip.',
          ],
          [
            'How we ship',
            'You choose **air** (7–12 working days) or **sea** (35–50 working days, up to 60 % cheaper). We take care of customs paperwork and deliver to your door or a parcel locker.',
          ],
          [
            'Our numbers',
            '- 180,000 customers in Lithuania, Latvia and Estonia\n- 3 warehouses: Delaware (US), Manchester (UK) and Shenzhen (CN)\n- 98.7 % of parcels delivered on the promised date last year',
          ],
        ],
      },
      lt: {
        intro:
          'Pradėjome 2014 m. su vienu sandėliu Delavere ir paprasta idėja: kiekvienas Baltijos šalių gyventojas turi galėti pirkti bet kurioje pasaulio parduotuvėje ir sąžiningai sumokėti už pristatymą.',
        sections: [
          [
            'Ką darome',
            'Valdome internetinę parduotuvę ir prekyvietę, taip pat persiunčiame kitur pirktas siuntas. Kiekviena prekė keliauja per mūsų sandėlius, kur ji patikrinama, pasveriama ir supakuojama kelionei.',
          ],
          [
            'Kaip siunčiame',
            'Renkatės **oru** (7–12 darbo dienų) arba **jūra** (35–50 darbo dienų, iki 60 % pigiau). Mes sutvarkome muitinės dokumentus ir pristatome iki durų ar paštomato.',
          ],
          [
            'Mūsų skaičiai',
            '- 180 000 klientų Lietuvoje, Latvijoje ir Estijoje\n- 3 sandėliai: Delaveras (JAV), Mančesteris (JK) ir Šenčženas (Kinija)\n- 98,7 % siuntų pernai pristatyta pažadėtą dieną',
          ],
        ],
      },
      lv: {
        intro:
          'Sākām 2014. gadā ar vienu noliktavu Delavērā un vienkāršu ideju: ikvienam Baltijā jāvar iepirkties jebkurā pasaules veikalā un samaksāt godīgu cenu par piegādi.',
        sections: [
          [
            'Ko mēs darām',
            'Mums ir interneta veikals un tirgus, un mēs pārsūtām sūtījumus, ko pērkat citur. Katra prece iet caur mūsu noliktavām, kur to pārbauda, nosver un iepako ceļam.',
          ],
          [
            'Kā mēs sūtām',
            'Jūs izvēlaties **gaisa** (7–12 darba dienas) vai **jūras** pārvadājumu (35–50 darba dienas, līdz 60 % lētāk). Mēs nokārtojam muitas dokumentus un piegādājam līdz durvīm vai pakomātam.',
          ],
          [
            'Mūsu skaitļi',
            '- 180 000 klientu Lietuvā, Latvijā un Igaunijā\n- 3 noliktavas: Delavēra (ASV), Mančestra (Lielbritānija) un Šeņdžeņa (Ķīna)\n- 98,7 % sūtījumu pērn piegādāti solītajā dienā',
          ],
        ],
      },
      ee: {
        intro:
          'Alustasime 2014. aastal ühe laoga Delaware’is ja lihtsa ideega: igaüks Baltikumis peaks saama osta mis tahes maailma poest ja maksta koju toimetamise eest õiglast hinda.',
        sections: [
          [
            'Mida me teeme',
            'Meil on e-pood ja turuplats ning me vahendame mujalt ostetud pakke. Iga kaup läbib meie ladusid, kus see kontrollitakse, kaalutakse ja pakitakse teekonnaks.',
          ],
          [
            'Kuidas me saadame',
            'Te valite **õhutranspordi** (7–12 tööpäeva) või **meretranspordi** (35–50 tööpäeva, kuni 60 % odavam). Meie korraldame tollidokumendid ja toome paki ukseni või pakiautomaati.',
          ],
          [
            'Meie numbrid',
            '- 180 000 klienti Leedus, Lätis ja Eestis\n- 3 ladu: Delaware (USA), Manchester (UK) ja Shenzhen (Hiina)\n- 98,7 % pakkidest jõudis eelmisel aastal kohale lubatud päeval',
          ],
        ],
      },
    }),
  },
  {
    slug: 'warranty',
    title: { en: 'Warranty', lt: 'Garantija', lv: 'Garantija', ee: 'Garantii' },
    description: {
      en: 'How the warranty works for goods bought from us: two years of cover, claims through the claim form, repairs and replacements.',
      lt: 'Kaip veikia garantija iš mūsų pirktoms prekėms: dvejų metų apsauga, pretenzijos per pretenzijų formą, remontas ir pakeitimas.',
      lv: 'Kā darbojas garantija pie mums pirktām precēm: divu gadu aizsardzība, pretenzijas caur pretenziju veidlapu, remonts un nomaiņa.',
      ee: 'Kuidas toimib garantii meilt ostetud kaupadele: kaks aastat kaitset, pretensioonid pretensioonivormi kaudu, remont ja asendamine.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'Every product sold in our shop carries a two-year warranty from the day it is delivered to you, whichever country it was shipped from.',
        sections: [
          [
            'What is covered',
            'Manufacturing defects and faults that appear in normal use. Damage from falls, water, unauthorised repairs or wear of batteries below 80 % capacity after the first year is not covered.',
          ],
          [
            'How to make a claim',
            '1. Open the claim form (pro buyers use the pro claim form).\n2. Describe the fault and attach photos or a short video.\n3. We answer within 3 working days with a prepaid return label.',
          ],
          [
            'Repair, replacement or refund',
            'We repair the item first. If a repair is not possible within 30 days, we replace it with the same or an equivalent model, or refund the price you paid.',
          ],
          [
            'Forwarded parcels',
            'Goods you bought in another shop and forwarded through us are under that shop’s warranty. We help you send them back and forward the repaired item at cost.',
          ],
        ],
      },
      lt: {
        intro:
          'Kiekvienai mūsų parduotuvėje parduotai prekei taikoma dvejų metų garantija nuo tos dienos, kai ji jums pristatoma, nesvarbu, iš kurios šalies ji atsiųsta.',
        sections: [
          [
            'Kam taikoma',
            'Gamybos defektams ir gedimams, atsiradusiems įprastai naudojant. Netaikoma kritimų, vandens, neleistino remonto žalai ar baterijos nusidėvėjimui žemiau 80 % talpos po pirmųjų metų.',
          ],
          [
            'Kaip pateikti pretenziją',
            '1. Atidarykite pretenzijos formą (profesionalūs pirkėjai naudoja pro formą).\n2. Aprašykite gedimą ir pridėkite nuotraukų ar trumpą vaizdo įrašą.\n3. Atsakome per 3 darbo dienas ir atsiunčiame apmokėtą grąžinimo etiketę.',
          ],
          [
            'Remontas, pakeitimas ar pinigų grąžinimas',
            'Pirmiausia prekę taisome. Jei per 30 dienų sutaisyti neįmanoma, pakeičiame ją tokiu pačiu ar lygiaverčiu modeliu arba grąžiname sumokėtą kainą.',
          ],
          [
            'Persiųstos siuntos',
            'Kitoje parduotuvėje pirktoms ir per mus persiųstoms prekėms galioja tos parduotuvės garantija. Padedame jas išsiųsti atgal ir persiunčiame sutaisytą prekę savikaina.',
          ],
        ],
      },
      lv: {
        intro:
          'Katrai mūsu veikalā pārdotajai precei ir divu gadu garantija no dienas, kad tā jums piegādāta, neatkarīgi no tā, no kuras valsts tā sūtīta.',
        sections: [
          [
            'Ko sedz garantija',
            'Ražošanas defektus un bojājumus, kas radušies parastā lietošanā. Nesedz kritienu, ūdens, neatļauta remonta radītus bojājumus un akumulatora nolietojumu zem 80 % ietilpības pēc pirmā gada.',
          ],
          [
            'Kā iesniegt pretenziju',
            '1. Atveriet pretenzijas veidlapu (profesionālie pircēji izmanto pro veidlapu).\n2. Aprakstiet bojājumu un pievienojiet fotoattēlus vai īsu video.\n3. Mēs atbildam 3 darba dienu laikā un nosūtām apmaksātu atpakaļsūtīšanas etiķeti.',
          ],
          [
            'Remonts, nomaiņa vai naudas atmaksa',
            'Vispirms preci remontējam. Ja 30 dienu laikā remonts nav iespējams, nomainām to pret tādu pašu vai līdzvērtīgu modeli vai atmaksājam samaksāto cenu.',
          ],
          [
            'Pārsūtītie sūtījumi',
            'Precēm, kas pirktas citā veikalā un pārsūtītas caur mums, ir šī veikala garantija. Palīdzam tās nosūtīt atpakaļ un pārsūtām salaboto preci par pašizmaksu.',
          ],
        ],
      },
      ee: {
        intro:
          'Igale meie poes müüdud tootele kehtib kaheaastane garantii alates päevast, mil see teile kätte toimetati, olenemata sellest, millisest riigist see saadeti.',
        sections: [
          [
            'Mida garantii katab',
            'Tootmisvigu ja rikkeid, mis ilmnevad tavapärasel kasutamisel. Ei kata kukkumise, vee ega loata remondi kahjustusi ega aku kulumist alla 80 % mahtuvuse pärast esimest aastat.',
          ],
          [
            'Kuidas esitada pretensioon',
            '1. Avage pretensioonivorm (pro-ostjad kasutavad pro-vormi).\n2. Kirjeldage riket ja lisage fotod või lühike video.\n3. Vastame 3 tööpäeva jooksul ja saadame ettemakstud tagastussildi.',
          ],
          [
            'Remont, asendamine või raha tagastamine',
            'Esmalt me toote parandame. Kui 30 päeva jooksul pole remont võimalik, asendame selle sama või samaväärse mudeliga või tagastame makstud hinna.',
          ],
          [
            'Vahendatud pakid',
            'Mujalt ostetud ja meie kaudu vahendatud kaupadele kehtib selle poe garantii. Aitame need tagasi saata ja toome parandatud toote omahinnaga.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'privacy-policy',
    title: {
      en: 'Privacy policy',
      lt: 'Privatumo politika',
      lv: 'Privātuma politika',
      ee: 'Privaatsuspoliitika',
    },
    description: {
      en: 'Which personal data we collect, why, how long we keep it and how to exercise your rights under the GDPR.',
      lt: 'Kokius asmens duomenis renkame, kodėl, kiek laiko juos saugome ir kaip įgyvendinti savo teises pagal BDAR.',
      lv: 'Kādus personas datus mēs vācam, kāpēc, cik ilgi tos glabājam un kā īstenot savas tiesības saskaņā ar VDAR.',
      ee: 'Milliseid isikuandmeid me kogume, miks, kui kaua neid säilitame ja kuidas kasutada oma õigusi isikuandmete kaitse üldmääruse alusel.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'We process personal data only to sell and deliver what you order, and we never sell it to anyone. This policy applies to every site and brand we run.',
        sections: [
          [
            'Data we collect',
            '- Your name, e-mail, phone number and delivery addresses\n- Orders, payments and your balance history\n- Parcel contents and values, which customs require',
          ],
          [
            'Why we use it',
            'To deliver orders and clear them through customs (contract), to keep accounting records (legal duty) and, with your consent only, to send the newsletter and measure our marketing.',
          ],
          [
            'Cookies',
            'Necessary cookies keep you signed in and remember your cart. Marketing and analytics scripts load only after you accept them in the cookie banner.',
          ],
          [
            'How long we keep it',
            'Order and payment records are kept for 10 years, as accounting law requires. An account you close is deleted within 30 days, except those records.',
          ],
          [
            'Your rights',
            'You may ask for a copy of your data, have it corrected or erased, object to marketing at any time and complain to your national data protection authority.',
          ],
        ],
      },
      lt: {
        intro:
          'Asmens duomenis tvarkome tik tam, kad parduotume ir pristatytume tai, ką užsakote, ir niekada jų niekam neparduodame. Ši politika taikoma visoms mūsų svetainėms ir prekių ženklams.',
        sections: [
          [
            'Kokius duomenis renkame',
            '- Jūsų vardą, el. paštą, telefono numerį ir pristatymo adresus\n- Užsakymus, mokėjimus ir balanso istoriją\n- Siuntų turinį ir vertę, kurių reikalauja muitinė',
          ],
          [
            'Kam juos naudojame',
            'Užsakymams pristatyti ir įforminti muitinėje (sutartis), apskaitai tvarkyti (teisinė pareiga) ir, tik gavę jūsų sutikimą, naujienlaiškiui siųsti bei rinkodarai vertinti.',
          ],
          [
            'Slapukai',
            'Būtinieji slapukai leidžia likti prisijungus ir įsimena krepšelį. Rinkodaros ir analitikos scenarijai įkeliami tik jums sutikus slapukų juostoje.',
          ],
          [
            'Kiek laiko saugome',
            'Užsakymų ir mokėjimų įrašus saugome 10 metų, kaip reikalauja apskaitos įstatymai. Uždaryta paskyra ištrinama per 30 dienų, išskyrus šiuos įrašus.',
          ],
          [
            'Jūsų teisės',
            'Galite prašyti savo duomenų kopijos, juos ištaisyti ar ištrinti, bet kada nesutikti su rinkodara ir skųstis savo šalies duomenų apsaugos institucijai.',
          ],
        ],
      },
      lv: {
        intro:
          'Personas datus apstrādājam tikai tāpēc, lai pārdotu un piegādātu jūsu pasūtīto, un nekad tos nevienam nepārdodam. Šī politika attiecas uz visām mūsu vietnēm un zīmoliem.',
        sections: [
          [
            'Kādus datus mēs vācam',
            '- Jūsu vārdu, e-pastu, tālruņa numuru un piegādes adreses\n- Pasūtījumus, maksājumus un bilances vēsturi\n- Sūtījumu saturu un vērtību, ko pieprasa muita',
          ],
          [
            'Kāpēc tos izmantojam',
            'Lai piegādātu pasūtījumus un nokārtotu muitu (līgums), lai kārtotu grāmatvedību (juridisks pienākums) un, tikai ar jūsu piekrišanu, lai sūtītu jaunumus un vērtētu mārketingu.',
          ],
          [
            'Sīkdatnes',
            'Nepieciešamās sīkdatnes ļauj palikt pieteiktam un atceras grozu. Mārketinga un analītikas skripti tiek ielādēti tikai pēc jūsu piekrišanas sīkdatņu joslā.',
          ],
          [
            'Cik ilgi glabājam',
            'Pasūtījumu un maksājumu ierakstus glabājam 10 gadus, kā to prasa grāmatvedības likums. Slēgtu kontu dzēšam 30 dienu laikā, izņemot šos ierakstus.',
          ],
          [
            'Jūsu tiesības',
            'Varat pieprasīt savu datu kopiju, tos labot vai dzēst, jebkurā brīdī iebilst pret mārketingu un sūdzēties savas valsts datu aizsardzības iestādei.',
          ],
        ],
      },
      ee: {
        intro:
          'Töötleme isikuandmeid ainult selleks, et müüa ja toimetada kätte see, mida tellite, ning me ei müü neid kunagi kellelegi. See poliitika kehtib kõigile meie saitidele ja kaubamärkidele.',
        sections: [
          [
            'Milliseid andmeid kogume',
            '- Teie nime, e-posti, telefoninumbrit ja tarneaadresse\n- Tellimusi, makseid ja saldo ajalugu\n- Pakkide sisu ja väärtust, mida toll nõuab',
          ],
          [
            'Milleks neid kasutame',
            'Tellimuste kohaletoimetamiseks ja tollivormistuseks (leping), raamatupidamiseks (seadusjärgne kohustus) ning ainult teie nõusolekul uudiskirja saatmiseks ja turunduse mõõtmiseks.',
          ],
          [
            'Küpsised',
            'Vajalikud küpsised hoiavad teid sisselogituna ja mäletavad ostukorvi. Turundus- ja analüütikaskriptid laaditakse alles pärast teie nõusolekut küpsiste ribal.',
          ],
          [
            'Kui kaua säilitame',
            'Tellimuste ja maksete andmeid säilitame 10 aastat, nagu nõuab raamatupidamisseadus. Suletud konto kustutatakse 30 päeva jooksul, välja arvatud need andmed.',
          ],
          [
            'Teie õigused',
            'Võite küsida oma andmete koopiat, lasta neid parandada või kustutada, igal ajal turundusest keelduda ja esitada kaebuse oma riigi andmekaitseasutusele.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'purchase-agreement',
    title: {
      en: 'Purchase agreement',
      lt: 'Pirkimo sutartis',
      lv: 'Pirkuma līgums',
      ee: 'Ostuleping',
    },
    description: {
      en: 'The terms of every order: prices, payment, delivery by air or sea, customs duties, the 14-day right of withdrawal and returns.',
      lt: 'Kiekvieno užsakymo sąlygos: kainos, mokėjimas, pristatymas oru ar jūra, muitai, 14 dienų teisė atsisakyti ir grąžinimas.',
      lv: 'Katra pasūtījuma noteikumi: cenas, maksājums, piegāde pa gaisu vai jūru, muitas nodevas, 14 dienu atteikuma tiesības un atgriešana.',
      ee: 'Iga tellimuse tingimused: hinnad, maksmine, tarne õhu- või meritsi, tollimaksud, 14-päevane taganemisõigus ja tagastamine.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'These terms form the agreement between you and us when you place an order on this site. Please read them before you pay.',
        sections: [
          [
            'Prices and payment',
            'Prices include VAT. Shipping by air or sea is added at checkout. You pay by card, wallet, bank link or from your balance; the order is confirmed once the payment is received.',
          ],
          [
            'Delivery',
            'Air shipments arrive in 7–12 working days and sea shipments in 35–50 working days from dispatch. The delivery date shown at checkout is an estimate; we tell you at once about any delay.',
          ],
          [
            'Customs duties',
            'For goods from outside the EU, import VAT and duties are calculated at checkout and paid to us; we clear the parcel for you. You never pay the courier on delivery.',
          ],
          [
            'Right of withdrawal',
            'You may withdraw from the purchase within 14 days of receiving the goods without giving a reason. We refund the price and the standard shipping within 14 days of getting the goods back.',
          ],
          [
            'Returns',
            'Return the goods unused and in their packaging. Return shipping to our EU warehouse is paid by you unless the item is faulty or not what you ordered.',
          ],
        ],
      },
      lt: {
        intro:
          'Šios sąlygos sudaro jūsų ir mūsų sutartį, kai pateikiate užsakymą šioje svetainėje. Perskaitykite jas prieš mokėdami.',
        sections: [
          [
            'Kainos ir mokėjimas',
            'Kainos nurodytos su PVM. Siuntimas oru ar jūra pridedamas atsiskaitant. Mokate kortele, el. pinigine, el. bankininkyste ar iš balanso; užsakymas patvirtinamas gavus mokėjimą.',
          ],
          [
            'Pristatymas',
            'Siuntos oru atkeliauja per 7–12 darbo dienų, jūra – per 35–50 darbo dienų nuo išsiuntimo. Atsiskaitant rodoma data yra numatoma; apie vėlavimą pranešame iš karto.',
          ],
          [
            'Muitai',
            'Prekėms iš ne ES šalių importo PVM ir muitai apskaičiuojami atsiskaitant ir sumokami mums; siuntą muitinėje įforminame mes. Kurjeriui nieko nemokate.',
          ],
          [
            'Teisė atsisakyti',
            'Per 14 dienų nuo prekių gavimo galite atsisakyti pirkimo nenurodydami priežasties. Kainą ir standartinį pristatymą grąžiname per 14 dienų nuo prekių grąžinimo.',
          ],
          [
            'Grąžinimas',
            'Grąžinkite nenaudotas prekes originalioje pakuotėje. Grąžinimo į mūsų ES sandėlį išlaidas apmokate jūs, nebent prekė brokuota ar ne ta, kurią užsakėte.',
          ],
        ],
      },
      lv: {
        intro:
          'Šie noteikumi veido līgumu starp jums un mums, kad veicat pasūtījumu šajā vietnē. Lūdzu, izlasiet tos pirms maksāšanas.',
        sections: [
          [
            'Cenas un maksājums',
            'Cenas ir ar PVN. Sūtīšana pa gaisu vai jūru tiek pieskaitīta norēķinoties. Maksājat ar karti, maciņu, internetbanku vai no bilances; pasūtījums tiek apstiprināts pēc maksājuma saņemšanas.',
          ],
          [
            'Piegāde',
            'Gaisa sūtījumi pienāk 7–12 darba dienās, jūras sūtījumi 35–50 darba dienās no nosūtīšanas. Norēķinos redzamais datums ir aptuvens; par kavēšanos paziņojam nekavējoties.',
          ],
          [
            'Muitas nodevas',
            'Precēm no ārpus ES importa PVN un nodevas tiek aprēķinātas norēķinoties un samaksātas mums; sūtījumu muitā nokārtojam mēs. Kurjeram neko nemaksājat.',
          ],
          [
            'Atteikuma tiesības',
            '14 dienu laikā pēc preču saņemšanas varat atteikties no pirkuma, nenorādot iemeslu. Cenu un standarta piegādi atmaksājam 14 dienu laikā pēc preču saņemšanas atpakaļ.',
          ],
          [
            'Atgriešana',
            'Atgrieziet preces nelietotas un oriģinālajā iepakojumā. Atpakaļsūtīšanu uz mūsu ES noliktavu apmaksājat jūs, ja vien prece nav bojāta vai nav tā, ko pasūtījāt.',
          ],
        ],
      },
      ee: {
        intro:
          'Need tingimused moodustavad teie ja meie vahelise lepingu, kui esitate sellel saidil tellimuse. Palun lugege need enne maksmist läbi.',
        sections: [
          [
            'Hinnad ja maksmine',
            'Hinnad sisaldavad käibemaksu. Õhu- või meretransport lisatakse kassas. Maksate kaardi, rahakoti, pangalingi või saldoga; tellimus kinnitatakse pärast makse laekumist.',
          ],
          [
            'Tarne',
            'Õhusaadetised jõuavad kohale 7–12 tööpäevaga ja meresaadetised 35–50 tööpäevaga alates väljasaatmisest. Kassas näidatud kuupäev on hinnanguline; viivitusest teatame kohe.',
          ],
          [
            'Tollimaksud',
            'Väljastpoolt ELi pärit kaupade impordikäibemaks ja tollimaksud arvutatakse kassas ja makstakse meile; paki tollivormistuse teeme meie. Kullerile te midagi ei maksa.',
          ],
          [
            'Taganemisõigus',
            'Võite ostust taganeda 14 päeva jooksul pärast kauba kättesaamist põhjust esitamata. Hinna ja tavatarne tagastame 14 päeva jooksul pärast kauba tagasisaamist.',
          ],
          [
            'Tagastamine',
            'Tagastage kaup kasutamata ja originaalpakendis. Tagastamise meie ELi lattu tasute teie, välja arvatud juhul, kui kaup on vigane või pole see, mida tellisite.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'reservation-policy',
    title: {
      en: 'Reservation policy',
      lt: 'Rezervavimo taisyklės',
      lv: 'Rezervēšanas noteikumi',
      ee: 'Broneerimise tingimused',
    },
    description: {
      en: 'How reserving a new phone model works: the deposit, the queue, when you pay the rest and how to cancel.',
      lt: 'Kaip veikia naujo telefono modelio rezervavimas: užstatas, eilė, kada sumokate likusią sumą ir kaip atšaukti.',
      lv: 'Kā darbojas jauna tālruņa modeļa rezervēšana: depozīts, rinda, kad maksājat atlikumu un kā atcelt.',
      ee: 'Kuidas toimib uue telefonimudeli broneerimine: tagatisraha, järjekord, millal maksate ülejäänu ja kuidas tühistada.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'When a new phone model is announced, you can reserve one before it reaches the shops and get it among the first in the Baltics.',
        sections: [
          [
            'The deposit',
            'A reservation costs a €50 deposit, taken from your card or balance. It is part of the price, not an extra fee.',
          ],
          [
            'Your place in the queue',
            'Reservations are served in the order they were paid. We e-mail you as soon as your unit is bought and on its way to our warehouse.',
          ],
          [
            'Paying the rest',
            'You pay the remaining price and shipping within 48 hours of our e-mail. If you do not, the unit goes to the next person and the deposit returns to your balance.',
          ],
          [
            'Cancelling',
            'You may cancel at any time before paying the rest; the deposit returns to your balance at once, or to your card within 5 working days.',
          ],
        ],
      },
      lt: {
        intro:
          'Kai paskelbiamas naujas telefono modelis, galite jį rezervuoti dar prieš pasirodant parduotuvėse ir gauti tarp pirmųjų Baltijos šalyse.',
        sections: [
          [
            'Užstatas',
            'Rezervacija kainuoja 50 € užstatą, nuskaičiuojamą nuo kortelės ar balanso. Tai kainos dalis, o ne papildomas mokestis.',
          ],
          [
            'Jūsų vieta eilėje',
            'Rezervacijos vykdomos apmokėjimo tvarka. Vos tik jūsų įrenginys nupirktas ir keliauja į mūsų sandėlį, parašome el. laišką.',
          ],
          [
            'Likusios sumos mokėjimas',
            'Likusią kainą ir pristatymą sumokate per 48 valandas nuo mūsų laiško. Jei nesumokate, įrenginys atitenka kitam eilėje, o užstatas grįžta į jūsų balansą.',
          ],
          [
            'Atšaukimas',
            'Atšaukti galite bet kada iki likusios sumos sumokėjimo; užstatas iškart grįžta į balansą arba per 5 darbo dienas į kortelę.',
          ],
        ],
      },
      lv: {
        intro:
          'Kad tiek paziņots jauns tālruņa modelis, varat to rezervēt vēl pirms tas nonāk veikalos un saņemt starp pirmajiem Baltijā.',
        sections: [
          [
            'Depozīts',
            'Rezervācija maksā 50 € depozītu, ko ieturam no kartes vai bilances. Tā ir daļa no cenas, nevis papildu maksa.',
          ],
          [
            'Jūsu vieta rindā',
            'Rezervācijas izpildām apmaksas secībā. Tiklīdz jūsu ierīce ir nopirkta un ceļā uz mūsu noliktavu, nosūtām e-pastu.',
          ],
          [
            'Atlikuma samaksa',
            'Atlikušo cenu un piegādi samaksājat 48 stundu laikā pēc mūsu e-pasta. Ja nesamaksājat, ierīce tiek nākamajam rindā, un depozīts atgriežas jūsu bilancē.',
          ],
          [
            'Atcelšana',
            'Atcelt varat jebkurā brīdī pirms atlikuma samaksas; depozīts uzreiz atgriežas bilancē vai 5 darba dienu laikā kartē.',
          ],
        ],
      },
      ee: {
        intro:
          'Kui välja kuulutatakse uus telefonimudel, saate selle broneerida juba enne poodidesse jõudmist ja saada selle esimeste seas Baltikumis.',
        sections: [
          [
            'Tagatisraha',
            'Broneering maksab 50 € tagatisraha, mis võetakse kaardilt või saldolt. See on osa hinnast, mitte lisatasu.',
          ],
          [
            'Teie koht järjekorras',
            'Broneeringuid täidetakse makse järjekorras. Kui teie seade on ostetud ja teel meie lattu, saadame teile e-kirja.',
          ],
          [
            'Ülejäänud summa tasumine',
            'Ülejäänud hinna ja tarne tasute 48 tunni jooksul pärast meie e-kirja. Kui te ei tasu, läheb seade järgmisele ja tagatisraha naaseb teie saldole.',
          ],
          [
            'Tühistamine',
            'Võite tühistada igal ajal enne ülejäänud summa tasumist; tagatisraha naaseb kohe saldole või 5 tööpäeva jooksul kaardile.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'pro',
    title: {
      en: 'For pro buyers',
      lt: 'Profesionaliems pirkėjams',
      lv: 'Profesionāliem pircējiem',
      ee: 'Pro-ostjatele',
    },
    description: {
      en: 'Buying for a business? Pro accounts get volume prices, consolidated shipping, VAT invoices and a personal manager.',
      lt: 'Perkate verslui? Pro paskyros gauna kiekio kainas, sujungtą siuntimą, PVM sąskaitas faktūras ir asmeninį vadybininką.',
      lv: 'Iepērkaties uzņēmumam? Pro konti saņem apjoma cenas, apvienotu sūtīšanu, PVN rēķinus un personīgo vadītāju.',
      ee: 'Ostate ettevõttele? Pro-kontod saavad mahuhinnad, koondatud tarne, käibemaksuarved ja isikliku halduri.',
    },
    body: localisedMarkdown({
      en: {
        intro: 'Resellers, repair shops and companies buy with a pro account. It costs nothing to open.',
        sections: [
          [
            'What you get',
            `- Volume prices from ${VOLUME_FROM} units of a product\n- Consolidated sea freight: one customs declaration for many orders\n- VAT invoices for every order and monthly statements\n- A personal account manager who answers within one working day`,
          ],
          [
            'How to start',
            'Sign in, or register with your company details, and open the pro site from your account. We check the company within one working day.',
          ],
        ],
      },
      lt: {
        intro:
          'Perpardavėjai, remonto dirbtuvės ir įmonės perka su pro paskyra. Jos atidarymas nieko nekainuoja.',
        sections: [
          [
            'Ką gaunate',
            `- Kiekio kainas nuo ${VOLUME_FROM} vienetų\n- Sujungtą jūrinį krovinį: viena muitinės deklaracija daugeliui užsakymų\n- PVM sąskaitas faktūras kiekvienam užsakymui ir mėnesines ataskaitas\n- Asmeninį vadybininką, atsakantį per vieną darbo dieną`,
          ],
          [
            'Kaip pradėti',
            'Prisijunkite arba užsiregistruokite su įmonės duomenimis ir atidarykite pro svetainę iš savo paskyros. Įmonę patikriname per vieną darbo dieną.',
          ],
        ],
      },
      lv: {
        intro:
          'Tālākpārdevēji, remontdarbnīcas un uzņēmumi iepērkas ar pro kontu. Tā atvēršana neko nemaksā.',
        sections: [
          [
            'Ko jūs saņemat',
            `- Apjoma cenas no ${VOLUME_FROM} vienībām\n- Apvienotu jūras kravu: viena muitas deklarācija daudziem pasūtījumiem\n- PVN rēķinus katram pasūtījumam un mēneša pārskatus\n- Personīgo vadītāju, kas atbild vienas darba dienas laikā`,
          ],
          [
            'Kā sākt',
            'Piesakieties vai reģistrējieties ar uzņēmuma datiem un atveriet pro vietni no sava konta. Uzņēmumu pārbaudām vienas darba dienas laikā.',
          ],
        ],
      },
      ee: {
        intro:
          'Edasimüüjad, remonditöökojad ja ettevõtted ostavad pro-kontoga. Selle avamine ei maksa midagi.',
        sections: [
          [
            'Mida saate',
            `- Mahuhinnad alates ${VOLUME_FROM} ühikust\n- Koondatud merevedu: üks tollideklaratsioon paljudele tellimustele\n- Käibemaksuarved igale tellimusele ja kuuaruanded\n- Isiklik haldur, kes vastab ühe tööpäeva jooksul`,
          ],
          [
            'Kuidas alustada',
            'Logige sisse või registreeruge ettevõtte andmetega ja avage oma kontolt pro-sait. Kontrollime ettevõtte ühe tööpäeva jooksul.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'shipping',
    title: {
      en: 'Shipping by air and sea',
      lt: 'Siuntimas oru ir jūra',
      lv: 'Sūtīšana pa gaisu un jūru',
      ee: 'Õhu- ja meretransport',
    },
    description: {
      en: 'Delivery times and prices for air and sea shipping, how parcels are weighed and where we deliver.',
      lt: 'Pristatymo laikas ir kainos siunčiant oru ir jūra, kaip sveriamos siuntos ir kur pristatome.',
      lv: 'Piegādes laiki un cenas sūtīšanai pa gaisu un jūru, kā tiek svērti sūtījumi un kur piegādājam.',
      ee: 'Tarneajad ja hinnad õhu- ja meretranspordil, kuidas pakke kaalutakse ja kuhu toimetame.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'Every order ships either by air or by sea. You choose at checkout; the cart shows both prices.',
        sections: [
          [
            'Air',
            'From 7 to 12 working days door to door. Best for phones, electronics and anything you need soon. Priced by actual or volumetric weight, whichever is higher.',
          ],
          [
            'Sea',
            'From 35 to 50 working days. Up to 60 % cheaper than air and the right choice for furniture, bikes and large orders. Batteries travel by sea only in their devices.',
          ],
          [
            'Where we deliver',
            'To your door by courier, to a parcel locker or to a pick-up point in Lithuania, Latvia and Estonia. Tracking is in your account from the day the parcel leaves our warehouse.',
          ],
        ],
      },
      lt: {
        intro:
          'Kiekvienas užsakymas siunčiamas oru arba jūra. Renkatės atsiskaitydami; krepšelyje matote abi kainas.',
        sections: [
          [
            'Oru',
            'Nuo 7 iki 12 darbo dienų iki durų. Geriausia telefonams, elektronikai ir viskam, ko reikia greitai. Kaina pagal faktinį arba tūrinį svorį, kuris didesnis.',
          ],
          [
            'Jūra',
            'Nuo 35 iki 50 darbo dienų. Iki 60 % pigiau nei oru – tinka baldams, dviračiams ir dideliems užsakymams. Baterijos jūra keliauja tik įrenginiuose.',
          ],
          [
            'Kur pristatome',
            'Kurjeriu iki durų, į paštomatą ar atsiėmimo punktą Lietuvoje, Latvijoje ir Estijoje. Siuntos sekimas matomas paskyroje nuo tos dienos, kai ji palieka sandėlį.',
          ],
        ],
      },
      lv: {
        intro:
          'Katrs pasūtījums tiek sūtīts pa gaisu vai jūru. Izvēlaties norēķinoties; grozā redzamas abas cenas.',
        sections: [
          [
            'Pa gaisu',
            'No 7 līdz 12 darba dienām līdz durvīm. Vislabāk tālruņiem, elektronikai un visam, kas vajadzīgs drīz. Cena pēc faktiskā vai tilpuma svara, kurš lielāks.',
          ],
          [
            'Pa jūru',
            'No 35 līdz 50 darba dienām. Līdz 60 % lētāk nekā pa gaisu – piemērots mēbelēm, velosipēdiem un lieliem pasūtījumiem. Akumulatori pa jūru ceļo tikai ierīcēs.',
          ],
          [
            'Kur piegādājam',
            'Ar kurjeru līdz durvīm, uz pakomātu vai saņemšanas punktu Lietuvā, Latvijā un Igaunijā. Izsekošana ir jūsu kontā no dienas, kad sūtījums atstāj noliktavu.',
          ],
        ],
      },
      ee: {
        intro: 'Iga tellimus saadetakse kas õhu- või meritsi. Valite kassas; ostukorv näitab mõlemat hinda.',
        sections: [
          [
            'Õhuga',
            '7 kuni 12 tööpäeva ukseni. Parim telefonidele, elektroonikale ja kõigele, mida vajate kiiresti. Hind tegeliku või mahukaalu järgi, olenevalt sellest, kumb on suurem.',
          ],
          [
            'Meritsi',
            '35 kuni 50 tööpäeva. Kuni 60 % odavam kui õhuga – sobib mööblile, ratastele ja suurtele tellimustele. Akud reisivad meritsi ainult seadmetes.',
          ],
          [
            'Kuhu toimetame',
            'Kulleriga ukseni, pakiautomaati või väljastuspunkti Leedus, Lätis ja Eestis. Jälgimine on teie kontol alates päevast, mil pakk meie laost lahkub.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'customs',
    title: {
      en: 'Customs and import taxes',
      lt: 'Muitai ir importo mokesčiai',
      lv: 'Muita un importa nodokļi',
      ee: 'Toll ja imporditasud',
    },
    description: {
      en: 'Why parcels from outside the EU pay import VAT and duty, how we calculate them at checkout and clear the parcel for you.',
      lt: 'Kodėl siuntos iš ne ES šalių apmokestinamos importo PVM ir muitu, kaip juos apskaičiuojame ir įforminame siuntą už jus.',
      lv: 'Kāpēc sūtījumiem no ārpus ES maksā importa PVN un muitu, kā mēs tos aprēķinām un nokārtojam sūtījumu jūsu vietā.',
      ee: 'Miks väljastpoolt ELi tulevad pakid maksavad impordikäibemaksu ja tollimaksu, kuidas me need arvutame ja paki teie eest vormistame.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'Goods shipped from the US, the UK or Asia are imported into the EU. Import VAT is due on every parcel, and customs duty on parcels worth more than €150.',
        sections: [
          [
            'What you pay',
            'Import VAT at your country’s rate (21 % in Lithuania and Latvia, 24 % in Estonia) on the price plus shipping, and duty of 0–12 % depending on the kind of goods.',
          ],
          [
            'How we handle it',
            'The checkout shows the taxes before you pay. We declare the parcel and pay the taxes on your behalf, so the courier never asks you for money.',
          ],
        ],
      },
      lt: {
        intro:
          'Iš JAV, JK ar Azijos siunčiamos prekės importuojamos į ES. Importo PVM taikomas kiekvienai siuntai, o muitas – siuntoms, vertesnėms nei 150 €.',
        sections: [
          [
            'Ką mokate',
            'Importo PVM pagal jūsų šalies tarifą (21 % Lietuvoje ir Latvijoje, 24 % Estijoje) nuo kainos ir siuntimo bei 0–12 % muitą, priklausomai nuo prekių rūšies.',
          ],
          [
            'Kaip tai tvarkome',
            'Atsiskaitant mokesčiai parodomi prieš mokant. Siuntą deklaruojame ir mokesčius sumokame už jus, tad kurjeris niekada neprašys pinigų.',
          ],
        ],
      },
      lv: {
        intro:
          'Preces, kas sūtītas no ASV, Lielbritānijas vai Āzijas, tiek importētas ES. Importa PVN jāmaksā par katru sūtījumu, bet muita par sūtījumiem, kas vērtīgāki par 150 €.',
        sections: [
          [
            'Ko jūs maksājat',
            'Importa PVN pēc jūsu valsts likmes (21 % Lietuvā un Latvijā, 24 % Igaunijā) no cenas un piegādes, un muitu 0–12 % atkarībā no preču veida.',
          ],
          [
            'Kā mēs to kārtojam',
            'Norēķinos nodokļi redzami pirms maksāšanas. Mēs deklarējam sūtījumu un samaksājam nodokļus jūsu vietā, tāpēc kurjers nekad neprasīs naudu.',
          ],
        ],
      },
      ee: {
        intro:
          'USAst, Suurbritanniast või Aasiast saadetud kaubad imporditakse ELi. Impordikäibemaks kehtib igale pakile ja tollimaks üle 150 € väärtusega pakkidele.',
        sections: [
          [
            'Mida te maksate',
            'Impordikäibemaksu teie riigi määra järgi (Leedus ja Lätis 21 %, Eestis 24 %) hinnalt koos tarnega ning 0–12 % tollimaksu sõltuvalt kauba liigist.',
          ],
          [
            'Kuidas me seda korraldame',
            'Kassa näitab makse enne maksmist. Me deklareerime paki ja tasume maksud teie eest, nii et kuller ei küsi teilt kunagi raha.',
          ],
        ],
      },
    }),
  },
  {
    slug: 'returns',
    title: { en: 'Returns', lt: 'Grąžinimas', lv: 'Atgriešana', ee: 'Tagastamine' },
    description: {
      en: 'How to return an item within 14 days: the return form, where to send it and when the money comes back.',
      lt: 'Kaip grąžinti prekę per 14 dienų: grąžinimo forma, kur siųsti ir kada grįžta pinigai.',
      lv: 'Kā atgriezt preci 14 dienu laikā: atgriešanas veidlapa, kur sūtīt un kad atgriežas nauda.',
      ee: 'Kuidas tagastada toode 14 päeva jooksul: tagastusvorm, kuhu saata ja millal raha tagasi tuleb.',
    },
    body: localisedMarkdown({
      en: {
        intro:
          'Changed your mind? You have 14 days from delivery to send an item back, unused and in its packaging.',
        sections: [
          [
            'Step by step',
            '1. Open the order in *My orders* and choose **Return**.\n2. Print the label and drop the parcel at any parcel locker.\n3. We refund within 14 days of receiving it, to the card or balance you paid with.',
          ],
          [
            'What cannot be returned',
            'Opened software and hygiene products, items made to order, and goods forwarded from other shops (return those to the shop you bought them from).',
          ],
        ],
      },
      lt: {
        intro:
          'Persigalvojote? Per 14 dienų nuo pristatymo galite grąžinti nenaudotą prekę originalioje pakuotėje.',
        sections: [
          [
            'Žingsnis po žingsnio',
            '1. Atidarykite užsakymą skiltyje *Mano užsakymai* ir pasirinkite **Grąžinti**.\n2. Atsispausdinkite etiketę ir palikite siuntą bet kuriame paštomate.\n3. Pinigus grąžiname per 14 dienų nuo gavimo į kortelę ar balansą, kuriais mokėjote.',
          ],
          [
            'Ko grąžinti negalima',
            'Atidarytos programinės įrangos ir higienos prekių, pagal užsakymą pagamintų prekių ir iš kitų parduotuvių persiųstų prekių (jas grąžinkite pardavėjui).',
          ],
        ],
      },
      lv: {
        intro:
          'Pārdomājāt? Jums ir 14 dienas no piegādes, lai nosūtītu preci atpakaļ nelietotu un oriģinālajā iepakojumā.',
        sections: [
          [
            'Soli pa solim',
            '1. Atveriet pasūtījumu sadaļā *Mani pasūtījumi* un izvēlieties **Atgriezt**.\n2. Izdrukājiet etiķeti un atstājiet sūtījumu jebkurā pakomātā.\n3. Atmaksājam 14 dienu laikā pēc saņemšanas uz karti vai bilanci, ar ko maksājāt.',
          ],
          [
            'Ko nevar atgriezt',
            'Atvērtu programmatūru un higiēnas preces, pēc pasūtījuma izgatavotas preces un no citiem veikaliem pārsūtītas preces (tās atgrieziet pārdevējam).',
          ],
        ],
      },
      ee: {
        intro:
          'Mõtlesite ümber? Teil on 14 päeva alates kättesaamisest, et toode kasutamata ja pakendis tagasi saata.',
        sections: [
          [
            'Samm-sammult',
            '1. Avage tellimus jaotises *Minu tellimused* ja valige **Tagasta**.\n2. Printige silt ja viige pakk mis tahes pakiautomaati.\n3. Tagastame raha 14 päeva jooksul pärast kättesaamist kaardile või saldole, millega maksite.',
          ],
          [
            'Mida ei saa tagastada',
            'Avatud tarkvara ja hügieenitooteid, tellimuse peale valmistatud tooteid ning teistest poodidest vahendatud kaupu (need tagastage müüjale).',
          ],
        ],
      },
    }),
  },
];
