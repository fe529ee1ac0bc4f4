import type { KliinicSession } from '@kiin/contracts';

const common = {
  time: '1:00 PM AEDT',
  durationMinutes: 90,
  leader: 'Kiin founder, health journalist',
  guest: 'Guest expert to be announced',
} as const;

/** The published programme (all Fridays, 90 minutes, live Q&A, recording and notes afterwards). */
export const kliinicSessions: KliinicSession[] = [
  {
    id: '2025-09-26-navigating-the-healthcare-system',
    date: '2025-09-26',
    title: 'Navigating the Healthcare System',
    description: 'How the system fits together: GPs, specialists, hospitals, Medicare and where to ask for help.',
    ...common,
  },
  {
    id: '2025-10-24-carer-self-care',
    date: '2025-10-24',
    title: 'Carer Self-Care: Breaking the Guilt Cycle',
    description: 'Practical ways to look after yourself while caring for someone else, without the guilt.',
    ...common,
  },
  {
    id: '2025-11-28-managing-medications-and-appointments',
    date: '2025-11-28',
    title: 'Managing Medications and Appointments',
    description: 'Keeping track of medicines, scripts and appointments, and what to ask at each visit.',
    ...common,
  },
  {
    id: '2025-12-12-holiday-stress-and-family-dynamics',
    date: '2025-12-12',
    title: 'Holiday Stress and Family Dynamics',
    description: 'Planning for the holidays when someone you love needs care, and sharing the load.',
    ...common,
  },
];
