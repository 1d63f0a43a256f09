import { randomInt } from 'node:crypto';
import { JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from '@aita/core';

/**
 * A new join code: 8 characters from a 31-letter alphabet (~40 bits) by the CSPRNG. Guessing is
 * bounded by the per-teacher and per-address throttles (docs/school.md "Join codes").
 */
export function generateJoinCode(): string {
  let code = '';
  for (let i = 0; i < JOIN_CODE_LENGTH; i++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** Codes are stored upper-case and compared trimmed and upper-cased (`demo2026` works). */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();
