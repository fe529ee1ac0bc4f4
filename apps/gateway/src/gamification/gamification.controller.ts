import { Controller, Get } from '@nestjs/common';
import { type Actor, type Badge, BadgeSchema, type UserBadge, UserBadgeSchema } from '@kiin/contracts';
import { CurrentActor, SignedIn, SignedInActor } from '../auth/actor';
import { Endpoint } from '../openapi/endpoint';
import { ServiceClients } from '../rpc/service-clients';

/** Points and badges (gamification-svc). */
@Controller('api')
export class GamificationController {
  constructor(private readonly services: ServiceClients) {}

  @Get('badges')
  @Endpoint({ summary: 'Every badge, ordered by the points it requires', tag: 'badges', response: BadgeSchema.array() })
  list(@CurrentActor() actor: Actor | null): Promise<Badge[]> {
    return this.services.call('gamification.badges', {}, actor);
  }

  @Get('users/badges')
  @Endpoint({ summary: "The signed-in member's earned badges with when each was earned", tag: 'badges', response: UserBadgeSchema.array() })
  @SignedIn()
  earned(@SignedInActor() actor: Actor): Promise<UserBadge[]> {
    return this.services.call('gamification.user-badges', {}, actor);
  }
}
