import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Kit } from '@kiin/service-kit';
import { UsersService } from './users.service';

@Injectable()
export class UsersConsumer implements OnModuleInit {
  constructor(
    private readonly kit: Kit,
    private readonly users: UsersService,
  ) {}

  onModuleInit() {
    this.kit.consume({
      'points.awarded.v1': (em, event) => this.users.onPointsAwarded(em, event),
    });
  }
}
