import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import type { User as UserDto, UserType } from '@kiin/contracts';

@Entity({ tableName: 'app_user' })
export class User {
  [OptionalProps]?: 'profileImageUrl' | 'isPremium' | 'userType' | 'points' | 'createdAt' | 'emailConfirmedAt';

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  /** Stored lower case; unique. */
  @Property({ type: 'text', unique: true })
  email!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'text' })
  firstName!: string;

  @Property({ type: 'text' })
  lastName!: string;

  @Property({ type: 'text', nullable: true })
  profileImageUrl: string | null = null;

  @Property({ type: 'boolean' })
  isPremium = false;

  @Property({ type: 'text', nullable: true })
  userType: UserType | null = null;

  /** Projection of gamification's total, kept from `points.awarded.v1`. */
  @Property({ type: 'integer' })
  points = 0;

  @Property({ type: 'timestamptz' })
  createdAt: Date = new Date();

  /** When the owner opened the confirmation link (members from before confirmation: their sign-up). */
  @Property({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null = null;

  toDto(): UserDto {
    return {
      id: this.id,
      firstName: this.firstName,
      lastName: this.lastName,
      email: this.email,
      profileImageUrl: this.profileImageUrl,
      isPremium: this.isPremium,
      userType: this.userType,
      points: this.points,
    };
  }
}
