import { type MatchedService, type StateCode, type SupportNeed, supportNeedLabels, type SupportService } from '@kiin/contracts';

/** A state service, as a sentence starts it ("A NSW service", "An ACT service"). */
const stateService: Record<StateCode, string> = {
  NSW: 'A NSW service',
  VIC: 'A Victorian service',
  QLD: 'A Queensland service',
  WA: 'A WA service',
  SA: 'A South Australian service',
  TAS: 'A Tasmanian service',
  ACT: 'An ACT service',
  NT: 'An NT service',
};

/** "a", "a and b", "a, b and c". */
const listOf = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);

/** Why a service is listed, from its data alone: where it serves and what it offers, the need asked about first. */
export function whyItFits(service: SupportService, need: SupportNeed | undefined): string {
  const reach =
    service.group === 'state' && service.state
      ? stateService[service.state]
      : service.group === 'national'
        ? 'Serves carers across Australia'
        : 'A specialised service across Australia';
  const needs = need ? [need, ...service.needs.filter((n) => n !== need)] : service.needs;
  return needs.length ? `${reach}; offers ${listOf(needs.map((n) => supportNeedLabels[n]))}.` : `${reach}.`;
}

/**
 * The services for a person in `state`: the state's own first (the closest help), then the
 * national and specialised ones that serve it, each in the directory's order; only those
 * offering `need` when one is asked for.
 */
export function matchServices(directory: readonly SupportService[], state: StateCode, need?: SupportNeed): MatchedService[] {
  const fits = directory.filter((s) => s.statesServed.includes(state) && (need === undefined || s.needs.includes(need)));
  const local = (s: SupportService) => (s.group === 'state' ? 0 : 1);
  return [...fits].sort((a, b) => local(a) - local(b)).map((service) => ({ ...service, why: whyItFits(service, need) }));
}
