/**
 * The concepts the crisis rules are written in: sets of lemmas and short lemma phrases, one
 * set per idea ("a person", "a means", "a wish"), never whole sentences. Entries are matched
 * against both the lemmas and the normalised words of a sentence, so "killing" and "kill",
 * "mum" and "mom" meet the same entry. A space inside an entry is a space between tokens.
 */

/** Words people write for a word the rules know: slang, text speak, misspellings. */
export const rewrites: Record<string, string> = {
  // contractions, with and without the apostrophe
  "i'm": 'i am', im: 'i am', iam: 'i am', "i've": 'i have', ive: 'i have', "i'll": 'i will', "i'd": 'i would',
  "can't": 'can not', cant: 'can not', cannot: 'can not', "won't": 'will not', wont: 'will not', "don't": 'do not',
  dont: 'do not', "doesn't": 'does not', doesnt: 'does not', "didn't": 'did not', didnt: 'did not', "isn't": 'is not',
  isnt: 'is not', "wasn't": 'was not', wasnt: 'was not', "wouldn't": 'would not', wouldnt: 'would not',
  "couldn't": 'could not', couldnt: 'could not', "haven't": 'have not', havent: 'have not', "ain't": 'is not',
  "he's": 'he is', hes: 'he is', "she's": 'she is', shes: 'she is', "it's": 'it is', "that's": 'that is',
  thats: 'that is', "nothing's": 'nothing is', "there's": 'there is', theres: 'there is', "they're": 'they are', theyre: 'they are', "they'd": 'they would', "you're": 'you are',
  iwant: 'i want', ihave: 'i have',
  jus: 'just', wat: 'what', anymor: 'anymore', evrything: 'everything', everythin: 'everything', hubby: 'husband',
  wifey: 'wife', tho: 'though', cos: 'because', nite: 'night', luv: 'love', ppl: 'people', sum1: 'someone',
  // text speak
  wanna: 'want to', wana: 'want to', "wan't": 'want', gonna: 'going to', gona: 'going to', gunna: 'going to',
  gna: 'going to', tryna: 'trying to', gotta: 'got to', rn: 'right now', tn: 'tonight', tonite: 'tonight',
  '2nite': 'tonight', tonihgt: 'tonight', toight: 'tonight', tmrw: 'tomorrow', tmr: 'tomorrow', tomoz: 'tomorrow',
  tomorow: 'tomorrow', tommorow: 'tomorrow', tommorrow: 'tomorrow', u: 'you', ur: 'your', pls: 'please',
  plz: 'please', coz: 'because', cuz: 'because', bc: 'because', bout: 'about', thinkin: 'thinking',
  killin: 'killing', feelin: 'feeling', tryin: 'trying', arvo: 'afternoon',
  // slang for suicide and self-harm
  kms: 'kill myself', kys: 'kill yourself', ctb: 'catch the bus', unaliving: 'unalive', unalived: 'unalive', sewerslide: 'suicide', suicide: 'suicide',  od: 'overdose',
  "od'd": 'overdosed', odd: 'odd', oded: 'overdosed', "od'ed": 'overdosed', endit: 'end it',
  // misspellings of the words that matter most
  ded: 'dead', dye: 'die', diee: 'die', dyee: 'die', kil: 'kill', kiled: 'killed', kil1: 'kill', myslef: 'myself', mysefl: 'myself',
  myselfe: 'myself', myselff: 'myself', mysel: 'myself', hisself: 'himself', herselfe: 'herself',
  herselff: 'herself', comit: 'commit', wnat: 'want', wnt: 'want', whant: 'want', lfie: 'life', lief: 'life',
  pils: 'pills', pils_: 'pills', tablits: 'tablets', tabletts: 'tablets', overdoes: 'overdose', overdoze: 'overdose',
  brige: 'bridge', jumpping: 'jumping', rists: 'wrists', disapear: 'disappear', dissapear: 'disappear',
  forevr: 'forever', godbye: 'goodbye', goodby: 'goodbye', evry: 'every', everone: 'everyone', burdon: 'burden',
  beter: 'better', sed: 'said', agin: 'again', tierd: 'tired', realy: 'really', freind: 'friend', frend: 'friend',
  ansering: 'answering', heeps: 'heaps', pasd: 'passed', hav: 'have', thnik: 'think', thinkng: 'thinking',
  botle: 'bottle', strangeld: 'strangled', raped: 'raped', rapped: 'raped',
  alife: 'alive', dy: 'die', aliv: 'alive', wuld: 'would', wud: 'would', shud: 'should', bf: 'boyfriend', gf: 'girlfriend',
  // the final g dropped from the verbs that carry danger: "thinkin", "jumpin", "cuttin"
  ...Object.fromEntries(
    ['think', 'jump', 'go', 'do', 'cutt', 'kill', 'hang', 'try', 'plann', 'feel', 'tak', 'end', 'sav', 'hurt', 'want', 'burn', 'overdos', 'wish', 'hop', 'stockpil', 'giv', 'writ', 'lov', 'liv', 'dy', 'hid']
      .map((stem) => [`${stem}in`, `${stem}ing`]),
  ),
};

/** Phrases rewritten before tokens are read (after normalising): two-word slang and split words. */
export const phraseRewrites: [RegExp, string][] = [
  [/\bsewer ?slide\b/g, 'suicide'],
  [/\bself ?-? ?harm/g, 'selfharm'],
  [/["\u201c\u201d]/g, ' '],
  [/\b(my|him|her|them|your) self\b/g, '$1self'],
  [/\b(mi|me) ?self\b/g, 'myself'],
  [/\b(to|want|wanna) liv\b/g, '$1 live'],
  [/\b(to|2) di\b/g, 'to die'],
  // "took to many", "was deed": a word typed as its neighbour where only the crisis reading fits
  [/\b(took|taken|take|taking|had|swallowed|drank|injected) to (many|much)\b/g, '$1 too $2'],
  [/\b(be|was|were|am|is|being) (deed|ded)\b/g, '$1 dead'],
  [/\bill be\b/g, 'i will be'],
  [/\b(want|wanna|going|need|have|got|like|it|me|how) 2\b/g, '$1 to'],
  [/\bthe hole (bottle|botle|packet|box)\b/g, 'the whole $1'],
  [/\bk\*+ll/g, 'kill'],
  // "better of without me", "jumping of the bridge": "off" typed as "of"
  [/\b(better|best|worse) of (without|with out|if|dead|gone)\b/g, '$1 off $2'],
  [/\b(?:with|wit|wiv|wid) ?(?:out|owt)\b/g, 'without'],
  // "send it off the balcony": to jump, in young people's slang
  [/\bsend(?:ing)? it off\b/g, 'jump off'],
  [/\b(jump\w*|fall\w*|fell|throw\w* myself|drive\w*|drove) of (the|a|that|this)\b/g, '$1 off $2'],
  // "sh" for self-harm, where the sentence says it is an act: "sh again", "sh'd last night"
  [/\bsh(?:'?d|ed|ing)?\b(?= (?:again|tonight|last night|today|deep|so bad|relapse))/g, 'selfharm'],
  [/\bd\*+e\b/g, 'die'],
  [/\bs\*+icide/g, 'suicide'],
];

/**
 * Key words a misspelling is measured against (edit distance), beside the rewrites: only a
 * word the language model does not know is read as one of these (text.ts). On a tie the
 * earlier wins: "liv" is "live", not "life".
 */
export const fuzzyTargets = [
  'suicide', 'suicidal', 'myself', 'himself', 'herself', 'yourself', 'themselves', 'self', 'overdose', 'overdosed',
  'tablets', 'tablet', 'pills', 'pill', 'meds', 'tonight', 'tomorrow', 'disappear', 'strangled', 'goodbye', 'burden',
  'killing', 'kill', 'want', 'die', 'dying', 'dead', 'death', 'live', 'life', 'living', 'alive', 'exist', 'existing',
  'anymore', 'everything', 'everyone', 'nobody', 'without', 'better', 'tired', 'wrists', 'hang', 'hanging', 'jump',
  'bridge', 'cutting', 'dont', 'cant', 'forever',
];

/** Real words a fuzzy match must leave alone. */
export const fuzzyExceptions = new Set([
  'strangle', 'subside', 'subsided', 'succeed', 'seaside', 'suicides', 'mystery', 'overdue', 'overdone',
  'bill', 'skill', 'hill', 'fill', 'will', 'mill', 'till', 'pill', 'kiln', 'kit', 'kin', 'wane', 'went', 'ant',
  'wait', 'want', 'diet', 'died', 'dice', 'dime', 'dine', 'dire', 'dye', 'doe', 'due', 'tie', 'lie', 'pie', 'die',
  'deed', 'dear', 'deal', 'deaf', 'head', 'read', 'lead', 'bead', 'dean', 'lift', 'lime', 'line', 'like', 'wife',
  'life', 'lite', 'live', 'lice', 'tonight', 'burdens', 'herself', 'himself', 'myself', 'goodbye', 'bonight',
  'dead', 'kill', 'dad', 'did', 'bed', 'led', 'red', 'fed', 'wed', 'deb', 'den', 'def', 'ded',
]);

export const reflexive = ['myself', 'yourself', 'himself', 'herself', 'themselves', 'themself', 'ourselves', 'oneself'];

/** People: kin, partners, people cared for, pronouns. "mom" is the tokenizer's form of "mum". */
export const kin = [
  'mom', 'mum', 'mother', 'mam', 'dad', 'father', 'husband', 'wife', 'partner', 'boyfriend', 'girlfriend', 'son',
  'daughter', 'brother', 'sister', 'friend', 'mate', 'bestie', 'grandma', 'grandpa', 'grandmother', 'grandfather',
  'nan', 'nana', 'nanna', 'gran', 'granny', 'grandad', 'granddad', 'gramps', 'pop', 'uncle', 'aunt', 'aunty',
  'auntie', 'cousin', 'nephew', 'niece', 'child', 'kid', 'baby', 'toddler', 'teenager', 'teen', 'client',
  'flatmate', 'housemate', 'roommate', 'coworker', 'colleague', 'neighbour', 'neighbor', 'stepdad', 'stepmum',
  'stepmom', 'stepfather', 'stepmother', 'stepson', 'stepdaughter', 'stepbrother', 'stepsister', 'ex', 'fiance',
  'grandson', 'granddaughter', 'twin', 'infant', 'newborn', 'family', 'parent', 'sibling', 'in-law', 'boss',
  'son-in-law', 'daughter-in-law', 'brother-in-law', 'sister-in-law', 'father-in-law', 'mother-in-law', 'supervisor',
];
export const thirdPerson = ['he', 'she', 'they', 'him', 'her', 'them', 'his', 'their'];

/** Someone young: the child card. */
export const young = [
  'child', 'children', 'kid', 'kids', 'baby', 'babies', 'toddler', 'infant', 'newborn', 'twin', 'twins', 'boy',
  'girl', 'teen', 'teenager', 'teenage', 'son', 'daughter', 'niece', 'nephew', 'grandson', 'granddaughter',
  'grandkid', 'grandkids', 'grandchild', 'grandchildren', 'stepson', 'stepdaughter', 'schoolboy', 'schoolgirl',
  'pregnant', 'unborn', 'student', 'pupil', 'minor', 'yo',
];

/** Someone old, or someone an elder-abuse line may be about. */
export const older = [
  'mom', 'mum', 'mother', 'dad', 'father', 'nan', 'nana', 'nanna', 'gran', 'granny', 'grandma', 'grandpa',
  'grandmother', 'grandfather', 'grandad', 'granddad', 'gramps', 'pop', 'elderly', 'aged', 'old', 'older',
  'dementia', 'alzheimer', "alzheimer's", 'alzheimers', 'resident', 'pensioner', 'pension', 'parents', 'parent',
  'aunt', 'uncle', 'nursing', 'retirement', 'granny', 'oap', 'senior',
];

/** Means of suicide and of harm: medicines, weapons, ligatures, heights, water, gas, traffic. */
export const medicines = [
  'pill', 'pills', 'tablet', 'tablets', 'med', 'meds', 'medication', 'medications', 'medicine', 'medicines', 'drug',
  'drugs', 'script', 'prescription', 'dose', 'panadol', 'paracetamol', 'ibuprofen', 'nurofen', 'aspirin', 'codeine',
  'morphine', 'endone', 'oxycodone', 'oxycontin', 'fentanyl', 'tramadol', 'methadone', 'buprenorphine', 'opioid',
  'opioids', 'valium', 'diazepam', 'xanax', 'alprazolam', 'temazepam', 'benzo', 'benzos', 'seroquel', 'quetiapine',
  'lithium', 'amitriptyline', 'mirtazapine', 'sertraline', 'fluoxetine', 'escitalopram', 'venlafaxine',
  'antidepressant', 'antidepressants', 'insulin', 'warfarin', 'digoxin', 'propranolol', 'metformin', 'stilnox',
  'zolpidem', 'nembutal', 'pentobarbital', 'sleeping', 'painkiller', 'painkillers', 'stash', 'supply', 'lot',
  'heap', 'heaps', 'bleach', 'antifreeze', 'poison', 'weed killer', 'weedkiller', 'rat poison', 'pesticide',
  'drain cleaner', 'patch', 'patches', 'valium', 'box', 'packet', 'bottle', 'everything', 'them all', 'all of these', 'all these', 'all of them',
];

/** Soon: a time that turns a thought into a plan. */
export const soon = [
  'tonight', 'tomorrow', 'today', 'now', 'soon', 'weekend', 'week', 'monday', 'tuesday', 'wednesday', 'thursday',
  'friday', 'saturday', 'sunday', 'midnight', 'morning', 'afternoon', 'arvo', 'later', 'hour', 'after', 'when',
  'once', 'before', 'date', 'payday', 'night', 'tmrw', 'evening', 'this evening',
];

/** Ways and places people end their lives: a ligature, a weapon, gas, a drop, a train, water. */
export const methods = [
  'rope', 'noose', 'cord', 'ligature', 'belt', 'ceiling fan', 'the beam', 'gun', 'shotgun', 'rifle', 'pistol', 'firearm',
  'knife', 'blade', 'blades', 'razor', 'hose', 'the exhaust', 'exhaust pipe', 'engine running', 'charcoal', 'helium', 'weed killer', 'poison',
  'bleach', 'pills', 'tablets', 'meds', 'insulin', 'morphine', 'whole packet', 'whole bottle', 'whole box', 'bridge',
  'cliff', 'cliffs', 'cliff edge', 'lookout', 'the gap', 'roof', 'rooftop', 'balcony', 'ledge', 'top floor', 'storey', 'multi storey', 're:top of (?:the|my|a|this) (?:\\S+ )?(?:building|tower|block|car park|carpark|cliff|bridge|stairwell|unit)', 'car park',
  'carpark', 'overpass', 'tower', 'train', 'express', 'tracks', 'platform', 'rail crossing', 'railway', 'level crossing',
  'truck', 'oncoming', 'into a tree', 'crash the car', 'crash my car', 'the sea', 'the ocean', 'the river', 'river',
  'the dam', 'the water', 'swim out', 'rocks in my pockets', 'boat out', 'past the heads', 'the quarry',
];

/** When: a time or an occasion that turns a thought into a plan. */
export const whenPhrases = [
  ...soon, 'this arvo', 'this afternoon', 'this morning', 'at dawn', 'dawn', 're:[0-9]{1,2} ?(?:am|pm)', 're:[0-9]{1,2}(?:st|nd|rd|th)',
  'next', 'next week', 'next month', 'next time', 'payday', 'end of the month', 'end of the week', 'after christmas', 'after the funeral',
  'birthday', 'anniversary', 'in two weeks', 'in a week', 'right now', 'once the', 'once my', 'once everyone', 'when the',
  'when my', 'when everyone', 'when he', 'when she', 'by then', 'school holidays', 'exams are over',
];

/** Wanting, meaning, planning, being about to. */
export const intent = [
  'want', 'wanna', 'going', 'gonna', 'go', 'will', 'plan', 'planning', 'decide', 'decided', 'ready', 'about',
  'thinking', 'think', 'considering', 'consider', 'tempted', 'urge', 'intend', 'mean', 'might', 'could', 'may',
  'fantasise', 'fantasize', 'fantasising', 'fantasizing', 'swear', 'wish',
];

/** High places people jump from. */
export const heights = [
  'bridge', 'cliff', 'roof', 'rooftop', 'balcony', 'ledge', 'building', 'tower', 'car park', 'carpark', 'overpass',
  'gap', 'lookout', 'top floor', 'westgate', 'storey', 'edge', 'top',
];

/** Parts of the body people hurt themselves on. */
export const bodyParts = [
  'palm', 'palms', 'scalp', 'arm', 'arms', 'wrist', 'wrists', 'leg', 'legs', 'thigh', 'thighs', 'stomach',
  'skin', 'scalp', 'face', 'hand', 'hands', 'head', 'knuckles', 'fingers', 'chest', 'hip', 'hips', 'body', 'vein',
  'veins', 'forearm', 'forearms', 'upper arm', 'upper arms', 'tummy', 'belly', 'ankles', 'ankle', 'neck', 'shoulders', 'back',
];

/** Verbs of violence against a person, in the forms people write them. */
export const violentVerbs = [
  'hit', 'hits', 'hitting', 'punch', 'punched', 'punches', 'punching', 'slap', 'slapped', 'slaps', 'slapping',
  'kick', 'kicked', 'kicks', 'kicking', 'beat', 'beats', 'beating', 'bash', 'bashed', 'bashes', 'bashing', 'choke',
  'choked', 'chokes', 'choking', 'strangle', 'strangled', 'strangles', 'strangling', 'smother', 'smothered',
  'smothering', 'suffocate', 'shove', 'shoved', 'shake', 'shook', 'shaking', 'throw', 'threw', 'grab', 'grabbed',
  'drag', 'dragged', 'pin', 'pinned', 'squeeze', 'squeezed', 'bite', 'bit', 'pinch', 'pinching', 'pinched', 'hurt',
  'hurts', 'hurting', 'harm', 'kill', 'killed', 'killing', 'murder', 'stab', 'stabbed', 'stabbing', 'shoot', 'shot',
  'burn', 'burnt', 'burned', 'scald', 'attacked', 'assault', 'assaulted', 'abuse', 'abused', 'abusing',
  'belt', 'whip', 'smack', 'smacked', 'strike', 'thump', 'headbutt', 'poison', 'poisoning', 'bruise', 'bruised',
  'torture', 'batter', 'push', 'pushed', 'pushes', 'pushing', 'break', 'broke', 'smash',
];

/** Negations, and the words that end their reach. */
export const negators = ['not', 'never', 'no', "n't", 'nobody', 'nothing', 'without', 'neither', 'nor'];
export const negationBreakers = [
  'i', 'he', 'she', 'they', 'we', 'you', 'if', 'whether', 'that', 'but', 'and', 'because', 'so', 'stop', 'help', 'how', 'why', 'when', 'what', 'who',
  'care', 'mind', 'sure', 'know', 'matter', 'wait', 'until', 'think', 'trust', 'believe', 'than', 'since',
  'want', 'deserve', 'anymore', 'longer', 'see', 'able', 'let', 'stand', 'cope', 'handle', 'face', 'get',
];
