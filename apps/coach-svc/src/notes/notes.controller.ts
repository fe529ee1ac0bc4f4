import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { NotesQueries } from './notes.queries';
import { NotesWorkflow } from './notes.workflow';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class NotesController {
  constructor(
    private readonly queries: NotesQueries,
    private readonly workflow: NotesWorkflow,
  ) {}

  @Rpc('kliinic-notes.sessions')
  sessions(@Payload() msg: Msg<'kliinic-notes.sessions'>): Promise<RpcRes<'kliinic-notes.sessions'>> {
    return this.queries.sessions(msg.actor, msg.data.sessions);
  }

  @Rpc('kliinic-notes.upload')
  upload(@Payload() msg: Msg<'kliinic-notes.upload'>): Promise<RpcRes<'kliinic-notes.upload'>> {
    return this.workflow.upload(msg.actor, msg.data.session, msg.data.transcript, msg.data.library);
  }

  @Rpc('kliinic-notes.get')
  get(@Payload() msg: Msg<'kliinic-notes.get'>): Promise<RpcRes<'kliinic-notes.get'>> {
    return this.queries.get(msg.actor, msg.data.sessionId);
  }

  @Rpc('kliinic-notes.save')
  save(@Payload() msg: Msg<'kliinic-notes.save'>): Promise<RpcRes<'kliinic-notes.save'>> {
    return this.workflow.save(msg.actor, msg.data.sessionId, msg.data.markdown);
  }

  @Rpc('kliinic-notes.approve')
  approve(@Payload() msg: Msg<'kliinic-notes.approve'>): Promise<RpcRes<'kliinic-notes.approve'>> {
    return this.workflow.approve(msg.actor, msg.data.sessionId);
  }

  @Rpc('kliinic-notes.mine')
  mine(@Payload() msg: Msg<'kliinic-notes.mine'>): Promise<RpcRes<'kliinic-notes.mine'>> {
    return this.queries.mine(msg.actor, msg.data);
  }
}
