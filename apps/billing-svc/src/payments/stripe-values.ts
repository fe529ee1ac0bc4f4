/** A provider timestamp (unix seconds) as ISO text; none stays null. */
export const iso = (unixSeconds: number | null | undefined) => (unixSeconds ? new Date(unixSeconds * 1000).toISOString() : null);

/** The PaymentIntent a client secret belongs to (`pi_..._secret_...`), or null for anything else. */
export const piIdOf = (clientSecret: string) => /^(pi_[A-Za-z0-9]+)_secret_[A-Za-z0-9]+$/.exec(clientSecret)?.[1] ?? null;

/** The id of a field the provider sends either as an id or, expanded, as the object. */
export const idOf = (value: string | { id: string } | null | undefined): string | null => (typeof value === 'string' ? value : (value?.id ?? null));
