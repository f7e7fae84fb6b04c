// Text as search compares it: case- and accent-insensitive, so "Müller", "MULLER" and
// "muller" are one name to a broker typing on any keyboard.

// Latin letters that NFKD leaves whole (no combining mark to strip) but a broker would
// type without the stroke or ligature.
const UNDECOMPOSED: Record<string, string> = {
  ß: 'ss',
  ẞ: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
};
const UNDECOMPOSED_PATTERN = new RegExp(`[${Object.keys(UNDECOMPOSED).join('')}]`, 'gu');
const COMBINING_MARKS = /\p{M}/gu;
const PLAIN_ASCII = /^[\u0020-\u007e]*$/;

/** NFKD, combining marks stripped, lower-cased, and the few undecomposed letters spelled out. */
export function fold(text: string): string {
  if (PLAIN_ASCII.test(text)) return text.toLowerCase();
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(COMBINING_MARKS, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/** The digits of a text: `+1 (212) 555-0100` → `12125550100`. */
export function digitsOf(text: string): string {
  return text.replace(/\D+/g, '');
}
