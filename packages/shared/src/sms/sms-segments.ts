/**
 * How many SMS a text costs, by the rules every gateway bills by (3GPP TS 23.038, "GSM 03.38", and TS 23.040's
 * concatenation header):
 * - A text written only in the GSM 7-bit default alphabet is sent as GSM-7: 160 characters in one SMS; a longer one is
 *   split in parts of 153 (7 septets of each part carry the User Data Header that joins them). A character of the
 *   alphabet's extension table (^ { } [ ] ~ | € \ and form feed) is an escape and the character: it counts 2, and a part
 *   never ends between the two.
 * - Any other character (Bangla among them) makes the whole text UCS-2: 70 UTF-16 code units in one SMS, 67 a part
 *   (6 bytes of header). A character outside the Basic Multilingual Plane (an emoji) is 2 units and is never split.
 */

export type SmsEncoding = 'GSM-7' | 'UCS-2';
export const SMS_ENCODINGS = ['GSM-7', 'UCS-2'] as const satisfies readonly SmsEncoding[];

/** The default alphabet (TS 23.038 §6.2.1), ESC (0x1B) left out: it is not a character one writes. */
const GSM_BASIC = new Set('@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà');
/** The extension table (TS 23.038 §6.2.1.1): each is sent as ESC and the character. */
const GSM_EXTENSION = new Set('^{}\\[~]|€\f');

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const satisfies Record<SmsEncoding, { single: number; part: number }>;

export interface SmsSegments {
  encoding: SmsEncoding;
  /** How many SMS the text is sent (and billed) as; 1 for an empty text. */
  segments: number;
  /** Its length in the encoding's units: septets for GSM-7 (an extension character is 2), UTF-16 code units for UCS-2. */
  units: number;
}

function isGsm7(text: string): boolean {
  for (const char of text) if (!GSM_BASIC.has(char) && !GSM_EXTENSION.has(char)) return false;
  return true;
}

/** The encoding a text needs and how many SMS it takes (see the rules above). */
export function smsSegments(text: string): SmsSegments {
  const encoding: SmsEncoding = isGsm7(text) ? 'GSM-7' : 'UCS-2';
  // Each character's units, in order: a part is filled with whole characters only.
  const sizes = [...text].map((char) => (encoding === 'GSM-7' ? (GSM_EXTENSION.has(char) ? 2 : 1) : char.length));
  const units = sizes.reduce((sum, size) => sum + size, 0);
  const { single, part } = SMS_LIMITS[encoding];
  if (units <= single) return { encoding, segments: 1, units };
  let segments = 1;
  let used = 0;
  for (const size of sizes) {
    if (used + size > part) {
      segments += 1;
      used = 0;
    }
    used += size;
  }
  return { encoding, segments, units };
}
