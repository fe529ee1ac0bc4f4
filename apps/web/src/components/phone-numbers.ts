/** Digits only, keeping a leading +, for a tel: link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/**
 * Australian phone numbers as people write them: 000, 1800/1300 numbers (1800 737 732,
 * 1300 22 4636), 13 numbers (13 11 14), landlines with an area code ((02) 9280 4744,
 * 02 9280 4744) and mobiles (0412 345 678). Not a number inside a larger figure ("10,000",
 * "$1000", "3.000"), and not a year or a price.
 */
const phonePattern =
  /(?<![\d$/-])(?<!\d[,.])(?:000|1[38]00(?: ?\d){6}|13(?: ?\d){4}|\(0[2378]\) ?\d{4} ?\d{4}|0[2378] ?\d{4} ?\d{4}|04\d{2} ?\d{3} ?\d{3})(?!\d|[,.]\d)/g;

export type TextPart = string | { phone: string; href: string };

/** Splits text into plain runs and the phone numbers within it, each with its tel: address. */
export function withPhoneNumbers(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let from = 0;
  for (const match of text.matchAll(phonePattern)) {
    const at = match.index ?? 0;
    if (at > from) parts.push(text.slice(from, at));
    parts.push({ phone: match[0], href: telHref(match[0]) });
    from = at + match[0].length;
  }
  if (from < text.length) parts.push(text.slice(from));
  return parts;
}
