/**
 * The crisis card: fixed text, never generated, shown wherever someone may be in danger (a
 * forum post, a message to the coach). The numbers are Australian national lines.
 */
export const crisisCard = {
  title: 'If you or someone you care for is in danger',
  intro: 'You do not have to go through this alone. Please reach out now:',
  lines: [
    { name: 'Emergency (police, ambulance, fire)', phone: '000', note: 'If life is at risk, call now.' },
    { name: 'Lifeline', phone: '13 11 14', note: 'Crisis support, 24 hours a day.' },
    { name: 'Beyond Blue', phone: '1300 22 4636', note: 'Talk to a counsellor, 24 hours a day.' },
    { name: 'Carer Gateway', phone: '1800 422 737', note: 'Support for carers, weekdays 8 am to 5 pm.' },
  ],
} as const;

/** The card as plain text, for mail and for answers that carry no markup. */
export const crisisCardText = [
  crisisCard.title,
  crisisCard.intro,
  ...crisisCard.lines.map((l) => `${l.name}: ${l.phone}. ${l.note}`),
].join('\n');
