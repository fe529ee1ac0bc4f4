/** Where people write to Kiin: the contact page and the membership panel give it. */
export const contactEmail = 'hello@kiin.com.au';
