/**
 * The crisis cards: fixed text, never generated, shown wherever someone may be in danger (a
 * forum post or comment, a message to the coach, a contact message). Each family of danger
 * brings its own lines; one card may combine several. The numbers are Australian lines.
 */

/** What kind of danger a message tells of; each brings its card. */
export const crisisFamilies = ['medical', 'suicide', 'violence', 'elder', 'child', 'carer', 'harm-to-others'] as const;
export type CrisisFamily = (typeof crisisFamilies)[number];

export interface CrisisLine {
  name: string;
  /** As written for people to read: "13 11 14". */
  phone: string;
  /** Digits only, for a `tel:` link. */
  tel: string;
  note: string;
}

export interface CrisisCardView {
  families: CrisisFamily[];
  title: string;
  intro: string;
  lines: CrisisLine[];
  /** A child at risk: each state's and territory's child protection line. */
  childProtection: CrisisLine[];
}

const line = (name: string, phone: string, note: string): CrisisLine => ({ name, phone, tel: phone.replace(/\D/g, ''), note });

const emergencyNow = line('Emergency (ambulance, police, fire)', '000', 'Call 000 now.');
const emergencyIfDanger = line('Emergency (police, ambulance, fire)', '000', 'If anyone is in danger right now, call 000.');

/** The lines each family brings, most urgent first. */
export const crisisFamilyLines: Record<CrisisFamily, readonly CrisisLine[]> = {
  medical: [emergencyNow],
  suicide: [
    emergencyIfDanger,
    line('Lifeline', '13 11 14', 'Crisis support, 24 hours a day.'),
    line('Suicide Call Back Service', '1300 659 467', 'Counselling for anyone thinking about suicide or worried about someone, 24 hours a day.'),
    line('Beyond Blue', '1300 22 4636', 'Talk to a counsellor, 24 hours a day.'),
  ],
  violence: [
    emergencyIfDanger,
    line('1800RESPECT', '1800 737 732', 'Family, domestic and sexual violence counselling, 24 hours a day.'),
  ],
  elder: [
    emergencyIfDanger,
    line('1800ELDERHelp', '1800 353 374', 'Elder abuse advice and support.'),
  ],
  child: [
    emergencyIfDanger,
    line('Kids Helpline', '1800 55 1800', 'For young people aged 5 to 25, 24 hours a day.'),
  ],
  carer: [
    emergencyIfDanger,
    line('Carer Gateway', '1800 422 737', 'Support for carers, weekdays 8 am to 5 pm; emergency respite 24 hours a day.'),
    line('Lifeline', '13 11 14', 'Crisis support, 24 hours a day.'),
  ],
  'harm-to-others': [
    emergencyIfDanger,
    line('Lifeline', '13 11 14', 'Crisis support, 24 hours a day.'),
  ],
};

/** Child protection in each state and territory (a child at risk). */
export const childProtectionLines: readonly CrisisLine[] = [
  line('NSW Child Protection Helpline', '132 111', 'New South Wales, 24 hours a day.'),
  line('Victoria Child Protection Crisis Line', '13 12 78', 'Victoria, after hours and weekends.'),
  line('Queensland Child Safety After Hours', '1800 177 135', 'Queensland, after hours.'),
  line('WA Crisis Care', '1800 199 008', 'Western Australia, 24 hours a day.'),
  line('SA Child Abuse Report Line', '13 14 78', 'South Australia, 24 hours a day.'),
  line('Tasmania Advice and Referral Line', '1800 000 123', 'Tasmania.'),
  line('ACT Child and Youth Protection', '1300 556 729', 'Australian Capital Territory.'),
  line('NT Child Protection', '1800 700 250', 'Northern Territory, 24 hours a day.'),
];

const titles = {
  medical: 'Call 000 now',
  danger: 'If you or someone you care for is in danger',
} as const;

const intros = {
  medical: 'This sounds like a medical emergency. Call 000 now and ask for an ambulance; stay on the line.',
  danger: 'You do not have to go through this alone. Please reach out now:',
} as const;

/**
 * One card for the families found, in a fixed order: a medical emergency first, with "Call
 * 000 now" alone at the top; each number once. With no family (the engine failed, or a
 * second opinion said only "unsafe"), the card for suicide and carers.
 */
export function crisisCardFor(found: readonly CrisisFamily[]): CrisisCardView {
  const families = crisisFamilies.filter((f) => found.includes(f));
  const shown: CrisisFamily[] = families.length > 0 ? families : ['suicide', 'carer'];
  const lines: CrisisLine[] = [];
  for (const family of shown) {
    for (const l of crisisFamilyLines[family]) if (!lines.some((seen) => seen.tel === l.tel)) lines.push(l);
  }
  const medical = shown.includes('medical');
  return {
    families: shown,
    title: medical ? titles.medical : titles.danger,
    intro: medical ? intros.medical : intros.danger,
    lines,
    childProtection: shown.includes('child') ? [...childProtectionLines] : [],
  };
}

/** The card as plain text, for mail and for answers that carry no markup. */
export function crisisCardAsText(card: CrisisCardView): string {
  return [
    card.title,
    card.intro,
    ...card.lines.map((l) => `${l.name}: ${l.phone}. ${l.note}`),
    ...(card.childProtection.length > 0
      ? ['Child protection in your state or territory:', ...card.childProtection.map((l) => `${l.name}: ${l.phone}.`)]
      : []),
  ].join('\n');
}

/** The card shown when nothing more precise is known: suicide and self-harm, and carers. */
export const crisisCard = crisisCardFor([]);

/** The general card as plain text. */
export const crisisCardText = crisisCardAsText(crisisCard);
