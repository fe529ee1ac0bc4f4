import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

/** One member's saved support service; the directory's details are read from the directory itself. */
@Entity({ tableName: 'saved_support_service' })
export class SavedSupportService {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  /** The directory's slug ("carer-gateway"). */
  @PrimaryKey({ type: 'text' })
  serviceId!: string;

  /** What the member was searching for when they saved it; null for every need. */
  @Property({ type: 'text', nullable: true })
  need: string | null = null;

  @Property({ type: 'timestamptz' })
  savedAt: Date = new Date();
}
