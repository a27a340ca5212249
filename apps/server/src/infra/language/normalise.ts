/**
 * Text folded for matching: accents dropped, so a word list written without them ("marz",
 * "experiencia") also finds "März" and "experiência". One place, so the CV reader, the posting
 * reader and the analysis fold the same way.
 */

/** The text without combining accents, after Unicode normalisation `form` (NFD unless told). */
export const foldAccents = (text: string, form: 'NFD' | 'NFKD' = 'NFD') =>
  text.normalize(form).replace(/[\u0300-\u036f]/g, '');

/** Lower case without accents, as the word lists of this folder are written. */
export const plain = (text: string) => foldAccents(text).toLowerCase();
