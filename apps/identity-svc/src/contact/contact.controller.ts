import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { WaitlistService } from '../waitlist/waitlist.service';
import { ContactService } from './contact.service';

@RpcController()
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    private readonly waitlist: WaitlistService,
  ) {}

  @Rpc('identity.contact')
  submit(@Payload() msg: RpcEnvelope<RpcReq<'identity.contact'>>): Promise<RpcRes<'identity.contact'>> {
    return this.contact.submit(msg.data);
  }

  @Rpc('identity.join-waitlist')
  join(@Payload() msg: RpcEnvelope<RpcReq<'identity.join-waitlist'>>): Promise<RpcRes<'identity.join-waitlist'>> {
    return this.waitlist.join(msg.data);
  }
}
