import { stem, stemOf, stems, words } from './words';

/**
 * A small health thesaurus for carers' questions: the everyday words people use (forgetting
 * things, puffed, scripts, a break) and the words the library's reviewed items use (dementia,
 * respiratory, PBS, respite). A question that holds a concept's trigger is also searched for
 * the concept's terms, at a lower weight than its own words. Reviewed like the library: add
 * a concept when members ask in words the library does not use.
 */
interface Concept {
  /** Words (or phrases of words) that mean the question is about it. */
  triggers: string[];
  /** What the library calls it. */
  terms: string[];
}

export interface Expansion {
  term: string;
  weight: number;
}

/**
 * How much an expansion counts beside the question's own words (1): a concept's first term is
 * what the library calls the thing itself (dementia for "forgetting things"); the others are
 * related words (brain, memory) and count for less.
 */
const NAME_WEIGHT = 0.8;
const RELATED_WEIGHT = 0.5;
/**
 * A concept's related words together count at most this much: a concept the thesaurus lists
 * eight related words for (breathing) should not outweigh one with three (the heart).
 */
const RELATED_BUDGET = 2;

/**
 * "I'm 15" in a question: the asker is likely a young carer (the library's young-carer
 * support is for ages 12 to 25), however the question is worded.
 */
function youngCarersOwnAge(): string[] {
  return Array.from({ length: 14 }, (_, i) => 12 + i).flatMap((age) => [`i'm ${age}`, `im ${age}`, `i am ${age}`]);
}

const concepts: Concept[] = [
  {
    triggers: ['dementia', 'alzheimer', 'alzheimers', "alzheimer's", 'memory', 'forget', 'forgets', 'forgetting', 'forgetful', 'confused', 'confusion', 'wandering', 'wanders', 'cognitive', 'same question', 'repeats herself', 'repeats himself', 'what day it is', 'muddled', 'mixed up', 'misplacing', 'losing things', 'forgot', 'disoriented', 'disorientated', 'sundowning', 'lewy body', 'frontotemporal', 'vascular dementia', 'senile', 'senility', 'losing her mind', 'losing his mind'],
    terms: ['dementia', 'alzheimer', 'memory', 'neurological', 'cognitive', 'brain'],
  },
  {
    triggers: ['neurologist', 'neurology', 'neuro', 'stroke', 'parkinson', 'parkinsons', "parkinson's", 'ms', 'multiple sclerosis', 'epilepsy', 'seizure', 'seizures', 'brain', 'motor neurone', 'mnd', 'had a fit', 'having fits', 'fits', 'convulsion', 'convulsions', 'blackouts'],
    terms: ['neurological', 'brain', 'stroke', 'specialist'],
  },
  {
    triggers: ['breathless', 'breathlessness', 'breath', 'breathing', 'puffed', 'lungs', 'lung', 'copd', 'emphysema', 'asthma', 'inhaler', 'puffer', 'wheeze', 'wheezing', 'cough', 'coughing', 'oxygen', 'chest infection', 'ventolin', 'spacer', 'nebuliser', 'spray', 'smoker', 'smoking', 'short of breath', 'preventer', 'reliever', 'symbicort', 'seretide', 'tight chest', 'chest tight', 'phlegm', 'mucus', 'sputum', 'bronchitis', 'pneumonia', 'pulmonary', 'lung rehab', 'pulmonary rehab'],
    terms: ['respiratory', 'lung', 'breathing', 'asthma', 'copd', 'inhaler', 'puffer', 'spacer'],
  },
  {
    triggers: ['heart', 'cardiac', 'cardiologist', 'angina', 'pacemaker', 'bypass', 'blood pressure', 'cholesterol', 'heart attack', 'heart failure', 'chest pain', 'palpitations', 'swollen ankles', 'ankles are swollen', 'weak heart', 'heart is weak', 'af', 'afib', 'atrial fibrillation', 'irregular heartbeat', 'stent', 'stents', 'heart surgery', 'cardiac rehab', 'heart rehab', 'ecg', 'coronary'],
    terms: ['cardiac', 'heart', 'cardiovascular'],
  },
  {
    triggers: ['sugar', 'sugars', 'insulin', 'diabetic', 'glucose', 'hypo', 'hypos', 'type 1', 'type 2', 'diabetes', 'blood sugar', 'carbs', 'test strips', 'strips', 'pen needles', 'needles', 'meter', 'ndss', 'pump', 'cgm', 'libre', 'dexcom', 'sensor', 'sensors', 'hba1c', 'a1c', 'metformin', 'prediabetes', 'pre-diabetes', 'diabetes educator'],
    terms: ['diabetes', 'glucose', 'insulin', 'blood sugar', 'supplies'],
  },
  {
    triggers: ['hip', 'hips', 'knee', 'knees', 'joint', 'joints', 'bone', 'bones', 'fracture', 'broke', 'broken', 'fall', 'falls', 'fell', 'falling', 'arthritis', 'spine', 'replacement', 'osteoporosis', 'mobility', 'walker', 'walking frame', 'physio', 'physiotherapy', 'rehab', 'rehabilitation', 'wrist', 'shoulder', 'osteoarthritis', 'rheumatoid', 'hip replacement', 'knee replacement', 'arthritic', 'gout', 'lupus', 'muscle', 'muscles'],
    terms: ['orthopedic', 'joint', 'mobility', 'falls', 'physiotherapy', 'arthritis', 'recovery'],
  },
  {
    triggers: ['osteoporosis', 'osteopenia', 'brittle', 'thin bones', 'bones are thin', 'bone density', 'bone scan', 'dexa', 'calcium', 'vitamin d'],
    terms: ['osteoporosis', 'bone health', 'bone density', 'calcium', 'vitamin d'],
  },
  {
    triggers: ['pain', 'painful', 'ache', 'aches', 'aching', 'hurts', 'hurting', 'sore', 'chronic', 'back pain', 'migraine', 'fibromyalgia', 'hurt', 'persistent', 'pain science', 'flare', 'flare up', 'sciatica', 'nerve pain', 'neuropathy', 'crps', 'endometriosis', 'headaches', 'migraines', 'agony', 'painkillers', 'opioids', 'panadol', 'pain clinic', 'pain services', 'pain management'],
    terms: ['pain', 'chronic pain', 'understanding pain', 'persistent pain'],
  },
  {
    triggers: ['anxious', 'anxiety', 'worried', 'worry', 'depressed', 'depression', 'stress', 'stressed', 'burnout', 'burnt out', 'burned out', 'overwhelmed', 'not coping', 'cope', 'coping', 'guilt', 'guilty', 'exhausted', 'lonely', 'isolated', 'so alone', 'feel alone', 'resentful', 'cry', 'crying', 'mental health', 'wellbeing', 'me time', 'panic', 'low mood', 'feeling down', 'so down', 'really down', 'flat', 'dark thoughts', 'postnatal', 'perinatal', 'postpartum', 'hopeless', 'teary', 'nervous', 'on edge', 'breakdown', 'struggling', 'drowning', 'running on empty', 'breaking point', 'at the end of my rope'],
    terms: ['mental health', 'wellbeing', 'stress', 'anxiety', 'depression', 'support'],
  },
  {
    triggers: ['schizophrenia', 'bipolar', 'psychosis', 'mental illness', 'psychiatrist', 'psych', 'psychologist', 'counsellor', 'counselling', 'therapy', 'therapist', 'mental health plan', 'ocd', 'eating disorder', 'personality disorder', 'borderline', 'bpd', 'hearing voices', 'suicide', 'suicidal', 'crisis team', 'mental health team', 'mental health services', 'mental health system'],
    terms: ['mental health', 'mental illness', 'mental health services', 'complex mental health', 'psychologist', 'counselling', 'medicare'],
  },
  {
    triggers: ['script', 'scripts', 'prescription', 'prescriptions', 'medicine', 'medicines', 'medication', 'medications', 'meds', 'pharmacy', 'pharmacist', 'chemist', 'pills', 'tablets', 'pbs', 'safety net', 'webster', 'dose', 'doses', 'repeat script', 'blister pack', 'dosette', 'pill box', 'over the counter', 'dispensed'],
    terms: ['pbs', 'medicines', 'medication', 'pharmaceutical', 'prescription', 'pharmacist'],
  },
  {
    triggers: ['money', 'pay', 'paid', 'payment', 'payments', 'allowance', 'centrelink', 'pension', 'financial', 'finances', 'income', "we're broke", "i'm broke", 'savings', 'services australia', 'supplement', 'entitled', 'entitlements', 'benefits', 'welfare'],
    terms: ['financial', 'carer payment', 'carer allowance', 'centrelink', 'income', 'services australia'],
  },
  {
    // What something costs is not income support: a cheaper psychologist is not Carer Payment.
    triggers: ['afford', 'cost', 'costs', 'cheap', 'cheaper', 'discount', 'expensive', 'fortune', 'bills', 'funding', 'subsidy', 'subsidised', 'rebate', 'gap', 'bulk bill', 'bulk billed', 'out of pocket', 'low cost', 'pay less'],
    terms: ['cost', 'free', 'low-cost', 'subsidised', 'rebate', 'funding'],
  },
  {
    triggers: ['respite', 'break', 'a rest', 'holiday', 'time off', 'time out', 'day off', 'days off', 'relief', 'day centre', 'day program', 'sitter', 'someone to watch', 'someone to mind', 'mind him', 'mind her', 'minding', 'cover for me', 'stay with him', 'stay with her', 'emergency respite', 'too sick to', "if i'm sick", 'if i get sick', 'if something happens to me', 'someone else help', 'someone else look after', 'short stay', 'overnight stay', 'sit with', 'babysit', 'babysitter', 'a breather', 'recharge', 'get away', 'week away', 'weekend away', 'night off', 'carer break'],
    terms: ['respite', 'break', 'carer gateway'],
  },
  {
    triggers: ['aged care', 'nursing home', 'the home', 'residential', 'home care', 'home care package', 'my aged care', 'acat', 'acas', 'assessment', 'elderly', 'older', 'ageing', 'aging', 'retirement village', 'shower', 'showering', 'housework', 'cleaning', 'help at home', 'help coming in', 'in-home', 'on her own', 'on his own', 'frail', 'frailer', 'support at home', 'hcp', 'chsp', 'commonwealth home support', 'meals on wheels', 'personal care', 'care home', 'aged care home', 'into a home', 'in a home', 'into care'],
    terms: ['aged care', 'my aged care', 'residential', 'home care', 'assessment', 'older'],
  },
  {
    // Growing old as part of life, not the services for it.
    triggers: ['growing old', 'getting old', 'getting older', 'old age', 'ageing well', 'ageing', 'aging'],
    terms: ['ageing', 'older', 'age'],
  },
  {
    triggers: ['ndis', 'disability', 'disabled', 'wheelchair', 'autism', 'autistic', 'intellectual disability', 'plan manager', 'support coordinator', 'support worker', 'support workers', 'down syndrome', 'spinal injury', 'quadriplegic', 'paraplegic', 'blind', 'deaf', 'participant', 'local area coordinator', 'which scheme', 'which system', 'under 65', 'over 65', 'turning 65', 'turns 65'],
    terms: ['ndis', 'disability'],
  },
  {
    triggers: ['hospital', 'discharge', 'discharged', 'admitted', 'ward', 'emergency department', 'coming home', 'sent home', 'sent him home', 'sent her home', 'send him home', 'send her home', 'sent dad home', 'sent mum home', 'after surgery', 'operation', 'going home', 'let out', 'letting him out', 'letting her out', 'released', 'hospital stay', 'in hospital'],
    terms: ['hospital', 'discharge', 'recovery'],
  },
  {
    // Not "the GP said" or "the doctor reckons": a doctor is named in most questions; seeing one is the subject only when asked about.
    triggers: ['appointment', 'appointments', 'appt', 'specialist', 'specialists', 'see the gp', 'see a doctor', 'see the doctor', 'neurologist', 'cardiologist', 'oncologist', 'questions to ask', 'what to ask', 'ask the', 'ask her', 'ask his', 'consult', 'referral', 'geriatrician', 'rheumatologist', 'urologist', 'endocrinologist', 'gastroenterologist', 'dermatologist', 'paediatrician', 'neurosurgeon', 'physician', 'what to bring', 'what should i bring', 'make the most of', 'make it count', 'take notes', 'first visit'],
    terms: ['appointment', 'questions', 'gp', 'specialist', 'doctor'],
  },
  {
    triggers: ['school', 'teen', 'teenager', 'teenage', 'student', 'young carer', 'young carers', 'my kids', 'my children', 'uni', 'university', 'kids like me', 'young people', ...youngCarersOwnAge()],
    terms: ['young carers', 'young', 'school', 'kids helpline', 'headspace'],
  },
  {
    triggers: ['palliative', 'dying', 'end of life', 'terminal', 'terminally ill', 'hospice', 'last months', 'last weeks', 'frail', 'frailer', 'what she wants', 'what he wants', 'time left', 'comfort care', 'going downhill', 'deteriorating', 'not long left', 'weeks to live', 'months to live', 'life-limiting', 'die at home', 'dying at home', 'wants to die at home', 'want to die at home'],
    terms: ['palliative', 'end of life', 'life-limiting', 'nearing the end'],
  },
  {
    triggers: ['grief', 'grieving', 'bereavement', 'bereaved', 'passed away', 'died', 'death', 'funeral', 'lost my', 'lost someone', 'loss', 'widow', 'widowed', 'widower'],
    terms: ['grief', 'bereavement', 'loss'],
  },
  {
    // Someone in danger now: a crisis line first.
    triggers: ['suicide', 'suicidal', 'end her life', 'end his life', 'end my life', 'take her own life', 'take his own life', 'kill herself', 'kill himself', 'kill myself', 'want to die', 'wants to die', 'crisis'],
    terms: ['crisis', 'lifeline', 'suicide', 'emergency', 'mental health'],
  },
  {
    // Hearing from someone who has lived it: memoirs, first-hand accounts, people's stories.
    triggers: ['stories', 'story', 'been through it', "who've been through", 'real people', 'first-hand', 'first hand', 'lived experience', 'from the inside', 'someone who has it', 'someone who actually', 'lives with it'],
    terms: ['stories', 'first-hand', 'journeys', 'memoir', 'lives with', 'honest'],
  },
  {
    triggers: ['care plan', 'gp plan', 'management plan', 'chronic disease plan', 'team care', 'epc', 'allied health', 'enhanced primary care', 'dietitian', 'dietician', 'podiatrist', 'podiatry', 'exercise physiologist', 'occupational therapist', 'speech pathologist'],
    terms: ['chronic condition management plan', 'allied health', 'gp'],
  },
  {
    triggers: ['power of attorney', 'guardianship', 'guardian', 'a will', 'my will', 'her will', 'his will', 'legal', 'lawyer', 'advance care', 'directive', 'wishes', 'decisions for', 'decide for', 'living will', 'enduring', 'epoa', 'decision maker', 'dnr', 'not for resuscitation', 'resuscitation'],
    terms: ['advance care planning', 'advance care directive', 'legal', 'power of attorney', 'guardianship'],
  },
  {
    triggers: ['job', 'jobs', 'employer', 'boss', 'career', 'full time', 'part time', 'at work', 'to work', 'back to work', 'my work', 'stop working', 'still working', 'keep working', 'carer leave', 'annual leave', 'flexible work'],
    terms: ['work', 'employment', 'carer leave', 'employer'],
  },
  {
    triggers: ['sleep', 'sleeping', 'insomnia', 'awake', 'up all night', 'nights', 'tired', 'exhausted', 'fatigue'],
    terms: ['sleep', 'fatigue', 'rest'],
  },
  {
    triggers: ['eat', 'eating', 'food', 'diet', 'meals', 'appetite', 'weight', 'swallowing', 'nutrition', 'cooking'],
    terms: ['nutrition', 'diet', 'eating', 'meals'],
  },
  {
    triggers: ['exercise', 'active', 'walking', 'moving', 'fitness', 'strength', 'balance', 'gym', 'exercise class', 'exercise classes', 'exercise program', 'keep fit'],
    terms: ['exercise', 'physical activity', 'movement', 'strength'],
  },
  {
    triggers: ['second opinion', 'another opinion', 'another view', "another specialist's", 'another doctor', 'another specialist', 'someone else look', 'not convinced', 'not sure about', 'get it checked'],
    terms: ['second opinion', 'opinion', 'specialist'],
  },
  {
    triggers: ['surgeon', 'surgery', 'operate', 'operation', 'op', 'procedure'],
    terms: ['surgery', 'operation', 'hospital'],
  },
  {
    triggers: ['ambulance', 'triple zero', '000', 'emergency', 'warning signs', 'signs of', 'what to do if', 'call an ambulance', 'drive him to hospital', 'drive her to hospital'],
    terms: ['warning signs', 'emergency', 'ambulance', 'triple zero'],
  },
  {
    triggers: ['nurse', 'after hours', 'overnight', 'late at night', 'can it wait', 'wait till morning', 'closed', 'shut', 'weekend', 'middle of the night', 'symptom checker', 'is it serious', 'go to emergency', 'go to ed'],
    terms: ['nurse', 'healthdirect', 'advice', '24 hours'],
  },
  {
    triggers: ['ring', 'call', 'phone', 'helpline', 'hotline', 'number', 'phone line'],
    terms: ['helpline', 'call', 'phone', 'line'],
  },
  {
    triggers: ['talk to someone', 'speak to someone', 'someone to talk to', 'who can i talk to', 'vent', 'counsellor', 'counselling'],
    terms: ['counselling', 'support', 'helpline'],
  },
  {
    triggers: ['support group', 'peer support', 'others who', 'other people', 'people like us', 'families like us', 'others like', 'talk to others', 'not alone', 'community', 'forum', 'meet', 'same boat', 'online community', 'forums', 'chat with', 'meet others'],
    terms: ['support group', 'peer', 'families', 'community', 'not alone', 'connect'],
  },
  {
    triggers: ['talk about', 'talk with', 'talk to him', 'talk to her', 'talk to them', 'talking about', 'conversation', 'conversations', 'discuss', 'bring it up', 'raise it', 'how do i tell', 'how to tell', 'chats'],
    terms: ['conversations', 'talk', 'discuss', 'decisions'],
  },
  {
    triggers: ['news', 'research', 'latest', 'evidence', 'hype', 'studies'],
    terms: ['news', 'research', 'evidence', 'report'],
  },
  {
    triggers: ['health record', 'medical records', 'records online', 'results online', 'test results', 'mygov', 'online record', 'history online', 'nominated representative', 'authorised representative', 'discharge summary', 'my records'],
    terms: ['my health record', 'record', 'mygov'],
  },
  {
    triggers: ['concession', 'concession card', 'health care card', 'healthcare card', 'pension card', 'pensioner', 'pensioners'],
    terms: ['concession', 'concession card', 'health care card'],
  },
  {
    // Changed behaviours in dementia: the library's words for what carers describe.
    triggers: ['agitated', 'agitation', 'aggressive', 'aggression', 'lashing out', 'accusing', 'paranoid', 'hallucinations', 'hallucinating', 'restless', 'pacing', 'behaviour', 'behaviours', 'behavior'],
    terms: ['changed behaviours', 'behaviour', 'dementia'],
  },
  {
    triggers: ['lobby', 'lobbying', 'push for', 'pushes for', 'pushing for', 'campaign', 'peak body', 'have a say', 'better services'],
    terms: ['peak body', 'national', 'improve', 'advocacy'],
  },
  {
    triggers: ['appeal', 'challenge', 'knocked back', 'rejected', 'refused', 'turned down', 'got it wrong', 'disagree', 'unfair', 'complain', 'complaint'],
    terms: ['review', 'disagree', 'decision', 'advocacy'],
  },
  {
    triggers: ['myself', 'support for me', 'help for me', 'anything for me', 'something for me', 'me time', 'self care', 'self-care', 'people like me', 'my own health', 'my own wellbeing', 'look after me'],
    terms: ['wellbeing', 'looking after yourself', 'carer', 'support'],
  },
  {
    triggers: ['carer', 'carers', 'caring', 'looking after', 'look after', 'looks after', 'care for', 'caregiver', 'caregiving'],
    terms: ['carer', 'caring', 'carer gateway', 'support'],
  },
];

interface Trigger {
  words: string[];
  /** A one-word trigger's stem: any form of the word meets it. */
  stem: string | null;
}

/** Each concept's triggers as word sequences (matched on word boundaries) and, for one word, its stem. */
const compiled = concepts.map((concept) => ({
  concept,
  triggers: concept.triggers.map((t): Trigger => ({ words: words(t), stem: words(t).length === 1 ? stem(words(t)[0]) : null })),
}));

/** Where a trigger was said: from word `at` to before word `end`. */
interface Span {
  at: number;
  end: number;
}

/** For each concept, where the question says one of its triggers. */
function spansOf(question: string): Span[][] {
  const said = words(question);
  const saidStems = said.map(stemOf);
  const saysAt = (trigger: Trigger, i: number) =>
    trigger.words.length === 1 ? said[i] === trigger.words[0] || (trigger.stem !== null && saidStems[i] === trigger.stem) : trigger.words.every((w, j) => said[i + j] === w);
  return compiled.map(({ triggers }) => triggers.flatMap((trigger) => said.flatMap((_, i) => (saysAt(trigger, i) ? [{ at: i, end: i + trigger.words.length }] : []))));
}

/** A concept's terms with their weights: its name, then its related words within their budget. */
function expansionsOf(concept: Concept): Expansion[] {
  const related = Math.min(RELATED_WEIGHT, RELATED_BUDGET / Math.max(1, concept.terms.length - 1));
  return concept.terms.map((term, i) => ({ term, weight: i === 0 ? NAME_WEIGHT : related }));
}

/**
 * The concepts a question is about, as the terms to search for too. A one-word trigger meets
 * any form of the word (forgets, forgetting); a phrase is matched word for word. A word inside
 * a longer trigger of another concept belongs to that concept: "nursing home" is aged care,
 * not a nurse; "chest pain" is the heart, not pain that lasts.
 */
export function conceptsOf(question: string): Expansion[] {
  const spans = spansOf(question);
  const inLonger = (span: Span, concept: number) =>
    spans.some((others, j) => j !== concept && others.some((o) => o.end - o.at > span.end - span.at && o.at <= span.at && span.end <= o.end));
  return compiled.filter((_, i) => spans[i].some((span) => !inLonger(span, i))).flatMap(({ concept }) => expansionsOf(concept));
}

/**
 * The kind of item a question asks for: named ("a podcast", "a book", "a doco") or hinted at
 * ("something to listen to", "anything I could read", "who can I ring"). Items of that type are
 * preferred, more when the question names the kind than when it only hints at it.
 */
const formats: { type: string; named: string[]; hinted: string[] }[] = [
  { type: 'podcast', named: ['podcast', 'podcasts', 'episode', 'episodes', 'audio'], hinted: ['listen', 'listening', 'on the drive', 'in the car', 'radio'] },
  { type: 'video', named: ['video', 'videos', 'clip', 'youtube', 'documentary', 'doco', 'film', 'movie'], hinted: ['watch', 'show them', 'see it', 'tv', 'animation'] },
  { type: 'book', named: ['book', 'books', 'memoir', 'novel', 'paperback', 'kindle', 'booklet'], hinted: ['read', 'reading'] },
  { type: 'course', named: ['course', 'courses', 'module', 'modules'], hinted: ['learn', 'learning', 'study', 'class', 'classes', 'free online', 'online program', 'online programs'] },
  { type: 'website', named: ['website', 'websites', 'organisation', 'organisations', 'charity'], hinted: ['helpline', 'ring', 'phone', 'somewhere', 'who can'] },
];

/** How much more an item of the kind asked for counts: named, or only hinted at. */
const NAMED_FORMAT_BOOST = 2.5;
const HINTED_FORMAT_BOOST = 1.6;

const compiledFormats = formats.map((f) => ({
  type: f.type,
  named: f.named.map((t) => words(t)),
  hinted: f.hinted.map((t) => words(t)),
}));

/**
 * The stems of the words that name a kind of item (podcast, book, doco): the item's type says
 * what it is, so they are not searched for as words too (a podcast that says "podcast" in its
 * summary is no more a podcast than one that does not).
 */
export const formatStems: ReadonlySet<string> = new Set(formats.flatMap((f) => f.named).flatMap((w) => stems(w)));

/** Words for a person: "watch him", "read to her", "listen to me" are about someone, not a format. */
const people = new Set(['him', 'her', 'them', 'me', 'us', 'you', 'mum', 'dad', 'over', 'out']);

/** The item types the question asks for, each with how much more an item of it counts. */
export function formatsOf(question: string): Map<string, number> {
  const said = words(question);
  const aboutSomeone = (after: number) => people.has(said[after]) || (said[after] === 'to' && people.has(said[after + 1]));
  const holds = (trigger: string[]) => said.some((_, i) => trigger.every((w, j) => said[i + j] === w) && !aboutSomeone(i + trigger.length));
  const wanted = new Map<string, number>();
  for (const format of compiledFormats) {
    if (format.named.some(holds)) wanted.set(format.type, NAMED_FORMAT_BOOST);
    else if (format.hinted.some(holds)) wanted.set(format.type, HINTED_FORMAT_BOOST);
  }
  return wanted;
}

/** Every word the thesaurus knows (its triggers and terms, and the formats'): a question's misspelling may mean one of them. */
export const thesaurusWords: ReadonlySet<string> = new Set(
  [...concepts.flatMap((c) => [...c.triggers, ...c.terms]), ...formats.flatMap((f) => [...f.named, ...f.hinted])].flatMap((phrase) => words(phrase)),
);
