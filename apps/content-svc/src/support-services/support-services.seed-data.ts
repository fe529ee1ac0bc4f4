/**
 * Carer support services directory (static seed data) and the crisis lines
 * shown in the "Need immediate support?" box on /resources.
 *
 * Data only: no logic, and types only from the contracts. Phone numbers are
 * included only where they were confirmed through a search of stored public
 * pages or are well known; otherwise `phone` is null and the description points
 * to Carer Gateway (1800 422 737), the national line that connects carers to
 * their local provider. See apps/content-svc/src/seed/SOURCES.md for the evidence.
 *
 * `needs`, `eligibility` and `hours` (for "Engage: find services") are read
 * from each description and nothing else: a need the description does not
 * clearly say is left out, and what it does not say is null.
 */
import type { StateCode, SupportNeed } from '@kiin/contracts';

export type SupportGroup = 'national' | 'state' | 'specialised';

export interface SeedSupportService {
  slug: string;
  name: string;
  shortLabel: string;
  description: string; // 2–3 sentences (the long description)
  group: SupportGroup;
  state: StateCode | null; // state only for group 'state'
  website: string;
  phone: string | null;
  email: string | null;
  lastChecked: string; // ISO date
  needs: SupportNeed[];
  statesServed: StateCode[]; // every state for a national or specialised service
  eligibility: string | null;
  hours: string | null;
}

const CHECKED = '2026-11-21';

const allStates: StateCode[] = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT'];

export const seedSupportServices: SeedSupportService[] = [
  // ----- National ------------------------------------------------------------
  {
    slug: 'carer-gateway',
    name: 'Carer Gateway',
    shortLabel: 'Free support for unpaid carers',
    description:
      'The Australian Government\u2019s national service for unpaid carers, with counselling, coaching, peer support, planned respite and practical help, delivered in person, by phone and online. Call Monday to Friday, 8am to 5pm local time, and choose the option to speak with your local provider. Emergency respite can be arranged on the same number 24 hours a day, 7 days a week.',
    group: 'national',
    state: null,
    website: 'https://www.carergateway.gov.au/',
    phone: '1800 422 737',
    email: null,
    lastChecked: CHECKED,
    needs: ['respite', 'counselling'],
    statesServed: allStates,
    eligibility: 'Unpaid carers.',
    hours: 'Monday to Friday, 8am to 5pm local time; emergency respite 24 hours a day, 7 days a week.',
  },
  {
    slug: 'carers-australia',
    name: 'Carers Australia',
    shortLabel: 'National peak body for carers',
    description:
      'The national peak body representing Australia\u2019s unpaid carers, working with the Carers Associations in each state and territory. It advocates for carers and runs National Carers Week each October. For direct support services, contact Carer Gateway on 1800 422 737.',
    group: 'national',
    state: null,
    website: 'https://www.carersaustralia.com.au/',
    phone: null,
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: null,
    hours: null,
  },
  {
    slug: 'services-australia-carers',
    name: 'Services Australia: Disability, Sickness and Carers line',
    shortLabel: 'Carer Payment and Carer Allowance',
    description:
      'Services Australia (Centrelink) manages Carer Payment, Carer Allowance and the Carer Supplement. Call this line to ask about eligibility and claims, or manage your claim online through myGov. Payment rates change during the year, so check current amounts on the website.',
    group: 'national',
    state: null,
    website: 'https://www.servicesaustralia.gov.au/',
    phone: '132 717',
    email: null,
    lastChecked: CHECKED,
    needs: ['financial-help'],
    statesServed: allStates,
    eligibility: 'Carers claiming or receiving Carer Payment or Carer Allowance; eligibility rules apply.',
    hours: null,
  },
  {
    slug: 'beyond-blue',
    name: 'Beyond Blue',
    shortLabel: 'Anxiety and depression support',
    description:
      'Free, confidential counselling and information for anyone feeling anxious, depressed or overwhelmed, including carers. The Beyond Blue Support Service is available 24 hours a day by phone, with online chat and moderated forums on the website.',
    group: 'national',
    state: null,
    website: 'https://www.beyondblue.org.au/',
    phone: '1300 22 4636',
    email: null,
    lastChecked: CHECKED,
    needs: ['counselling'],
    statesServed: allStates,
    eligibility: 'Anyone feeling anxious, depressed or overwhelmed, including carers.',
    hours: '24 hours a day by phone.',
  },
  {
    slug: 'healthdirect',
    name: 'healthdirect',
    shortLabel: '24/7 health advice from a nurse',
    description:
      'A free, government-funded health advice line where you can talk to a registered nurse about symptoms and what to do next, 24 hours a day. The website also has a symptom checker and a service finder for GPs, pharmacies and after-hours care.',
    group: 'national',
    state: null,
    website: 'https://www.healthdirect.gov.au/',
    phone: '1800 022 222',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: null,
    hours: '24 hours a day.',
  },
  {
    slug: 'my-aged-care',
    name: 'My Aged Care',
    shortLabel: 'Aged care information and assessment',
    description:
      'The starting point for government-funded aged care, including help at home through the Support at Home program, respite and aged care homes. The contact centre is open Monday to Friday 8am to 8pm and Saturday 10am to 2pm, and can arrange an assessment.',
    group: 'national',
    state: null,
    website: 'https://www.myagedcare.gov.au/',
    phone: '1800 200 422',
    email: null,
    lastChecked: CHECKED,
    needs: ['aged-care-assessment', 'in-home-care', 'respite'],
    statesServed: allStates,
    eligibility: 'Older people looking for government-funded aged care, and their families.',
    hours: 'Monday to Friday 8am to 8pm; Saturday 10am to 2pm.',
  },
  {
    slug: 'ndis',
    name: 'National Disability Insurance Scheme (NDIS)',
    shortLabel: 'Disability support under 65',
    description:
      'The NDIS funds supports for people with a permanent and significant disability who apply before they turn 65. Call to ask about eligibility, applying or using a plan, or find your local area coordinator on the website.',
    group: 'national',
    state: null,
    website: 'https://www.ndis.gov.au/',
    phone: '1800 800 110',
    email: null,
    lastChecked: CHECKED,
    needs: ['disability'],
    statesServed: allStates,
    eligibility: 'People with a permanent and significant disability who apply before they turn 65.',
    hours: null,
  },
  {
    slug: 'national-dementia-helpline',
    name: 'National Dementia Helpline (Dementia Australia)',
    shortLabel: 'Dementia information and support, 24/7',
    description:
      'Free, confidential information, advice and support for people living with dementia, their families and carers, and anyone worried about changes in memory or thinking. The helpline is open 24 hours a day, 7 days a week, and you can also use live chat on the Dementia Australia website.',
    group: 'national',
    state: null,
    website: 'https://www.dementia.org.au/',
    phone: '1800 100 500',
    email: 'helpline@dementia.org.au',
    lastChecked: CHECKED,
    needs: ['dementia'],
    statesServed: allStates,
    eligibility: 'People living with dementia, their families and carers, and anyone worried about changes in memory or thinking.',
    hours: '24 hours a day, 7 days a week.',
  },
  {
    slug: 'older-persons-advocacy-network',
    name: 'Older Persons Advocacy Network (OPAN)',
    shortLabel: 'Free aged care advocacy',
    description:
      'Free, independent and confidential advocacy for older people and their families who are using or trying to access government-funded aged care. An advocate can help you understand your rights, raise concerns with a provider or make a complaint.',
    group: 'national',
    state: null,
    website: 'https://opan.org.au/',
    phone: '1800 700 600',
    email: null,
    lastChecked: CHECKED,
    needs: ['legal'],
    statesServed: allStates,
    eligibility: 'Older people and their families using or trying to access government-funded aged care.',
    hours: null,
  },
  {
    slug: 'head-to-health',
    name: 'Head to Health (Medicare Mental Health)',
    shortLabel: 'Find the right mental health support',
    description:
      'A free Australian Government service that helps you, or someone you care for, find the right mental health support, from online programs to local services. Head to Health is being renamed Medicare Mental Health. It is not a crisis service: in a crisis call Lifeline on 13 11 14 or 000.',
    group: 'national',
    state: null,
    website: 'https://www.headtohealth.gov.au/',
    phone: '1800 595 212',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: null,
    hours: null,
  },

  // ----- State and territory ------------------------------------------------------
  {
    slug: 'carers-nsw',
    name: 'Carers NSW',
    shortLabel: 'Peak body for carers in NSW',
    description:
      'The peak organisation for carers in New South Wales, offering information, advice, carer programs and advocacy. You do not need to live with the person you care for, or receive a carer payment, to get support. For Carer Gateway services in NSW, call 1800 422 737.',
    group: 'state',
    state: 'NSW',
    website: 'https://www.carersnsw.org.au/',
    phone: '(02) 9280 4744',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: ['NSW'],
    eligibility: 'Carers in NSW; you do not need to live with the person you care for, or receive a carer payment.',
    hours: null,
  },
  {
    slug: 'carers-victoria',
    name: 'Carers Victoria',
    shortLabel: 'Peak body for carers in Victoria',
    description:
      'The statewide voice for unpaid carers in Victoria, offering information, education workshops, carer events and advocacy. Carers Victoria can also tell you about respite and support programs across the state. For Carer Gateway services in Victoria, call 1800 422 737.',
    group: 'state',
    state: 'VIC',
    website: 'https://www.carersvictoria.org.au/',
    phone: '1800 514 845',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: ['VIC'],
    eligibility: null,
    hours: null,
  },
  {
    slug: 'carers-queensland',
    name: 'Carers Queensland',
    shortLabel: 'Peak body for carers in Queensland',
    description:
      'Represents and supports unpaid carers across Queensland with information, counselling, support groups, training and advocacy, delivered at no cost to carers. For Carer Gateway services in Queensland, call 1800 422 737 and choose the option for your local provider.',
    group: 'state',
    state: 'QLD',
    website: 'https://www.carersqld.com.au/',
    phone: null,
    email: null,
    lastChecked: CHECKED,
    needs: ['counselling'],
    statesServed: ['QLD'],
    eligibility: 'Unpaid carers in Queensland, at no cost.',
    hours: null,
  },
  {
    slug: 'carers-wa',
    name: 'Carers WA',
    shortLabel: 'Peak body for carers in WA',
    description:
      'The peak body for Western Australia\u2019s unpaid carers, offering information, carer representation and advocacy, and support for young and regional carers. For Carer Gateway services in WA, call 1800 422 737.',
    group: 'state',
    state: 'WA',
    website: 'https://www.carerswa.asn.au/',
    phone: '1300 227 377',
    email: null,
    lastChecked: CHECKED,
    needs: ['young-carers'],
    statesServed: ['WA'],
    eligibility: null,
    hours: null,
  },
  {
    slug: 'carers-sa',
    name: 'Carers SA',
    shortLabel: 'Carer Gateway provider in SA',
    description:
      'The main provider of Carer Gateway services in South Australia, in both metropolitan and country areas, as well as the state\u2019s voice for carers. Support includes carer support planning, emergency respite, counselling, peer support and coaching. Call Carer Gateway on 1800 422 737 to reach Carers SA.',
    group: 'state',
    state: 'SA',
    website: 'https://www.carerssa.com.au/',
    phone: '1800 422 737',
    email: null,
    lastChecked: CHECKED,
    needs: ['respite', 'counselling'],
    statesServed: ['SA'],
    eligibility: null,
    hours: null,
  },
  {
    slug: 'carers-tasmania',
    name: 'Carers Tasmania',
    shortLabel: 'Peak body for carers in Tasmania',
    description:
      'The peak body representing Tasmania\u2019s unpaid carers. Its service arm, Care2Serve, delivers Carer Gateway services in Tasmania, reached on 1800 422 737 (press 1). Call the Carers Tasmania office for advocacy and general enquiries.',
    group: 'state',
    state: 'TAS',
    website: 'https://carerstas.org/',
    phone: '(03) 6144 3700',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: ['TAS'],
    eligibility: null,
    hours: null,
  },
  {
    slug: 'carers-act',
    name: 'Carers ACT',
    shortLabel: 'Carer Gateway partner in the ACT',
    description:
      'The leading organisation supporting unpaid carers in the ACT and the Carer Gateway service delivery partner for the region. Services include counselling, coaching, respite, education workshops and social activities. For Carer Gateway, call 1800 422 737.',
    group: 'state',
    state: 'ACT',
    website: 'https://www.carersact.org.au/',
    phone: '(02) 6296 9900',
    email: null,
    lastChecked: CHECKED,
    needs: ['respite', 'counselling'],
    statesServed: ['ACT'],
    eligibility: null,
    hours: null,
  },
  {
    slug: 'carers-nt',
    name: 'Carers NT',
    shortLabel: 'Carers association in the NT',
    description:
      'The carers association for the Northern Territory, supporting carers in Darwin, regional towns and remote communities, including Aboriginal carers and young carers. For Carer Gateway services in the NT, call 1800 422 737.',
    group: 'state',
    state: 'NT',
    website: 'https://www.carersnt.asn.au/',
    phone: null,
    email: null,
    lastChecked: CHECKED,
    needs: ['young-carers'],
    statesServed: ['NT'],
    eligibility: null,
    hours: null,
  },

  // ----- Specialised ----------------------------------------------------------------
  {
    slug: 'young-carers',
    name: 'Young Carers (Carer Gateway)',
    shortLabel: 'Support for carers aged 12 to 25',
    description:
      'If you are a young person aged 12 to 25 who helps care for a family member or friend, Carer Gateway has support just for you, including counselling, coaching and peer support. Young carers may also be able to get carer payments. Call Carer Gateway or visit the website to find out more.',
    group: 'specialised',
    state: null,
    website: 'https://www.carergateway.gov.au/',
    phone: '1800 422 737',
    email: null,
    lastChecked: CHECKED,
    needs: ['young-carers', 'counselling'],
    statesServed: allStates,
    eligibility: 'Young people aged 12 to 25 who help care for a family member or friend.',
    hours: null,
  },
  {
    slug: 'kids-helpline',
    name: 'Kids Helpline',
    shortLabel: 'Counselling for ages 5 to 25',
    description:
      'Free, private and confidential phone and online counselling for young people aged 5 to 25, any time of day or night. Young carers can call about anything, big or small.',
    group: 'specialised',
    state: null,
    website: 'https://kidshelpline.com.au/',
    phone: '1800 55 1800',
    email: null,
    lastChecked: CHECKED,
    needs: ['counselling', 'young-carers'],
    statesServed: allStates,
    eligibility: 'Young people aged 5 to 25.',
    hours: 'Any time of day or night.',
  },
  {
    slug: 'headspace',
    name: 'headspace',
    shortLabel: 'Youth mental health, 12 to 25',
    description:
      'Mental health support for young people aged 12 to 25 through local headspace centres and eheadspace, a free online and phone service. Family members and carers worried about a young person can also contact eheadspace for guidance.',
    group: 'specialised',
    state: null,
    website: 'https://www.headspace.org.au/',
    phone: '1800 650 890',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: 'Young people aged 12 to 25, and family members and carers worried about them.',
    hours: null,
  },
  {
    slug: '13yarn',
    name: '13YARN',
    shortLabel: 'Crisis support for Aboriginal and Torres Strait Islander people',
    description:
      'A national crisis support line for Aboriginal and Torres Strait Islander people who are feeling overwhelmed or having difficulty coping. You can yarn one-on-one with a Lifeline-trained Aboriginal or Torres Strait Islander crisis supporter, 24 hours a day, 7 days a week.',
    group: 'specialised',
    state: null,
    website: 'https://www.13yarn.org.au/',
    phone: '13 92 76',
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: 'Aboriginal and Torres Strait Islander people.',
    hours: '24 hours a day, 7 days a week.',
  },
  {
    slug: 'mensline-australia',
    name: 'MensLine Australia',
    shortLabel: 'Support for men, 24/7',
    description:
      'Free phone and online counselling for men dealing with stress, relationship problems, family pressures or emotional health concerns, including men in caring roles. Available 24 hours a day, 7 days a week.',
    group: 'specialised',
    state: null,
    website: 'https://mensline.org.au/',
    phone: '1300 78 99 78',
    email: null,
    lastChecked: CHECKED,
    needs: ['counselling'],
    statesServed: allStates,
    eligibility: 'Men, including men in caring roles.',
    hours: '24 hours a day, 7 days a week.',
  },
  {
    slug: 'suicide-call-back-service',
    name: 'Suicide Call Back Service',
    shortLabel: 'Suicide prevention counselling, 24/7',
    description:
      'Free professional phone and online counselling for people affected by suicide, including people thinking about suicide, people worried about someone, and people bereaved by suicide. Available 24 hours a day, 7 days a week.',
    group: 'specialised',
    state: null,
    website: 'https://www.suicidecallbackservice.org.au/',
    phone: '1300 659 467',
    email: null,
    lastChecked: CHECKED,
    needs: ['counselling'],
    statesServed: allStates,
    eligibility: 'People affected by suicide.',
    hours: '24 hours a day, 7 days a week.',
  },
  {
    slug: 'sane',
    name: 'SANE',
    shortLabel: 'Complex mental health support',
    description:
      'Support for adults with complex mental health needs and their families, friends and carers, including counselling, peer support and moderated online forums. The forums are open to carers as well as people with lived experience.',
    group: 'specialised',
    state: null,
    website: 'https://www.sane.org/',
    phone: '1800 187 263',
    email: null,
    lastChecked: CHECKED,
    needs: ['counselling'],
    statesServed: allStates,
    eligibility: 'Adults with complex mental health needs, and their families, friends and carers.',
    hours: null,
  },
  {
    slug: 'mental-health-carers-australia',
    name: 'Mental Health Carers Australia',
    shortLabel: 'National voice for mental health carers',
    description:
      'The national advocacy organisation focused on the wellbeing of families and friends who support someone with mental ill health. Its website links to mental health carer organisations in each state and territory.',
    group: 'specialised',
    state: null,
    website: 'https://www.mentalhealthcarersaustralia.org.au/',
    phone: null,
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: null,
    hours: null,
  },
  {
    slug: 'palliative-care-australia',
    name: 'Palliative Care Australia',
    shortLabel: 'Palliative and end-of-life care',
    description:
      'The national peak body for palliative care, with information for people living with a life-limiting illness and the people caring for them. Its National Palliative Care Service Directory helps you find specialist palliative care services near you.',
    group: 'specialised',
    state: null,
    website: 'https://palliativecare.org.au/',
    phone: null,
    email: null,
    lastChecked: CHECKED,
    needs: [],
    statesServed: allStates,
    eligibility: null,
    hours: null,
  },
];

export const crisisLines: { name: string; phone: string; description: string }[] = [
  {
    name: 'Emergency (Police, Fire, Ambulance)',
    phone: '000',
    description: 'If someone is in immediate danger or needs urgent medical help, call Triple Zero.',
  },
  {
    name: 'Lifeline',
    phone: '13 11 14',
    description: '24/7 crisis support and suicide prevention for anyone who is struggling to cope.',
  },
  {
    name: 'Carer Gateway',
    phone: '1800 422 737',
    description:
      'Support for carers, Monday to Friday 8am to 5pm local time. Emergency respite if you suddenly cannot provide care, 24 hours a day.',
  },
  {
    name: 'Suicide Call Back Service',
    phone: '1300 659 467',
    description: '24/7 phone and online counselling for anyone affected by suicide.',
  },
];
