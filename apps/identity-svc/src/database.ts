import { Migration } from '@mikro-orm/migrations';
import type { DatabaseDefinition } from '@kiin/service-kit';
import { ContactMessage } from './contact/contact-message.entity';
import { Migration20261123030000StaffRoles } from './migrations/Migration20261123030000StaffRoles';
import { Migration20261124010000Acknowledgements } from './migrations/Migration20261124010000Acknowledgements';
import { Migration20261124020000ConfirmedEmail } from './migrations/Migration20261124020000ConfirmedEmail';
import { Migration20261124030000PremiumEntitlement } from './migrations/Migration20261124030000PremiumEntitlement';
import { Migration20261125030000OidcIdentities } from './migrations/Migration20261125030000OidcIdentities';
import { Migration20261126120000ContactCrisis } from './migrations/Migration20261126120000ContactCrisis';
import { StaffRole } from './roles/staff-role.entity';
import { User } from './users/user.entity';
import { WaitlistEntry } from './waitlist/waitlist-entry.entity';

class Migration20261121010000Identity extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table app_user (
      id uuid primary key,
      email text not null unique,
      password_hash text not null,
      first_name text not null,
      last_name text not null,
      profile_image_url text null,
      is_premium boolean not null default false,
      user_type text null check (user_type in ('patient', 'carer', 'practitioner', 'clinic')),
      points integer not null default 0,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table waitlist_entry (
      id uuid primary key,
      name text not null,
      email text not null unique,
      role text null,
      created_at timestamptz not null default now()
    );`);
    this.addSql(`create table contact_message (
      id uuid primary key,
      name text not null,
      email text not null,
      subject text not null,
      message text not null,
      created_at timestamptz not null default now()
    );`);
  }
}

export const database: DatabaseDefinition = {
  entities: [User, WaitlistEntry, ContactMessage, StaffRole],
  migrations: [
    { name: 'Migration20261121010000Identity', class: Migration20261121010000Identity },
    { name: 'Migration20261123030000StaffRoles', class: Migration20261123030000StaffRoles },
    { name: 'Migration20261124010000Acknowledgements', class: Migration20261124010000Acknowledgements },
    { name: 'Migration20261124020000ConfirmedEmail', class: Migration20261124020000ConfirmedEmail },
    { name: 'Migration20261124030000PremiumEntitlement', class: Migration20261124030000PremiumEntitlement },
    { name: 'Migration20261125030000OidcIdentities', class: Migration20261125030000OidcIdentities },
    { name: 'Migration20261126120000ContactCrisis', class: Migration20261126120000ContactCrisis },
  ],
};
