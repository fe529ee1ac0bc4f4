import type { SupportService } from '@kiin/contracts';

export type StateCode = NonNullable<SupportService['state']>;

/** Display order and names of states and territories (spec §2). */
export const states: { code: StateCode; label: string }[] = [
  { code: 'NSW', label: 'NSW' },
  { code: 'VIC', label: 'Victoria' },
  { code: 'QLD', label: 'Queensland' },
  { code: 'WA', label: 'WA' },
  { code: 'SA', label: 'SA' },
  { code: 'TAS', label: 'Tasmania' },
  { code: 'ACT', label: 'ACT' },
  { code: 'NT', label: 'NT' },
];

/** Case-insensitive substring match on name, short label and description. */
export function matchesQuery(service: SupportService, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [service.name, service.shortLabel, service.description].some((text) =>
    text.toLowerCase().includes(needle),
  );
}

export interface GroupedDirectory {
  national: SupportService[];
  state: { code: StateCode; label: string; services: SupportService[] }[];
  specialised: SupportService[];
  total: number;
}

/** The directory filtered by `query` in every group; states without a match are left out. */
export function groupDirectory(services: readonly SupportService[], query: string): GroupedDirectory {
  const shown = services.filter((service) => matchesQuery(service, query));
  const state = states
    .map(({ code, label }) => ({
      code,
      label,
      services: shown.filter((service) => service.group === 'state' && service.state === code),
    }))
    .filter((entry) => entry.services.length > 0);
  return {
    national: shown.filter((service) => service.group === 'national'),
    state,
    specialised: shown.filter((service) => service.group === 'specialised'),
    total: shown.length,
  };
}

export type ResourcesTab = 'carer-support' | 'free';

/** `?tab=educational` or `?tab=free` opens the library; anything else the directory. */
export function tabFromParam(value: string | null): ResourcesTab {
  return value === 'educational' || value === 'free' ? 'free' : 'carer-support';
}

