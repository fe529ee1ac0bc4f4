/** The browser's navigation to a tax invoice's PDF, in one place so tests can watch it. */
export const invoicePdfNavigation = {
  open: (href: string) => window.location.assign(href),
};
