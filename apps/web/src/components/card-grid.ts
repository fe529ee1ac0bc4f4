/** A list of cards: one column on phones, two from `sm`, three from `lg`. */
export const cardGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/** One bordered tile in such a list. */
export const tileSx = { border: 1, borderColor: 'divider', borderRadius: 3, p: 2.5, bgcolor: 'background.paper' } as const;
