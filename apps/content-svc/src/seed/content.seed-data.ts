/**
 * Seed data for the Kiin content library and the list of health conditions.
 *
 * Data only: no imports, no logic. Every external address below was either
 * confirmed through a search of stored public pages or is a well-known
 * organisation home page; see SOURCES.md in this folder for the details.
 *
 * Rules kept by this file:
 * - slugs are stable ids and must never change once published;
 * - no invented URLs or video ids (the only YouTube id used was seen embedded
 *   on a public page under that video's title);
 * - in-house articles are general information, never individual medical
 *   advice, and tell readers to talk with their GP;
 * - isPremium marks only Kiin's own material; an outside resource (a free
 *   course, a documentary, someone else's book) is never premium.
 */

export type SeedContentType = 'article' | 'book' | 'video' | 'podcast' | 'course' | 'website';

export type SeedConditionSlug =
  | 'cardiac-health'
  | 'diabetes'
  | 'respiratory'
  | 'neurological'
  | 'orthopedic'
  | 'chronic-pain'
  | 'mental-health';

export interface SeedSource {
  title: string;
  url: string;
}

export interface SeedCondition {
  slug: SeedConditionSlug;
  name: string;
  description: string;
  icon: string;
}

export interface SeedContentItem {
  slug: string; // stable unique kebab-case id, never changes once published
  title: string;
  description: string; // one or two plain sentences, Australian English
  type: SeedContentType;
  isPremium: boolean;
  duration: number | null; // minutes, realistic; null when unknown
  imageUrl: string | null; // null: the app shows a fallback per type
  contentUrl: string | null; // the real external address; null for in-house articles
  body: string | null; // Markdown, only for in-house articles
  reviewedBy: string | null;
  reviewedAt: string | null; // ISO date 'YYYY-MM-DD'
  sources: SeedSource[];
  conditions: SeedConditionSlug[];
}

export const seedConditions: SeedCondition[] = [
  {
    slug: 'cardiac-health',
    name: 'Cardiac Health',
    description:
      'Heart conditions such as coronary heart disease, recovery after a heart attack and heart failure. Find guides on warning signs, cardiac rehabilitation and living well, for you and the people who support you.',
    icon: 'Favorite',
  },
  {
    slug: 'diabetes',
    name: 'Diabetes',
    description:
      'Type 1, type 2 and other forms of diabetes, and the day-to-day work of managing them. Find trusted information on support programs, subsidised supplies and building a care team around you.',
    icon: 'Bloodtype',
  },
  {
    slug: 'respiratory',
    name: 'Respiratory',
    description:
      'Lung and breathing conditions including asthma, COPD and bronchiectasis. Learn about action plans, inhaler technique and staying active, and know when to get urgent help.',
    icon: 'Air',
  },
  {
    slug: 'neurological',
    name: 'Neurological',
    description:
      'Conditions of the brain and nervous system, such as dementia, stroke, multiple sclerosis and epilepsy. Resources here help patients and carers understand changes, plan ahead and find specialist support.',
    icon: 'Psychology',
  },
  {
    slug: 'orthopedic',
    name: 'Orthopedic',
    description:
      'Bone, joint and muscle conditions such as osteoarthritis, osteoporosis and recovery after joint surgery. Find evidence-based programs and guides on moving well and protecting your bones.',
    icon: 'Accessibility',
  },
  {
    slug: 'chronic-pain',
    name: 'Chronic Pain',
    description:
      'Pain that has lasted longer than about three months, whatever the original cause. Modern pain science offers real ways to turn the volume down, and these resources explain how.',
    icon: 'Healing',
  },
  {
    slug: 'mental-health',
    name: 'Mental Health',
    description:
      'Anxiety, depression, stress and more complex mental health conditions, for the person living with them and for the people who care for them. If you need help right now, call Lifeline on 13 11 14 or 000 in an emergency.',
    icon: 'SelfImprovement',
  },
];

// ---------------------------------------------------------------------------
// In-house article bodies (Markdown). Kept at column 0 on purpose: indented
// lines would render as code blocks.
// ---------------------------------------------------------------------------

const bodySpecialistAppointment = `Seeing a specialist can feel like a big moment. You may have waited weeks for the appointment, and the time in the room often goes quickly. A little preparation helps you walk out with answers rather than more questions.

## Before you book

- **Check your referral.** To claim a Medicare rebate for a specialist, you usually need a referral from your GP or another doctor. GP referrals are commonly valid for 12 months, but check the date and any limits written on yours.
- **Ask about costs.** When you book, ask what the appointment will cost and how much you are likely to get back from Medicare. It is fine to ask whether there is a gap fee.
- **Ask for what you need.** If you need an interpreter, a longer appointment, wheelchair access or a quiet space, say so when you book. The Translating and Interpreting Service (TIS National) is on 131 450.

## Gather your information

Put everything in one folder or one note on your phone:

- your referral letter, Medicare card and any concession cards
- a current list of medicines, including doses, over-the-counter medicines, vitamins and supplements
- recent test results, scans and letters from other doctors
- a short timeline of your symptoms: when they started, what makes them better or worse, and how they affect daily life
- any questions from the people who help care for you

If you have a My Health Record, have a look before the appointment. It may already hold recent test results and hospital summaries you can point the specialist to.

## Write down your top three questions

Specialist appointments can be short. Choose the three things you most need to understand and put them at the top of your list. Some questions worth asking:

- What do you think is causing this?
- What tests do I need, and what will they show?
- What are my options, including waiting and watching? What are the benefits and risks of each?
- What will it cost, and is there a public option?
- What should I watch out for, and who do I contact if things get worse?

## On the day

- **Bring someone with you** if you can. A second person can listen, take notes and remember details you miss.
- **Take notes or ask to record.** Ask the specialist first if you would like to record the conversation on your phone.
- **Say it back.** Before you leave, repeat the plan in your own words: "So the next step is a scan, and then I see you again in six weeks?" This is a simple way to catch misunderstandings.
- **Ask for words to be written down**, especially the name of a condition, test or medicine.
- **It is okay to say you don't understand.** Good specialists would much rather explain again than have you leave confused.

## After the appointment

- The specialist usually writes to your GP. Book a GP appointment to talk through the letter and how the plan fits with the rest of your care.
- Keep copies of letters and results in your folder.
- If you were given new medicines, check with your pharmacist how they fit with what you already take.

## If you are going as a carer

If you are attending with someone you care for, the practice may need their permission before staff can talk with you. Ask the person to tell reception that you are their carer and that they are happy for you to be involved. Let the person speak for themselves as much as they can, and use your notes to fill the gaps.

## A gentle reminder

This guide is general information, not medical advice. Your GP knows your history and is the best person to talk with about what the specialist's advice means for you.
`;

const bodyCarerPayments = `If you look after someone with a disability, a long-term illness, a mental health condition or frailty due to age, you may be able to get financial help from the Australian Government through Services Australia. The two payments people ask about most are **Carer Payment** and **Carer Allowance**. Their names are similar, but they do different jobs.

## The short version

- **Carer Payment** is an income support payment. It is for people whose caring role means they cannot work full-time. It is income and assets tested.
- **Carer Allowance** is an extra fortnightly payment for people who give daily care and attention. It is not assets tested, has an income test, and can be paid on top of wages or another payment.
- Some carers get both. Others get only one. Many carers do not realise they may be eligible for either.

## Carer Payment at a glance

Carer Payment may suit you if:

- you give **constant care** to someone, roughly equal to a normal working day, that stops you working full-time
- the person's care needs score high enough on an assessment (for adults this includes a questionnaire that you and their treating health professional fill in)
- their care needs are likely to last at least six months, or they are at the end of their life
- you meet the income and assets tests and residence rules

You can still do some paid work, study, training or volunteering while getting Carer Payment, within limits. The rules about how many hours are allowed have changed over time, so check the current limit with Services Australia before you take on extra hours.

## Carer Allowance at a glance

Carer Allowance may suit you if:

- you give **additional daily care and attention** to someone with a disability, serious illness or frailty due to age
- their condition is likely to last at least 12 months, or is terminal
- you meet the income test and residence rules

There is no assets test for Carer Allowance, and you do not have to stop working. If you care for a child under 16, the allowance may also come with a Health Care Card for the child.

## Other help to know about

- **Carer Supplement** is a yearly lump sum paid to many people who get Carer Payment or Carer Allowance.
- **Concession cards** can reduce the cost of medicines and some bills.
- **The Financial Information Service** at Services Australia offers free, independent information about money matters.

We have deliberately not listed payment amounts here. Rates change several times a year, so always check the current figures on the Services Australia website.

## What you will need to claim

Most people claim online through a myGov account linked to Centrelink. You will usually need:

- your own identity, income and bank details (and your assets for Carer Payment)
- details about the person you care for, who may also need to give information or consent
- a medical report completed by the person's treating health professional

Ask the treating doctor or health professional early. Medical forms can take time, and a delay there is one of the most common reasons claims stall.

## Tips from carers who have been there

- **Start the claim even if you are unsure.** Services Australia will assess your eligibility. You cannot be assessed if you do not apply.
- **Describe the hard days, not just the good ones.** Be honest about the help you give with medicines, personal care, supervision and emotional support.
- **Keep copies** of everything you submit and write down the date and reference number of every call.
- **Ask for a review** if you disagree with a decision. You have the right to ask for an explanation and a formal review.

## Where to get help

- Services Australia's Disability, Sickness and Carers line: **132 717**
- Carer Gateway, for practical and emotional support for carers: **1800 422 737**

This is general information, not financial or legal advice. Services Australia makes the final decision on eligibility, so please check your own situation with them directly.
`;

const bodyMyHealthRecord = `My Health Record is the Australian Government's online summary of your key health information. It can save you from repeating your history at every appointment, and it can be a real help to carers who juggle appointments, medicines and paperwork for someone else.

## What it is

My Health Record is a secure digital record that you, your healthcare providers and anyone you choose can see. Depending on who has uploaded information, it may include:

- medicines prescribed and dispensed to you
- immunisations from the Australian Immunisation Register
- pathology and imaging reports
- hospital discharge summaries
- a shared health summary from your GP
- Medicare information, if you choose to include it

Every Australian has a record unless they opted out or cancelled it. You access yours through your **myGov** account.

## What it is not

- It does not replace the notes your GP or hospital keeps.
- Not every provider uploads everything, so a gap in the record does not mean nothing happened.
- It is not a way to message your doctor. For questions about results, talk with the doctor who ordered them.

## Getting started

1. Sign in to myGov and link My Health Record as a service.
2. Have a look around: check your medicines list, immunisations and any documents.
3. Add your emergency contacts and any allergies or adverse reactions in your personal health summary.
4. If you have an advance care directive, you can record who holds it, and in many cases upload a copy.

## Your privacy controls

You decide how much to share. Within your record you can:

- set a code so only providers you give it to can open your record (emergency access rules still apply)
- restrict access to particular documents
- see an access history showing which organisations have opened your record
- turn on notifications when someone accesses it

You can also delete your record at any time. Deleting is permanent, so think it through first.

## For carers and families

- **Nominated representative.** The person can give you access to their record, at a level they choose. This is useful if you help an adult who manages their own affairs but wants you involved.
- **Authorised representative.** If someone cannot manage their own record, for example a young child or an adult without capacity to decide, an authorised representative can act for them. Parents are usually authorised representatives for children under 14.

Talk with the person you care for about what they are comfortable with. Access to health information is a matter of trust, and it is their record.

## Practical ways to use it

- **Before a specialist appointment:** check the medicines list and recent results so you can answer questions accurately.
- **After a hospital stay:** look for the discharge summary and check your GP has seen it.
- **When travelling:** if you need care away from home, providers can see your key information.
- **For medicines:** compare the list with what is actually in the cupboard, and ask your pharmacist about anything that does not match.

## If something is wrong

If you find information that is incorrect, contact the healthcare provider who uploaded it and ask them to fix it. Your GP can also help you sort it out.

This article is general information. Your GP or pharmacist can help you understand anything in your record that worries you.
`;

const bodyCarePlans = `If you live with a long-term condition such as diabetes, heart disease, asthma, COPD, arthritis or chronic pain, your GP may suggest a care plan. A plan gives your care some structure and can open the door to Medicare-subsidised visits with allied health professionals such as physiotherapists, dietitians, podiatrists and diabetes educators.

## What has changed

You may have heard of **GP Management Plans (GPMPs)** and **Team Care Arrangements (TCAs)**. From 1 July 2025, these were replaced by a single plan called the **GP chronic condition management plan**.

- If you already had a GPMP or TCA before 1 July 2025, you can generally keep using it until 30 June 2027. You do not need to do anything straight away.
- New plans are now made as a GP chronic condition management plan.
- Your GP no longer has to consult a team of other providers before the plan can be made, which should make the process simpler.

## Who can have a plan

A plan is for people with a medical condition that has been present, or is likely to be present, for at least six months, or a condition that is terminal. There is no fixed list of conditions. Your GP decides whether a plan would help you.

If you are registered with **MyMedicare**, your plan and reviews are done through the practice you are registered with. People living in residential aged care have separate arrangements, so ask the facility's GP.

## What a plan includes

A good plan is written with you, not just for you. It usually sets out:

- your health conditions and what matters most to you
- goals you agree on, in your own words
- the treatments and services you need
- referrals to other health professionals
- when the plan will be reviewed

## Allied health visits

With a plan and a referral from your GP, you may be able to get a Medicare rebate for up to **five individual allied health visits each calendar year**. These can be with one provider or shared between several, depending on what your GP refers you for. Aboriginal and Torres Strait Islander people may be eligible for additional services, so ask your GP.

Keep in mind:

- **There may be a gap.** The Medicare rebate does not always cover the full fee. Ask each provider what you will pay before you book.
- **Referrals have a time limit.** To keep using allied health referrals, your plan generally needs to have been prepared or reviewed recently (within the last 18 months). Keep your reviews up to date.
- **Each type of provider needs its own referral.** If you need a physiotherapist and a dietitian, ask your GP for both.

## How to ask for a plan

1. **Book a longer appointment** and say it is to discuss a chronic condition management plan. Some practices have a nurse who helps prepare plans.
2. **Bring your list:** medicines, recent results, specialists you see, and the problems that affect your daily life most.
3. **Think about your goals.** "Walk to the shops without stopping" or "understand my blood sugar readings" are great goals.
4. **Ask who you can see.** If you already have a physiotherapist or podiatrist you trust, tell your GP.

## Getting the most from your plan

- Keep a copy of your plan and take it to allied health appointments.
- Ask for reviews when things change. Reviews can happen as often as every three months if you need them.
- If you care for someone, ask whether you can attend the planning appointment with them, with their permission.

## Mental health care is different

Support from a psychologist or other mental health professional usually works through a different kind of plan. If your mood, stress or anxiety is affecting you, raise it with your GP and ask what options are available.

This article is general information about how Medicare arrangements work. Your GP can tell you whether a plan is right for you and what it would include.
`;

const bodySecondOpinion = `Being given a serious diagnosis, or told you need a major operation, can leave you with a lot of questions. Asking another doctor for their view is a normal, sensible step, and most doctors are comfortable with it.

## You are allowed to ask

You have the right to ask for more information and for a second medical opinion. A doctor does not have to refer you to a particular person, but in practice most will help you find someone suitable. With the person's formal consent, family members and carers can also ask for a second opinion on their behalf.

Wanting another opinion is not a sign that you distrust your doctor. Many doctors welcome a colleague's view on complex decisions.

## When a second opinion can help

- You have been diagnosed with a serious or rare condition.
- You have been advised to have major surgery or a treatment with significant risks.
- Your treatment does not seem to be working.
- You feel unsure, rushed or not fully heard.
- You want to understand all your options before you decide.

## How to ask

It can feel awkward, so it may help to have the words ready:

> "This is a big decision and I'd like to get another opinion before I decide. Could you refer me to someone, and send them my results?"

A few practical points:

- **Referrals and Medicare.** To claim a Medicare rebate for a specialist, you usually need a referral. Your GP can write one, and is often the best person to suggest who to see.
- **Your results travel with you.** Ask for your test results, scans and letters to be sent to the new doctor, so you do not have to repeat tests unnecessarily.
- **Public or private.** In the public system you may wait longer for an outpatient appointment. In the private system there will usually be a fee. Ask about costs before you book.
- **Timing matters.** Ask your current doctor whether it is safe to take the time to get another opinion, or whether treatment should start first.

## Preparing for the second appointment

- Write a short summary: your diagnosis, what has been recommended, and why you are seeking another view.
- List the specific questions you want answered.
- Bring someone with you to listen and take notes.
- Bring your medicines list and copies of any key results.

## If the opinions differ

It is not unusual for two doctors to suggest different approaches, especially when there is more than one reasonable option.

- Ask each doctor to explain their reasoning, including the benefits, risks and what happens if you wait.
- Go back to your GP to talk it through. They know your history and can help you weigh things up.
- For some conditions, such as many cancers, a team of specialists reviews each case together. Ask whether your case has been, or could be, discussed by a team.
- You do not have to accept either opinion. You can take time, ask more questions, or seek a third view.

## Looking after yourself

Big decisions are tiring. Take someone you trust to appointments, write things down, and give yourself permission to take a day or two before you decide, unless your doctor says the matter is urgent.

This article is general information, not medical advice. Please talk with your GP about your own situation.
`;

const bodyPbsSafetyNet = `Medicines can be one of the biggest ongoing costs of living with a health condition, and costs can add up quickly when several people in a family need them. The Pharmaceutical Benefits Scheme (PBS) and its Safety Net are there to help.

## What the PBS does

The Australian Government subsidises a long list of prescription medicines through the PBS. For a medicine on the PBS list, you pay a set amount (called a co-payment) and the government pays the rest.

- There is a **general** rate and a lower **concession** rate for people with an eligible concession card.
- The amounts change, usually each January. Check the current figures on the PBS website or ask your pharmacist.
- Veterans with an eligible card may get medicines through the Repatriation PBS (RPBS).

## How the Safety Net works

The PBS Safety Net protects people who need a lot of medicines in a calendar year (January to December).

1. Your spending on PBS medicines is added up over the year.
2. When the total reaches the **Safety Net threshold**, you can get a PBS Safety Net card.
3. For the rest of that calendar year, your PBS medicines become cheaper, or free if you have a concession card.
4. The count starts again on 1 January.

## Counting it as a family

You can combine the spending of your family to reach the threshold sooner. For the Safety Net, a family generally means:

- a couple who are married or in a de facto relationship, with or without dependent children
- a single person with dependent children

Dependent children are generally those under 16, or full-time students under 25 who rely on you financially. Adult siblings, or an adult and their parent, are usually not counted as one family. So if you care for an adult parent, their medicines usually count towards their own threshold, not yours.

## Keeping track

- **Use the same pharmacy** where you can. Your pharmacist can keep a record of your PBS spending and tell you when you are getting close.
- **Use a prescription record form** if you use more than one pharmacy. Your pharmacist can give you one and record each medicine on it.
- Public hospital outpatient medicines supplied under the PBS usually count too, so ask for them to be recorded.

## What does not count

- **Brand premiums:** extra amounts some brands charge above the PBS price.
- **Private prescriptions** for medicines that are not PBS-subsidised, and over-the-counter products.
- **Some early repeats:** if a repeat is filled too soon after the last one, it may not count towards the Safety Net.

## Ways to keep costs down

- Ask your pharmacist whether a **brand-equivalent (generic)** medicine is available without a brand premium.
- Ask your GP whether any of your regular medicines can be prescribed as a larger supply, which can mean fewer trips and fewer co-payments.
- Keep an up-to-date medicines list and review it with your GP or pharmacist at least once a year. Sometimes medicines can be stopped or combined.
- Check your concession card is recorded at the pharmacy.

## Do not confuse it with the Medicare Safety Net

The **Medicare Safety Net** is a different scheme. It helps with the cost of out-of-hospital medical services such as doctor visits and tests, not medicines.

This article is general information. Your pharmacist is a great first stop for questions about the PBS, and your GP can help review your medicines.
`;

const bodyNdisVsAgedCare = `Two big government systems fund long-term support at home and in the community: the **National Disability Insurance Scheme (NDIS)** and the aged care system, which you reach through **My Aged Care**. Which one applies depends mostly on age and the kind of support needed. Here is a plain-language overview to help you start.

## The short version

- **NDIS:** for people with a permanent and significant disability who are **under 65 when they apply**.
- **My Aged Care:** for older people who need help to stay independent, generally **aged 65 and over**, or **50 and over for Aboriginal and Torres Strait Islander people**. Some younger people may be eligible in particular circumstances.
- Support for **carers** themselves is mostly separate again, through **Carer Gateway**.

## The NDIS at a glance

- The NDIS funds "reasonable and necessary" supports for people with a permanent and significant disability. This can include physical, intellectual, cognitive, neurological, sensory and psychosocial (mental health related) disability.
- You need to meet residence rules and apply before you turn 65.
- If you are accepted, you get a plan with funding for supports, such as help at home, therapy, equipment, transport and support to take part in the community.
- The NDIS is not means tested.
- Contact the NDIS on **1800 800 110**.

## My Aged Care at a glance

- My Aged Care is the starting point for government-funded aged care. Call **1800 200 422** or apply online.
- You will have an assessment to work out what help you need and what you are eligible for.
- Since 1 November 2025, the **Support at Home** program has replaced Home Care Packages and Short-Term Restorative Care for in-home support. Other entry-level home support programs are moving across over the next few years.
- Aged care can also include respite, and care in an aged care home.
- You may be asked to contribute to costs, depending on your income and assets.

## Turning 65 on the NDIS

If you are already an NDIS participant when you turn 65, you can usually choose to stay on the NDIS. If you later move into permanent aged care or start permanent aged care services at home, you may leave the NDIS, so get advice before making that change.

## Which one should we try first?

Ask yourself a few questions:

- **How old is the person, and when did the disability or condition begin?** If they are under 65 and the disability is likely to be permanent, start with the NDIS.
- **Is the main need related to ageing?** If they are 65 or over and need help because of frailty or age-related conditions, start with My Aged Care.
- **Is it a health condition rather than a disability?** Some needs are met by the health system instead, for example through a GP care plan, community nursing or hospital services.

If you are unsure, your GP, a hospital social worker or the person's specialist can help you work out where to start.

## Tips for carers

- **Gather evidence early.** Letters from treating health professionals that describe how the condition affects daily life are very helpful for both systems.
- **Be specific about the hard days.** Describe what help is needed with showering, dressing, meals, medicines, getting out and supervision.
- **Keep a record** of every call: date, name and what was agreed.
- **You can ask for a review** if you disagree with a decision.
- **Get free advocacy.** For aged care, the Older Persons Advocacy Network (OPAN) offers free, independent support on **1800 700 600**. For the NDIS, ask about disability advocacy services in your state.
- **Do not forget yourself.** Carer Gateway (**1800 422 737**) can help with counselling, respite and practical support for you.

This article is general information. Eligibility is decided by the NDIS and by aged care assessors, and rules change, so please check the details with them directly.
`;

const bodyRespite = `Caring for someone can be rewarding, and it can also be relentless. Respite means someone else looks after the person you care for so you can have a break. A break is not a luxury. It helps you keep going, and it can be good for the person you care for, too.

## What respite can look like

- a few hours at home while a support worker stays with the person
- a day program or day centre
- an overnight stay or a short stay away from home
- a short stay in an aged care home (residential respite)
- emergency respite when something unexpected happens to you

## Getting respite through Carer Gateway

Carer Gateway is the Australian Government's national support service for carers. It is free, and you do not need to be receiving a carer payment to use it.

1. **Call 1800 422 737** (Monday to Friday, 8am to 5pm local time) and choose the option to speak with your local service provider, or start online at the Carer Gateway website.
2. You can talk with someone about your caring situation and what would help. This may lead to a **carer support plan**.
3. Depending on your needs, support can include **planned respite**, counselling, coaching, peer support and practical help.

## Emergency respite

If you suddenly cannot provide care, for example because you become ill, are injured or have a family emergency, **call Carer Gateway on 1800 422 737**. Emergency respite can be arranged **24 hours a day, 7 days a week**.

If someone is in danger or needs urgent medical help, call **000**.

## Other ways to get a break

- **My Aged Care (1800 200 422).** If the person you care for is older, an aged care assessment can open up in-home respite, day programs and residential respite.
- **The NDIS.** If the person you care for is an NDIS participant, their plan may fund supports such as short-term accommodation, which also gives you a break.
- **Condition-specific organisations.** Groups such as Dementia Australia can tell you about programs and services that suit particular conditions.
- **Family and friends.** Be specific when people offer help: "Could you sit with Mum on Thursday afternoon?" works better than "Let me know if you need anything."

## Making your first break go well

- **Start small.** A few hours close to home can build confidence for both of you.
- **Write a one-page guide:** medicines and when they are taken, routines, likes and dislikes, how the person communicates, and who to call.
- **Visit first** if the respite is somewhere new, and take familiar things along.
- **Plan what you will do.** Rest counts. So does a coffee with a friend, a walk or your own medical appointment.

## Make an emergency care plan

Even if you never need it, a written plan brings peace of mind. Include the person's medicines, health conditions, doctors, routines and the people who can step in. Keep copies somewhere easy to find and share them with your backup people.

## About guilt

Many carers feel guilty about taking a break. That is very common, and it is worth gently questioning. Rested carers are safer, more patient and better able to keep caring. Taking a break is part of caring well.

If you are feeling overwhelmed or low, please reach out. Call Carer Gateway on 1800 422 737 for counselling, or **Lifeline on 13 11 14** any time, day or night. In an emergency, call **000**.
`;

const bodyHospitalDischarge = `Leaving hospital is a relief, but it is also a time when things can slip through the cracks: a medicine changed, an appointment not booked, equipment not ready. A good discharge plan bridges the gap between hospital care and life at home.

## Planning starts early

Ideally, discharge planning begins soon after admission. It should involve the patient, their carer and family, and the staff caring for them.

- Ask early: **"When do you expect discharge, and who is coordinating it?"** Many hospitals have a discharge planner or a nurse unit manager you can talk to.
- Tell staff if you live alone, if stairs are a problem, or if you are the main carer for someone else.
- If you are the carer, introduce yourself to the team and ask to be included in planning, with the patient's permission.

## Questions to ask before going home

- Do I understand what happened in hospital and what my diagnosis is?
- What should I expect during recovery, and how long might it take?
- Are there any restrictions, such as driving, lifting, bathing or work?
- What symptoms should I watch for, and who do I call if they happen?
- When do I need to see my GP or return to an outpatient clinic?
- Do I need more tests, and who will follow up the results?

## Medicines

Medicine mix-ups are one of the most common problems after discharge.

- Ask for an **updated medicines list** that shows what is new, what has changed and what has stopped.
- Check you have **enough supply** until you can see your GP.
- Ask the hospital pharmacist to explain anything unfamiliar.
- When you get home, remove stopped medicines from the cupboard so they are not taken by mistake.
- If there are lots of medicines, ask your GP whether a **Home Medicines Review** with a pharmacist could help.

## Services and equipment

Before the day of discharge, check whether you need:

- community nursing, for example for wound care or injections
- help with showering, meals, cleaning or shopping
- equipment such as a shower chair, walking aid or toilet frame
- a referral to rehabilitation
- transport home

Older people may be able to get short-term support after a hospital stay. Ask the team whether an aged care assessment or a transition care service could help.

## The discharge summary

The hospital should prepare a **discharge summary** explaining why you were in hospital, what treatment you had and what happens next.

- Ask for your own copy.
- Check that a copy is going to your GP.
- If you have a My Health Record, the summary may also be uploaded there.

## If you are the carer

- **Be honest about what you can manage.** If the plan relies on you for things you cannot safely do, say so before discharge. It is okay to ask for more services.
- **Ask to be shown** how to do new tasks, such as helping with transfers or caring for a wound, before the person goes home.
- **Look after your own supports.** Carer Gateway (1800 422 737) can help with respite and practical support while you adjust.

## The first days at home

- Book a GP appointment within the time recommended in the discharge plan.
- Keep the discharge papers and medicines list together in one place.
- For health advice at any time, you can call **healthdirect on 1800 022 222**.
- If symptoms get worse quickly or someone is seriously unwell, call **000**.

This article is general information, not medical advice. Your hospital team and your GP are the best people to answer questions about your own recovery.
`;

const bodyCarerSelfCare = `When you care for someone, your own needs can slide quietly to the bottom of the list. Many carers say they did not notice how tired or low they had become until something gave way. Looking after yourself is not selfish. It is part of making caring sustainable, for you and for the person you support.

## Caring is real work

Caring can involve physical work, organising appointments and medicines, managing money and paperwork, and a great deal of emotional labour. It often comes on top of a job, children or other family. It makes sense that it can wear you down.

## Notice the warning signs

Check in with yourself every so often. Are you:

- tired most of the time, or not sleeping well?
- more irritable, tearful or flat than usual?
- dropping activities and people you used to enjoy?
- putting off your own health appointments?
- drinking more, or relying on other ways to get through?

If several of these sound familiar, it is a sign to get some support, not a sign that you are failing.

## Small, regular things help

You do not need a complete life overhaul. Small habits add up:

- **Protect your sleep** as much as you can, and ask for help with night-time care if it is wearing you down.
- **Move a little each day.** A short walk outside counts.
- **Eat regular meals,** even simple ones.
- **Keep one thing that is yours:** a hobby, a class, a regular call with a friend.
- **See your own GP.** Tell them you are a carer. Carers have health needs too, and your GP can help with stress, sleep and your own conditions.

## Ask for help, and accept it

People often want to help but do not know how. Keep a list of specific tasks others could do: mowing, picking up prescriptions, cooking a meal, sitting with the person for an afternoon. When someone offers, hand them the list.

## Talk to someone

- **Carer Gateway (1800 422 737)** offers free support for carers, including counselling, coaching, peer support and an online community. You do not need to be receiving a carer payment to use it.
- **Beyond Blue (1300 22 4636)** offers free support for anxiety and depression, any time.
- **Your GP** can talk with you about a mental health treatment plan if you need ongoing support from a psychologist.
- **Condition-specific organisations,** such as Dementia Australia, often run carer support groups where people truly understand.

## Take breaks

Regular breaks help you keep going. Respite can be a few hours, a day or a short stay, and it can be planned or arranged in an emergency. Carer Gateway can help you find options near you.

## If you are a young carer

If you are aged 12 to 25 and help care for a family member, you are a young carer, and there is support for you too. Carer Gateway has services for young carers, **Kids Helpline (1800 55 1800)** is there any time, and **headspace** supports young people aged 12 to 25.

## Plan for the unexpected

Write down what would need to happen if you suddenly could not provide care: medicines, routines, doctors and the people who could step in. Knowing there is a plan can ease a lot of background worry.

## If you are not okay right now

If you are struggling to cope or having thoughts of harming yourself, please reach out now. Call **Lifeline on 13 11 14**, any time of day or night. Aboriginal and Torres Strait Islander people can call **13YARN on 13 92 76**. If you or someone else is in immediate danger, call **000**.

This article is general information. Please talk with your GP about your own health and wellbeing.
`;

// ---------------------------------------------------------------------------
// Content library
// ---------------------------------------------------------------------------

const KIIN_EDITORIAL = 'Kiin editorial team';
const KIIN_REVIEWED_AT = '2026-11-01';

export const seedContent: SeedContentItem[] = [
  // ----- In-house articles: navigating the system --------------------------
  {
    slug: 'preparing-for-a-specialist-appointment',
    title: 'Preparing for a specialist appointment',
    description:
      'A practical checklist for getting the most out of a specialist visit, from referrals and costs to the questions worth asking. Useful whether you are the patient or going along as a carer.',
    type: 'article',
    isPremium: false,
    duration: 7,
    imageUrl: null,
    contentUrl: null,
    body: bodySpecialistAppointment,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'Better Health Channel: Making and managing health and medical appointments',
        url: 'https://www.betterhealth.vic.gov.au/health/ServicesAndSupport/making-and-managing-health-and-medical-appointments',
      },
      {
        title: 'healthdirect: About My Health Record',
        url: 'https://www.healthdirect.gov.au/my-health-record',
      },
      {
        title: 'My Aged Care: Contact us (TIS National interpreting, 131 450)',
        url: 'https://www.myagedcare.gov.au/contact-us',
      },
    ],
    conditions: [],
  },
  {
    slug: 'carer-payment-vs-carer-allowance',
    title: 'Carer Payment or Carer Allowance? What is the difference',
    description:
      'The two main carer payments from Services Australia explained in plain language, including who they are for and how to claim. Check current rates with Services Australia.',
    type: 'article',
    isPremium: false,
    duration: 8,
    imageUrl: null,
    contentUrl: null,
    body: bodyCarerPayments,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'Services Australia: Who can get Carer Payment',
        url: 'https://www.servicesaustralia.gov.au/who-can-get-carer-payment',
      },
      {
        title: 'Services Australia: How to claim Carer Allowance',
        url: 'https://www.servicesaustralia.gov.au/how-to-claim-carer-allowance',
      },
      {
        title: 'Carer Gateway',
        url: 'https://www.carergateway.gov.au/',
      },
    ],
    conditions: [],
  },
  {
    slug: 'my-health-record-for-patients-and-carers',
    title: 'My Health Record: a guide for patients and carers',
    description:
      'What My Health Record holds, how to control who sees it, and how carers can be given access. Includes practical ways to use it before appointments and after a hospital stay.',
    type: 'article',
    isPremium: false,
    duration: 7,
    imageUrl: null,
    contentUrl: null,
    body: bodyMyHealthRecord,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'healthdirect: About My Health Record',
        url: 'https://www.healthdirect.gov.au/my-health-record',
      },
      {
        title: 'My Health Record (Australian Digital Health Agency)',
        url: 'https://www.myhealthrecord.gov.au/',
      },
      {
        title: 'Australian Digital Health Agency: My Health Record',
        url: 'https://www.digitalhealth.gov.au/healthcare-providers/initiatives-and-programs/my-health-record',
      },
    ],
    conditions: [],
  },
  {
    slug: 'gp-chronic-condition-management-plans',
    title: 'GP care plans for long-term conditions: how they work now',
    description:
      'GP Management Plans and Team Care Arrangements were replaced by GP chronic condition management plans in July 2025. Here is what that means for you and your allied health visits.',
    type: 'article',
    isPremium: false,
    duration: 8,
    imageUrl: null,
    contentUrl: null,
    body: bodyCarePlans,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'North Western Melbourne PHN: Chronic conditions management',
        url: 'https://nwmphn.org.au/for-primary-care/primary-care-reform/chronic-conditions-management',
      },
      {
        title: 'Diabetes Victoria: Changes to Medicare chronic condition management',
        url: 'https://www.diabetesvic.org.au/changes-to-medicare-chronic-condition-management/',
      },
      {
        title: 'AIHW: Medicare chronic disease management allied health items',
        url: 'https://www.aihw.gov.au/reports/chronic-disease/medicare-chronic-disease-allied-health-items/contents/about',
      },
    ],
    conditions: ['cardiac-health', 'diabetes', 'respiratory', 'orthopedic', 'chronic-pain'],
  },
  {
    slug: 'asking-for-a-second-opinion',
    title: 'Asking for a second opinion',
    description:
      'It is normal and often wise to get another doctor\u2019s view before a big decision. This guide covers when it helps, how to ask, and what to do if the opinions differ.',
    type: 'article',
    isPremium: true,
    duration: 6,
    imageUrl: null,
    contentUrl: null,
    body: bodySecondOpinion,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'Better Health Channel: Should I get a second opinion?',
        url: 'https://www.betterhealth.vic.gov.au/servicesandsupport/seeing-a-doctor-specialist-or-health-professional/should-i-get-a-second-opinion',
      },
      {
        title: 'Women\u2019s Health Victoria: Asking for a second opinion',
        url: 'https://womenshealth.org.au/advocating-for-yourself/asking-for-a-second-opinion/',
      },
    ],
    conditions: [],
  },
  {
    slug: 'understanding-the-pbs-and-safety-net',
    title: 'Understanding the PBS and the Safety Net',
    description:
      'How the Pharmaceutical Benefits Scheme keeps medicines affordable, and how the Safety Net can make them cheaper or free once your family reaches the yearly threshold.',
    type: 'article',
    isPremium: false,
    duration: 7,
    imageUrl: null,
    contentUrl: null,
    body: bodyPbsSafetyNet,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'PBS: Explanatory notes, the Safety Net scheme',
        url: 'https://www.pbs.gov.au/info/healthpro/explanatory-notes/section1/Section_1_5_Explanatory_Notes',
      },
      {
        title: 'Services Australia: How to reach the threshold sooner as a family',
        url: 'https://www.servicesaustralia.gov.au/how-to-reach-threshold-sooner-family',
      },
      {
        title: 'Pharmaceutical Benefits Scheme',
        url: 'https://www.pbs.gov.au/',
      },
    ],
    conditions: [],
  },
  {
    slug: 'ndis-or-my-aged-care',
    title: 'NDIS or My Aged Care? A guide at a glance',
    description:
      'Which system funds support depends mostly on age and the kind of help needed. A plain-language comparison, including the Support at Home changes from November 2025.',
    type: 'article',
    isPremium: true,
    duration: 8,
    imageUrl: null,
    contentUrl: null,
    body: bodyNdisVsAgedCare,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'National Disability Insurance Scheme',
        url: 'https://www.ndis.gov.au/',
      },
      {
        title: 'My Aged Care: Contact us',
        url: 'https://www.myagedcare.gov.au/contact-us',
      },
      {
        title: 'My Aged Care: Support at Home program',
        url: 'https://www.myagedcare.gov.au/support-home-program',
      },
      {
        title: 'Aged Care Quality and Safety Commission: Advocacy (OPAN 1800 700 600)',
        url: 'https://agedcarequality.govcms.gov.au/consumers/advocacy',
      },
    ],
    conditions: [],
  },
  {
    slug: 'respite-care-through-carer-gateway',
    title: 'Taking a break: respite care through Carer Gateway',
    description:
      'What respite is, how to arrange planned and emergency respite through Carer Gateway, and other places to find a break. Written for carers who feel they cannot step away.',
    type: 'article',
    isPremium: false,
    duration: 7,
    imageUrl: null,
    contentUrl: null,
    body: bodyRespite,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'Carer Gateway',
        url: 'https://www.carergateway.gov.au/',
      },
      {
        title: 'Carer Gateway: Support for rural and remote carers',
        url: 'https://www.carergateway.gov.au/tags/regions',
      },
      {
        title: 'My Aged Care',
        url: 'https://www.myagedcare.gov.au/',
      },
    ],
    conditions: [],
  },
  {
    slug: 'making-a-hospital-discharge-plan',
    title: 'Making a hospital discharge plan',
    description:
      'The questions to ask, the medicines to check and the services to line up before leaving hospital. Includes advice for carers who will be supporting someone at home.',
    type: 'article',
    isPremium: true,
    duration: 7,
    imageUrl: null,
    contentUrl: null,
    body: bodyHospitalDischarge,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'healthdirect: Going home from hospital (discharge planning)',
        url: 'https://www.healthdirect.gov.au/hospital-discharge-planning',
      },
      {
        title: 'healthdirect: About My Health Record',
        url: 'https://www.healthdirect.gov.au/my-health-record',
      },
      {
        title: 'Carer Gateway',
        url: 'https://www.carergateway.gov.au/',
      },
    ],
    conditions: ['cardiac-health', 'respiratory', 'orthopedic'],
  },
  {
    slug: 'looking-after-yourself-as-a-carer',
    title: 'Looking after yourself as a carer',
    description:
      'Caring is real work, and your wellbeing matters too. Gentle, practical ideas for noticing stress early, asking for help and finding support that is just for carers.',
    type: 'article',
    isPremium: false,
    duration: 7,
    imageUrl: null,
    contentUrl: null,
    body: bodyCarerSelfCare,
    reviewedBy: KIIN_EDITORIAL,
    reviewedAt: KIIN_REVIEWED_AT,
    sources: [
      {
        title: 'Carer Gateway',
        url: 'https://www.carergateway.gov.au/',
      },
      {
        title: 'Beyond Blue',
        url: 'https://www.beyondblue.org.au/',
      },
      {
        title: 'Lifeline Australia',
        url: 'https://www.lifeline.org.au/',
      },
      {
        title: 'headspace: Connect with eheadspace',
        url: 'https://www.headspace.org.au/online-and-phone-support/connect-with-us',
      },
    ],
    conditions: ['mental-health'],
  },

  // ----- External articles --------------------------------------------------
  {
    slug: 'healthdirect-about-my-health-record',
    title: 'About My Health Record',
    description:
      'healthdirect\u2019s plain-English guide to what My Health Record stores, who can see it and how to manage your privacy settings.',
    type: 'article',
    isPremium: false,
    duration: 11,
    imageUrl: null,
    contentUrl: 'https://www.healthdirect.gov.au/my-health-record',
    body: null,
    reviewedBy: 'healthdirect Australia',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'healthdirect-going-home-from-hospital',
    title: 'Going home from hospital (discharge planning)',
    description:
      'What to think about before leaving hospital, the questions to ask, and why the discharge summary matters. From healthdirect, the government-funded health information service.',
    type: 'article',
    isPremium: false,
    duration: 7,
    imageUrl: null,
    contentUrl: 'https://www.healthdirect.gov.au/hospital-discharge-planning',
    body: null,
    reviewedBy: 'healthdirect Australia',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'better-health-should-i-get-a-second-opinion',
    title: 'Should I get a second opinion?',
    description:
      'The Victorian Government\u2019s Better Health Channel explains your right to a second opinion and walks you through weighing up your options.',
    type: 'article',
    isPremium: false,
    duration: 6,
    imageUrl: null,
    contentUrl:
      'https://www.betterhealth.vic.gov.au/servicesandsupport/seeing-a-doctor-specialist-or-health-professional/should-i-get-a-second-opinion',
    body: null,
    reviewedBy: 'Better Health Channel (Victorian Department of Health)',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'healthdirect-australian-mental-health-services',
    title: 'Australian mental health services explained',
    description:
      'A map of the mental health system, from crisis lines and state triage services to GPs, psychologists and community services, and how to reach each one.',
    type: 'article',
    isPremium: false,
    duration: 11,
    imageUrl: null,
    contentUrl: 'https://www.healthdirect.gov.au/australian-mental-health-services',
    body: null,
    reviewedBy: 'healthdirect Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
  {
    slug: 'diabetes-victoria-changes-to-chronic-condition-management',
    title: 'Changes to Medicare chronic condition management',
    description:
      'Diabetes Victoria explains the new GP chronic condition management plan and what it means for diabetes care, including access to diabetes educators, dietitians and podiatrists.',
    type: 'article',
    isPremium: false,
    duration: 5,
    imageUrl: null,
    contentUrl: 'https://www.diabetesvic.org.au/changes-to-medicare-chronic-condition-management/',
    body: null,
    reviewedBy: 'Diabetes Victoria',
    reviewedAt: null,
    sources: [],
    conditions: ['diabetes'],
  },
  {
    slug: 'mindspot-understanding-chronic-pain',
    title: 'Understanding chronic pain and your wellbeing',
    description:
      'MindSpot explains how long-term pain affects mood, sleep and daily life, and why learning pain-management skills can help when pain cannot be fully relieved.',
    type: 'article',
    isPremium: false,
    duration: 6,
    imageUrl: null,
    contentUrl: 'https://mindspot.org.au/chronic-pain-info',
    body: null,
    reviewedBy: 'MindSpot (Macquarie University)',
    reviewedAt: null,
    sources: [],
    conditions: ['chronic-pain', 'mental-health'],
  },
  {
    slug: 'palliative-care-australia-im-a-carer',
    title: 'I\u2019m a carer: support when someone is nearing the end of life',
    description:
      'Palliative Care Australia speaks to carers of someone with a life-limiting illness, covering the emotional load, respite and the support carers are entitled to.',
    type: 'article',
    isPremium: false,
    duration: 5,
    imageUrl: null,
    contentUrl: 'https://palliativecare.org.au/im-a-carer',
    body: null,
    reviewedBy: 'Palliative Care Australia',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },

  // ----- Books ----------------------------------------------------------------
  {
    slug: 'the-36-hour-day',
    title: 'The 36-Hour Day by Nancy L. Mace and Peter V. Rabins',
    description:
      'A long-standing, practical guide for families caring for someone with Alzheimer\u2019s disease or another dementia, covering daily care, changed behaviours and looking after yourself.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: 'Johns Hopkins University Press',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'explain-pain',
    title: 'Explain Pain by David Butler and Lorimer Moseley',
    description:
      'An illustrated, readable introduction to modern pain science by two leading Australian-based pain researchers and clinicians. Many people with persistent pain find it changes how they think about their pain.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: 'NOI Group',
    reviewedAt: null,
    sources: [],
    conditions: ['chronic-pain', 'orthopedic'],
  },
  {
    slug: 'the-happiness-trap',
    title: 'The Happiness Trap by Dr Russ Harris',
    description:
      'An Australian GP turned therapist introduces Acceptance and Commitment Therapy (ACT), with practical exercises for living with difficult thoughts, feelings and ongoing pain.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: 'Exisle Publishing',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health', 'chronic-pain'],
  },
  {
    slug: 'my-stroke-of-insight',
    title: 'My Stroke of Insight by Jill Bolte Taylor',
    description:
      'A brain scientist\u2019s first-hand account of having a major stroke and her eight-year recovery. Hopeful reading for stroke survivors and the families supporting their rehabilitation.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'being-mortal',
    title: 'Being Mortal by Atul Gawande',
    description:
      'A surgeon writes about ageing, serious illness and the conversations that matter most at the end of life. A thoughtful companion for families facing hard decisions together.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'bright-spots-and-landmines',
    title: 'Bright Spots & Landmines by Adam Brown',
    description:
      'Practical, encouraging tips on food, exercise, mindset and sleep from a writer who lives with type 1 diabetes. Useful for anyone managing diabetes day to day.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditions: ['diabetes'],
  },
  {
    slug: 'heart-foundation-my-heart-my-life',
    title: 'My heart, my life (Heart Foundation guide)',
    description:
      'The Heart Foundation\u2019s recovery guide for people who have had a heart attack or live with coronary heart disease, with space to track your own plan. Ask your cardiac rehab team or search the Heart Foundation website for a copy.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.heartfoundation.org.au/',
    body: null,
    reviewedBy: 'Heart Foundation',
    reviewedAt: null,
    sources: [],
    conditions: ['cardiac-health'],
  },
  {
    slug: 'reasons-to-stay-alive',
    title: 'Reasons to Stay Alive by Matt Haig',
    description:
      'A short, honest memoir about living through severe depression and anxiety, and slowly finding a way back. Some readers find it a comfort to share with family who want to understand.',
    type: 'book',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: null,
    body: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },

  // ----- Videos -----------------------------------------------------------------
  {
    slug: 'understanding-pain-in-less-than-five-minutes',
    title: 'Understanding pain in less than five minutes, and what to do about it',
    description:
      'A short animated video from the Hunter Integrated Pain Service in Newcastle, NSW, explaining why pain can persist after tissues heal and which approaches help.',
    type: 'video',
    isPremium: false,
    duration: 5,
    imageUrl: null,
    contentUrl: 'https://www.youtube.com/watch?v=4b8oB757DKc',
    body: null,
    reviewedBy: 'Hunter Integrated Pain Service',
    reviewedAt: null,
    sources: [],
    conditions: ['chronic-pain', 'orthopedic'],
  },
  {
    slug: 'tame-the-beast',
    title: 'Tame the Beast: rethinking persistent pain',
    description:
      'A short animation from pain scientist Professor Lorimer Moseley and colleagues about how persistent pain works and how it can change. The website also has resources for family and friends.',
    type: 'video',
    isPremium: false,
    duration: 5,
    imageUrl: null,
    contentUrl: 'https://www.tamethebeast.org/',
    body: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditions: ['chronic-pain'],
  },
  {
    slug: 'how-to-use-a-puffer-with-a-spacer',
    title: 'How to use a puffer with a spacer (adults)',
    description:
      'The National Asthma Council Australia shows, step by step, how to use a metered dose inhaler with a spacer, with and without a mask. Good technique means more medicine reaches the lungs.',
    type: 'video',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl:
      'https://nationalasthma.org.au/living-with-asthma/how-to-videos/how-to-use-a-puffer-with-a-spacer-for-adults',
    body: null,
    reviewedBy: 'National Asthma Council Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['respiratory'],
  },
  {
    slug: 'heart-attack-warning-signs-video',
    title: 'Heart attack: warning signs and what to do',
    description:
      'Heart Research Australia, with Royal North Shore Hospital, explains what a heart attack is, the warning signs and why you should call 000 straight away.',
    type: 'video',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.heartresearch.com.au/heart-attack/',
    body: null,
    reviewedBy: 'Heart Research Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['cardiac-health'],
  },
  {
    slug: 'the-long-goodbye-dementia-documentary',
    title: 'The Long Goodbye',
    description:
      'An Australian documentary, first shown on ABC TV, that follows three families living with dementia over three years, including two carers looking after their partners.',
    type: 'video',
    isPremium: false,
    duration: 55,
    imageUrl: null,
    contentUrl: 'http://thelonggoodbye.com.au/',
    body: null,
    reviewedBy: null,
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },

  // ----- Podcasts -----------------------------------------------------------------
  {
    slug: 'abc-health-report',
    title: 'Health Report (ABC Radio National)',
    description:
      'Dr Norman Swan and guests cut through the latest health and medical news with an Australian focus. Episodes are short and easy to follow.',
    type: 'podcast',
    isPremium: false,
    duration: 30,
    imageUrl: null,
    contentUrl: 'https://www.abc.net.au/radionational/programs/healthreport/',
    body: null,
    reviewedBy: 'ABC',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'abc-all-in-the-mind',
    title: 'All in the Mind (ABC)',
    description:
      'ABC\u2019s long-running podcast about the mind, brain and behaviour, from depression myths to memory and sleep, with leading Australian researchers.',
    type: 'podcast',
    isPremium: false,
    duration: 30,
    imageUrl: null,
    contentUrl: 'https://www.abc.net.au/listen/programs/allinthemind',
    body: null,
    reviewedBy: 'ABC',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health', 'neurological'],
  },
  {
    slug: 'beyond-blue-not-alone-podcast',
    title: 'Not Alone (Beyond Blue podcast)',
    description:
      'Everyday Australians talk openly about their mental health journeys, including grief, suicide loss and getting help, to help listeners with theirs. Search for Not Alone in your podcast app or on the Beyond Blue website.',
    type: 'podcast',
    isPremium: false,
    duration: 35,
    imageUrl: null,
    contentUrl: 'https://www.beyondblue.org.au/',
    body: null,
    reviewedBy: 'Beyond Blue',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
  {
    slug: 'dementia-australia-hold-the-moment',
    title: 'Hold the Moment (Dementia Australia podcast)',
    description:
      'Hosted by journalist Hamish Macdonald and Jim Rogers, who lives with younger onset dementia. Season two focuses on carers, including an episode on navigating the health and aged care systems.',
    type: 'podcast',
    isPremium: false,
    duration: 35,
    imageUrl: null,
    contentUrl: 'https://www.dementia.org.au/',
    body: null,
    reviewedBy: 'Dementia Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'hammondcare-the-dementia-podcast',
    title: 'The Dementia Podcast (HammondCare Dementia Centre)',
    description:
      'Experts and families discuss practical topics in dementia care, such as changed behaviours, pain, music, design and palliative care.',
    type: 'podcast',
    isPremium: false,
    duration: 30,
    imageUrl: null,
    contentUrl: 'https://www.dementiacentre.com/',
    body: null,
    reviewedBy: 'HammondCare Dementia Centre',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },

  // ----- Courses -----------------------------------------------------------------
  {
    slug: 'understanding-dementia-mooc',
    title: 'Understanding Dementia (free online course)',
    description:
      'The University of Tasmania\u2019s Wicking Dementia Centre course covers the brain, the diseases that cause dementia and the person living with it. Free, self-paced and available on demand; the full course takes longer than the time shown, so work through it in short sessions.',
    type: 'course',
    isPremium: false,
    duration: 300,
    imageUrl: null,
    contentUrl: 'https://www.utas.edu.au/wicking',
    body: null,
    reviewedBy: 'Wicking Dementia Research and Education Centre, University of Tasmania',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'this-way-up-coping-with-stress',
    title: 'Coping with Stress (THIS WAY UP)',
    description:
      'A free, self-paced online course in four lessons that teaches practical cognitive behaviour therapy skills for stress, including stress from caring for a family member.',
    type: 'course',
    isPremium: false,
    duration: 120,
    imageUrl: null,
    contentUrl: 'https://thiswayup.org.au/',
    body: null,
    reviewedBy: 'THIS WAY UP (St Vincent\u2019s Hospital Sydney and UNSW)',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
  {
    slug: 'mindspot-pain-course',
    title: 'MindSpot Pain Course',
    description:
      'A free online course from MindSpot, Australia\u2019s national digital mental health clinic, teaching skills to manage chronic pain and its effect on mood over about eight weeks.',
    type: 'course',
    isPremium: false,
    duration: 240,
    imageUrl: null,
    contentUrl: 'https://mindspot.org.au/',
    body: null,
    reviewedBy: 'MindSpot (Macquarie University)',
    reviewedAt: null,
    sources: [],
    conditions: ['chronic-pain', 'mental-health'],
  },
  {
    slug: 'mycompass-black-dog-institute',
    title: 'myCompass (Black Dog Institute)',
    description:
      'A free, self-guided online program for mild to moderate stress, anxiety and depression. Each module has short 10 to 15 minute sessions you can fit around caring.',
    type: 'course',
    isPremium: false,
    duration: 90,
    imageUrl: null,
    contentUrl: 'https://www.blackdoginstitute.org.au/',
    body: null,
    reviewedBy: 'Black Dog Institute',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },

  // ----- Websites -----------------------------------------------------------------
  {
    slug: 'healthdirect',
    title: 'healthdirect',
    description:
      'Free, government-funded health information, a symptom checker and a service finder. You can also call 1800 022 222 to talk to a registered nurse, 24 hours a day.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.healthdirect.gov.au/',
    body: null,
    reviewedBy: 'healthdirect Australia',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'carer-gateway',
    title: 'Carer Gateway',
    description:
      'The Australian Government\u2019s free support service for carers: counselling, coaching, peer support, planned and emergency respite, and practical information. Call 1800 422 737.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.carergateway.gov.au/',
    body: null,
    reviewedBy: 'Australian Government Department of Social Services',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'my-aged-care',
    title: 'My Aged Care',
    description:
      'The starting point for government-funded aged care, including the Support at Home program, respite and aged care homes. Call 1800 200 422 or apply for an assessment online.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.myagedcare.gov.au/',
    body: null,
    reviewedBy: 'Australian Government',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'ndis',
    title: 'National Disability Insurance Scheme (NDIS)',
    description:
      'Information on eligibility, applying and using an NDIS plan for people with a permanent and significant disability who apply before age 65. Call 1800 800 110.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.ndis.gov.au/',
    body: null,
    reviewedBy: 'National Disability Insurance Agency',
    reviewedAt: null,
    sources: [],
    conditions: [],
  },
  {
    slug: 'heart-foundation',
    title: 'Heart Foundation',
    description:
      'Australia\u2019s heart health charity, with information on heart conditions, warning signs of heart attack, cardiac rehabilitation and healthy living.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.heartfoundation.org.au/',
    body: null,
    reviewedBy: 'Heart Foundation',
    reviewedAt: null,
    sources: [],
    conditions: ['cardiac-health'],
  },
  {
    slug: 'stroke-foundation',
    title: 'Stroke Foundation',
    description:
      'Learn the F.A.S.T. signs of stroke (Face, Arms, Speech, Time) and find support for recovery and life after stroke. If you see the signs, call 000 straight away.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://strokefoundation.org.au/',
    body: null,
    reviewedBy: 'Stroke Foundation',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological', 'cardiac-health'],
  },
  {
    slug: 'diabetes-australia',
    title: 'Diabetes Australia',
    description:
      'The national body for people affected by all types of diabetes, with reliable information on living well, managing your health and support programs.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.diabetesaustralia.com.au/',
    body: null,
    reviewedBy: 'Diabetes Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['diabetes'],
  },
  {
    slug: 'ndss',
    title: 'National Diabetes Services Scheme (NDSS)',
    description:
      'Register for subsidised diabetes supplies, find education programs and call the NDSS Helpline on 1800 637 700. Registration is free for Australians diagnosed with diabetes.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.ndss.com.au/',
    body: null,
    reviewedBy: 'Diabetes Australia (for the Australian Government)',
    reviewedAt: null,
    sources: [],
    conditions: ['diabetes'],
  },
  {
    slug: 'asthma-australia',
    title: 'Asthma Australia',
    description:
      'Information and support for people living with asthma and their families, including asthma first aid, action plans and managing triggers.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://asthma.org.au/',
    body: null,
    reviewedBy: 'Asthma Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['respiratory'],
  },
  {
    slug: 'lung-foundation-australia',
    title: 'Lung Foundation Australia',
    description:
      'Information and support for lung conditions such as COPD, bronchiectasis and lung cancer, including peer support groups. Call the information and support line on 1800 654 301.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://lungfoundation.com.au/',
    body: null,
    reviewedBy: 'Lung Foundation Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['respiratory'],
  },
  {
    slug: 'lungs-in-action',
    title: 'Lungs in Action community exercise classes',
    description:
      'Lung Foundation Australia\u2019s community exercise program helps people with chronic lung disease or stable heart failure keep the benefits of pulmonary or cardiac rehab. A referral is needed.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl:
      'https://lungfoundation.com.au/patients-carers/support-services/lung-disease-and-exercise/lungs-in-action/',
    body: null,
    reviewedBy: 'Lung Foundation Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['respiratory', 'cardiac-health'],
  },
  {
    slug: 'dementia-australia',
    title: 'Dementia Australia',
    description:
      'Information, counselling, education and support for people living with dementia, their families and carers. The National Dementia Helpline is free on 1800 100 500, 24 hours a day.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.dementia.org.au/',
    body: null,
    reviewedBy: 'Dementia Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'ms-australia',
    title: 'MS Australia',
    description:
      'The national organisation for people affected by multiple sclerosis, with information about the condition, research and links to support services in each state.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.msaustralia.org.au/',
    body: null,
    reviewedBy: 'MS Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'epilepsy-action-australia',
    title: 'Epilepsy Action Australia',
    description:
      'Information on epilepsy, seizure first aid and seizure management plans, plus education and support for people with epilepsy, families and carers.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.epilepsy.org.au/',
    body: null,
    reviewedBy: 'Epilepsy Action Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['neurological'],
  },
  {
    slug: 'arthritis-australia',
    title: 'Arthritis Australia',
    description:
      'Trusted information on osteoarthritis, rheumatoid arthritis and other forms of arthritis, with tips for managing pain and staying active.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://arthritisaustralia.com.au/',
    body: null,
    reviewedBy: 'Arthritis Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['orthopedic', 'chronic-pain'],
  },
  {
    slug: 'musculoskeletal-australia',
    title: 'Musculoskeletal Australia',
    description:
      'Information and support for people with arthritis, back pain, osteoporosis and other bone, joint and muscle conditions, including a nurse helpline on 1800 263 265.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://msk.org.au/',
    body: null,
    reviewedBy: 'Musculoskeletal Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['orthopedic', 'chronic-pain'],
  },
  {
    slug: 'healthy-bones-australia',
    title: 'Healthy Bones Australia',
    description:
      'The national organisation for bone health and osteoporosis, with information on risk, bone density testing, calcium, vitamin D and exercise.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://healthybonesaustralia.org.au/',
    body: null,
    reviewedBy: 'Healthy Bones Australia',
    reviewedAt: null,
    sources: [],
    conditions: ['orthopedic'],
  },
  {
    slug: 'glad-australia',
    title: 'GLA:D Australia (hip and knee osteoarthritis program)',
    description:
      'An evidence-based education and exercise program for hip and knee osteoarthritis, run over about six to eight weeks by trained physiotherapists and exercise physiologists. Find a local clinic on the website.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://gladaustralia.com.au/',
    body: null,
    reviewedBy: 'GLA:D Australia (La Trobe University)',
    reviewedAt: null,
    sources: [],
    conditions: ['orthopedic', 'chronic-pain'],
  },
  {
    slug: 'painaustralia',
    title: 'Painaustralia',
    description:
      'The national peak body working to improve the prevention and management of pain, with consumer information and links to pain services.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.painaustralia.org.au/',
    body: null,
    reviewedBy: 'Painaustralia',
    reviewedAt: null,
    sources: [],
    conditions: ['chronic-pain'],
  },
  {
    slug: 'beyond-blue',
    title: 'Beyond Blue',
    description:
      'Information and free support for anxiety, depression and suicide prevention, including the Beyond Blue Support Service on 1300 22 4636 and online forums.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.beyondblue.org.au/',
    body: null,
    reviewedBy: 'Beyond Blue',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
  {
    slug: 'black-dog-institute',
    title: 'Black Dog Institute',
    description:
      'A medical research institute focused on mood disorders, with fact sheets, self-tests and free digital tools for depression, anxiety and bipolar disorder.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.blackdoginstitute.org.au/',
    body: null,
    reviewedBy: 'Black Dog Institute',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
  {
    slug: 'head-to-health',
    title: 'Head to Health',
    description:
      'The Australian Government\u2019s mental health gateway, being renamed Medicare Mental Health, to help you find free and low-cost support. Phone 1800 595 212 for help finding the right service.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.headtohealth.gov.au/',
    body: null,
    reviewedBy: 'Australian Government Department of Health',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
  {
    slug: 'sane-australia',
    title: 'SANE',
    description:
      'Support for people with complex mental health needs and their families and carers, including moderated online forums and counselling. Call 1800 187 263.',
    type: 'website',
    isPremium: false,
    duration: null,
    imageUrl: null,
    contentUrl: 'https://www.sane.org/',
    body: null,
    reviewedBy: 'SANE',
    reviewedAt: null,
    sources: [],
    conditions: ['mental-health'],
  },
];
