import { messages } from '../../forms/validation';
import { errorsOf } from '../../testing/form-errors';
import { ContactFormSchema, contactMessages } from './contact-form';

describe('contact form (spec §5)', () => {
  const valid = { name: 'Ada', email: 'ada@example.com', subject: 'support', message: 'Hello' };

  it('requires all four fields', () => {
    expect(errorsOf(ContactFormSchema, { name: ' ', email: '', subject: '', message: '\n' })).toEqual({
      name: contactMessages.name,
      email: messages.emailMissing,
      subject: contactMessages.subject,
      message: contactMessages.message,
    });
  });
  it('accepts only a subject from the list', () => {
    expect(errorsOf(ContactFormSchema, { ...valid, subject: 'sales' }).subject).toBe(contactMessages.subject);
  });
  it('builds a trimmed body when valid', () => {
    expect(ContactFormSchema.parse({ ...valid, name: ' Ada ', message: ' Hello ' })).toEqual(valid);
  });
});
