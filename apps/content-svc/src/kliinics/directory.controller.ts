import type { RpcRes, SupportService } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { seedSupportServices } from '../support-services/support-services.seed-data';

const supportServices: SupportService[] = seedSupportServices.map(({ slug, ...entry }) => ({ id: slug, ...entry }));

/** The published carer support directory. */
@RpcController()
export class DirectoryController {
  @Rpc('support-services.list')
  supportServices(): RpcRes<'support-services.list'> {
    return supportServices;
  }
}
