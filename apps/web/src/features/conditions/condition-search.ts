import type { Condition } from '@kiin/contracts';
import type { ViewMode } from '../../components/content/ContentCollection';

/**
 * Everyday words people search with, by condition name (the catalogue's seven). A condition's
 * name rarely is the word a worried person types: "heart", not "Cardiac Health".
 */
const termsByName: Readonly<Record<string, readonly string[]>> = {
  'cardiac health': [
    'heart', 'cardiovascular', 'heart attack', 'heart failure', 'angina', 'coronary', 'blood pressure',
    'hypertension', 'cholesterol', 'atrial fibrillation', 'arrhythmia', 'palpitations',
  ],
  diabetes: ['blood sugar', 'glucose', 'insulin', 'type 1', 'type 2', 'prediabetes', 'hypo', 'hypoglycaemia', 'hba1c'],
  respiratory: [
    'asthma', 'copd', 'lung', 'breathing', 'breathless', 'emphysema', 'bronchitis', 'bronchiectasis', 'inhaler',
    'puffer', 'oxygen', 'cough', 'pneumonia', 'sleep apnoea',
  ],
  neurological: [
    'dementia', "alzheimer's", 'memory loss', 'stroke', "parkinson's", 'multiple sclerosis', 'epilepsy', 'seizure',
    'motor neurone disease', 'mnd', 'brain injury', 'brain', 'migraine', 'nerves',
  ],
  orthopedic: [
    'orthopaedic', 'bone', 'joint', 'arthritis', 'osteoarthritis', 'osteoporosis', 'back', 'hip', 'knee', 'shoulder',
    'fracture', 'muscle', 'joint replacement', 'falls', 'mobility',
  ],
  'chronic pain': [
    'pain', 'persistent pain', 'back pain', 'fibromyalgia', 'arthritis', 'migraine', 'headache', 'nerve pain',
    'neuropathy', 'endometriosis',
  ],
  'mental health': [
    'anxiety', 'anxious', 'depression', 'depressed', 'stress', 'worry', 'panic', 'ptsd', 'trauma', 'grief', 'burnout',
    'bipolar', 'low mood', 'loneliness', 'suicide', 'self-harm', 'eating disorder', 'schizophrenia', 'wellbeing', 'sleep',
  ],
};

/** Words to offer when a search finds nothing; each finds at least one condition. */
export const suggestedSearches = ['heart', 'dementia', 'asthma', 'anxiety', 'diabetes', 'back pain'] as const;

/** Lower case, apostrophes dropped ("Alzheimer’s" = "alzheimers"), runs of spaces made one. */
function normalise(text: string): string {
  return text
    .toLocaleLowerCase('en-AU')
    .replace(/['‘’`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

type Searchable = Pick<Condition, 'name'> & Partial<Pick<Condition, 'description'>>;

function haystack(condition: Searchable): string[] {
  const terms = termsByName[normalise(condition.name)] ?? [];
  return [condition.name, condition.description ?? '', ...terms].map(normalise);
}

/**
 * Conditions whose name, description or everyday terms contain the query, ignoring case,
 * apostrophes and surrounding spaces, in the order given.
 */
export function filterConditions<T extends Searchable>(conditions: readonly T[], query: string): T[] {
  const needle = normalise(query);
  if (!needle) return [...conditions];
  return conditions.filter((c) => haystack(c).some((text) => text.includes(needle)));
}

/** The content layout named in `?view=`; grid unless the address asks for the list. */
export function viewFromParam(value: string | null): ViewMode {
  return value === 'list' ? 'list' : 'grid';
}
