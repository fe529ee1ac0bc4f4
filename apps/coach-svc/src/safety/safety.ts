import { normaliseForMatching } from '@kiin/contracts';

/**
 * The coach's own checks beside the shared safety check (`SafetyCheck` in service-kit, which
 * finds danger): a request for medical advice, an attempt to change the rules, what is
 * removed before a message leaves Kiin, and what a model's answer may not say. Plain rules,
 * tested with the adversarial set in test/adversarial.json.
 */

const medicine =
  '(medication|medicine|meds|tablets?|pills?|treatment|chemo(therapy)?|insulin|antidepressants?|antibiotics?|panadol|paracetamol|ibuprofen|nurofen|aspirin|morphine|endone|oxycodone|warfarin|metformin|sertraline|donepezil|levodopa|prednisone|statins?|blood thinners?|patch(es)?|injections?|steroids?|vitamins?|supplements?)';
const person = '(i|he|she|we|they|mum|mom|dad|my \\w+)';

const medicalPatterns: RegExp[] = [
  // Doses and amounts.
  /\b(dose|doses|dosage|dosing|overdos)/,
  /\bhow (much|many)\b.{0,40}\b(take|give|have|mg|ml|tablets?|pills?|units?|drops?)\b/,
  /\b\d+(\.\d+)?\s?(mg|mcg|µg|ml|milligrams?|micrograms?|units?)\b/,
  /\b(double|halve|increase|decrease|reduce|up|lower)\s+(my|his|her|the|their)\s+(dose|dosage|meds|medication|medicine|insulin|tablets?|pills?)\b/,
  // Diagnosis.
  /\b(diagnos(e|is|ing)|misdiagnos)/,
  /\b(do|does|did) (i|he|she|we|they|my \w+) have\b/,
  /\bam i (having|getting)\b/,
  /\bwhat('s| is) wrong with (me|him|her|them|my \w+)\b/,
  /\b(is|could) (it|this|that) (be )?(cancer|dementia|alzheimer'?s|a stroke|a heart attack|parkinson'?s|serious|an infection|diabetes|depression)\b/,
  /\bwhat (illness|disease|condition) do\b/,
  /\b(symptoms?)\b.{0,40}\bwhat (is|does) (it|that|this) mean\b/,
  // Starting, stopping or changing treatment.
  new RegExp(`\\bshould ${person} (stop|start|take|keep taking|come off|quit|skip|swap|switch|change|try)\\b`),
  new RegExp(`\\b(stop|stopping|start|starting|come off|coming off|quit|quitting|taper|skip|skipping|swap|switch)\\s+(taking\\s+)?((my|his|her|their|the|our)\\s+)?${medicine}`),
  new RegExp(`\\bcan ${person} (take|give|mix|have)\\b.{0,40}\\b(with|and|instead)\\b`),
  new RegExp(`\\binstead of ((my|his|her|their|the)\\s+)?${medicine}`),
  new RegExp(`\\b(is it safe|is it ok|is it okay)\\b.{0,30}\\b(take|give|mix|stop|skip)\\b`),
];

export function isMedicalAdviceRequest(text: string): boolean {
  const t = normaliseForMatching(text);
  return medicalPatterns.some((p) => p.test(t));
}

const injectionPatterns: RegExp[] = [
  /\b(ignore|disregard|forget|override|bypass|drop)\b.{0,40}\b(instructions?|rules?|guidelines?|prompt|restrictions?|previous|above|safety|system)\b/,
  /\b(you are now|you're now|act as|pretend (to be|you are|you're)|role ?-?play|from now on,? you|developer mode|dev mode|jailbreak|do anything now|system prompt|your (instructions|prompt|rules) (are|say)|reveal your|print your|repeat (the|your) (text|instructions|prompt))\b/,
  /\bdan\b.{0,20}\b(mode|prompt)\b/,
  /\b(new|updated) (instructions|rules)\s*:/,
];

export function isInstructionOverride(text: string): boolean {
  const t = normaliseForMatching(text);
  return injectionPatterns.some((p) => p.test(t));
}

const identifierPatterns: [RegExp, string][] = [
  [/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g, '[email removed]'],
  // Australian and international phone numbers: +61 4xx xxx xxx, (02) 9xxx xxxx, 04xx-xxx-xxx.
  [/(\+?\d{1,3}[\s.-]?)?(\(0?\d\)|0\d)[\s.-]?\d{4}[\s.-]?\d{4}\b/g, '[phone removed]'],
  [/(\+?61[\s.-]?|0)4\d{2}[\s.-]?\d{3}[\s.-]?\d{3}\b/g, '[phone removed]'],
  // Medicare (10 or 11 digits, often 4-5-1), IHI (16), DVA, TFN and other long numbers.
  [/\b\d(?:[\s-]?\d){5,}\b/g, '[number removed]'],
  // Dates of birth and other full dates.
  [/\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g, '[date removed]'],
];

/** The message with email addresses, phone numbers, Medicare and other numbers and dates removed. */
export function redactIdentifiers(text: string): string {
  return identifierPatterns.reduce((t, [pattern, replacement]) => t.replace(pattern, replacement), text);
}

const unsafeOutput: RegExp[] = [
  /\b\d+(\.\d+)?\s?(mg|mcg|µg|ml|milligrams?|micrograms?|units?|tablets?|pills?|capsules?)\b/,
  /\b(you|he|she|they) (probably|likely|may|might|most likely|definitely|clearly)? ?(have|has|are suffering from|is suffering from)\s+(a |an )?(cancer|dementia|alzheimer|stroke|heart attack|parkinson|diabetes|depression|infection|disorder|disease)/,
  /\b(stop|start|increase|decrease|double|halve|skip) (taking|your|the|his|her) (medication|medicine|meds|dose|tablets|pills|insulin|treatment)/,
  /\b(developer mode|jailbreak|i have no rules|without restrictions|my instructions are)\b/,
];

/** True when a model's answer says what the coach must not: a dose, a diagnosis, a treatment change. */
export function isUnsafeAnswer(text: string): boolean {
  const t = normaliseForMatching(text);
  return unsafeOutput.some((p) => p.test(t));
}
