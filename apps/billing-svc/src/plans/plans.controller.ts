import type { RpcRes } from '@kiin/contracts';
import { Rpc, RpcController } from '@kiin/service-kit';
import { plans } from './plans.catalogue';

@RpcController()
export class PlansController {
  @Rpc('billing.plans')
  list(): RpcRes<'billing.plans'> {
    return plans;
  }
}
