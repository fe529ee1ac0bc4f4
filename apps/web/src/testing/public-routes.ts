/** Every public route with the h1 and the title it must show. */
export const publicPages = [
  { path: '/', title: 'Kiin · Virtual health club for patients and carers' },
  { path: '/about', title: 'About Us · Kiin' },
  { path: '/kliinics', title: 'kliinics · Kiin' },
  { path: '/village', title: 'Village · Kiin' },
  { path: '/resources', title: 'Carer Resources · Kiin' },
  { path: '/resources?tab=educational', title: 'Carer Resources · Kiin' },
  { path: '/engage', title: 'Find services · Kiin' },
  { path: '/kiinbox', title: 'kiinbox · Kiin' },
  { path: '/contact', title: 'Contact Us · Kiin' },
  { path: '/join', title: 'Join Kiin · Kiin' },
  { path: '/corporate', title: 'Kiin for Organisations · Kiin' },
  { path: '/waitlist', title: 'Join the Waitlist · Kiin' },
  { path: '/sign-in', title: 'Sign In · Kiin' },
  { path: '/payment', title: 'Payment · Kiin' },
  { path: '/no-such-page', title: 'Page Not Found · Kiin' },
] as const;
