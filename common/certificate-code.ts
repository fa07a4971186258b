// Certificate verification codes (issue 16): 12 characters from an alphabet without look-alikes (no
// 0/O, 1/I/L), shown in groups of four (ABCD-EFGH-JKMN). Typed codes are read case- and dash-insensitively.
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** The stored form: upper case, without spaces or dashes. */
export const normaliseCode = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

/** True for a code that could exist (right length, right alphabet). */
export const isCodeShape = (code: string) => code.length === CODE_LENGTH && [...code].every((char) => CODE_ALPHABET.includes(char));

/** ABCD-EFGH-JKMN. */
export const formatCode = (code: string) => code.match(/.{1,4}/g)?.join('-') ?? code;
