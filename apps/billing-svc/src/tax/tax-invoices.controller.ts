import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { TaxInvoicesService } from './tax-invoices.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class TaxInvoicesController {
  constructor(private readonly invoices: TaxInvoicesService) {}

  @Rpc('billing.invoices')
  list(@Payload() msg: Msg<'billing.invoices'>): Promise<RpcRes<'billing.invoices'>> {
    return this.invoices.list(requireActor(msg.actor), msg.data);
  }

  @Rpc('billing.invoice-pdf')
  pdf(@Payload() msg: Msg<'billing.invoice-pdf'>): Promise<RpcRes<'billing.invoice-pdf'>> {
    return this.invoices.pdf(requireActor(msg.actor), msg.data.number);
  }
}
