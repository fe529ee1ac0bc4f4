import type { DeleteAccountBody, UserExport } from '../shared/privacy';
import type { Actor, RpcDef, RpcRoute } from '../shared/rpc';
import type { ConfirmEmailBody, ContactBody, EmailBody, ResetPasswordBody, SignInBody, SignUpBody, UserTypeBody, WaitlistBody } from './api';
import type { ContactReceipt, OidcProfile, User } from './domain';

type Identity<Req, Res> = RpcDef<'identity-svc', Req, Res>;

export interface IdentityRpc {
  'identity.sign-in': Identity<SignInBody, User>;
  /**
   * Sign-up as a stranger may try it: a new address gets a confirmation link, a taken one a
   * note to its owner. `origin` is the public origin the links point at; `returnTo` a safe path.
   */
  'identity.request-sign-up': Identity<SignUpBody & { origin: string; returnTo: string }, { mailed: boolean }>;
  /**
   * Spends a confirmation link: creates the account (confirmed) once, with the password given
   * now, or null for a bad, old or replaced link.
   */
  'identity.confirm-email': Identity<ConfirmEmailBody, { user: User; returnTo: string } | null>;
  'identity.resend-confirmation': Identity<EmailBody & { origin: string }, { mailed: boolean }>;
  'identity.forgot-password': Identity<EmailBody & { origin: string }, { mailed: boolean }>;
  /** Sets the new password; answers the account's id so the gateway can end its sessions. */
  'identity.reset-password': Identity<ResetPasswordBody, { userId: string }>;
  'identity.get-user': Identity<{ userId: string }, User | null>;
  'identity.get-actor': Identity<{ userId: string }, Actor | null>;
  /**
   * Sign-in through an outside identity provider: the account linked to this issuer and
   * subject; else, when the provider vouches for the address, the account with that address
   * (linked now) or a new one. An address the provider has not verified links to nothing.
   */
  'identity.oidc-sign-in': Identity<OidcProfile, { user: User; created: boolean } | { refused: 'email-unverified' }>;
  'identity.set-user-type': Identity<UserTypeBody, User>;
  'identity.join-waitlist': Identity<WaitlistBody, { status: 'joined'; message: string }>;
  'identity.contact': Identity<ContactBody, ContactReceipt>;
  /** The caller's account, roles, linked sign-ins, premium record, contact messages and waitlist entry. */
  'identity.export-user': Identity<Record<string, never>, UserExport['identity']>;
  /**
   * Deletes the caller's account once `confirmation` is the word DELETE or their address, and
   * records `user.deleted.v1` for every service to erase what it holds.
   */
  'identity.delete-user': Identity<DeleteAccountBody, { userId: string }>;
}

const identity = { service: 'identity-svc' } as const;
export const identityRoutes = {
  'identity.sign-in': identity,
  'identity.request-sign-up': identity,
  'identity.confirm-email': identity,
  'identity.resend-confirmation': identity,
  'identity.forgot-password': identity,
  'identity.reset-password': identity,
  'identity.get-user': identity,
  'identity.get-actor': identity,
  'identity.oidc-sign-in': identity,
  'identity.set-user-type': identity,
  'identity.join-waitlist': identity,
  'identity.contact': identity,
  'identity.export-user': identity,
  'identity.delete-user': identity,
} as const satisfies Record<keyof IdentityRpc, RpcRoute<'identity-svc'>>;
