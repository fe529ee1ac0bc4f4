import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { UsersService } from './users.service';

@RpcController()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Rpc('identity.sign-up')
  signUp(@Payload() msg: RpcEnvelope<RpcReq<'identity.sign-up'>>): Promise<RpcRes<'identity.sign-up'>> {
    return this.users.signUp(msg.data);
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
