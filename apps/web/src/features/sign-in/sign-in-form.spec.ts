import { messages } from '../../forms/validation';
import { errorsOf } from '../../testing/form-errors';
import { SignInFormSchema, SignUpFormSchema, signInMessages } from './sign-in-form';

describe('sign in and sign up', () => {
  it('needs an email and a password to sign in', () => {
    expect(errorsOf(SignInFormSchema, { email: '', password: '' })).toEqual({
      email: messages.emailMissing,
      password: signInMessages.password,
    });
  });
  it('needs names and a password of at least 10 characters to sign up', () => {
    expect(errorsOf(SignUpFormSchema, { firstName: '', lastName: '', email: 'a@b.co', password: '123456789' })).toEqual({
      firstName: signInMessages.firstName,
      lastName: signInMessages.lastName,
      password: signInMessages.newPassword,
    });
    expect(errorsOf(SignUpFormSchema, { firstName: 'A', lastName: 'B', email: 'a@b.co', password: '1234567890' }).password).toBeUndefined();
  });
  it('trims names and email but never the password', () => {
    expect(SignUpFormSchema.parse({ firstName: ' Ada ', lastName: ' L ', email: ' a@b.co ', password: ' secret pass ' })).toEqual({
      firstName: 'Ada',
      lastName: 'L',
      email: 'a@b.co',
      password: ' secret pass ',
    });
  });
});
