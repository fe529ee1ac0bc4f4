import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { NotesService } from './notes.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class NotesController {
  constructor(private readonly notes: NotesService) {}

  @Rpc('kliinic-notes.sessions')
  sessions(@Payload() msg: Msg<'kliinic-notes.sessions'>): Promise<RpcRes<'kliinic-notes.sessions'>> {
    return this.notes.sessions(msg.actor, msg.data.sessions);
  }

  @Rpc('kliinic-notes.upload')
  upload(@Payload() msg: Msg<'kliinic-notes.upload'>): Promise<RpcRes<'kliinic-notes.upload'>> {
    return this.notes.upload(msg.actor, msg.data.session, msg.data.transcript, msg.data.library);
  }

  @Rpc('kliinic-notes.get')
  get(@Payload() msg: Msg<'kliinic-notes.get'>): Promise<RpcRes<'kliinic-notes.get'>> {
    return this.notes.get(msg.actor, msg.data.sessionId);
  }

  @Rpc('kliinic-notes.save')
  save(@Payload() msg: Msg<'kliinic-notes.save'>): Promise<RpcRes<'kliinic-notes.save'>> {
    return this.notes.save(msg.actor, msg.data.sessionId, msg.data.markdown);
  }

  @Rpc('kliinic-notes.approve')
  approve(@Payload() msg: Msg<'kliinic-notes.approve'>): Promise<RpcRes<'kliinic-notes.approve'>> {
    return this.notes.approve(msg.actor, msg.data.sessionId);
  }

  @Rpc('kliinic-notes.mine')
  mine(@Payload() msg: Msg<'kliinic-notes.mine'>): Promise<RpcRes<'kliinic-notes.mine'>> {
    return this.notes.mine(msg.actor, msg.data);
  }
}
