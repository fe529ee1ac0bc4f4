import { Payload } from '@nestjs/microservices';
import type { RpcEnvelope, RpcReq, RpcRes } from '@kiin/contracts';
import { requireActor, Rpc, RpcController } from '@kiin/service-kit';
import { BookingsService } from './bookings.service';
import { KliinicsService } from './kliinics.service';

type Msg<P extends Parameters<typeof Rpc>[0]> = RpcEnvelope<RpcReq<P>>;

@RpcController()
export class KliinicsController {
  constructor(
    private readonly kliinics: KliinicsService,
    private readonly bookings: BookingsService,
  ) {}

  @Rpc('kliinics.sessions')
  sessions(): Promise<RpcRes<'kliinics.sessions'>> {
    return this.kliinics.programme();
  }

  @Rpc('kliinics.bookings')
  list(@Payload() msg: Msg<'kliinics.bookings'>): Promise<RpcRes<'kliinics.bookings'>> {
    return this.bookings.list(requireActor(msg.actor), msg.data);
  }

  @Rpc('kliinics.book-included')
  bookIncluded(@Payload() msg: Msg<'kliinics.book-included'>): Promise<RpcRes<'kliinics.book-included'>> {
    return this.bookings.bookIncluded(requireActor(msg.actor), msg.data.sessionId);
  }

  @Rpc('kliinics.cancel-booking')
  cancel(@Payload() msg: Msg<'kliinics.cancel-booking'>): Promise<RpcRes<'kliinics.cancel-booking'>> {
    return this.bookings.cancel(requireActor(msg.actor), msg.data.bookingId);
  }
}
