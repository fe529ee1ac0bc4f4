import type { UserExport } from '../shared/privacy';
import type { RpcDef, RpcRoute } from '../shared/rpc';
import type { Badge, UserBadge } from './badges';

type Gamification<Req, Res> = RpcDef<'gamification-svc', Req, Res>;

export interface GamificationRpc {
  'gamification.points': Gamification<{ userId: string }, { points: number }>;
  /** Every badge, ordered by threshold. */
  'gamification.badges': Gamification<Record<string, never>, Badge[]>;
  /** The caller's earned badges, oldest first. */
  'gamification.user-badges': Gamification<Record<string, never>, UserBadge[]>;
  /** The caller's points total, every award and earned badge, for their data export. */
  'gamification.export-user': Gamification<Record<string, never>, UserExport['gamification']>;
}

const gamification = { service: 'gamification-svc' } as const;
export const gamificationRoutes = {
  'gamification.points': gamification,
  'gamification.badges': gamification,
  'gamification.user-badges': gamification,
  'gamification.export-user': gamification,
} as const satisfies Record<keyof GamificationRpc, RpcRoute<'gamification-svc'>>;
