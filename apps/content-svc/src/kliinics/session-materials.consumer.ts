import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { SessionMaterialsService } from './session-materials.service';

/** content-svc's answer to billing's programme: each session scheduled, or reworded, is given its reading. */
@Injectable()
export class SessionMaterialsConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly materials: SessionMaterialsService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'kliinic.session-scheduled.v1': (em, event) => this.materials.onSessionScheduled(em, event),
    });
  }
}
