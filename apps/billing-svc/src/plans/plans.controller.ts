import { planCatalogue, type RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';

@RpcController()
export class PlansController {
  @Rpc('billing.plans')
  list(): RpcRes<'billing.plans'> {
    return [...planCatalogue];
  }
}
