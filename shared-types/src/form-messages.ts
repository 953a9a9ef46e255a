// §5 form messages, shown in English, Russian and Lithuanian. Keys are translation keys (the shop-api seeds
// them into its catalogue); the texts here are the defaults for those three languages. `{host}` is filled in
// with interpolate().
import { PHONE_MESSAGE_KEY } from './rules/phone.js';

export const FORM_MESSAGE_LANGUAGES = ['en', 'ru', 'lt'] as const;
export type FormMessageLanguage = (typeof FORM_MESSAGE_LANGUAGES)[number];

export const FORM_MESSAGES = {
  required: {
    key: 'validation.required',
    en: 'Field is required.',
    ru: 'Поле обязательно для заполнения.',
    lt: 'Laukas yra privalomas.',
  },
  email: {
    key: 'validation.email',
    en: 'Please enter a valid email address.',
    ru: 'Пожалуйста, введите действительный адрес электронной почты.',
    lt: 'Įveskite galiojantį el. pašto adresą.',
  },
  url: {
    key: 'validation.url',
    en: 'Please include a valid url (e.g.: {host}/...).',
    ru: 'Пожалуйста, укажите действительный URL (например: {host}/...).',
    lt: 'Įveskite galiojantį URL (pvz.: {host}/...).',
  },
  number: {
    key: 'validation.number',
    en: 'Field must be a number.',
    ru: 'Поле должно быть числом.',
    lt: 'Laukas turi būti skaičius.',
  },
  /** Not in §5's list of texts: the message of the custom phone rule. */
  phone: {
    key: PHONE_MESSAGE_KEY,
    en: 'Enter a phone number starting with + and 7 to 15 digits.',
    ru: 'Введите номер телефона, начинающийся с + и содержащий от 7 до 15 цифр.',
    lt: 'Įveskite telefono numerį, prasidedantį +, su 7–15 skaitmenų.',
  },
} as const satisfies Record<string, { key: string } & Record<FormMessageLanguage, string>>;
export type FormMessageName = keyof typeof FORM_MESSAGES;
