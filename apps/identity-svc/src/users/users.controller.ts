import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { AccountsService } from './accounts.service';
import { OidcService } from './oidc.service';
import { UsersService } from './users.service';

@RpcController()
export class UsersController {
  constructor(
    private readonly users: UsersService,
    private readonly accounts: AccountsService,
    private readonly oidc: OidcService,
  ) {}

  @Rpc('identity.oidc-sign-in')
  oidcSignIn(@Payload() msg: RpcEnvelope<RpcReq<'identity.oidc-sign-in'>>): Promise<RpcRes<'identity.oidc-sign-in'>> {
    return this.oidc.signIn(msg.data);
  }

  @Rpc('identity.request-sign-up')
  requestSignUp(@Payload() msg: RpcEnvelope<RpcReq<'identity.request-sign-up'>>): Promise<RpcRes<'identity.request-sign-up'>> {
    return this.accounts.requestSignUp(msg.data);
  }

  @Rpc('identity.confirm-email')
  confirmEmail(@Payload() msg: RpcEnvelope<RpcReq<'identity.confirm-email'>>): Promise<RpcRes<'identity.confirm-email'>> {
    return this.accounts.confirmEmail(msg.data);
  }

  @Rpc('identity.resend-confirmation')
  resendConfirmation(@Payload() msg: RpcEnvelope<RpcReq<'identity.resend-confirmation'>>): Promise<RpcRes<'identity.resend-confirmation'>> {
    return this.accounts.resendConfirmation(msg.data);
  }

  @Rpc('identity.forgot-password')
  forgotPassword(@Payload() msg: RpcEnvelope<RpcReq<'identity.forgot-password'>>): Promise<RpcRes<'identity.forgot-password'>> {
    return this.accounts.forgotPassword(msg.data);
  }

  @Rpc('identity.reset-password')
  resetPassword(@Payload() msg: RpcEnvelope<RpcReq<'identity.reset-password'>>): Promise<RpcRes<'identity.reset-password'>> {
    return this.accounts.resetPassword(msg.data);
  }

  @Rpc('identity.sign-in')
  signIn(@Payload() msg: RpcEnvelope<RpcReq<'identity.sign-in'>>): Promise<RpcRes<'identity.sign-in'>> {
    return this.users.signIn(msg.data);
  }

  @Rpc('identity.get-user')
  getUser(@Payload() msg: RpcEnvelope<RpcReq<'identity.get-user'>>): Promise<RpcRes<'identity.get-user'>> {
    return this.users.get(msg.data.userId);
  }

  @Rpc('identity.get-actor')
  getActor(@Payload() msg: RpcEnvelope<RpcReq<'identity.get-actor'>>): Promise<RpcRes<'identity.get-actor'>> {
    return this.users.actor(msg.data.userId);
  }

  @Rpc('identity.set-user-type')
  setUserType(@Payload() msg: RpcEnvelope<RpcReq<'identity.set-user-type'>>): Promise<RpcRes<'identity.set-user-type'>> {
    return this.users.setUserType(requireActor(msg.actor), msg.data.userType);
  }
}
