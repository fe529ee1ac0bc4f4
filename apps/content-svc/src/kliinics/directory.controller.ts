import type { RpcRes, SupportService } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { seedSupportServices } from '../support-services/support-services.seed-data';
import { kliinicSessions } from './kliinic-sessions';

const supportServices: SupportService[] = seedSupportServices.map(({ slug, ...entry }) => ({ id: slug, ...entry }));

/** Static, published lists: the kliinic programme and the carer support directory. */
@RpcController()
export class DirectoryController {
  @Rpc('kliinics.sessions')
  sessions(): RpcRes<'kliinics.sessions'> {
    return kliinicSessions;
  }

  @Rpc('support-services.list')
  supportServices(): RpcRes<'support-services.list'> {
    return supportServices;
  }
}
