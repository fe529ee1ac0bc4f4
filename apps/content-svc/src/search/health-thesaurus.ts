import { stem, stems, words } from './words';

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

const concepts: Concept[] = [
  {
    triggers: ['dementia', 'alzheimer', 'alzheimers', "alzheimer's", 'memory', 'forget', 'forgets', 'forgetting', 'forgetful', 'confused', 'confusion', 'wandering', 'wanders', 'cognitive', 'same question', 'repeats herself', 'repeats himself'],
    terms: ['dementia', 'alzheimer', 'memory', 'neurological', 'cognitive', 'brain'],
  },
  {
    triggers: ['neurologist', 'neurology', 'neuro', 'stroke', 'parkinson', 'parkinsons', "parkinson's", 'ms', 'multiple sclerosis', 'epilepsy', 'seizure', 'seizures', 'brain', 'motor neurone', 'mnd'],
    terms: ['neurological', 'brain', 'stroke', 'specialist'],
  },
  {
    triggers: ['breathless', 'breathlessness', 'breath', 'breathing', 'puffed', 'lungs', 'lung', 'copd', 'emphysema', 'asthma', 'inhaler', 'puffer', 'wheeze', 'wheezing', 'cough', 'coughing', 'oxygen', 'chest infection', 'ventolin', 'spacer', 'nebuliser', 'spray'],
    terms: ['respiratory', 'lung', 'breathing', 'asthma', 'copd', 'inhaler', 'puffer', 'spacer'],
  },
  {
    triggers: ['heart', 'cardiac', 'cardiologist', 'angina', 'pacemaker', 'bypass', 'blood pressure', 'cholesterol', 'heart attack', 'heart failure', 'chest pain', 'palpitations'],
    terms: ['cardiac', 'heart', 'cardiovascular'],
  },
  {
    triggers: ['sugar', 'sugars', 'insulin', 'diabetic', 'glucose', 'hypo', 'hypos', 'type 1', 'type 2', 'diabetes', 'blood sugar', 'carbs', 'test strips', 'strips', 'pen needles', 'needles', 'meter', 'ndss', 'pump'],
    terms: ['diabetes', 'glucose', 'insulin', 'blood sugar', 'supplies'],
  },
  {
    triggers: ['hip', 'hips', 'knee', 'knees', 'joint', 'joints', 'bone', 'bones', 'fracture', 'broke', 'broken', 'fall', 'falls', 'fell', 'falling', 'arthritis', 'spine', 'replacement', 'osteoporosis', 'mobility', 'walker', 'walking frame', 'physio', 'physiotherapy', 'rehab', 'rehabilitation'],
    terms: ['orthopedic', 'joint', 'mobility', 'falls', 'physiotherapy', 'arthritis', 'recovery'],
  },
  {
    triggers: ['pain', 'painful', 'ache', 'aches', 'aching', 'hurts', 'hurting', 'sore', 'chronic', 'back pain', 'migraine', 'fibromyalgia', 'hurt', 'persistent', 'pain science', 'flare', 'flare up'],
    terms: ['pain', 'chronic pain', 'understanding pain', 'persistent pain'],
  },
  {
    triggers: ['anxious', 'anxiety', 'worried', 'worry', 'depressed', 'depression', 'stress', 'stressed', 'burnout', 'burnt out', 'burned out', 'overwhelmed', 'not coping', 'cope', 'coping', 'guilt', 'guilty', 'exhausted', 'lonely', 'isolated', 'alone', 'resentful', 'cry', 'crying', 'mental health', 'wellbeing', 'myself', 'me time', 'panic', 'low mood', 'down'],
    terms: ['mental health', 'wellbeing', 'stress', 'self-care', 'carer', 'support'],
  },
  {
    triggers: ['schizophrenia', 'bipolar', 'psychosis', 'mental illness', 'psychiatrist', 'psych', 'psychologist', 'counsellor', 'counselling', 'therapy', 'therapist', 'mental health plan', 'ocd', 'eating disorder', 'suicide', 'suicidal'],
    terms: ['mental health', 'mental illness', 'mental health services', 'psychologist', 'counselling', 'medicare'],
  },
  {
    triggers: ['script', 'scripts', 'prescription', 'prescriptions', 'medicine', 'medicines', 'medication', 'medications', 'meds', 'pharmacy', 'pharmacist', 'chemist', 'pills', 'tablets', 'pbs', 'safety net', 'webster', 'dose', 'doses'],
    terms: ['pbs', 'medicines', 'medication', 'pharmaceutical', 'prescription', 'pharmacist'],
  },
  {
    triggers: ['money', 'afford', 'cost', 'costs', 'cheap', 'cheaper', 'discount', 'expensive', 'pay', 'paid', 'payment', 'payments', 'allowance', 'centrelink', 'pension', 'financial', 'finances', 'bills', 'income', 'broke', 'savings', 'funding', 'subsidy', 'subsidised', 'rebate'],
    terms: ['financial', 'carer payment', 'carer allowance', 'centrelink', 'cost', 'funding', 'subsidised', 'free'],
  },
  {
    triggers: ['respite', 'break', 'a rest', 'holiday', 'time off', 'time out', 'day off', 'days off', 'relief', 'day centre', 'day program', 'sitter', 'someone to watch', 'someone to mind', 'mind him', 'mind her', 'minding', 'cover for me', 'stay with him', 'stay with her'],
    terms: ['respite', 'break', 'carer gateway'],
  },
  {
    triggers: ['aged care', 'nursing home', 'the home', 'residential', 'home care', 'home care package', 'my aged care', 'acat', 'acas', 'assessment', 'elderly', 'older', 'ageing', 'aging', 'retirement village', 'shower', 'showering', 'housework', 'cleaning', 'help at home', 'help coming in', 'in-home', 'on her own', 'on his own', 'frail', 'frailer'],
    terms: ['aged care', 'my aged care', 'residential', 'home care', 'assessment', 'older'],
  },
  {
    triggers: ['ndis', 'disability', 'disabled', 'wheelchair', 'autism', 'autistic', 'intellectual disability', 'plan manager', 'support coordinator'],
    terms: ['ndis', 'disability'],
  },
  {
    triggers: ['hospital', 'discharge', 'discharged', 'admitted', 'ward', 'emergency department', 'coming home', 'sent home', 'after surgery', 'operation'],
    terms: ['hospital', 'discharge', 'recovery'],
  },
  {
    triggers: ['appointment', 'appointments', 'specialist', 'specialists', 'gp', 'doctor', 'doctors', 'neurologist', 'cardiologist', 'oncologist', 'questions to ask', 'what to ask', 'ask the', 'ask her', 'ask his', 'consult', 'referral'],
    terms: ['appointment', 'questions', 'gp', 'specialist', 'doctor'],
  },
  {
    triggers: ['school', 'teen', 'teenager', 'teenage', 'student', 'young carer', 'young carers', 'my kids', 'my children', 'uni', 'university'],
    terms: ['young carers', 'young', 'school'],
  },
  {
    triggers: ['palliative', 'dying', 'end of life', 'terminal', 'hospice', 'funeral', 'grief', 'grieving', 'bereavement', 'passed away', 'died', 'death', 'last months', 'last weeks', 'frail', 'frailer', 'what she wants', 'what he wants', 'time left'],
    terms: ['palliative', 'end of life', 'grief', 'bereavement'],
  },
  {
    triggers: ['power of attorney', 'guardianship', 'guardian', 'a will', 'my will', 'her will', 'his will', 'legal', 'lawyer', 'advance care', 'directive', 'wishes', 'decisions for', 'decide for'],
    terms: ['advance care planning', 'legal', 'power of attorney', 'guardianship'],
  },
  {
    triggers: ['work', 'job', 'employer', 'boss', 'leave', 'career', 'working', 'hours', 'flexible'],
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
    triggers: ['exercise', 'active', 'walking', 'moving', 'fitness', 'strength', 'balance', 'gym'],
    terms: ['exercise', 'physical activity', 'movement', 'strength'],
  },
  {
    triggers: ['second opinion', 'another opinion', 'someone else', 'another doctor', 'another specialist', 'not convinced', 'not sure about', 'surgeon', 'surgery', 'operate', 'operation'],
    terms: ['second opinion', 'specialist', 'surgery'],
  },
  {
    triggers: ['ambulance', 'triple zero', '000', 'emergency', 'warning signs', 'signs of', 'what to do if', 'call an ambulance', 'drive him to hospital', 'drive her to hospital'],
    terms: ['warning signs', 'emergency', 'ambulance', 'triple zero'],
  },
  {
    triggers: ['nurse', 'after hours', 'overnight', 'late at night', 'can it wait', 'wait till morning', 'ring', 'call', 'phone', 'helpline', 'hotline', 'closed', 'talk to someone', 'speak to someone'],
    terms: ['nurse', 'helpline', 'phone', 'advice', 'healthdirect', '24 hours'],
  },
  {
    triggers: ['support group', 'peer support', 'others who', 'other people', 'people like us', 'families like us', 'others like', 'talk to others', 'not alone', 'community', 'forum', 'meet'],
    terms: ['support group', 'peer', 'families', 'community', 'not alone', 'connect'],
  },
  {
    triggers: ['talk to', 'talk about', 'talking', 'chat', 'chats', 'conversation', 'conversations', 'discuss', 'bring it up', 'raise it', 'how do i tell', 'how to tell'],
    terms: ['conversations', 'talk', 'discuss', 'decisions'],
  },
  {
    triggers: ['news', 'research', 'latest', 'evidence', 'hype', 'studies', 'science'],
    terms: ['news', 'research', 'evidence', 'report'],
  },
  {
    triggers: ['carer', 'carers', 'caring', 'looking after', 'care for', 'caregiver', 'caregiving'],
    terms: ['carer', 'caring', 'carer gateway', 'support'],
  },
];

/** Each concept's triggers as word sequences (matched on word boundaries) and, for one word, its stem. */
const compiled = concepts.map((concept) => ({
  concept,
  triggers: concept.triggers.map((t) => ({ words: words(t), stem: words(t).length === 1 ? stem(words(t)[0]) : null })),
}));

/** The concepts a question is about, as the terms to search for too. */
export function conceptsOf(question: string): Expansion[] {
  const said = words(question);
  const saidStems = new Set(stems(question));
  const holds = (trigger: { words: string[]; stem: string | null }) =>
    (trigger.stem !== null && saidStems.has(trigger.stem)) || said.some((_, i) => trigger.words.every((w, j) => said[i + j] === w));
  return compiled
    .filter(({ triggers }) => triggers.some(holds))
    .flatMap(({ concept }) => concept.terms.map((term, i) => ({ term, weight: i === 0 ? NAME_WEIGHT : RELATED_WEIGHT })));
}

/**
 * The kind of item a question asks for ("something to listen to", "a book", "a short clip"):
 * items of that type are preferred.
 */
const formats: { type: string; triggers: string[] }[] = [
  { type: 'podcast', triggers: ['podcast', 'podcasts', 'listen', 'listening', 'audio', 'on the drive', 'in the car', 'episode', 'episodes'] },
  { type: 'video', triggers: ['video', 'videos', 'watch', 'clip', 'youtube', 'documentary', 'doco', 'film', 'movie', 'show them', 'see it'] },
  { type: 'book', triggers: ['book', 'books', 'read', 'reading', 'memoir', 'novel', 'paperback', 'kindle'] },
  { type: 'course', triggers: ['course', 'courses', 'learn', 'learning', 'study', 'class', 'classes', 'module', 'modules', 'free online'] },
  { type: 'website', triggers: ['website', 'websites', 'organisation', 'organisations', 'charity', 'helpline', 'ring', 'phone', 'somewhere', 'who can'] },
];
const compiledFormats = formats.map((f) => ({ type: f.type, triggers: f.triggers.map((t) => ({ words: words(t), stem: words(t).length === 1 ? stem(words(t)[0]) : null })) }));

/** The item types the question asks for, if it names one. */
export function formatsOf(question: string): Set<string> {
  const said = words(question);
  const saidWords = new Set(said);
  const holds = (trigger: { words: string[]; stem: string | null }) =>
    (trigger.words.length === 1 && saidWords.has(trigger.words[0])) || said.some((_, i) => trigger.words.length > 1 && trigger.words.every((w, j) => said[i + j] === w));
  return new Set(compiledFormats.filter(({ triggers }) => triggers.some(holds)).map((f) => f.type));
}
