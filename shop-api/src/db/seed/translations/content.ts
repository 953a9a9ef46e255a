import type { TranslationArea } from './types.js';

// Texts of the content screens (issue 16): information pages, FAQ, blog and the pro landing page. The pages' own
// texts come from the shop's content, not from here.
export const content: TranslationArea = {
  'content.toc': { en: 'On this page', lt: 'Šiame puslapyje', lv: 'Šajā lapā', ee: 'Sellel lehel' },
  'content.updated': { en: 'Last updated', lt: 'Atnaujinta', lv: 'Atjaunināts', ee: 'Viimati uuendatud' },
  'content.faq.answer_link': {
    en: 'Link to this answer',
    lt: 'Nuoroda į šį atsakymą',
    lv: 'Saite uz šo atbildi',
    ee: 'Link sellele vastusele',
  },
  'content.faq.empty': {
    en: 'There are no questions here yet.',
    lt: 'Klausimų kol kas nėra.',
    lv: 'Jautājumu pagaidām nav.',
    ee: 'Küsimusi veel pole.',
  },
  'content.blog.empty': {
    en: 'There are no posts yet.',
    lt: 'Įrašų kol kas nėra.',
    lv: 'Ierakstu pagaidām nav.',
    ee: 'Postitusi veel pole.',
  },
  'content.blog.pages': {
    en: 'Blog pages',
    lt: 'Tinklaraščio puslapiai',
    lv: 'Bloga lapas',
    ee: 'Blogi lehed',
  },
  'content.blog.newer': {
    en: 'Newer posts',
    lt: 'Naujesni įrašai',
    lv: 'Jaunāki ieraksti',
    ee: 'Uuemad postitused',
  },
  'content.blog.older': {
    en: 'Older posts',
    lt: 'Senesni įrašai',
    lv: 'Vecāki ieraksti',
    ee: 'Vanemad postitused',
  },
  'content.pro.cta_title': {
    en: 'Open your pro account today',
    lt: 'Atidarykite pro paskyrą jau šiandien',
    lv: 'Atveriet pro kontu jau šodien',
    ee: 'Avage pro-konto juba täna',
  },
  'content.pro.register': {
    en: 'Register as pro',
    lt: 'Registruotis kaip pro',
    lv: 'Reģistrēties kā pro',
    ee: 'Registreeru pro-ostjana',
  },
  'content.pro.sign_in': {
    en: 'Sign in',
    lt: 'Prisijungti',
    lv: 'Pieteikties',
    ee: 'Logi sisse',
  },
  'content.pro.is_pro_title': {
    en: 'Your account is a pro account',
    lt: 'Jūsų paskyra yra pro paskyra',
    lv: 'Jūsu konts ir pro konts',
    ee: 'Teie konto on pro-konto',
  },
  'content.pro.is_pro_text': {
    en: 'Order at volume prices and follow your pro orders on the pro site.',
    lt: 'Pro svetainėje užsisakykite kiekio kainomis ir sekite savo pro užsakymus.',
    lv: 'Pro vietnē pasūtiet par apjoma cenām un sekojiet saviem pro pasūtījumiem.',
    ee: 'Pro-saidil tellite kogusehindadega ja näete oma pro-tellimusi.',
  },
  'content.pro.open_site': {
    en: 'Go to the pro site',
    lt: 'Eiti į pro svetainę',
    lv: 'Doties uz pro vietni',
    ee: 'Mine pro-saidile',
  },
};
