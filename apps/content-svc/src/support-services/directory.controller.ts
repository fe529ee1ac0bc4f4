import type { RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { supportDirectory } from './directory';

/** The published carer support directory. */
@RpcController()
export class DirectoryController {
  @Rpc('support-services.list')
  supportServices(): RpcRes<'support-services.list'> {
    return supportDirectory;
  }
}
