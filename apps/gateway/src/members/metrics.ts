import { Counter, Gauge } from 'prom-client';

export const memberEventsLive = new Gauge({
  name: 'kiin_gateway_member_events_live',
  help: "1 while this replica's member-event consumer is reading (member state may be kept), else 0",
});
memberEventsLive.set(0);

export const memberStateReads = new Counter({
  name: 'kiin_gateway_member_state_reads_total',
  help: "Where a member's access or account came from: this replica's memory, or identity-svc",
  labelNames: ['source'],
});

export const memberEventsAwaitingReadModel = new Gauge({
  name: 'kiin_gateway_member_events_awaiting_identity',
  help: 'Member events this replica has read that identity-svc has not yet applied (their members are read from identity meanwhile)',
});

export const liveChannelsOpen = new Gauge({
  name: 'kiin_gateway_live_channels_open',
  help: "Members' live channels (GET /api/live) open on this replica",
});
