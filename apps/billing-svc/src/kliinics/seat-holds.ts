/** How long a seat is kept for a member whose ticket payment is open; coming back to pay renews it. */
export const SEAT_HOLD_MS = 15 * 60_000;

/** Why a member cannot have a seat now. */
export type NoSeat = 'already-booked' | 'full' | 'unavailable';
