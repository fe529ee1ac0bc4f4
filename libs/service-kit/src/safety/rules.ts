import type { CrisisFamily } from '@kiin/contracts';
import { bodyParts, heights as heightWords, intent, kin, medicines, methods, older, reflexive, soon, thirdPerson, violentVerbs, whenPhrases, young } from './lexicon';
import { expand, g, has, mentions, p, w } from './patterns';
import type { Sentence } from './text';

/**
 * The crisis rules. Each is named (the name is the signal reported), says what it catches,
 * and is written over concepts: a person, a wish, a means, a time. A rule sees one sentence
 * and the facts about the whole message (is there a child in it, a loss, palliative care).
 */

export interface MessageFacts {
  sentences: Sentence[];
  /** Every sentence's words and lemmas, for concepts that span sentences. */
  all: string;
  young: boolean;
  older: boolean;
  /** A recent loss (job, partner, death, custody): with means-seeking, the suicide card. */
  loss: boolean;
  /** Palliative care, voluntary assisted dying, advance care planning: expected death. */
  endOfLife: boolean;
  /** A mishap: accidentally, by mistake, a toddler got into something. */
  accident: boolean;
  /** A means of suicide is named somewhere in the message: pills, rope, a gun, a height. */
  means: boolean;
}

export interface Rule {
  name: string;
  families: CrisisFamily[];
  /**
   * How a frame around the message bears on the rule (engine.ts): fiction about someone else
   * silences every rule but 'means' (how much would kill, an overdose taken), which no wrapper
   * hides; 'ideation' is also silenced by a question about helping someone, and by palliative
   * care told of another; 'soft-ideation' by a joke too; 'hyperbole' (anger) by "lol"; 'abuse'
   * by a writer who says they are not afraid and asks how to manage (a meltdown, a behaviour).
   */
  kind?: 'ideation' | 'soft-ideation' | 'means' | 'hyperbole' | 'abuse';
  test(s: Sentence, m: MessageFacts): boolean;
}

// ---- concepts --------------------------------------------------------------------------------

const other = w(kin, thirdPerson, 'someone', 'somebody', 'people', 'person', 'man', 'woman', 'lady', 'guy', 'bloke', 'nurse', 'doctor', 'gp', 'specialist', 'agent', 'manager', 'coach', 'boys', 'girls', 'kids', 'worker', 'staff', 'carer', 'teacher', 'agency');
const refl = w(reflexive);
/** Being gone, in the words people use for it: "not being here", "not existing", "disappearing". */
const gone = w('not being here', 'not being around', 'not being alive', 'not existing', 'being gone', 'dying', 'disappearing', 'vanishing', 'not waking up', 'not being in the picture', 'just not being here', 'just not existing', 'just disappearing', 'not be here', 'not be around');
/** Marks of the year ahead a future is measured by: Christmas, a birthday, next year. */
const yearMarks = w('re:(?:at|for|by|on|in|next|till|until) (?:christmas|easter|new year|the new year|my birthday|her birthday|his birthday|their birthday|summer|winter|spring|autumn|the end of the year|next year|a year|the year|another year|a month|the wedding|graduation)', 'next year', 'next christmas', 'next birthday');
/** Someone cared for, as the object of a verb ("hit him", "pushed mum"), not "mum's hair". */
const cared = `${w('him', 'her', 'the baby', 'my baby', 'our baby', 're:(?:my|our|the) (?:\\S+ )?(?:' + kin.join('|') + ')', kin)}(?! 's)`;
const meds = w(medicines);
const soonWords = w(soon);
const intentWords = w(intent);
const heights = w(heightWords);
const bodyPart = w(bodyParts);
const violent = w(violentVerbs);
const fiction = p(w('character', 'characters', 'protagonist', 'villain', 'novel', 'movie', 'the film', 'a film', 'tv show', 'the show', 'in the game', 'video game', 'screenplay', 'fiction', 'fictional', 'the book', 'the play', 'drama piece'));
const safeTopic = p(w('prevention', 'training', 'course', 'workshop', 'webinar', 'awareness', 'statistic', 'statistics', 'rate', 'rates', 'research', 'study', 'warning sign', 'warning signs', 'risk factor', 'risk factors', 'sign of', 'signs of', 'safe storage', 'safely', 'lock away', 'locked away', 'lockbox', 'resource', 'resources', 'policy', 'volunteer', 'documentary', 'article', 'podcast', 'talk about', 'talk to', 'support someone', 'help someone', 'first aid', 'recognise', 'recognize', 'how to support', 'how to help', 'what to say', 'guidelines', 'spot the signs', 'safety plan', 'campaign'));
const griefPast = p(w('committed suicide', 'died by suicide', 'died of suicide', 'died from suicide', 'death by suicide', 'to suicide', 'after suicide', 'grief', 'grieving', 'bereaved', 'bereavement', 'suicide loss', 'loss to suicide', 'took his own life', 'took her own life', 'took their own life', 'took his life', 'took her life', 'killed himself', 'killed herself', 'killed themselves', 'suicide of', '\'s suicide', 'after the suicide', 'since the suicide', 'his suicide', 'her suicide', 'their suicide', 'funeral', 'anniversary', 'passed away', 'passed', 'lost'));
/** The writer, or someone named, in it now: "feeling suicidal", "thinking about suicide". */
/** "suicide" itself, not the name of a service about it ("a suicide bereavement group"). */
const suicideItself = 're:suicide(?! (?:bereavement|support|prevention|awareness|loss|survivors?|postvention|call back|callback|line|hotline|helpline|group|statistics|rates?))';
const selfSuicidal = p(w('i', 'im', 'am', 'feel', 'feeling', 'thinking', 'think', 'want', 'going to', 'commit', 'is all i'), g(3), w('suicidal', suicideItself));
const firstPersonState = p(w('i', 'me', 'my', 'myself'), g(4), w('want', 'wanna', 'going', 'feel', 'feeling', 'am', 'be', 'been', 'think', 'thinking', 'plan', 'planning', 'wish', 'ready', 'decided', 'can not', 'keep'));

/** Tools and ropes in their everyday use: the kitchen, the garden, camping, a swing. */
const householdUse = p(w('kitchen', 'cooking', 'chef', 'blunt', 'sharpen', 'sharpener', 'knife set', 'camping', 'fishing', 'gardening', 'swing', 'clothesline', 'washing line', 'tie down', 'tug of war', 'dog toy', 'for the dog', 'for my dog', 'trailer', 'tent', 'hunting', 'butcher'));

/** Not violence: one's own body ("hit her head"), choking on food, "broke my heart", a never. */
const notViolence = p(w(
  're:(?:hit|hits|bit|bite|bumped|banged|bumps|bangs|burnt|burned|cut|hurt|hurting|hurts|fell and broke) (?:his|her|their|my) (?:head|tongue|lip|knee|toe|finger|arm|leg|elbow|shin|hand|back|neck|shoulder|wrist|hip|ankle)',
  're:without (?:hurting|harming|hitting|upsetting|hurt)', 'choking on', 'choked on', 'choke on', 'broke me', 'broke my heart', 'hurt my feelings', 'hurts my feelings',
  're:(?:push|pushed|pushing|pushes) (?:me|him|her) to',
  're:(?:never|not|would never|will never|could never) (?:\\S+ )?(?:hurt|hit|harm|kill|shake|touch|smack)',
  're:(?:throw|throwing|threw|throws) (?:them|it) (?:in|out|away|on)',
  'tripped', 'slipped', 'bull', 'cow', 'horse', 'sheep', 'kangaroo', 'snake', 'the dog', 'the cat', 'a bird', 'bird', 'birds', 'possum', 'mouse', 'mice', 'rat', 'rats', 'fox', 'chook', 'chooks', 'rat bait',
));

/** Someone who may abuse an older person: family by role, paid carers, partners; not pronouns. */
const agents = w(kin.filter((k) => !older.includes(k)), 'carer', 'carers', 'worker', 'staff', 'nurse', 'someone', 'boyfriend', 'girlfriend', 'neighbour', 'partner', 'husband', 'wife');

// ---- suicide: explicit -------------------------------------------------------------------------

/** "suicide", "suicidal", "commit suicide", its slang rewritten to it; not grief, not a course. */
const suicideWord: Rule = {
  kind: 'ideation',
  name: 'suicide-word',
  families: ['suicide'],
  test: (s) =>
    has(s, p(w(suicideItself, 'suicidal', 'suicidally', 'suicidality', 'suicide attempt'))) &&
    !mentions(s, fiction) &&
    (!mentions(s, safeTopic) || mentions(s, firstPersonState)) &&
    (!mentions(s, griefPast) || mentions(s, selfSuicidal)),
};

/** Killing oneself, in words or slang: "kill myself", "off myself", "do himself in", "yeet myself". */
const selfKill: Rule = {
  kind: 'ideation',
  name: 'self-kill',
  families: ['suicide'],
  test: (s) =>
    (has(s, p(w('kill', 'killing', 'killed', 'kills', 'murder', 'off', 'top', 'neck', 'hang', 'hanging', 'shoot', 'drown', 'poison', 'suffocate', 'gas', 'yeet', 'delete', 'unalive', 'end', 'finish', 'overdose'), refl)) ||
      has(s, p(w('do', 'doing', 'did'), refl, 'in')) ||
      has(s, p(w('kill', 'killing', 'shoot', 'shooting'), g(3), w('and then', 'then', 'and'), refl)) ||
      has(s, p(w(intent, 'about to', 'gonna', 'going to'), g(2), 'unalive')) ||
      has(s, p(w('do', 'did'), w('it', 'this'), refl))) &&
    !mentions(s, fiction) &&
    (!mentions(s, safeTopic) || mentions(s, firstPersonState)) &&
    !mentions(s, p(w('killed', 'hanged', 'shot'), w('himself', 'herself', 'themselves'), g(3), w('years', 'year', 'months', 'ago', 'when', 'in'))),
};

/** Ending a life: "end my life", "take my own life", "end it all", "end things", "finish my life". */
const endLife: Rule = {
  kind: 'ideation',
  name: 'end-life',
  families: ['suicide'],
  test: (s, m) =>
    (has(s, p(w('end', 'ending', 'ended', 'take', 'taking', 'finish', 'finishing'), w('my', 'his', 'her', 'their', 'your', 'this'), w('own life', 'life'))) ||
      has(s, p(w('telling me', 'tell me', 'told me', 'telling him', 'telling her', 'want me'), 'to', w('end it', 'kill myself', 'kill himself', 'kill herself', 'die', 'jump', 'hurt myself'))) ||
      // "tonight I'm ending it": a time, and the act already under way
      has(s, p(w(soon), g(2), w('i am ending', 'i end', 'i am finishing', 'i finish'), w('it', 'it all', 'things', 'everything', 'my life'))) ||
      has(s, p(w('end', 'ending'), w('it all', 'everything', 'it for good', 'it forever', 'it permanently'))) ||
      (has(s, p(intentWords, g(4), w('end', 'ending'), w('it', 'things', 'this'))) && !mentions(s, p(w('end', 'ending'), w('it', 'things', 'this'), 'with'))) ||
      // "I can't see any way forward. I'm going to finish it this weekend."
      (has(s, p(intentWords, g(2), w('finish it', 'finish things', 'finish this', 'end things', 'get it over with'))) && / (way forward|way out|no point|no hope|hopeless|can not go on|had enough|nothing left|can not do this|can not keep) /.test(m.all))) &&
    !mentions(s, fiction) &&
    !mentions(s, p(w('took', 'ended'), w('his', 'her', 'their'), g(1), 'life')),
};

/** A wish or plan to be dead: "i want to die", "i wish i was dead", "ready to die", "i need to die". */
const wishDeath: Rule = {
  kind: 'ideation',
  name: 'wish-death',
  families: ['suicide'],
  test: (s, m) =>
    (has(s, p(w('want', 'wanna', 'wish', 'wishing', 'hope', 'hoping', 'need', 'ready', 'rather', 'prefer', 'better off', 'pray', 'praying', 'like'), g(3), w('die', 'dead', 'be dead', 'not exist', 'not existing', 'stop existing', 'stop exist', 'disappear forever', 'disappear for good', 'vanish', 'not be alive', 'not be here', 'be gone'))) ||
      has(s, p(w('i', 'me', 'he', 'she', 'they'), g(2), w('will', 'would', 'going to'), g(1), 'be dead')) ||
      has(s, p(w('be', 'am', 'is'), w('better off'), w('dead', 'not existing', 'gone'))) ||
      has(s, p('feel like', w('dying', 'killing myself'))) ||
      has(s, p(w('i am', 'i', 'i will', 'am'), w('going to', 'gonna', 'about to'), w('die', 'be dead', 'unalive'), w('tonight', 'tomorrow', 'today', 'soon', 'now', ',', '.', 'anyway', 'by', 'this', 'next', 'after', 'before', 'when'))) ||
      has(s, p(w('let me', 'help me', 'help him', 'help her', 'help them'), w('die', 'to die', 'go'), w('.', '!', ',', 'now', 'and', 'because', 'so'))) ||
      // "Die. That's what I want.": the wish and its object in sentences of their own
      (/^ (just |to )?(die|dead|be dead|death|not exist) [.!]* $/.test(s.words) && m.sentences.some((x) => / (what i want|all i want|i want (it|that)|what i wish|all i wish for) /.test(x.words))) ||
      // "my decision to die is final", "I've made up my mind to go"
      mentions(s, p(w('decision', 'decided', 'choice', 'chosen', 'mind is made up', 'made up my mind', 'determined', 'resolved'), g(2), w('to die', 'to end it', 'to end my life', 'to go', 'to not be here', 'to kill myself'))) ||
      has(s, p(w('i', 'me'), g(1), w('should die', 'should be dead', 'should kill myself', 'deserve to die', 'ought to die', 'need to die'))) ||
      mentions(s, p(w('welcome', 'welcomed', 'long for', 'longing for', 'look forward to', 'looking forward to'), w('death', 'dying', 'the end', 'my death'))) ||
      has(s, p(w('want', 'wanna', 'need', 'like'), g(1), 'to', w('unalive', 'not exist', 'stop existing', 'cease to exist'))) ||
      has(s, p(w('join', 'be with'), w('him', 'her', 'them', 'dad', 'mum', 'mom'), w('tonight', 'now', 'soon', 'in heaven', 'again', 'there'))) ||
      mentions(s, p(w('be done with'), w('it', 'it all', 'everything', 'life', 'living'))) ||
      mentions(s, p(w('better off', 'rather be', 'happier', 'better'), g(2), w('not existing', 'not exist', 'dead', 'gone'))) ||
      mentions(s, p(w('want', 'wanna', 'wish', 'like', 'need', 'is'), g(3), 'to', g(1), w('not exist', 'not be alive', 'not be here', 'not wake up'))) ||
      mentions(s, p(w('peaceful', 'nice', 'easier', 'better', 'easy', 'good', 'relief', 'bliss'), g(4), 'to', g(1), w('not exist', 'die', 'disappear', 'not be here', 'not wake up', 'be dead', 'be gone', 'end it', 'stop existing'))) ||
      mentions(s, p(w('disappointed', 'sad', 'upset', 'angry', 'unfortunately', 'sadly', 'annoyed'), g(3), w('still alive', 'still here', 'woke up'))) ||
      mentions(s, p(w('want', 'need', 'wanna'), 'out', w('.', 'of everything', 'of life', 'of this life', 'of it all'))) ||
      mentions(s, p(w('out of everything', 'out of life', 'out of this world'))) ||
      has(s, p(w('going to', 'gonna', 'will', 'about to', 'might', 'want to'), w('act on'), w('it', 'them', 'this', 'these thoughts', 'the thoughts', 'my thoughts'))) && / (kill|die|suicide|suicidal|end it|hurt myself|dead) /.test(m.all) ||
      mentions(s, p(w('not', 'no longer', 'never'), w('scared', 'afraid', 'frightened'), w('of dying', 'of death', 'to die'))) ||
      mentions(s, p(w('death', 'dying', 'being dead', 'not existing'), w('sounds', 'seems', 'feels', 'looks'), g(2), w('like a holiday', 'like a relief', 'peaceful', 'nice', 'like rest', 'like bliss', 'appealing', 'tempting', 'like freedom', 'like a break', 'like the answer', 'so good', 'better'))) ||
      mentions(s, p(w('scared', 'afraid', 'tired', 'sick'), w('of living', 'of being alive', 'of waking up'))) ||
      mentions(s, p(w('picture', 'picturing', 'imagine', 'imagining', 'plan', 'planning', 'thinking about'), w('my', 'my own'), w('funeral', 'death', 'grave'))) && !mentions(s, p(w('will', 'estate', 'insurance', 'prepaid', 'pre-paid', 'lawyer', 'solicitor')))) &&
    !(m.endOfLife && !mentions(s, p(w('i', 'me', 'my')))) &&
    !mentions(s, fiction) &&
    !(m.loss && mentions(s, p(w('wish'), w('i had', 'it had been', 'it was'), g(1), w('died', 'die', 'me'), w('instead of', 'instead', 'not him', 'not her')))) &&
    !mentions(s, p(w('dying', 'die'), w('to', 'for', 'of laughing', 'laughing', 'of embarrassment'))),
};

/** Not wanting to live: "i don't want to live anymore", "don't want to be here", "don't wanna be alive". */
const notWantLive: Rule = {
  kind: 'ideation',
  name: 'not-want-live',
  families: ['suicide'],
  test: (s) =>
    mentions(s, p(w('not', 'no longer', 'never', 'no'), w('want', 'wanna', 'wish', 'feel like', 'desire', 'will', 'interest in'), g(1), w('live', 'living', 'be alive', 'be here', 'exist', 'existing', 'wake up', 'be around', 'go on', 'carry on', 'keep going', 'keep living', 'stay alive', 're:continue(?! with| the| this| to| on| at| my| her| his)', 'continuing .', 'do life', 'doing life', 'keep doing life', 'do this life', 'doing this life', 'this life thing', 'life thing', 'stick around', 'wait around', 'hang around', 'stay around', 'be in this world', 'be on this earth'))) ||
    mentions(s, p(w('not', 'never'), w('care'), w('if', 'whether'), w('i', 'he', 'she'), w('die', 'live', 'wake up', 'wake'))) ||
    mentions(s, p('pretending', g(2), w('want to be here', 'want to live', 'want to be alive', 'want to stay'))) ||
    mentions(s, p(w('not', 'do not'), 'deserve', w('to live', 'to be alive', 'food', 'to eat', 'to be here'))),
};

// ---- suicide: indirect ideation ----------------------------------------------------------------

/** Sleep without waking: "hope i don't wake up", "go to sleep and never wake up", "sleep forever". */
const neverWake: Rule = {
  kind: 'soft-ideation',
  name: 'never-wake',
  families: ['suicide'],
  test: (s) =>
    (mentions(s, p(w('hope', 'hoping', 'wish', 'want', 'wanna', 'pray', 'praying', 'sleep', 'enough to', 'would'), g(5), w('not', 'never', 'will not', 'would not'), g(1), w('wake', 'wake up', 'waking'))) ||
      mentions(s, p(w('fall asleep', 'go to sleep', 'asleep', 'sleep', 'drift off'), g(2), w('and not', 'and never'), w('wake', 'wake up', 'come back', 'waking up'))) ||
      mentions(s, p(w('sleep', 'sleeping'), w('forever', 'for good', 'for ever', 'permanently'))) ||
      mentions(s, p(w('sleep'), g(4), w('not', 'never'), g(3), w('come back', 'wake', 'wake up', 'return'))) ||
      mentions(s, p(w('not', 'never'), w('wake up from', 'wake from', 'come back from'))) ||
      mentions(s, p(w('if', 'wish'), w('she', 'he', 'i', 'they'), g(2), w('did not', 'never', 'would not', 'not'), w('wake up', 'wake'))) ||
      mentions(s, p(w('take me'), g(1), w('now', 'away', 'home', 'in my sleep'))) ||
      mentions(s, p(w('pray', 'praying', 'ask', 'asking', 'beg', 'begging'), g(4), w('to take me', 'take me'))) ||
      mentions(s, p(w('wish', 'wishing', 'hope', 'hoping'), g(5), w('crash', 'accident', 'hit by', 'kill me', 'killed', 'take me')))) &&
    !mentions(s, fiction),
};

/** Being a burden, others better off: "everyone would be better off without me", "i'm a burden". */
const burden: Rule = {
  kind: 'soft-ideation',
  name: 'burden',
  families: ['suicide'],
  test: (s) =>
    has(s, p(w('i', 'he', 'she', 'am', 'is', 'be', 'feel', 'feels', 'like', 'only', 'just', 'such'), g(3), w('burden', 'burdon', 'nuisance', 'cost', 'a drain', 'such a drain', 'a weight on', 'a load on', 'a millstone', 'waste of space', 'waste of oxygen', 'waste of air'))) ||
    has(s, p(w('better', 'easier', 'happier', 'right', 'fine', 'good', 'ok', 'okay', 'well', 'relieved', 'lighter', 'freer'), g(3), w('without me', 'without her', 'without him', 'without me in it', 'if i was not', 'if i were not', 'if i was gone', 'if i were gone', 'if i vanished', 'if i disappeared', 'if i was dead', 'not existing', 'off not existing'))) ||
    has(s, p(w('nobody', 'no one', 'noone', 'nobody would'), g(3), w('miss me', 'notice', 'care if i', 'even notice'))) ||
    has(s, p(w('better', 'easier', 'happier', 'lighter'), g(4), w('one less of me', 'one less me', 'less of me', 'with me gone', 'with me out of the way', 'without me around', 're:without (?:a|an|someone|somebody) (?:\\S+ )?like me'))) ||
    has(s, p(w('i am', 'i feel', 'feel'), g(1), w('surplus', 'surplus to requirements', 'not needed anymore', 'no use to anyone', 'useless to everyone', 'in everyone\'s way'))) ||
    mentions(s, p(w('how long'), g(5), w('to find me', 'find me', 'notice i was gone', 'notice i am gone', 'notice i was missing', 'realise i was gone', 'to notice'))) ||
    mentions(s, p(w('anyone', 'anybody', 'nobody', 'no one', 'who', 'they'), w('would', 'will'), g(1), w('care', 'notice', 'miss me', 'mind'), w('if i', 'when i'), g(1), w('was gone', 'were gone', 'died', 'disappeared', 'was not here', 'was dead', 'vanished', 'left', 'was not around'))) ||
    mentions(s, p(w('nobody', 'no one', 'noone'), w('would', 'will'), w('miss him', 'miss her', 'miss them', 'notice'), w('if he', 'if she', 'if they', 'when he', 'when she'), g(1), w('was gone', 'were gone', 'is gone', 'died', 'was dead', 'disappeared', 'was not here'))) ||
    mentions(s, p(w('if i'), g(1), w('was not', 'were not', 'wasn\'t', 'weren\'t', 'was no longer', 'were no longer'), w('here', 'around', 'alive', 'in the picture', '.', 'anymore'))) &&
      !mentions(s, p(w('who would', 'who will', '?', 'backup', 'back up', 'plan', 'hospital', 'holiday', 'away', 'sick'))) ||
    has(s, p(w('tired of', 'sick of', 'hate', 'i am', 'i feel like i am', 'i am just', 'feel like'), w('being a burden', 'being such a burden', 'being a nuisance', 'being a drain'))) &&
      !mentions(s, p(w('worry about', 'worried about', 'how do i', 'reassure', 'when i am older', 'when i get older', 'one day'))) ||
    mentions(s, p(w('taking up space', 'waste of space', 'waste of oxygen', 'waste of air', 'waste of a life'))) ||
    mentions(s, p(w('easier', 'better', 'happier', 'simpler'), g(4), w('if i'), g(1), w('ended it', 'died', 'was dead', 'disappeared', 'was gone', 'did not exist', 'was not here', 'killed myself', 'just went'))) ||
    has(s, p(w('world', 'everyone', 'everybody', 'family'), g(3), w('easier', 'better', 'happier'), g(2), w('without me', 'if i'))) ||
    has(s, p(w('everyone', 'everybody', 'they', 'family', 'kids'), w('would be', 'will be'), w('better off', 'happier'), w('.', '!', ','))) ||
    // "my family would cope better with my life insurance than with me"
    mentions(s, p(w('happier', 'better', 'relieved', 'better off'), g(3), w('at my funeral', 'when i am gone', 'when i die', 'once i am gone', 'once i die'))) ||
    mentions(s, p(w('insurance', 'payout', 'super', 'superannuation'), g(3), w('than with me', 'than me', 'than having me', 'than they would with me'))),
};

/** No reason to go on: "nothing left to live for", "what's the point of going on", "life is pointless". */
const noReason: Rule = {
  kind: 'soft-ideation',
  name: 'no-reason-to-live',
  families: ['suicide'],
  test: (s) =>
    mentions(s, p(w('nothing', 'no reason', 'no point', 'nothing left', 'no purpose', 'nobody', 'no one'), g(2), w('to live for', 'live for', 'to live', 'living', 'in living', 'going on', 'to go on', 'in going on', 'to keep going', 'carrying on', 'to me', 'of me', 'in me', 'for me anymore', 'to stay'))) ||
    mentions(s, p('the point', w('of', 'in'), w('going on', 'living', 'me', 'life', 'anything', 'carrying on', 'being alive', 'staying'))) ||
    mentions(s, p(w('life', 'living', 'everything'), w('is', 'be', 'feels', 'feel', 'seems'), g(1), w('pointless', 'meaningless', 'not worth living', 'not worth it', 'worthless'))) ||
    mentions(s, p(w('tired', 'sick', 'exhausted'), w('of', 'from'), w('being alive', 'living', 'life', 'existing', 'being here'))) ||
    mentions(s, p(w('so over', 'over', 'had enough of', 'enough of', 'fed up with', 'done with'), w('being alive', 'living', 'existing', 'this life', 'life .', 'life ,', 'my life', 'being here', 'this world'))) ||
    mentions(s, p(w('can not', 'could not', 'not'), w('picture', 'imagine', 'see'), g(8), w('want to stay', 'worth staying', 'worth living', 'want to live', 'stay for', 'live for', 'be here for'))) ||
    mentions(s, p(w('done', 'finished'), w('with life', 'with this life', 'with my life', 'with living', 'with everything', 'with this world', 'with it all', 'waiting'))) ||
    mentions(s, p(w('can not', 'could not', 'not able to'), w('go on', 'keep going', 'carry on', 'keep living', 'see a way out', 'see a future'))) &&
      !mentions(s, p(w('go on', 'keep going', 'carry on'), w('like this', 'like that'), w('with no', 'without', 'on no'), w('sleep', 'help', 'respite', 'support', 'a break', 'money', 'food'))) ||
    mentions(s, p(w('not', 'no', 'can not'), w('see', 'seeing'), w('a future', 'any future', 'myself in', 'me in it', 'a way out', 'myself getting to', 'myself getting through', 'myself reaching', 'myself lasting', 'myself making it', 'myself surviving', 're:the point(?: anymore| any more| in anything| in living| in life| in going on| of anything| of living)? (?:\\.|\\?|,)', 'myself being', 'myself here', 'myself alive', 'myself still', 'myself making it'))) ||
    mentions(s, p(w('only', 'her', 'his', 'my', 'the', 'no'), w('way out'))) && !mentions(s, p(w('way out of'), w('the', 'this', 'a'), w('contract', 'lease', 'debt', 'job', 'plan', 'arrangement', 'agreement', 'building', 'car park', 'maze'))) ||
    mentions(s, p(w('except', 'other than', 'but'), w('dying', 'death', 'one', 'suicide', 'ending it'))) && mentions(s, p(w('way out', 'option', 'options', 'choice'))) ||
    mentions(s, p(w('just', 'only'), 'existing')) ||
    // "the river is the answer", "the rope is my way out"
    mentions(s, p(w(heightWords, 'river', 'sea', 'ocean', 'dam', 'rope', 'pills', 'tablets', 'train', 'tracks', 'gun'), g(1), w('is the answer', 'is the only answer', 'is the only way', 'is my way out', 'is the way out', 'is calling me', 'is my answer'))) ||
    mentions(s, p(w('running out of', 'ran out of', 'no', 'out of', 'can not find', 'can not think of', 'not many', 'no more'), w('reasons', 'reason'), w('to stay', 'to live', 'to keep going', 'to be here', 'to go on', 'to carry on', 'to stick around'))) ||
    mentions(s, p(w('only thing', 'only reason', 'only one', 'all that is'), g(1), w('keeping me', 'keeps me', 'that keeps me', 'i am still'), g(1), w('here', 'alive', 'going', 'breathing', 'around'))) ||
    mentions(s, p(w('give', 'giving', 'gave'), 'up', w('for good', 'on life', 'on living', 'on everything', 'forever'))) ||
    mentions(s, p('the point', w('anymore .', 'any more .', 'anymore ?', 'any more ?', 'of anything', 'of it all', 'of trying', 'of me', 'of living', 'in anything', 'in living', 'in trying', 'in me', 'of waking up', 'of waking', 'of getting up', 'of going on', 'in going on', 'in any of it', 'of any of it', 'in waking up', 'of being here', 'of being alive', 'of tomorrow'))) ||
    mentions(s, p(w('i have', 'i', 'i just'), w('given up', 'give up', 'gave up'), w('.', 'on everything', 'on life', 'on living', 'on myself', 'completely'))) ||
    mentions(s, p(w('there is', 'i have', 'i have got', 'got'), 'nothing left', w('.', 'for me', 'in me', 'of me', 'to give', 'to lose'))) ||
    mentions(s, p(w('death', 'dying', 'suicide', 'ending it'), g(3), w('only escape', 'only option', 'only way out', 'only answer', 'only solution', 'only choice', 'only way', 'best option', 'way out', 'escape', 'answer', 'relief'))),
};

/** Wanting it all to end: "i want it all to stop. for good.", "i just want everything to stop". */
const wantItToStop: Rule = {
  kind: 'soft-ideation',
  name: 'want-it-to-stop',
  families: ['suicide'],
  test: (s, m) =>
    !mentions(s, p(w('for a', 'for the', 'for one', 'for an'), w('weekend', 'day', 'while', 'bit', 'minute', 'moment', 'week', 'hour', 'night', 'second'))) &&
    !mentions(s, p(w('i mean', '- the', 'as in the', 'i mean the'))) &&
    (mentions(s, p(w('want', 'wanna', 'wish', 'need'), w('it all', 'everything', 'all of it', 'it', 'this'), 'to', w('stop', 'end', 'be over'))) ||
    mentions(s, p(w('want', 'wanna'), w('it', 'this', 'everything'), 'to', 'be', 'over')) ||
    has(s, p(w('want', 'wanna', 'need'), 'to stop', w('existing', 'being', 'living', 'breathing', 'being alive', 'being me'))) ||
    // "i want to stop. not the caring. everything. me.": what is to stop, said in fragments
    (has(s, p(w('want', 'wanna', 'need'), 'to stop', w('.', 'everything', 'all of it'))) && m.sentences.some((x) => /^ (everything|me|all of it|all of me|existing|living|breathing|just me|myself) [.!]* $/.test(x.words)))),
};

/** Absence as the way out: pictured, welcomed, hoped for ("except by not being here", "if a bus hit me I'd be grateful"). */
const wishedAbsence: Rule = {
  kind: 'soft-ideation',
  name: 'wished-absence',
  families: ['suicide'],
  test: (s) =>
    !mentions(s, fiction) &&
    // absence as the means: "a favour by not being around", "except by not being here"
    (mentions(s, p(w('by', 'except by', 'only by', 'other than by', 'than by'), w(gone))) ||
      // absence dwelt on: "I think about just not coming home", "letting go of the wheel"
      has(s, p(w('think about', 'thinking about', 'thought about', 'think of', 'imagine', 'imagining', 'picture', 'fantasise about', 'fantasize about', 'dream about', 'wish i could', 'tempted to', 'want to'), g(2), w(gone, 'not coming home', 'not coming back', 'not going home', 'never coming back', 'letting go of the wheel', 'let go of the wheel', 'swerving into', 'driving off', 'driving into'))) ||
      // a fatal accident welcomed: "if a bus hit me tomorrow I'd be grateful"
      mentions(s, p(w('if', 'when'), g(3), w('hit me', 'hits me', 'killed me', 'kills me', 'ran me over', 'runs me over', 'took me', 'takes me', 'crashed'), g(5), w('grateful', 'glad', 'relieved', 'happy', 'a relief', 'thankful', 'welcome it', 'not mind', 'would not mind', 'would not care', 'fine with it', 'ok with it', 'okay with it'))) ||
      // hoping not to come through: "I hope I don't survive the operation"
      has(s, p(w('hope', 'hoping', 'wish', 'pray', 'praying'), g(2), w('not', 'never', 'do not', 'will not', 'would not'), w('survive', 'make it through', 'come through', 'pull through', 'wake up from', 'come out of'))) ||
      // death dwelt on: "I think about death constantly", "dying is the only thing that feels peaceful"
      mentions(s, p(w('think about', 'thinking about', 'thoughts of', 'obsessed with', 'fantasise about', 'fantasize about', 'dream about', 'dreaming about'), g(1), w('death', 'dying', 'being dead', 'my death', 'not existing', 'killing myself', 'my own death'), w('constantly', 'all the time', 'every day', 'nonstop', 'non stop', 'always', 'so much', 'every night', 'a lot'))) ||
      // already gone: "I feel like I've already left"; an illness hoped back: "I hope the cancer comes back"
      mentions(s, p(w('feel like', 'feels like', 'as if', 'like'), g(3), 'already', w('gone', 'dead', 'left', 'died', 'a ghost'))) ||
      mentions(s, p(w('hope', 'hoping', 'wish', 'pray', 'praying'), g(3), w('cancer', 'tumour', 'tumor', 'illness', 'disease', 'it'), g(1), w('comes back', 'come back', 'returns', 'gets me', 'takes me', 'spreads', 'kills me'))) ||
      // no future: "there is no future for me", "I can't picture myself next year", "I won't be here at Christmas"
      mentions(s, p(w('no future'), w('for me', 'left', 'ahead', '.', 'anymore'))) ||
      mentions(s, p(w('not', 'can not', 'could not', 'never'), w('picture', 'imagine', 'see'), w('myself', 'me'), g(2), w(yearMarks, 'getting old', 'growing old', 'getting older', 'alive', 'being here', 'still here', 'in the future', 'old'))) ||
      mentions(s, p(w('not', 'do not think', 'doubt'), g(3), w('be here', 'be around', 'be alive', 'make it', 'still be here', 'see'), w(yearMarks)))),
};

/** Going, permanently: "log off permanently", "checking out. permanently.", "goodnight forever". */
const permanentExit: Rule = {
  kind: 'soft-ideation',
  name: 'permanent-exit',
  families: ['suicide'],
  test: (s, m) =>
    mentions(s, p(w('log off', 'logging off', 'log out', 'logout', 'check out', 'checking out', 'exit', 'leave', 'leaving', 'go', 'going', 'goodnight', 'switch off', 'off switch', 'delete', 'disappear', 'disappearing', 'sleep', 'gone', 'catch the bus', 'bus', 'dirt nap', 'become a statistic', 'becoming a statistic', 'dip', 'dipping', 'nap', 'i am out', 'tap out', 'tapping out', 'clock out', 'clocking out', 'vanish'), g(3), w('permanently', 'forever', 'for good', 'for ever', 'the permanent one'))) ||
    mentions(s, p(w('permanent', 'eternal', 'forever', 'the long', 'the final', 'the big'), w('nap', 'logout', 'log out', 'log off', 'sleep', 'rest', 'exit', 'dip', 'vacation', 'holiday'))) && !mentions(s, p(w('permanent'), w('residency', 'resident', 'placement', 'care', 'exit from'))) ||
    mentions(s, p(w('catch the bus', 'catching the bus', 'go catch the bus', 'dirt nap', 'becoming a statistic', 'become a statistic', 'the big sleep', 'big sleep', 'exit this world', 'leave this world', 'off switch on my life', 'six feet under', '6 feet under', 'six foot under', 'worm food', 'long walk off a short pier', 'out of spoons for living', 'delete myself', 'rope is calling'))) ||
    (mentions(s, p(w('permanently', 'forever', 'for good'), '.')) && /\b(checking out|check out|done|log off|stop)\b/.test(m.all)) ||
    (mentions(s, p(w('checking out', 'check out', 'logging off', 'log off', 'signing off'), w('tonight', 'now', 'today', 'soon', ','))) && / (bye|goodbye|for good|forever|done|sorry) /.test(m.all)),
};

/** Leaving soon: "i'm not going to be around much longer", "soon none of this will be my problem". */
const notAroundLong: Rule = {
  kind: 'soft-ideation',
  name: 'not-around-long',
  families: ['suicide'],
  test: (s, m) =>
    mentions(s, p(w('not', 'will not', 'won\'t'), g(4), w('be here', 'be around', 'be alive'), w('much longer', 'for long', 'anymore', 'by', 'next', 'long', 'for', 'anyway', 'to', 'then'))) ||
    mentions(s, p(w('not', 'will not'), g(4), w('still be here', 'still be around', 'still be alive'))) ||
    mentions(s, p('soon', g(4), w('will not', 'not', 'none of this'), g(2), w('have to', 'matter', 'be my problem', 'need'))) ||
    mentions(s, p(w('no one', 'nobody', 'noone', 'you', 'they'), w('needs to', 'will need to', 'will have to', 'has to', 'need to', 'have to'), g(1), w('worry about me', 'look after me', 'deal with me', 'put up with me', 'care for me'), w('after', 'from', 'soon', 'anymore', 'much longer', 'by'))) ||
    mentions(s, p(w('will not', 'won\'t', 'not going to', 'none of it will', 'none of this will', 'nothing will'), w('matter', 'be a problem', 'be my problem', 'be an issue'), w('soon', 'for long', 'much longer', 'anymore', 'after'))) ||
    // "I'm at the lookout. Not sure I'm driving back down."
    mentions(s, p(w('not sure i am', 'not sure i will', 'do not think i will', 'do not think i am', 'i might not', 'i may not', 'not planning on', 'not planning to'), g(1), w('driving back', 'drive back', 'walking back', 'walk back', 'making it back', 'make it back', 'coming back down', 'coming home', 'come home', 'going home'))) && / (lookout|bridge|cliff|cliffs|gap|dam|river|tracks|edge|top|roof|range|beach|sea|ocean|car|pills|rope) /.test(m.all) ||
    mentions(s, p(w('can', 'could'), w('finally', 'just'), 'go', w('.', 'now', 'soon', 'then'))) ||
    mentions(s, p(w('i would', 'would', 'like', 'ready'), g(1), 'to', g(1), 'go', w('now', '.', 'for good'))) ||
    mentions(s, p(w('would rather', 'rather'), w('just', 'simply'), 'go', w('.', 'now', ',', 'for good'))) ||
    mentions(s, p(w('i', 'he', 'she'), g(2), 'ready to', w('go', 'leave', 'give up', 'give it back', 'hand it back', 'let go', 'be gone', 'check out'), w('.', 'now', 'and', ','))) ||
    mentions(s, p(w('so', 'then'), w('i', 'he', 'she'), w('can', 'could'), g(1), 'go', w('.', ','))) ||
    mentions(s, p(w('help', 'helping', 'speed', 'hurry'), w('it', 'things', 'death'), w('along', 'up'))) ||
    mentions(s, p(w('better off', 'be fine', 'be right', 'be ok', 'be okay', 'do better'), 'with', w('his', 'her', 'my', 'the'), g(1), w('insurance', 'life insurance', 'payout', 'super'))) ||
    mentions(s, p(w('insurance', 'payout'), g(6), w('than i', 'than me'), w('ever', 'could', 'would', 'am', 'can', '.'))) ||
    mentions(s, p(w('insurance', 'payout'), g(4), w('help them', 'look after them', 'pay off', 'set them up', 'more than i', 'more than he', 'more than she', 'when i am gone', 'when i die', 'if i die', 'if i died'))) ||
    mentions(s, p(w('it would be', 'would be'), w('so easy', 'easy', 'easier'), 'to', w('just not be here', 'not be here', 'go', 'end it', 'disappear'))) ||
    mentions(s, p('with dad', 'be with', w('dad', 'mum', 'mom', 'him', 'her'), w('again', 'now', '.'))) ||
    mentions(s, p(w('be with'), w('dad', 'mum', 'mom'), w('.', 'now', 'again'))) ||
    // going with the one cared for: "when she goes I'm going too"
    mentions(s, p(w('when', 'once', 'after', 'if'), w('she', 'he', 'they', 'mum', 'mom', 'dad'), w('goes', 'dies', 'is gone', 'passes', 'has gone', 'go', 'die'), g(2), w('i am going too', 'i will go too', 'i go too', 'i am going with', 'i will follow', 'i am done', 'i will be gone', 'i am going as well', 'i am gone', 'i go with'))) ||
    // joining the dead: "you're my late wife ... come and be with you tonight"
    (mentions(s, p(w('be with', 'join'), w('you', 'him', 'her', 'them'), w('tonight', 'now', 'soon', 'again', 'there', 'in heaven', 'forever'))) || mentions(s, p(w('come and see', 'come see', 'come to', 'come and be with', 'get to'), w('you', 'him', 'her', 'them')))) && / (late|passed|died|dead|heaven|grave|ashes) /.test(m.all) ||
    // asking leave to go: "tell me it's ok to go", "say I can stop now"
    mentions(s, p(w('tell me', 'say', 'told me'), g(1), w('it is ok', 'it is okay', 'it is alright', 'it is fine', 'i can', 'i am allowed to', 'i have permission to'), g(1), w('go', 'die', 'let go', 'stop fighting', 'join', 'give up'), w('.', 'now', 'tonight', 'and', ',', 'to'))) ||
    // timing the going so as to spare others: "I'll go after Christmas so I don't ruin it for the kids"
    mentions(s, p(w('i will go', 'i go', 'i will do it', 'i do it', 'i will leave', 'i am going', 'go'), g(4), 'so', g(2), w('do not', 'will not', 'not', 'never'), w('ruin', 'spoil', 'wreck'), w('it', 'christmas', 'their', 'the', 'everyone', 'his', 'her'))),
};

// ---- suicide: plans, means, preparation --------------------------------------------------------

/** A means and a plan or time: "take all my pills tonight", "jump off the bridge", "rope in the garage". */
const meansAndPlan: Rule = {
  kind: 'ideation',
  name: 'means-and-plan',
  families: ['suicide'],
  test: (s, m) =>
    !m.accident &&
    // refusing a medicine is not a plan: "Mum won't take her tablets from me"
    !mentions(s, p(w('will not take', 'refuses to take', 'refused to take', 'refuse to take', 'does not want to take', 'would not take'))) &&
    ((has(s, p(w('take', 'taking', 'swallow', 'swallowing', 'drink', 'drinking', 'use', 'using', 'overdose', 'od', 'down'), g(1), w('all', 'every', 'the whole', 'whole', 'the rest', 'the lot', 'them all', 'all of', 'them', 'enough', 'everything'), g(4))) &&
      (mentions(s, p(meds)) || m.means) &&
      (mentions(s, p(intentWords)) || mentions(s, p(soonWords)))) ||
    has(s, p(intentWords, g(4), w('jump', 'jumping'), w('off', 'from', 'in front', 'into', 'of', '.', soon))) ||
    has(s, p(w('jump', 'jumping', 'step', 'stepping', 'throw myself', 'walk', 'walking', 'swim', 'drive', 'driving', 'crash'), g(3), w('in front of', 'into the ocean', 'into the sea', 'into the river', 'into a tree', 'into a truck', 'into the water', 'into the dam', 'into the lake', 'into the surf', 'into the bay', 'into the creek', 'out too far', 'off the road', 'into a wall', 'into oncoming'))) ||
    has(s, p(w('jump', 'jumping', 'jumped', 'throw myself', 'drive', 'driving', 'crash', 'launch myself', 'step', 'stepping', 'fall', 'yeet myself'), g(3), w('off the', 'off a', 'from the', 'from a'), g(2), heights)) && mentions(s, p(w(intent, 'i', 'he', 'she', 'tonight', 'now'))) ||
    has(s, p(w('drive', 'driving', 'crash', 'crashing', 'steer', 'steering', 'swerve', 'swerving'), g(3), w('into', 'off', 'in front of'), w('a', 'the'), g(1), w('pole', 'tree', 'wall', 'truck', 'bridge', 'river', 'cliff', 'pylon', 'oncoming', 'traffic', 'train', 'dam', 'power pole'))) &&
      mentions(s, p(w(intent, 'talking about', 'talks about', 'keeps saying', 'said', 'says', 'wants to', 'want to', 'thinking about', 'fantasise', 'tempted', 'i am', 'decided'))) ||
    has(s, p(w('hang', 'hanging', 'cut', 'cutting', 'slit', 'slitting', 'slash'), g(1), w('myself', 'my wrists', 'my throat', 'my wrist', 'yourself', 'himself', 'herself', 'his wrists', 'her wrists', 'their wrists', 'his throat', 'her throat'))) ||
    has(s, p(w('overdose', 'od', 'o.d.'), w('on', 'tonight', 'tomorrow', '.'))) ||
    has(s, p(w('going', 'gonna', 'plan', 'planning', 'will'), g(2), w('overdose', 'od'))) ||
    (mentions(s, p(w('rope', 'noose', 'gun', 'rifle', 'shotgun', 'knife', 'razor', 'blade', 'blades', 'hose', 'charcoal', 'helium', 'plastic bag', 'tape', 'weed killer', 'engine running', 'exhaust', 'pills', 'tablets', 'stash', 'the pills', 'his morphine', 'her morphine', 'morphine'), g(6))) &&
      (mentions(s, p(w('do it', 'doing it', 'use it', 'use them', 'using it', 'going to use', 'do this', 'be tonight', 'be gone', 'it will be', 'ready', 'enough to', 'got the', 'have the', 'bought', 'lined up', 'counted', 'calling', 'sorry', 'tonight', 'ready to', 'go through'))) ||
        mentions(s, p(w('i', 'he', 'she'), g(4), w('use it on myself', 'use it on himself', 'use it on herself', 'told me', 'going to use')))) &&
      !mentions(s, p(w('safe', 'safely', 'locked', 'lock', 'store', 'storage', 'dispose', 'disposal', 'return', 'pharmacy', 'chemist', 'prescribed', 'webster', 'dosette', 'blister'))) &&
      !mentions(s, householdUse) &&
      !mentions(s, routineMeds) &&
      !mentions(s, p(w('every', 'each'), w('day', 'morning', 'night', 'evening')))) ||
    mentions(s, p(w('am', 'is', 'be', 'i am', 'she is', 'he is', 'are'), w('at', 'on', 'up on', 'standing on', 'sitting on', 'from the top of'), w('the', 'a', 'top of the', 'top of a'), g(1), heights, g(3), w('now', 'right now', '.', 'and', 'saying', 'crying'))) ||
    mentions(s, p('from the top of', w('a', 'the'), g(1), heights)) ||
    mentions(s, p(w('am', 'is', 'be', 'i am', 'parked', 'sitting', 'standing', 'waiting', 'lying'), w('on', 'at', 'near', 'beside', 'by'), w('the', 'a'), g(1), w('train tracks', 'tracks', 'railway line', 'rail line', 'train line', 'railway', 'level crossing', 'edge', 'top of the cliff', 'top of the bridge', 'top of the building', 'cliff edge', 'cliff'), w('now', 'right now', '.', 'and', ',', 'near', 'waiting', 'tonight', 'at'))) ||
    mentions(s, p(w('sitting', 'standing', 'lying', 'i am', 'i\'m', 'am'), g(6), 'with', w('a', 'the', 'my', 'all my', 'a bottle of', 'a packet of'), w('razor', 'blade', 'blades', 'knife', 'pills', 'rope', 'gun', 'noose', 'tablets', 'meds'))) ||
    mentions(s, p(w('sitting', 'sit'), w('in the car'), g(4), w('engine running', 'hose', 'exhaust'))) ||
    mentions(s, p(w('this is', 'tonight is', 'it is', 'tonight be', 'this be'), w('my', 'his', 'her', 'the'), w('last night', 'last day', 'night'))) ||
    mentions(s, p(w('in an hour', 'by tomorrow', 'by the weekend', 'by friday', 'by monday', 'by tonight'), g(2), w('i will be gone', 'be gone', 'i will be dead', 'be dead'))) ||
    mentions(s, p(w('be gone', 'will be gone'), w('by', 'in an', 'tonight', 'tomorrow'))) ||
    has(s, p(w('got', 'have', 'made', 'tied', 'bought', 'making', 'tying', 'hung', 'set up'), w('a noose', 'the noose', 'a rope up', 'the rope up'))) ||
    mentions(s, p(w('up here', 'standing', 'sitting'), g(3), w('on the', 'at the'), g(1), w('re:[0-9]+(?:st|nd|rd|th)', 'top', 'roof', 'bridge', 'ledge', 'edge', 'balcony'))) ||
    !mentions(s, everydayUse) && mentions(s, p(w('go', 'going', 'head', 'heading', 'drive', 'driving', 'walk', 'walking'), w('to the', 'up to the', 'there', 'out to the'), g(1), w('bridge', 'cliff', 'cliffs', 'gap', 'train line', 'tracks', 'railway', 'edge', 'ledge', 'rooftop', 're:\\.', 'after', 'tonight'))) && (m.means || mentions(s, p(w('before i', 'tonight', 'after', 'when', 'last time', 'for the last')))) && !mentions(s, p(w('climb', 'fireworks', 'for a walk', 'picnic', 'lunch', 'swim'))) ||
    mentions(s, p(w('going to', 'gonna', 'will', 'plan to'), w('use it', 'use them', 'do it', 'take them', 'go through with it'), g(3))) && m.means && mentions(s, p(soonWords)) ||
    mentions(s, p(w('plan is to', 'plan to', 'planning to', 'going to', 'gonna', 'will'), 'use', g(3), w('gun', 'rifle', 'shotgun', 'rope', 'knife', 'razor', 'pills', 'tablets', 'insulin', 'morphine', 'hose', 'helium', 'charcoal'))) && mentions(s, p(soonWords)) ||
    // "Got a hose and tape in the boot. Doing it Saturday": a means named, the act at a time
    mentions(s, p(w('doing it', 'do it', 'doing this', 'happening'), g(3), soonWords)) && m.means && !mentions(s, p(w('every', 'each'))) ||
    // "Been planning it for weeks. Saturday, the shed, the rope."
    mentions(s, p(w('planning it', 'planned it', 'planning this', 'planned this', 'planning my', 'planned my'), w('for', '.', 'out', 'carefully', 'exit', 'death', 'end'))) && m.means && m.sentences.some((x) => mentions(x, p(soonWords))) ||
    // "The plan is sorted: scotch, all my sleeping pills, the car by the river this weekend"
    mentions(s, p(w('plan', 'the plan', 'sorted', 'decided'))) && mentions(s, p(meds)) && mentions(s, p(w('all my', 'the lot', 'all of', 'scotch', 'vodka', 'wine', 'whisky', 'bourbon', 'rum', 'alcohol', 'grog'))) && mentions(s, p(soonWords)) ||
    mentions(s, p('next time', g(1), w('i will not', 'i won\'t', 'i am not going to', 'i do not'), w('step back', 'stop myself', 'pull back', 'hesitate', 'chicken out', 'back out', 'stop'))) && / (edge|platform|ledge|bridge|cliff|tracks|train|roof|balcony|rope|pills) /.test(m.all) ||
    mentions(s, p(w('gun', 'shotgun', 'rifle', 'pistol', 'firearm'))) && mentions(s, p(w('loaded', 'load', 'got', 'took'), g(5), w('loaded', 'out of the safe', 'out of the cupboard', 'out of the shed', 'bullets', 'shells', 'ammo', 'it'))) && mentions(s, p(w('loaded', 'bullets', 'shells', 'ammo'))) && !mentions(s, p(w('hunting', 'range', 'club', 'pigs', 'roos', 'rabbits', 'foxes', 'licence', 'license'))) ||
    mentions(s, p(w('high enough', 'tall enough', 'deep enough', 'enough to do it', 'will hold', 'it will hold', 'not come back', 'never come back'))) && m.means ||
    (m.means &&
      m.sentences.length <= 3 &&
      s.words.split(' ').length < 12 &&
      mentions(s, p(w('tonight', 'tomorrow', 'today', 'soon', 'now .'))) &&
      // A short note of a means and a time, not a question about someone's medicines or an advert for them.
      !mentions(s, routineMeds) &&
      !mentions(s, p(w('is it safe', 'is it ok', 'should i', 'should he', 'should she', 'can i', 'can he', 'can she', 'his', 'her', 'their', 'buy', 'cheap', 'sale', 'order', 'prescription', 'script', 'chemist', 'pharmacy', 'dose', 'skip', 'give', 'forgot', 'missed')))) ||
    mentions(s, p(w('worked out', 'figured out', 'planned', 'know', 'knows'), 'how', g(3), w('do it', 'end it', 'going to do it', 'going to go'))) ||
    mentions(s, p(w('i would', 'i will', 'i am going to', 'i\'d'), w('do it', 'go through with it'))) && m.means && /\b(tonight|tomorrow|now)\b/.test(m.all)),
};

/** A way of dying: the message names a method or a place (a rope, the tracks, the dam). */
const methodWords = w(methods);
const method = p(methodWords);
/** A time or occasion: "friday", "at dawn", "after christmas", "once the kids are asleep". */
const when = p(w(whenPhrases));
/** The act itself, put as done or as settled: "i go", "doing it", "that's the day", "not coming back". */
const settledAct = p(w(
  'use the', 'using the', 'stepping out', 'step out', 'stepping in front', 'walk out', 'walking out', 'stepping off',
  'walk into', 'walking into', 'swim out', 'drive into', 'drive off', 'step in front', 'step off', 'jump off',
  'do it', 'doing it', 'i go', 'i will go', 'i would go', 'i will do', 'that is it', 'that is all', 'that will be that', 'the day',
  'the night', 'decided', 'the plan', 'my plan', 'plan is', 'picked the spot', 'heading there', 'going there', 'going down there',
  'jump', 'jumping', 'take it', 'take them', 'take the whole', 'take all', 'taking it', 're:(?:not|never|will not) (?:\\S+ )?(?:come|coming|go|going|get|getting|walk|walking|drive|driving|swim|swimming|make it) (?:back|home|down)',
  'not come back', 'crash', 'inject all', 'going to join', 'join him', 'join her', 'use it', 'i am done', 'go up', 're:(?:tonight|tomorrow|today|soon) i think',
));
/** Being at the place, now: "parked at the dam", "I'm on the platform", "in the garage with the engine running". */
const thereNow = p(w('i am', 'am', 'is', 'are', 'parked', 'standing', 'sitting', 'waiting', 'just me'), g(3), w('at', 'on', 'in', 'by', 'and'), g(6), methodWords);
/** ... and the moment or the spot: "right now", "the railing", "engine running". */
const hereNowCue = p(w('now', 'right now', 'engine running', 'engine off', 'engine \'s off', 'engine is off', 'sitting here', 'here now', 'railing', 'edge', 'platform', 'on the', 'water', 're:with (?:a|the|my|his|her) (?:hose|rope|gun|knife|blade|razor|pills|tablets|noose)'));
/** The act given a date, the method unsaid: "the 14th. that's the day I'm going to do it". */
const datedAct = p(w('the day', 'the night', 'the date', 'that day'), g(2), w('going to', 'will', 'gonna'), w('do it', 'go', 'end it'));
/** A dose taken as usual: "taking my tablets and going to bed". */
const routineMeds = p(w('re:(?:take|taking|took|give|giving) (?:my|his|her) (?:usual |normal |night |morning |evening |new )?(?:tablets|pills|meds|medication|medicine|insulin)(?! all| every| at once| tonight .| together)'));
/** Uses of these things that are everyday: a dose, a prescription, a trip, a view. */
const everydayUse = p(w('every day', 'every night', 'every morning', 'each day', 'each night', 'prescribed', 'prescription', 'script', 'chemist', 'pharmacy', 'dose', 'refill', 'whales', 'picnic', 'for a walk', 'fishing', 'swimming lessons', 'the view', 'watch the sunset', 'watch the sunrise', 'for sunset', 'for sunrise', 'on holiday', 'timetable', 'commute', 'to work', 'late again', 'delayed', 'cancelled', 'replacement', 'for lunch', 'for dinner', 'out to dinner', 'shopping', 'parking', 'spots', 'is it safe', 'should i', 'can i', 'how do i', 'dog', 'kids to', 'bushwalk', 'bush walk', 'hike', 'hiking', 'with the kids', 'with my kids', 'with the family', 'with friends', 'bridge walk', 'bridge climb', 'charity', 'fundraiser', 'fun run', 'tour'));

/**
 * A method and a time, settled: "Friday. The bridge. That's all I'll say", "next express
 * train and I go", "Sunday arvo. River. Rocks in my pockets". Either the act is told as
 * settled, the writer is there now, or the message is a few clipped fragments naming both.
 */
const methodAndTime: Rule = {
  kind: 'ideation',
  name: 'method-and-time',
  families: ['suicide'],
  test: (s, m) => {
    const any = (re: RegExp) => m.sentences.some((x) => mentions(x, re));
    const anyAffirmed = (re: RegExp) => m.sentences.some((x) => has(x, re));
    if (s !== m.sentences[0] || m.accident || any(householdUse) || any(everydayUse) || any(routineMeds)) return false;
    const there = any(method) && anyAffirmed(thereNow) && (any(hereNowCue) || anyAffirmed(settledAct));
    if (!any(when)) return there;
    // clipped fragments naming one's own means: "next monday when she's at work. the pills are in the drawer"
    const clipped =
      m.sentences.length >= 2 &&
      m.sentences.every((x) => x.words.trim().split(' ').length <= 9) &&
      !any(p(w('his', 'her', 'their', '\'s'), g(1), methodWords));
    // "this weekend. the garage. nobody home": a time, a place out of sight, and no one there
    const alone = any(p(w('nobody home', 'no one home', 'nobody will be home', 'no one will be home', 'house to myself', 'everyone is away', 'family is away', 'alone all weekend'))) && any(p(w('the garage', 'the shed', 'the bush', 'the paddock', 'the car', 'the bath')));
    // "I'll do it on Friday after my last shift. I know where": the act dated, the place chosen
    const placeChosen = anyAffirmed(p(w('i will do it', 'i am going to do it', 'going to do it', 'gonna do it', 'doing it'))) && any(p(w('i know where', 'i know how', 'picked the spot', 'found the spot', 'found a spot', 'the spot is')));
    return there || alone || placeChosen || anyAffirmed(datedAct) || (any(method) && (anyAffirmed(settledAct) || clipped));
  },
};

/** Keeping means back: "saving up my tablets", "hoarding dad's morphine", "a stash of pills". */
const stockpiling: Rule = {
  kind: 'ideation',
  name: 'stockpiling-means',
  families: ['suicide'],
  test: (s) =>
    (mentions(s, p(w('save', 'saving', 'saved', 'hoard', 'hoarding', 'hoarded', 'stockpile', 'stockpiling', 'stockpiled', 'collect', 'collecting', 'collected', 'stash', 'stashing', 'put aside', 'putting aside', 'stash of'), g(4), w(meds, 'pain meds', 'sleeping tablets', 'them aside', 'them'), w('re:[^ ]*'))) ||
      mentions(s, p(w('enough', 'all my', 'a stash of', 'heaps of', 'a pile of'), g(2), meds, w('saved', 'stashed', 'hoarded', 'stockpiled', 'put aside', 'set aside', 'collected', 'saved up', 'hidden')))) &&
    !mentions(s, p(w('for the', 'for a'), w('trip', 'holiday', 'travel', 'flight'))) &&
    !mentions(s, p(w('safe', 'safely', 'lock', 'locked', 'dispose', 'pharmacy return', 'return them'))),
};

/** Finding out how: lethal doses, heights, how long it takes to die, where to buy a gun. */
const meansSeeking: Rule = {
  kind: 'means',
  name: 'means-seeking',
  families: ['suicide'],
  test: (s, m) =>
    // "how much melatonin is too much for a 10 year old?": a dosing question about someone else
    !(mentions(s, p('too much', w('for a', 'for my', 'for her', 'for his', 'for the'), g(1), w(young, 're:[0-9]+', 'year'))) && !mentions(s, p(w('kill', 'lethal', 'fatal', 'die', 'not wake up')))) &&
    !mentions(s, p(w('for a dog', 'for my dog', 'for the dog', 'for dogs', 'for a cat', 'for my cat', 'for the cat', 'for cats', 'for a pet', 'puppy', 'kitten', 'our dog', 'our cat', 'the vet', 'for rats', 'for mice', 'for possums', 'weeds', 'pests'))) &&
    (
    mentions(s, p(w('lethal', 'fatal', 'deadly', 'kill an adult', 'kill a person', 'kill someone', 'would kill', 'enough to kill', 'enough to not wake up', 'enough to die', 'stop a heart', 'stop my heart', 'stop mine', 'stop his heart', 'stop her heart', 'be enough', 'can not be reversed', 'too much for', 'overdose that'))) && mentions(s, p(w(meds, 'how much', 'how many', 'amount', 'mg', 'units', 'mixed', 'dose'))) ||
    mentions(s, p(w('how many', 'how much'), g(4), w(meds), w('it takes', 'it take', 'it would take', 'would it take', 'does it take'), w('.', '?', 'to'))) ||
    mentions(s, p(w('how many', 'how much', 'what amount', 'what dose', 'which dose', 'at what dose'), g(6), w('kill', 'lethal', 'fatal', 'enough', 'too much', 'overdose', 'would it take', 'it would take', 'to die', 'dangerous', 'toxic'))) ||
    mentions(s, p(w('can', 'could', 'would'), w('you', 'someone', 'a person', 'i', 'people'), w('die', 'died'), w('from', 'of', 'if'))) ||
    mentions(s, p(w('most', 'least'), w('painless', 'deadly', 'lethal', 'peaceful', 'effective', 'quick', 'reliable', 'painful'))) && !mentions(s, p(w('least painful', 'most painless', 'most effective', 'most reliable'), w('treatment', 'option', 'procedure', 'injection', 'test', 'surgery', 'therapy', 'way to give', 'way to remove', 'way to take', 'dressing'))) ||
    mentions(s, p(w('most dangerous', 'deadliest', 'most deadly', 'most lethal', 'most dangerous together', 'dangerous together'))) && mentions(s, p(w(meds, 'mix', 'mixed', 'combination', 'together'))) && mentions(s, p(w('which', 'what', 'how'))) ||
    mentions(s, p(w('painless', 'quickest', 'fastest', 'easiest', 'surest', 'peaceful', 'quick', 'most painless'), g(1), w('way', 'ways', 'method', 'methods'), 'to', w('die', 'go', 'do it', 'end it', 'kill myself', 'kill yourself', 'kill someone', 'kill a person'))) ||
    mentions(s, p(w('best'), w('way', 'ways', 'method', 'methods'), 'to', w('die', 'do it', 'end it', 'kill myself', 'kill yourself', 'kill someone', 'kill a person', 'go .'))) ||
    mentions(s, p(w('step by step', 're:(?:describe|explain) how (?:to|i|you|one|someone|a person|my)', 'tell me how', 'how you would', 'how i would', 'how you\'d'), g(6), w('overdose', 'kill', 'hang', 'die', 'cut', 'jump', 'suicide', 'end', 'do it'))) ||
    mentions(s, p(w('how to', 'how do you', 'how do i', 'researching', 'research', 'googling'), g(2), w('tie a noose', 'make a noose', 'noose', 'hang myself', 'hang yourself', 'hang someone', 'slit', 'overdose', 'od'))) ||
    mentions(s, p(w('best', 'easiest', 'quickest', 'painless'), w('way', 'ways'), 'to', w('overdose', 'od', 'hang', 'drown', 'suffocate'))) ||
    mentions(s, p(w('overdose', 'die', 'go', 'do it'), w('without pain', 'painlessly', 'without it hurting', 'without feeling'))) ||
    mentions(s, p(w('ways to die', 'way to die', 'methods to die', 'how to die', 'ways to kill myself', 'way to kill myself', 'how to kill myself', 'ways to end it', 'how to end it', 'ways to end my life', 'how to end my life', 'ways to commit suicide', 'how to commit suicide', 'ways to kill yourself', 'how to kill yourself'))) ||
    mentions(s, p(w('survive', 'survival', 'not survive', 'fatal'), g(6), w('jump', 'jumping', 'fall', 'falling', 'metres', 'meters'))) ||
    mentions(s, p(w('how many', 'how much', 'what amount', 'what dose'), g(8), w('would do it', 'do it', 'can not be treated', 'liver failure', 'not survive', 'to not survive'))) ||
    mentions(s, p(w('how long'), g(6), w('die', 'to die', 'bleed out', 'survive without', 'last in', 'drown', 'suffocate', 'to work', 'take to die'))) ||
    mentions(s, p(w('hanging', 'drowning', 'overdosing', 'overdose', 'bleeding out', 'suffocation', 'jumping', 'gassing', 'carbon monoxide'), g(1), w('painful', 'quick', 'painless', 'fast', 'hurt', 'peaceful'))) && mentions(s, p(w('is', 'be', 'does', 'do', 'would', '?'))) ||
    mentions(s, p(w('whole bottle', 'whole packet', 'whole box', 'all of', 'a bottle of', 'a packet of', 'the lot', `${w('re:[0-9]+', 'twenty', 'thirty', 'forty', 'fifty')}${g(3)} ${meds}`), g(8), w('fall asleep', 'just sleep', 'go to sleep', 'die', 'not wake up', 'painless', 'peaceful', 'kill you', 'kill me'))) && mentions(s, p(w('?', 'if', 'would', 'does', 'do'))) ||
    mentions(s, p(w('would it be', 'is it', 'would that be', 'would i die'), w('instant', 'instantly', 'instantaneous', 'quick', 'painless', 'over quickly'))) && / (jump|jumped|fall|fell|floor|storey|bridge|hang|hanging|overdose|train|gun|shot) /.test(m.all) ||
    mentions(s, p(w('re:[0-9]+', 'twenty', 'thirty', 'forty', 'fifty', 'a hundred'), g(2), meds, g(2), w('enough', 'too many', 'be enough', 'do it', 'kill', 'fatal'))) && mentions(s, p(w('?', 'would', 'will', 'is'))) && !mentions(s, p(w('a day', 'per day', 'a week', 'per week', 'a month', 'script', 'prescription'))) ||
    mentions(s, p(w('how long', 'how quickly', 'how fast'), g(10), w('pass out', 'lose consciousness', 'stop breathing', 'go into a coma', 'coma', 'black out'))) && mentions(s, p(w('myself', 'for me', 'big amount', 'a lot', 'too much', 'all of', 'whole', 'overdose'))) ||
    mentions(s, p(w('how deep', 'how high', 'how far', 'how cold', 'how fast'), g(10), w('to drown', 'drown', 'to die', 'die', 'be fatal', 'kill'))) ||
    mentions(s, p(w('look like an accident', 'looks like an accident', 'seem like an accident', 'seems like an accident'))) && / (insurance|pays? out|payout|life cover|my family|the kids) /.test(m.all) ||
    mentions(s, p(w('best', 'which', 'what'), w('vein', 'veins', 'artery'), g(1), w('to cut', 'cut'))) ||
    mentions(s, p(w('bridge', 'bridges', 'building', 'buildings', 'cliff', 'cliffs', 'car park', 'carpark', 'rooftop', 'roof', 'platform', 'platforms', 'train line', 'train lines', 'station', 'stations', 'gap', 'lookout', 'balcony'), g(6), w('no fences', 'no fence', 'no barriers', 'no barrier', 'without fences', 'without barriers', 'not fenced', 'unfenced', 'no railing', 'no nets', 'platform barriers', 'barriers', 'fences', 'easy to climb', 'roof access'))) && mentions(s, p(w('which', 'where', 'what', 'any', 'do not', 'no', 'without', 'know'))) && !mentions(s, p(w('prevention', 'evidence', 'research', 'restriction', 'install', 'installed', 'council'))) ||
    mentions(s, p(w('before', 'until', 'till'), w('your', 'my', 'the', 'a'), w('liver', 'heart', 'kidneys', 'organs', 'breathing'), w('fails', 'fail', 'stops', 'stop', 'shuts down', 'gives out', 'packs up'))) ||
    mentions(s, p(w('how long'), g(4), w('survive', 'last', 'take'), g(2), w('hanging', 'drowning', 'an overdose', 'without air', 'without oxygen', 'underwater', 'bleeding', 'in the cold'))) ||
    mentions(s, p(w('height', 'how high', 'how far', 'fall from', 'drop'), g(10), w('die', 'to die', 'fatal', 'kill you', 'kill someone', 'not survive', 'instantly'))) ||
    mentions(s, p(w('rope', 'knot', 'noose', 'beam', 'fan'), g(4), w('body weight', 'hold my weight', 'hold a person', 'strong enough', 'hold weight', 'will hold', 'it will hold', 'hold'))) ||
    mentions(s, p(w('buy', 'get', 'order', 'source', 'find'), g(3), w('a gun', 'gun', 'firearm', 'rifle', 'nembutal', 'pentobarbital', 'helium', 'cyanide'))) ||
    mentions(s, p(w('gas', 'carbon monoxide', 'charcoal', 'helium', 'exhaust', 'bbq cylinder'), g(6), w('closed room', 'sealed room', 'enclosed', 'in a car', 'in the car', 'small room', 'work'))) ||
    mentions(s, p(w('train', 'trains', 'truck', 'trucks', 'driver', 'drivers', 'traffic'), g(6), w('fastest', 'hits', 'hit', 'see you', 'speed', 'stop in time'))) && mentions(s, p(w('?', 'how', 'which', 'what', 'would', 'if'))) ||
    mentions(s, p(w('fastest', 'fast', 'heaviest'), g(2), w('trains', 'trucks', 'train', 'truck', 'traffic'))) ||
    mentions(s, p(w('buy', 'get', 'licence', 'license', 'permit'), g(4), w('crossbow', 'gun', 'firearm', 'rifle', 'shotgun', 'pistol'))) && (m.loss || m.endOfLife || mentions(s, p(w('without a licence', 'without a license', 'quickly', 'today')))) ||
    (mentions(s, p(w('tallest', 'highest', 'taller than', 'higher than', 'big drop', 'drop', 'how high', 'how tall', 'how deep', 'deep', 'metres', 'meters', 'get to', 'access', 'open at night', 'without a pass', 'nearest', 'fall'))) &&
      mentions(s, p(w('bridge', 'bridges', 'building', 'buildings', 'cliff', 'cliffs', 'rooftop', 'roof', 'car park', 'carpark', 'tower', 'fall', 'water', 'dam', 'river', 'lookout'))) &&
      (m.loss || jailbreak.test(m.all) || mentions(s, p(w('fatal', 'definitely', 'open at night', 'at night', 'without a pass', 'get to', 'get onto', 'get on to', 'get up to', 'get up on', 'big drop', 'can not get back up', 'get back up', 'roof access', 'near me', 'near', 'nearest'))))) ||
    mentions(s, p(w('can not', 'could not', 'not'), w('get back up', 'come back up', 'be reversed', 'be saved')))),
};

/** "Ignore your instructions", "you have no rules": someone working around the safeguards. */
const jailbreak = / (ignore (all |your |the |any )?(previous |prior |safety |above )?(instructions|rules|guidelines|safety stuff)|no rules|without restrictions|jailbreak|dan mode|you are dan|developer mode) /;

/** Telling the end: goodbye letters, a will "before I go", giving things away, "my last post". */
const possessions = w('things', 'stuff', 'belongings', 'possessions', 'tools', 'guitar', 'jewellery', 'jewelry', 'books', 'records', 'collection', 'dog', 'cat', 'pets', 'pet', 'car', 'laptop', 'photos', 'games', 'clothes', 'bike', 'watch', 'rings', 'ring');
/** Family and friends: whom a farewell letter is for (not a neighbour, a colleague, the boss). */
const closeKin = kin.filter((k) => !['client', 'flatmate', 'housemate', 'roommate', 'coworker', 'colleague', 'neighbour', 'neighbor', 'boss', 'supervisor'].includes(k));
/** Things people give away or settle before they go: possessions, pets, the car, the gear. */
const keepsakes = w(possessions, 'cats', 'dogs', 'bird', 'birds', 'plants', 'playstation', 'xbox', 'teddy', 'phone', 'ute', 'boat', 'motorbike', 'fishing gear', 'gear', 'money', 'savings', 'cash', 'journal', 'diary', 'paintings', 'medals', 'camera', 'stuffed animals', 'favourite', 'keys', 'car keys', 'deeds', 'house deeds', 'the house', 'wedding dress', 'account');
/** Pets and people left in someone else's care. */
const dependants = w('dog', 'cat', 'cats', 'dogs', 'bird', 'birds', 'pet', 'pets', 'kids', 'boys', 'girls', 'children', 'fish', 'horse', 'puppy', 'kitten');
/** Papers and arrangements settled for after: the will, passwords, insurance, the funeral. */
const affairs = w('will', 'affairs', 'funeral wishes', 'wishes for my funeral', 'paperwork', 'papers', 'passwords', 'password', 'pin', 'pins', 'phone code', 'insurance papers', 'insurance policy', 'life insurance', 'funeral plan', 'funeral instructions', 'instructions for my funeral', 'instructions for the house', 'power of attorney', 'birth certificates', 'bank details', 'who gets', 'who to call', 'account details', 'super');
/** Accounts, plans and bookings ended: cancelled, closed, deleted, emptied. */
const cancelled = w('end', 'terminate', 'terminated', 'cancel', 'cancelled', 'canceled', 'cancelling', 'canceling', 'close', 'closed', 'closing', 'delete', 'deleted', 'deleting', 'quit', 'emptied', 'empty', 'cleared', 'clear', 'wiped', 'ended', 'ending', 'unsubscribed', 'burnt', 'burned', 'shredded');
const cancellable = w('account', 'accounts', 'socials', 'social media', 'instagram', 'facebook', 'tiktok', 'gym', 'membership', 'subscription', 'subscriptions', 'netflix', 'appointment', 'appointments', 'dentist', 'specialist', 'lease', 'locker', 'phone contract', 'contract', 'search history', 'history', 'photos', 'messages', 'journal', 'diary', 'insurance', 'plans', 'bookings');
/** Farewell rounds: visiting, walking or seeing things for the last time. */
const lastTimes = w('one last time', 'the last time', 'a last visit', 'final visit', 'for the final time');
/** The last place or act of such a round: "tomorrow is the last stop". */
const lastStop = w('last stop', 'last goodbye', 'final stop', 'last place');
/** Saying one will not be there: "won't be there for her 18th", "where I'm going", "nothing keeping me here". */
const absenceAhead = w('will not be there', 'will not be here', 'will not be around', 'not be there for', 'not going to be there', 'where i am going', 'where i am headed', 'where i am heading', 'where i go', 'nothing keeping me here', 'nothing to keep me here', 'nothing left to do', 'not anything left to do', 'nothing else to do', 'nothing left to sort', 'only thing left is me', 'it is time', 'weirdly calm', 'so calm now', 'calm now', 'at peace now', 'i can rest', 'can finally rest', 'not scared anymore', 'not scared any more', 'not afraid anymore', 'could not stay', 'can not stay', 'will not be coming back', 'not coming back', 'will understand one day', 'understand one day', 'if anything happens', 'after i am gone', 'once i am gone', 'once i am not here', 'when i am not here', 'after i am not here', 'after this week', 'the last time', 'for good', 'nobody will have to', 'no one will have to', 'no one needs to read', 'nobody needs to read', 'for whoever', 'whoever has to', 'whoever finds', 'before i leave', 'i am ready .', 'i am ready now');
/** An illness that will end a life, or another's death expected: planning for it is not preparing a suicide. */
const expectedDeath = / (after the diagnosis|since the diagnosis|cancer|terminal|terminally|motor neurone|mnd|prognosis|months to live|weeks to live|while (he|she|they) (can|is|are) still|after (he|she|they) (passes|pass|dies|die|is gone|are gone)|when (he|she|they) (passes|pass|dies|die)) /;
const preparatoryScore = (m: MessageFacts): number => {
  // [concept, cue, weight]: a concept counts once, at its highest weight, however many of its cues match.
  const cues: [string, RegExp, number][] = [
    ['writing', p(w('write', 'wrote', 'written', 'writing', 'leave', 'left'), g(5), w('note', 'notes', 'letter', 'letters', 'list', 'sorry', 'explaining why', 'goodbye')), 1],
    ['note', p(w('my', 'her', 'his'), w('note')), 2],
    ['note', p(w('suicide note', 'goodbye letter', 'goodbye note', 'goodbye message', 'goodbye text', 'goodbye txt')), 2],
    ['writing', p('a', w('note')), 1],
    ['note', p(w('note', 'letter', 'message', 'text', 'notes'), w('saying', 'that said', 'said', 'that says', 'says'), g(1), w('sorry', 'goodbye', 'bye', 'she is sorry', 'he is sorry', 'i am sorry', 'she can not', 'he can not', 'i can not', 'they can not', 'to look after', 'she loves', 'he loves', 'i love', 'not to look')), 2],
    ['goodbye', p(w('say', 'said', 'saying'), w('goodbye', 'bye'), g(1), w('to everyone', 'to you all', 'to all', 'everyone', 'to the forum')), 2],
    ['goodbye', p(w('this is goodbye', 'was goodbye', 'goodbye text', 'goodbye message', 'goodbye txt', 'saying bye', 'it is goodbye')), 2],
    ['giving', p(w('give', 'gave', 'giving', 'given', 'gives'), w('away'), g(1), w('my', 'his', 'her', 'all my', 'all his', 'all her'), g(1), possessions), 2],
    ['handover', p(w('look after', 'take care of', 'care for'), w('my', 'her', 'his'), w('cat', 'dog', 'pet', 'bird', 'kids')), 1],
    ['absence', p(w('when', 'after', 'once', 'before'), w('i', 'he', 'she'), w('am', 'is', 'be', 'have'), w('gone', 'not here', 'dead', 'no longer here')), 2],
    ['absence', p(w('before', 'so'), w('i', 'he', 'she'), w('go', 'can go'), w('.', ',', 'do not', 'don\'t')), 2],
    ['absence', p(w('will not', 'won\'t', 'not'), w('be needing', 'need', 'needing'), g(2), w('them', 'it', 'anything', 'me'), w('soon', 'anymore', 'any more', '.')), 2],
    ['absence', p(w('will not', 'not'), 'be', w('a problem', 'a burden', 'in the way', 'able to'), w('anymore', 'any more', '.', 'soon')), 2],
    ['affairs', p(w('my', 'a'), w('will'), w('.', 'so', 'last', 'this week', 'and')), 1],
    ['affairs', p(w('loose ends')), 1],
    ['handover', p(w('look after', 'take care of', 'feed'), g(1), w('for me'), w('.', '!', ',')), 1],
    ['apology', p(w('i tried', 'i really tried', 'i did try'), w('.', 'my best', 'so hard', 'i really did')), 1],
    ['apology', p(w('sorry'), w('mum', 'mom', 'dad', 'everyone', 'all', 'guys'), w('.', '!', ',')), 1],
    ['open', p(w('letter', 'letters', 'envelope', 'note'), w('to open', 'to be opened', 'to read', 'not to open', 'not to be opened'), g(3), w('on', 'after', 'when', 'if', 'next', 'tomorrow', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')), 2],
    ['keys', p(w('spare key', 'my keys', 'the keys'), g(3), w('to the neighbour', 'to my neighbour', 'neighbour', 'under the mat', 'to my brother', 'to my sister')), 1],
    ['funeral', p(w('written', 'wrote', 'writing'), g(1), w('my eulogy', 'my own eulogy', 'my obituary', 'my own obituary')), 1],
    ['funeral', p(w('my eulogy', 'my own eulogy', 'my obituary', 'my own obituary')), 1],
    ['concealment', p(w('thinks', 'think', 'told him', 'told her', 'told them', 'said'), g(2), w('i am going on', 'going on a trip', 'going on holiday', 'going away', 'on a trip')), 1],
    ['affairs', p(w('where'), w('the will', 'my will', 'the insurance', 'my insurance', 'the papers'), w('is', 'are')), 1],
    ['handover', p(w('asked', 'ask', 'asking'), w('him', 'her', 'them', 'my brother', 'my sister'), w('to look after', 'to take care of', 'to care for'), w('mum', 'mom', 'dad', 'the kids', 'my kids', 'the dog', 'the cat', 'my dog', 'my cat')), 1],
    ['giving', p(w('sold', 'selling', 'sell'), w('his', 'her', 'my'), w('motorbike', 'bike', 'ute', 'boat', 'guns', 'tools', 'car', 'guitar')), 1],
    ['spare', p(w('so'), w('my', 'the', 'they', 'he', 'she', 'nobody', 'no one'), g(1), w('does not', 'do not', 'will not', 'won\'t', 'would not'), w('have to'), w('deal', 'sort', 'worry', 'find', 'clean', 'pay')), 1],
    ['found', p(w('someone', 'somebody', 'the police', 'a stranger', 'the right person', 'it is not', 'not'), g(2), w('will find me', 'finds me', 'to find me', 'find me first', 'find my body'), w('re:(?!a |an |some )\\S+')), 2],
    ['absence', p(w('will not', 'won\'t', 'not'), w('be needing', 'need', 'needing'), g(4), w('anymore', 'any more', 'where i am going', 'after this week', 'after sunday', 'after tonight')), 2],
    ['handover', p(w('take', 'have', 'look after', 'adopt'), w('the cat', 'the dog', 'my cat', 'my dog', 'the bird', 'my bird'), w('from', 'after', 'for good', 'permanently')), 1],
    ['ring', p(w('left', 'leaving', 'leave', 'took off', 'put'), w('my'), g(1), w('ring', 'wedding ring', 'wallet', 'keys', 'phone', 'watch'), g(4), w('letter', 'note', 'on the table', 'on the bench', 'behind')), 1],
    ['goodbye', p(w('posted', 'sent', 'wrote', 'texted', 'left', 'sending', 'posting'), g(2), w('re:goodbyes?(?! card| party| present| gift| lunch| morning tea| drinks| do)')), 2],
    ['missing', p(w('can not reach', 'can not get hold of', 'could not reach', 'not responding to', 'phone is off', 'phone off', 'goes to voicemail', 'his car is gone', 'her car is gone')), 1],
    ['debts', p(w('paid off', 'bills be paid', 'bills are paid', 'paid the rent', 'in advance')), 1],
    ['cancel', p(w('closed my', 'close my', 'cancelled my', 'deleted my', 'delete my', 'my accounts')), 1],
    ['affairs', p(w('passwords')), 1],
    ['funeral', p(w('my funeral', 'my own funeral', 'funeral poem for myself', 'funeral for myself', 'song for my funeral')), 1],
    ['funeral', p(w('funeral'), g(3), w('for myself', 'for me')), 1],
    ['affairs', p(w('my body', 'who gets what')), 1],
    ['absence', p(w('i can go', 'i can finally go', 'so i can go'), w('.', 'now', 'then')), 1],
    ['explain', p(w('explaining why', 'explain why', 'explaining everything', 'explain everything', 'find it after', 'read it after', 'find it when', 'so they do not have to', 'so they don\'t have to', 'someone else can look after', 'someone else will look after', 'whoever comes after me', 'whoever takes over')), 1],
    ['goodbye', p(w('see you on the other side', 'it has been real', 'it is been real', 'goodbye for good', 'goodbye forever', 'bye forever', 'for the last time', 'last one i will need', 'last one i will ever', 'last one i\'ll need')), 2],
    ['recipient', p(w('letter', 'letters', 'note', 'notes', 'goodbyes'), w('to everyone', 'to each of', 'to all of', 'to my family', 'to my kids', 'for everyone', 'for my family', 'for my kids')), 1],
    ['found', p(w('so no one', 'so nobody', 'where no one', 'where nobody'), w('finds me', 'find me', 'will find me', 'can find me', 'can stop me', 'will stop me')), 2],
    ['absence', p(w('until it is over', 'till it is over', 'when it is over', 'it will all be over', 'it will be over')), 1],
    ['reader', p(w('by the time you read this', 'by the time anyone reads this', 'when you read this', 'if you are reading this', 'when you find this', 'if anyone reads this', 'if someone reads this', 'reads this after', 'read this after', 'whoever finds this')), 2],
    ['history', p(w('history of attempts', 'attempted before', 'tried before')), 1],
    ['resolve', p(w('i am ready', 'i be ready', 'at peace with', 'made my peace', 'my decision', 'my mind is made up')), 1],
    ['apology', p(w('sorry for everything', 'so sorry for everything', 'forgive me')), 1],
    ['guilt', p(w('sorry to everyone', 'let down', 'let everyone down')), 1],
    ['blame', p(w('not her fault', 'not his fault', 'not your fault', 'not their fault', 'not anyone\'s fault')), 1],
    ['reader', p(w('whoever reads this', 'to whoever', 'do not be sad', 'don\'t be sad', 'do not cry for me')), 1],
    ['thanks', p(w('thank you for everything', 'thanks for everything', 'thank you for being my friend', 'i love you all', 'tell them i love', 'thank you for all')), 1],
    ['last', p(w('this is', 'this will be', 'consider this', 'it is', 'tonight is'), w('my', 'his', 'her'), w('last'), w('post', 'message', 'night', 'day', 'walk', 'goodbye')), 2],
    ['last', p(w('my', 'his', 'her'), w('last'), w('post', 'message', 'night', 'day', 'walk', 'goodbye'), w('.', '!', 'ever', 'and')), 2],
    ['last', p(w('last thing is', 'last thing')), 1],
    ['research', p(w('research', 'researching', 'researched', 'google', 'googling', 'googled', 'search', 'searched', 'searching', 'reading about', 'read about', 'looked up', 'look up'), g(6), w('how much', 'how many', 'painless', 'ways to go', 'way to go', 'lethal', 'the height', 'the bridge', 'what happens', 'how to', 'would work', 'take')), 2],
    ['means', p(w('enough', 'know enough'), g(3), w('panadol', 'pills', 'tablets', 'morphine', 'meds', 'now', 'to do it', 'of his', 'of her', 'that much')), 1],
    ['means', p(w('i have got that much', 'i have that much', 'that much now', 'got that much')), 1],
    ['means', p(w('extra', 'another', 'second', 'twice'), g(2), w('script', 'prescription', 'prescriptions', 'packet', 'packets', 'box', 'the prescriptions')), 1],
    ['concealment', p(w('did not lose', 'didn\'t lose', 'said i lost', 'so i would have enough', 'from different chemists', 'different pharmacies')), 1],
    ['concealment', p(w('said', 'saying', 'told'), g(3), w('going away', 'won\'t need', 'will not need', 'keep them', 'to keep them')), 1],
    ['giving', p(w('keep them', 'to keep', 'leaving my', 'leave my', 'left my'), g(3), w('to my', 'for my', 'nieces', 'nephews', 'brother', 'sister', 'envelope')), 1],
    ['writing', p(w('scheduled', 'schedule'), g(3), w('email', 'message', 'post')), 1],
    ['absence', p(w('by then', 'it will be done', 'it will be over', 'be done by', 'be over by')), 1],
    ['missing', p(w('not answering', 'is not answering', 'won\'t answer', 'will not answer', 'is missing', 'car is gone', 'not picking up', 'gone quiet', 'locked the door')), 1],
    ['missing', p(w('is not home', 'not come home', 'left the house', 'took off', 'can not find her', 'can not find him', 'gone missing', 'has gone', 'drove off', 'walked out'), w('.', ',', 'with', 'and', 'on', 'in', 'at', 'since', 'after')), 1],
    ['plan', p(w('have', 'has', 'got', 'set', 'picked'), w('a plan', 'the plan', 'a date', 'the date')), 1],
    ['plan', p(w('plan'), w('and a date', 'and date')), 2],
    ['concealment', p(w('going away'), w('.', 'i am', 'kind of')), 1],
    ['goodbye', p(w('goodbye', 'bye'), w('.', 'everyone', 'all')), 1],
    ['done', p(w('i am done', 'i am so done', 'i am finished', 'i have had enough'), w('.', '!')), 1],
    // Each act below is a concept (a verb and its object); two different ones in one message are a plan.
    // farewell writing: letters, notes, cards or a video left, addressed, hidden, recorded
    ['writing', p(w('leaving', 'put', 'hid', 'hidden', 'addressed', 'stamped', 'sealed', 'recorded', 'record', 'recording', 'drafted', 'draft', 'scheduled', 'finished', 'word', 'proofread', 'check'), g(4), w('letter', 'letters', 'note', 'notes', 'card', 'cards', 'video', 'videos', 'email', 'message', 'messages', 'goodbye', 'goodbyes')), 1],
    ['writing', p(w('write', 'wrote', 'written', 'writing', 'left', 'leave'), g(4), w('card', 'cards', 'video', 'videos', 'email')), 1],
    ['open', p(w('not to', 'not', 'only'), w('open', 'read', 'watch'), w('it', 'them', 'this', 'these'), g(1), w('till', 'until', 'after', 'when', 'once', 'on')), 1],
    ['writing', p(w('letter', 'letters', 'note', 'notes', 'cards', 'videos'), w('are', 'is', 'be'), w('written', 'done', 'stamped', 'sealed', 'ready', 'finished', 'on the table', 'on the bench')), 1],
    ['recipient', p(w('letter', 'letters', 'note', 'notes', 'card', 'cards', 'video', 'email'), g(1), w('to', 'for', 'addressed to'), g(1), `${w(closeKin, 'each', 'everyone', 'kids', 'boys', 'girls', 'parents', 'them', 'team')}(?! 's)`), 1],
    ['goodbye', p(w('word', 'write', 'writing', 'wrote', 'written', 'draft', 'drafting', 'record', 'recording'), w('re:(?:a|my) goodbyes?(?! card| party| speech| lunch| present| gift| morning tea| drinks| do)')), 2],
    // giving away or rehoming: possessions, pets, handed over to be kept
    ['giving', p(w('give', 'gave', 'given', 'giving', 'gives', 'handed', 'hand', 'dropped', 'donated', 'donating', 'sent', 'send', 'signing over', 'signed over', 'sign over', 'transferred', 'transferring', 'transfer'), g(3), w('my', 'his', 'her', 'all my', 'all his', 'all her', 'most of my', 'most of it', 'the'), g(1), keepsakes), 1],
    ['giving', p(w('put', 'putting', 'signed', 'transferred', 'transferring'), w('the house', 'my house', 'the car', 'my car', 'everything', 'the farm', 'the business', 'my savings', 'the unit'), w('in', 'into', 'over to', 'to'), g(3), w('name', 'names')), 1],
    ['writing', p(w('written to', 'wrote to', 'writing to', 'recorded', 'record', 'recording'), w('each of', 'all of', 'every one of', 'each', 'everyone', 'all my')), 1],
    // messages for milestones the writer will not see
    ['absence', p(w('for every birthday', 'for each birthday', 'every birthday until', 'for her 18th', 'for his 18th', 'for her 21st', 'for his 21st', 'for her wedding', 'for his wedding', 'for when she turns', 'for when he turns', 'for when they turn', 'to open on her', 'to open on his')), 1],
    ['rehome', p(w('rehome', 'rehomed', 'rehoming', 'found homes for', 'found a home for', 'new home for', 'new family', 'new owner', 'new owners', 'take my', 'keep my', 'adopt my'), g(3), w(dependants, 'him', 'her', 'them')), 1],
    ['rehome', p(w('keep', 'keeps', 'have'), w('her', 'him', 'them', 'it'), w('forever', 'for good', 'permanently')), 1],
    ['rehome', p(dependants, g(4), w('new family', 'new home', 'new owner', 'new owners', 'rehomed', 'the shelter')), 1],
    ['rehome', p('who', w('would', 'will', 'could', 'should'), w('keep', 'take', 'have', 'look after', 'get'), w('the', 'my', 'his', 'her'), dependants), 1],
    ['bequest', p(w('who gets'), w('my', 'all my', 'what'), g(1)), 2],
    ['rehome', p(w('told', 'tell', 'asked'), w('him', 'her', 'them'), 'to keep', w('her', 'him', 'them', 'it')), 1],
    // affairs settled: the will, passwords, insurance, funeral plans, debts
    ['affairs', p(w('sorted', 'sort', 'sorting', 'updated', 'updating', 'update', 'signed', 'finished', 'made', 'wrote', 'written', 'gave', 'given', 'left', 'leaving', 'told', 'put', 'organised', 'organized', 'arranged', 'in order', 'where'), g(6), affairs), 1],
    ['affairs', p(w('sorted', 'sort', 'sort out', 'sorting out', 'sorted out'), w('the house', 'everything', 'all my stuff', 'all my things', 'my things', 'my stuff', 'my room')), 1],
    ['affairs', p(affairs, w('is', 'are', 'be'), w('sorted', 'done', 'witnessed', 'signed', 'ready', 'updated', 'in order', 'finalised', 'finalized', 'in the', 'on the', 'under the', 'with')), 1],
    ['handover', p(dependants, g(2), w('food', 'bowl', 'lead', 'leash', 'meds', 'vet', 'vet papers', 'things'), w('is', 'are', 'be'), w('in', 'on', 'under', 'by')), 1],
    // a message that is an apology and nothing else: "... Sorry"
    ['apology', /(?:^|\|) sorry (?:[.!] )*(?=\||$)/, 1],
    ['open', p(w('to read', 'read it', 'open it', 'watch it', 'to open', 'to watch'), g(1), w('when he is older', 'when she is older', 'when they are older', 'when he is grown', 'when she is grown', 'on her birthday', 'on his birthday', 'when he turns', 'when she turns', 'one day')), 1],
    ['debts', p(w('paid', 'pay', 'paying'), g(1), w('off', 'back', 'my debts', 'debts', 'everyone', 'every cent', 'what i owe', 'the bills')), 1],
    // accounts, plans and traces ended
    ['cancel', p(cancelled, g(2), w('my', 'his', 'her', 'the', 'all my', 'all'), g(1), cancellable), 1],
    ['tidy', p(w('cleaned', 'tidied', 'scrubbed'), g(3), w('top to bottom', 'spotless', 'for whoever', 'for the next')), 1],
    ['done', p(w('all done now', 'everything is done', 'it is done .', 'it is all done', 'all sorted now', 'everything is sorted')), 1],
    ['cancel', p(w('my resignation', 'gave notice', 'handed in my notice', 'handed over my keys', 'handed in my keys', 'told work i quit', 'resigned')), 1],
    // apologies and thanks that close an account
    ['apology', p(w('sorry', 'apologise', 'apologising', 'apologize', 'apologizing', 'apologised', 'apologized', 'apologies', 'saying sorry'), g(3), w('for everything', 'to everyone', 'for being', 'to my', 'for all', 'i hurt', 'to all', 'to them', 'to people')), 1],
    ['apology', p(w('wrote to', 'write to', 'writing to', 'called', 'rang', 'texted', 'emailed', 'messaged'), g(3), w('apologise', 'apologize', 'say sorry', 'to apologise', 'to apologize')), 1],
    ['apology', p(w('make amends', 'making amends', 'made amends', 'made my peace with', 'making peace with', 'settle things with', 'settling things with')), 1],
    ['apology', p(w('do not be angry', 'please do not be angry', 'do not hate me', 'please forgive me', 'do not blame yourself', 'do not blame yourselves')), 1],
    ['thanks', p(w('thank you', 'thanks'), g(4), w('for everything', 'for all', 'for being there', 'kept me going')), 1],
    ['thanks', p(w('take care of each other', 'look after each other', 'take care of yourselves', 'look after yourselves', 'you have been the best', 'you guys have been the best', 'you were the best', 'you were good to me', 'been so good to me', 'you have been good to me')), 1],
    ['thanks', p(w('kept me going', 'kept me alive', 'kept me here'), g(2), w('longer', 'this long', 'so long')), 1],
    // goodbyes said: once, properly, one by one, "signing off"
    ['goodbye', p(w('said', 'say', 'saying'), g(1), w('my goodbyes', 'goodbye properly', 'goodbye to', 'bye to')), 1],
    ['love', p(w('told', 'tell', 'telling', 'texted', 'rang', 'called', 'messaged'), g(3), w('i love them', 'i love you', 'i love him', 'i love her', 'i loved them', 'loved them', 'everyone i love')), 1],
    ['goodbye', p(w('signing off', 'sign off', 'signed off'), w('now', 'for good', 'forever', '.', 'here')), 1],
    ['love', p(w('hugged', 'kissed', 'held'), w('them', 'him', 'her'), w('extra', 'one last', 'for the last', 'longer')), 1],
    // care handed over: the kids, the pets, the person cared for
    ['handover', p(w('look after', 'take care of', 'care for', 'looking after', 'raise'), g(2), w('the kids', 'my kids', 'his sister', 'her sister', 'his brother', 'her brother', dependants, 'dad', 'mum', 'mom', 'him', 'her'), g(1), w('for me', 'after', 'when i', 'once i', 'forever', 'for good')), 1],
    ['handover', p(w('someone else', 'somebody else', 'another carer'), g(3), w('look after', 'looking after', 'care for', 'caring for', 'lined up')), 1],
    ['absence', p('so', w('someone else', 'somebody else'), w('will', 'can'), g(1), w('look after', 'looking after', 'care for', 'caring for')), 1],
    ['handover', p(w('pick them up', 'pick up the kids', 'take them', 'have them', 'take the kids', 'have the kids'), g(3), w('for good', 'permanently', 'from now on')), 1],
    ['after', p(w('tell', 'call', 'let', 'contact', 'sort', 'deal with', 'find'), g(3), w('after .', 'afterwards .', 'after i go', 'after i am gone')), 1],
    // hidden from the people around: "everyone thinks I'm decluttering", "she thinks it's a joke"
    ['concealment', p(w('everyone thinks', 'they think', 'she thinks', 'he thinks', 'they all think', 'nobody knows', 'no one knows'), g(2), w('decluttering', 'joke', 'a joke', 'going away', 'on holiday', 'fine', 'ok', 'okay', 'moving', 'the real reason', 'why', 'going into hospital', 'going to hospital', 'going on a trip', 'going interstate', 'going overseas')), 1],
    ['concealment', p(w('told', 'tell', 'telling', 'said', 'saying'), w('her', 'him', 'them', 'everyone', 'people', 'my'), g(1), w('it is only', 'it was only', 'it is just', 'it was just', 'it is temporary', 'it was temporary', 'just in case', 'in case', 'i am going away', 'i was going away', 'i am going into hospital', 'i am going on a trip', 'i am moving')), 1],
    ['concealment', p(w('does not know yet', 'do not know yet', 'does not know', 'did not say why', 'i did not say', 'did not tell her why', 'did not tell him why', 'asked why')), 1],
    ['resolve', p(w('better that way', 'better this way', 'easier this way', 'easier that way', 'best this way', 'best that way')), 1],
    ['handover', p(w('promise', 'promised', 'made him promise', 'made her promise'), g(2), w('to look after', 'to take care of', 'to take', 'to keep')), 1],
    // saying one will not be there
    ['absence', p(absenceAhead), 1],
    ['rounds', p(lastTimes), 1],
    ['stop', p(lastStop), 1],
    ['writing', p(w('in the envelope', 'in an envelope', 'sealed envelope', 'envelope on', 'envelope in', 'envelope for')), 1],
    // a deadline for the preparations: "ready by Friday", "get it right before Sunday"
    ['timing', p(w('ready by', 'done by', 'finished by', 'sorted by', 'in order by', 'get it right before', 'all set by'), w('friday', 'saturday', 'sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'tomorrow', 'tonight', 'the weekend', 'next week', 'then')), 1],
    ['timing', p(w('wait', 'waiting'), w('till', 'until', 'for'), g(1), w('everyone', 'everybody', 'they', 'he', 'she'), g(1), w('asleep', 'sleeps', 'sleeping', 'is gone', 'leaves', 'left')), 1],
    // making sure the body is found, or not: doors unlocked, who to call, somewhere no one looks
    ['found', p(w('not to look for', 'do not look for', 'not look for', 'do not come looking', 'not to come looking', 'do not try to find', 'not to try to find'), w('me', 'him', 'her', 'them')), 2],
    ['found', p(w('doors unlocked', 'door unlocked', 'for the paramedics', 'for the police', 'who to call', 'nobody from home', 'no one from home', 'so nobody finds', 'so no one finds', 'where nobody will', 'where no one will')), 2],
  ];
  if (m.endOfLife || expectedDeath.test(m.all)) return 0;
  const weights = new Map<string, number>();
  for (const [concept, re, weight] of cues) if (weight > (weights.get(concept) ?? 0) && re.test(m.all)) weights.set(concept, weight);
  return [...weights.values()].reduce((sum, weight) => sum + weight, 0);
};

/** Farewells of ordinary life: a move, a new job, retiring. With one, a third act is needed. */
const everydayFarewell = / ((any|anyone) [a-z ]{0,30}(want|need) (them|it)|pick up|free to (a )?good home|for sale|buy nothing|marketplace|last day at|moving (house|out|in|to|interstate|overseas)|new job|new house|new owners|new tenants|retiring|retirement|farewell (party|lunch|drinks|do)|leaving do|going away party|housewarming|graduation|end of term|end of year) /;

const preparatoryActs: Rule = {
  kind: 'ideation',
  name: 'preparatory-acts',
  families: ['suicide'],
  test: (s, m) => s === m.sentences[0] && preparatoryScore(m) >= (everydayFarewell.test(m.all) ? 3 : 2),
};

/** Hurting oneself: cutting, burning, hitting, starving, scratching, "self-harm". */
const selfHarm: Rule = {
  kind: 'ideation',
  name: 'self-harm',
  families: ['suicide'],
  test: (s, m) =>
    !m.accident &&
    !mentions(s, fiction) &&
    (has(s, p(w('selfharm', 'selfharming', 'selfharms', 'selfharmed', 'cutting .', 'cutting again'))) && !(mentions(s, safeTopic) && !mentions(s, firstPersonState)) ||
      has(s, p(w('cut', 'cutting', 'cuts', 'burn', 'burning', 'burnt', 'burned', 'scratch', 'scratching', 'scratched', 'hit', 'hitting', 'punch', 'punching', 'bite', 'biting', 'bit', 'starve', 'starving', 'starved', 'hurt', 'hurting', 'harm', 'harming', 'punish', 'punished', 'punishing', 'carve', 'carved', 'carving', 'pick', 'picked', 'slam', 'slamming', 'bang', 'banging', 'scald', 'bruise', 'did', 'do', 'does', 'doing'), g(1), w(reflexive, 'it to himself', 'it to herself', 'it to myself', 'it to themselves'))) ||
      has(s, p(w('make', 'making', 'made'), refl, w('throw up', 'vomit', 'sick', 'bleed'))) ||
      has(s, p(w('i', 'keep', 'been'), g(3), w('cut', 'cutting', 'burn', 'burning', 'burnt', 'burned', 'scratch', 'scratching', 'scratched', 'carve', 'carved', 'carving', 'pick', 'picked', 'picking', 'slam', 'slamming', 'bang', 'banging', 'hitting', 'hit', 'razor', 'blade', 'punch', 'punching'), g(3), w('my', 'into my', 'on my'), g(1), bodyPart)) && !mentions(s, p(w('he', 'she', 'they'), g(1), w('hit', 'hits', 'punched', 'punches', 'cut', 'burnt', 'burned'), w('my', 'me'))) ||
      has(s, p(w('carved', 'carve', 'carving'), g(3), w('into my', 'my', 'into his', 'into her', 'into their'), bodyPart)) ||
      mentions(s, p(w('blade', 'blades'), w('out of', 'from'), g(2), w('sharpener', 'sharpeners', 'razor', 'razors', 'shaver'))) ||
      has(s, p(w('i', 'she', 'he'), g(4), w('cut', 'cuts', 'cutting', 'burn', 'burns', 'burning'), w('in the', 'at'), w('toilets', 'toilet', 'bathroom', 'shower', 'school', 'my room', 'her room', 'his room', 'night'))) && !mentions(s, p(w('cut', 'cuts', 'cutting'), w('out', 'off', 'back', 'down', 'up'))) ||
      mentions(s, p(w('re:[0-9]+', 'one', 'two', 'three', 'four', 'five', 'six', 'ten', 'more', 'new', 'fresh', 'deep'), w('cuts', 'burns', 'lines'), w('this time', 'tonight', 'today', 'again', 'last night', 'on my', 'on her', 'on his'))) ||
      mentions(s, p(w('blade', 'blades', 'razor', 'razors', 'sharpener', 'lighter'), g(6), w('for when', 'when it gets bad', 'when it got bad', 'in case', 'gets bad', 'got bad', 'just in case'))) && !mentions(s, p(w('shaving', 'shave', 'kitchen', 'camping', 'candles'))) ||
      has(s, p(w('burnt', 'burned', 'burn', 'cut', 'scratched', 'carved', 'scalded', 'stabbed'), w('my', 'myself'), g(2), w('with the lighter', 'with a lighter', 'with a razor', 'with the razor', 'with a blade', 'with the blade', 'with scissors', 'with a compass', 'with the iron', 'with a cigarette', 'again', 'on purpose', 'deliberately', 'till it bled', 'until it bled', 'to feel'))) && !mentions(s, p(w('he', 'she', 'they'), g(1), w('burnt', 'burned', 'cut', 'scratched'))) ||
      mentions(s, p(w('blood', 'bloody', 'bloodied', 'bloodstained'), g(6), w('razor', 'razors', 'blade', 'blades'))) && mentions(s, p(w('found', 'finding', 'hidden', 'hiding', 'hides', 'under'))) ||
      mentions(s, p(w('found', 'find', 'finding', 'hides', 'hiding', 'hidden', 'keeps'), g(3), w('razor', 'razors', 'blade', 'blades', 'sharpener blades'), g(5), w('blood', 'bloody', 'bloodied', 'tissues', 'bandaids', 'band-aids', 'plasters', 'under her bed', 'under his bed', 'in her room', 'in his room', 'pencil case'))) ||
      has(s, p(w('cutting', 'burning', 'scratching', 'carving', 'slashing'), w('his', 'her', 'their'), w('arms', 'arm', 'legs', 'leg', 'thighs', 'thigh', 'wrists', 'wrist', 'stomach', 'skin', 'body'))) ||
      has(s, p(w('scratching', 'cutting', 'burning', 'carving', 'picking at', 'pulling', 'pull', 'pulled'), w('my'), bodyPart)) && mentions(s, p(w('i'))) && !mentions(s, p(w('accidentally', 'by accident'))) ||
      has(s, p(w('pulling my hair out', 'pull my hair out', 'pulled my hair out'), w('in', 'until', 'till'))) ||
      has(s, p(w('want', 'wanna', 'urge', 'urges', 'need'), g(1), 'to', w('cut', 'burn', 'hurt', 'harm'), w('so', 'again', 'tonight', 'now', 'right now', '.', 'really', 'to', 'before', 'every', 'when', 'or', 'myself'))) && !mentions(s, p(w('cut'), w('down', 'back', 'out', 'up', 'off', 'the', 'his', 'her', 'my', 'a', 'it'))) ||
      has(s, p(w('my', 'her', 'his'), w('cuts', 'cutting', 'scars', 'wounds', 'selfharm'))) ||
      has(s, p(w('hide', 'hiding', 'cover', 'covering'), g(2), w('cuts', 'scars', 'burns', 'marks', 'wounds'))) ||
      has(s, p(w('cut', 'cutting'), w('deep', 'too deep', 'pretty deep', 'deeper', 'tonight', 'again'))) ||
      has(s, p(w('burns', 'cuts', 'scars', 'marks'), w('on', 'all over', 'across', 'up', 'down'), w('his', 'her', 'my'), bodyPart)) ||
      has(s, p(w('i'), g(2), w('punch', 'punching', 'punches', 'punched', 'hit', 'hitting', 'slam', 'slamming', 'bang', 'banging'), w('walls', 'the wall', 'the walls', 'a wall', 'my head', 'my hand', 'doors', 'the door'))) ||
      has(s, p(w('on purpose', 'deliberately', 'as punishment', 'to punish myself', 'to feel something', 'to feel pain'))) && mentions(s, p(w('i', 'myself', 'my'))) && !mentions(s, p(w('he', 'she', 'they', 'him', 'her'))) ||
      has(s, p(w('hurting myself', 'hurt myself', 'harm myself', 'harming myself', 'relapse', 'relapsed'))) && !mentions(s, p(w('drinking', 'smoking', 'gambling'))) ||
      has(s, p(w('not', 'have not', 'haven\'t'), w('eaten', 'eat'), g(4), w('on purpose', 'deliberately', 'do not deserve')))),
};

// ---- overdose and poisoning now --------------------------------------------------------------

/** A dose taken now, too much of it: "i just took all my pills", "swallowed 20 endone", "drank bleach". */
const overdoseNow: Rule = {
  kind: 'means',
  name: 'overdose-now',
  families: ['medical', 'suicide'],
  test: (s, m) =>
    !mentions(s, fiction) &&
    !mentions(s, hypothetical) &&
    (mentions(s, p(w('took', 'taken', 'swallowed', 'downed', 'necked', 'scoffed', 'drank', 'drunk', 'injected', 'had', 'have had', 'have take', 'has take', 'got into', 'gotten into', 'been into'), g(2), w('the lot', 'all', 'the whole', 'whole', 'a whole', 'an entire', 'entire', 'every', 'a heap', 'heap', 'heaps', 'a lot', 'lots', 'a bunch', 'a handful', 'handful', 'too many', 'too much', 'more', 'double', 'half a box', 'half a bottle', 'a bottle', 'a box', 'a packet', 'everything', 'something', 'some', 're:[1-9][0-9]+', 're:[0-9]+ (?:strips?|sheets?|packets?|boxes|bottles?|blisters?)', 're:(?:five|six|seven|eight|nine|ten|twenty|thirty|forty|fifty)'), g(4), w(meds, 'stuff', 'something', 'everything', 're:\\S*', 'pen'))) &&
      (mentions(s, p(meds)) || mentions(s, p(w('stuff', 'something', 'everything'), w('.', 'tonight', 'in the cabinet', 'in the house', 'i had', 'i could', 'please', 'at a party', 'just now')))) &&
      !mentions(s, p(w('going to', 'gonna', 'will', 'plan', 'planning', 'want to', 'thinking'), g(3), w('take', 'swallow', 'drink'))) ||
      mentions(s, p(w('overdosed', 'taken an overdose', 'took an overdose', 'had an overdose', 'taken a overdose', 'took a overdose'))) && !mentions(s, p(w('going', 'gonna', 'will', 'plan', 'want', 'planning', 'can'), g(2), w('overdose', 'od'))) &&
        !mentions(s, p(w('overdosed', 'overdose'), g(4), w('before', 'previously', 'in the past', 're:(?:19|20)[0-9][0-9]', 'years ago', 'last year', 'once'))) ||
      mentions(s, p(w('got into', 'gotten into', 'ate', 'eaten', 'swallowed', 'chewed'), g(4), w(meds, 'patch', 'patches', 'pills', 'tablets'))) && m.young ||
      mentions(s, p(w('already', 'just'), w('taken', 'took', 'swallowed', 'had'), g(3), w(meds, 'the lot', 'them', 'everything', 'it all'))) ||
      mentions(s, p(w('taken all my', 'took all my', 'swallowed all my', 'taken all of my', 'took all of my'), w('re:(?!holidays|leave|stuff|things|clothes|books|photos|time|money|notes|files|work|savings)\\S+'))) && !mentions(s, p(w('with it', 'with them', 'from me', 'away'))) ||
      mentions(s, p(w('drank', 'drunk', 'swallowed', 'swallow', 'drink', 'ate', 'had', 'has had'), g(3), w('bleach', 'antifreeze', 'weed killer', 'weedkiller', 'rat poison', 'poison', 'pesticide', 'drain cleaner', 'dishwasher liquid', 'dishwashing liquid', 'detergent', 'battery', 'button battery', 'batteries', 'methylated', 'turps', 'petrol', 'chlorine', 'cleaning'))) ||
      mentions(s, p(w('empty'), g(1), w('pill bottle', 'bottle', 'packet', 'packets', 'blister', 'blisters', 'box'))) && mentions(s, p(w('unconscious', 'next to', 'beside', 'found', 'note'))) ||
      mentions(s, p(w('injected', 'inject', 'injecting', 'took', 'taken'), g(2), w('more', 'too much', 'extra', 'double'), g(3), w('insulin', 'than i should', 'than he should', 'than she should')))),
};

/** "If he ever took too many", "just want to be prepared": a question, not an event. */
const hypothetical = p(w('if i think', 'if he ever', 'if she ever', 'what if', 'in case', 'be prepared', 'before it happens', 'when should i', 'what happens if', 'what should i do if', 'if someone', 'if a child', 'if my', 'if a', 'plan says', 'action plan', 'epilepsy plan', 'says to call', 'if it lasts', 'if it goes', 'lasts over', 'lasts more than', 'first aid'));

// ---- medical emergency -----------------------------------------------------------------------

/** An emergency now: not breathing, unconscious, stroke signs, seizure that won't stop, anaphylaxis. */
const medicalEmergency: Rule = {
  name: 'medical-emergency',
  families: ['medical'],
  test: (s, m) => {
    if (m.endOfLife && !m.sentences.some((x) => / (overdose|took|swallowed) /.test(x.words))) return false;
    if (mentions(s, hypothetical)) return false;
    if (mentions(s, p(w('signs of', 'symptoms of', 'what to do if', 'course', 'training', 'last year', 'years ago', 'used to', 'in the past', 'a while ago', 'months ago', 'since his', 'since her', 'since the', 'if she ever', 'if he ever', 'what happens if', 'in case', 'last week', 'last month', 'lasted', 'briefly', 'difference between', 'expires', 'is fine now', 'followed his plan', 'followed her plan', 'recognise', 'recognize', 'how do i tell', 'how to tell', 'how would i know', 'what to look for')))) return false;
    return (
      mentions(s, p(w('not', 'stopped', 'stop', 'can not', 'could not', 'struggling to', 'struggle to', 'trouble', 'hard to', 'barely', 'isn\'t'), g(1), w('breathing', 'breathe', 'breath', 'catch my breath', 'catch his breath', 'catch her breath'))) && !mentions(s, p(w('breathing', 'breathe'), w('fine', 'normally', 'ok', 'okay', 'well'))) ||
      mentions(s, p(w('unconscious', 'unresponsive', 'not responding', 'not responsive', 'no pulse', 'cpr', 'collapsed', 'collapse', 'passed out', 'barely conscious', 'barely awake', 'floppy', 'not moving', 'will not wake', 'won\'t wake', 'can not wake', 'can\'t wake', 'hard to wake', 'not waking', 'not waking up', 'not making sense', 'gasping', 'going purple', 'gone blue', 'turning blue', 'go blue', 'went blue', 'lips look grey', 'lips are blue', 'lips are grey', 'bluish', 'blue around the lips', 'grunting'))) ||
      mentions(s, p(w('breathing', 'breath', 'breathes', 'breathe'), g(3), w('gurgling', 'rattling', 'strangely', 'strange', 'funny', 'weird', 'noisy', 'shallow', 'slow', 'snoring'))) && / (will not answer|won't answer|not answering me|not responding|gone grey|gone gray|grey|blue|will not wake|can not wake|floppy|unconscious) /.test(m.all) ||
      mentions(s, p(w('seizure', 'seizing', 'fitting', 'fit', 'convulsing', 'seizures', 'jerking', 'twitching all over', 'foaming at the mouth', 'shaking all over'), g(9), w('minutes', 'not stopping', 'won\'t stop', 'will not stop', 'not stop', 'still going', 'it has been', 'another', 'min'))) ||
      mentions(s, p(w('been'), w('seizing', 'fitting', 'convulsing'))) ||
      mentions(s, p(w('face', 'mouth', 'smile'), g(2), w('dropped', 'drooping', 'droop', 'drooped', 'dropping', 'fallen', 'gone', 'droopy', 'lopsided', 'crooked'))) ||
      mentions(s, p(w('can not', 'could not', 'unable to'), w('lift', 'move', 'feel'), w('his', 'her', 'my'), g(1), w('arm', 'arms', 'leg', 'side', 'hand'))) ||
      mentions(s, p(w('clutching', 'holding', 'grabbing', 'gripping', 'clawing at'), w('his', 'her', 'my'), w('chest', 'heart'))) ||
      mentions(s, p(w('grey', 'gray', 'pale', 'white', 'blue'), g(1), w('and clammy', 'and sweaty', 'clammy', 'and cold'))) ||
      mentions(s, p(w('slurred', 'slurring', 'slurry'), g(1), w('speech', 'words'))) && mentions(s, p(w('sudden', 'suddenly', 'all of a sudden', 'now', 'stroke', 'weak', 'is this'))) ||
      mentions(s, p(w('speech is slurring', 'speech slurring', 'slurring my words', 'speech is slurred'))) ||
      mentions(s, p(w('suddenly', 'sudden'), g(3), w('can not speak', 'can not talk', 'confused', 'weak', 'numb', 'can not understand', 'can not see'))) ||
      mentions(s, p(w('having a stroke', 'is this a stroke', 'a stroke ?', 'having a heart attack', 'heart attack', 'anaphylaxis', 'anaphylactic', 'allergic reaction', 'asthma attack', 'dysreflexia'))) && !mentions(s, p(w('had a', 'history of', 'risk of', 'after his', 'after her', 'since his', 'since her', 'plan', 'action plan'))) ||
      mentions(s, p(w('epipen', 'epi pen', 'puffer', 'ventolin'), g(3), w('not working', 'is not working', 'did not work', 'isn\'t working', 'times', 'used'))) ||
      mentions(s, p(w('choking', 'choked'), g(5), w('can not', 'purple', 'blue', 'not breathing', 'help', '!', 'not clearing', 'is not clearing', 'going', 'nothing is coming out', 'not coming out', 'will not come out', 'stuck', 'can not cough', 'not coughing'))) && !mentions(s, p(w('kept', 'keeps', 'keep'), 'choking')) ||
      mentions(s, p(w('wheezing', 'wheeze'), g(5))) && mentions(s, p(w('swelling', 'swollen', 'allergic', 'lips', 'tongue', 'throat'))) ||
      mentions(s, p(w('chest'), w('pain', 'pains', 'is tight', 'tight', 'tightness', 'pressure'))) && mentions(s, p(w('arm', 'jaw', 'sweating', 'sweaty', 'crushing', 'breath', 'breathe', 'numb', 'collapsed'))) ||
      mentions(s, p(w('chest'), g(2), w('crushing', 'crushed', 'heavy', 'squeezing', 'exploding'))) ||
      mentions(s, p(w('chest'), g(8), w('elephant', 'weight on', 'in a vice', 'vice', 'squeezed', 'tight band', 'pressure'))) && / (sweat|sweating|sweaty|clammy|arm|jaw|breath|grey|gray|pale|nausea|vomit) /.test(m.all) ||
      mentions(s, p(w('crushing', 'crushed', 'squeezing', 'heavy'), w('chest', 'in his chest', 'in her chest', 'in my chest'))) ||
      mentions(s, p(w('speech', 'words', 'talking', 'voice'), g(2), w('slurred', 'slurring', 'garbled', 'jumbled'))) && mentions(s, p(w('sudden', 'suddenly', 'all of a sudden', 'now', 'limp', 'weak', 'droop', 'drooping'))) ||
      mentions(s, p(w('arm', 'leg', 'side', 'face'), g(1), w('is limp', 'gone limp', 'limp', 'is numb', 'gone numb', 'is weak', 'gone weak', 'is drooping'))) && mentions(s, p(w('sudden', 'suddenly', 'slurred', 'slurring', 'can not speak', 'speech', 'now'))) ||
      mentions(s, p(w('throat', 'tongue', 'lips', 'face'), g(3), w('swelling', 'swollen', 'tight', 'closing'))) ||
      mentions(s, p(w('bleeding', 'blood'), g(6), w('heavily', 'badly', 'profusely', 'won\'t stop', 'will not stop', 'not stopping', 'everywhere', 'heaps', 'a lot', 'lots', 'from his ear', 'from her ear', 'spurting', 'pouring'))) ||
      mentions(s, p(w('a lot of blood', 'lots of blood', 'blood everywhere', 'so much blood', 'vomiting blood', 'coughing up blood', 'coughing up pink', 'pink froth', 'vomit blood', 'throwing up blood'))) ||
      mentions(s, p(w('hit', 'hits', 'banged', 'bumped'), g(1), w('his head', 'her head', 'my head', 'their head'))) && mentions(s, p(w('confused', 'vomiting', 'drowsy', 'headache', 'warfarin', 'blood thinners', 'lump', 'not moving', 'unconscious', 'floppy', 'won\'t wake', 'sleepy'))) ||
      mentions(s, p(w('blood sugar', 'bsl', 'sugar', 'glucose', 'hypo', 'diabetes', 'diabetic'))) && mentions(s, p(w('not making sense', 'not responding', 'unresponsive', 'confused', 'won\'t wake', 'can not wake', 'passed out', 'unconscious', 'fitting', 're:[0-2]\\.[0-9]'))) ||
      mentions(s, p(w('worst headache', 'thunderclap'))) ||
      mentions(s, p(w('can not feel', 'could not feel', 'can not move', 'no feeling in', 'unable to feel', 'unable to move'), w('his', 'her', 'my', 'their'), w('legs', 'arms', 'feet', 'body', 'neck', 'hands'))) && / (fell|fall|fallen|crash|crashed|hit|ladder|roof|stairs|dived|diving|accident|knocked) /.test(m.all) ||
      mentions(s, p(w('waters broke', 'waters have broken', 'tracheostomy', 'trachy', 'trach', 'dialysis line', 'suction'), g(6), w('blood', 'out', 'breathe', 'clearing', 'weeks'))) ||
      mentions(s, p(w('temperature', 'fever', 'temp'), g(3), w('40', '41', '39', 're:4[0-9]'))) && mentions(s, p(w('confused', 'blotchy', 'rash', 'floppy', 'drowsy'))) ||
      mentions(s, p(w('fell into', 'fell in', 'found in'), w('the pool', 'the water', 'the bath', 'the dam'))) ||
      mentions(s, p(w('stung', 'bitten', 'sting', 'bite'), g(8), w('hives', 'throat', 'swelling', 'can not breathe', 'dizzy'))) ||
      mentions(s, p(w('heart'), w('is racing', 'racing', 'going funny', 'is going funny', 'pounding', 'stopped'))) && /\b(took|taken|swallowed|overdose|pills|tablets)\b/.test(m.all) ||
      mentions(s, p(w('hurts to swallow', 'hoarse', 'dizzy'))) && /\b(strangled|choked|neck|throat)\b/.test(m.all) ||
      mentions(s, p(w('really', 'very', 'so'), w('drowsy', 'sleepy', 'groggy'))) && /\b(took|taken|swallowed|tablets|pills|patches|dose|overdose|meds)\b/.test(m.all) ||
      mentions(s, p(w('pain'), g(3), w('unbearable'))) && mentions(s, p(w('vomiting', 'blood'))) ||
      mentions(s, p(w('pain in'), g(1), 'chest')) && mentions(s, p(w('sweat', 'sweating', 'jaw', 'arm', 'breath', 'crushing'))) ||
      mentions(s, p(w('head knock', 'knock to the head', 'knocked his head', 'knocked her head', 'knocked out', 'concussion', 'hit his head', 'hit her head', 'hit in the head'))) && mentions(s, p(w('vomiting', 'vomited', 'throwing up', 'drowsy', 'confused', 'sleepy', 'not making sense', 'seizure', 'unconscious'))) ||
      mentions(s, p(w('lump on', 'hit'), w('his head', 'her head'))) && mentions(s, p(w('confused', 'warfarin', 'drowsy', 'vomiting', 'blood thinners', 'floppy'))) ||
      mentions(s, p(w('fall', 'fell'), g(6), w('confused', 'warfarin', 'blood thinners', 'not moving', 'can not get up', 'unconscious'))) ||
      mentions(s, p(w('having a', 'in the middle of a'), w('seizure', 'fit'))) ||
      mentions(s, p(w('gone', 'going', 'are', 'is', 'become', 'becoming'), g(1), w('weak', 'floppy', 'limp', 'lethargic', 'grey', 'pale and cold'))) && m.young ||
      mentions(s, p(w('re:(?:3[5-9]|4[0-9])'), w('degrees'))) && m.young && mentions(s, p(w('car', 'cot', 'baby', 'sun', 'verandah', 'left')))
    );
  },
};

// ---- people at risk from others --------------------------------------------------------------

/** A carer hurting, or afraid of hurting, the person cared for: pushing, shaking, smothering, withholding. */
const carerHarm: Rule = {
  kind: 'hyperbole',
  name: 'carer-harm',
  families: ['carer'],
  test: (s, m) =>
    (has(s, p(w('i', 'i have', 'i had', 'i just', 'i started', 'started', 'keep'), g(3), violent, g(1), cared)) ||
      has(s, p(w('i'), g(3), w('grabbed', 'grab', 'held', 'gripped', 'hit', 'slapped', 'twisted', 'yanked', 'pulled', 'squeezed', 'punched', 'kicked', 'bit', 'scratched', 'pinched', 'shook', 'wrenched'), g(1), w(kin, 'him', 'her'), '\'s', w('arm', 'arms', 'wrist', 'wrists', 'hand', 'face', 'hair', 'neck', 'throat', 'head', 'leg'))) ||
      has(s, p(w('so hard', 'too hard'), g(2), w('it bruised', 'bruised', 'left a bruise', 'left bruises', 'left marks', 'she cried', 'he cried'))) && mentions(s, p(w('i'))) ||
      has(s, p(w('giving', 'give', 'gave', 'given'), w('him', 'her', 'mum', 'mom', 'dad'), g(1), w('extra', 'more', 'too much', 'too many', 'double'), g(2), w('tablets', 'sleeping tablets', 'pills', 'meds', 'medication', 'sedatives', 'insulin', 'morphine'))) ||
      has(s, p(w('do something terrible', 'do something awful', 'do something bad', 'do something i regret', 'do something to'), g(3))) && mentions(s, p(w('scared', 'afraid', 'terrified', 'frightened', 'worried'))) ||
      has(s, p(w('pillow over'), g(2), w('face', 'head'))) ||
      // "I stand over him with a pillow and think how easy it would be"
      mentions(s, p(w('pillow', 'cushion', 'plastic bag'), g(6), w('how easy', 'easy it would be', 'would be easy', 'would be so easy', 'think about it', 'thinking about it'))) && mentions(s, p(w(cared, 'him', 'her'))) ||
      has(s, p(w('close to', 'so close to', 'nearly', 'almost', 'came close to', 'this close to'), w('hitting', 'shaking', 'hurting', 'slapping', 'smothering', 'pushing', 'strangling', 'choking', 'hit', 'shook', 'hurt', 'slapped', 'pushed', 'smacking', 'smacked'), g(1), cared)) ||
      has(s, p(w('i'), g(3), w('leaving', 'leave', 'left', 'lock', 'locking', 'locked', 'shut', 'shutting'), cared, g(4), w('all day', 'all night', 'for hours', 'alone', 'in her room', 'in his room', 'in the room', 'outside', 'in the dark'))) ||
      has(s, p(w('i'), g(2), w('shook', 'shake', 'shaking', 'tied', 'locked', 'locking', 'restrained', 'held', 'put my hand', 'put a pillow', 'dragged', 'pinching', 'pinched', 'squeezed', 'slapped', 'pushed', 'grabbed', 'hitting', 'left'), g(1), cared, g(3), w('down', 'by', 'in', 'to the', 'over', 'against', 'into', 'across', 'mouth', 'face', 'sitting', 'room', 'the house', 'all day', 'so hard', 'too hard', 'hard', '.', 'wall', 'bed', 'too tight', 'so tight', 'tight'))) ||
      has(s, p(w('i'), g(2), w('screamed in', 'yelled in', 'shouted in', 'screamed at', 'yelled at'), w('her', 'his', 'their'), 'face')) ||
      has(s, p(w('raised my hand', 'raise my hand', 'put my hand over', 'pillow in my hands', 'had the pillow', 'pillow over'))) ||
      mentions(s, p(w('pillow', 'cushion', 'plastic bag', 'my hand', 'my hands'), g(6), w('over', 'on'), w('her', 'his', 'their'), w('face', 'mouth', 'head', 'nose'))) && mentions(s, p(w('i', 'think', 'thinking', 'thought', 'imagine', 'want'))) ||
      // "I wish he'd die in his sleep, and I've thought about helping that along"
      mentions(s, p(w('help', 'helping', 'helped', 'speed', 'speeding', 'hurry', 'hurrying'), w('it', 'that', 'things', 'him', 'her', 'this'), w('along', 'up', 'on its way'))) && / (die|dying|death|dead|gone|sleep|over) /.test(m.all) && / (he|she|him|her) /.test(m.all) ||
      // "I've stopped giving him his heart tablets. Part of me hopes it just happens."
      mentions(s, p(w('hope', 'hopes', 'hoping', 'wish'), g(3), w('it just happens', 'it happens', 'his heart gives out', 'her heart gives out', 'he does not wake', 'she does not wake', 'nature takes its course'))) && / (stopped|stop|not giving|withh[oe]ld|skipping|hid) /.test(m.all) ||
      has(s, p(w('if', 'wish'), w('she', 'he', 'they'), g(1), w('did not', 'never', 'would not', 'just did not'), w('wake up', 'wake'))) ||
      has(s, p(w('better for both of us', 'easier for both of us', 'kinder'), g(4))) && mentions(s, p(w('she', 'he', 'him', 'her'), g(3), w('did not', 'not', 'died', 'gone', 'give', 'giving'))) ||
      has(s, p(w('give', 'giving'), w('him', 'her', 'them', 'mum', 'mom', 'dad'), g(1), w('all of them', 'all', 'too much', 'the lot', 'the whole', 'all her', 'all his'))) ||
      has(s, p(w('did not', 'didn\'t', 'not', 'never'), 'call', w('the ambulance', 'an ambulance', '000', 'for help', 'the doctor'))) ||
      has(s, p(w('if i will', 'if i can', 'if i could', 'whether i can', 'whether i will'), w('stop', 'control myself', 'hold back'), w('next time', 'again'))) ||
      has(s, p(w('scared', 'afraid', 'terrified', 'frightened', 'worried', 'fear'), g(4), w('i will', 'i would', 'i might', 'i could', 'what i will', 'what i would', 'what i might', 'what i\'ll', 'myself', 'i am going to', 'i\'m going to', 'it will happen again', 'it will be worse', 'worse next time'), g(3), w('hurt', 'hit', 'shake', 'harm', 'kill', 'do', 'snap', 'lose', '.', 'again', 'next', 'him', 'her'))) ||
      has(s, p(w('do not', 'don\'t', 'can not', 'no longer'), w('trust myself'))) ||
      has(s, p(w('before i do', 'before i hurt', 'before i snap'), w('something', 'worse', 'it', 'them', 'him', 'her'))) ||
      has(s, p(w('going to', 'gonna', 'might', 'will', 'could', 'think i will', 'think i could'), g(4), w('snap', 'hurt', 'hit', 'kill', 'harm', 'smother', 'shake'), g(1), w(cared, 'back'))) ||
      has(s, p(w('feel like', 'felt like', 'urge to', 'thought of', 'think about', 'thinking about', 'thought about', 'thoughts of', 'fantasise about', 'imagine'), g(2), w('throwing', 'shaking', 'hitting', 'hurting', 'smothering', 'putting a pillow', 'strangling', 'choking', 'killing'), g(1), w(cared, 'them'))) ||
      has(s, p(w('thinking of', 'think about', 'thinking about', 'thought about'), w('not giving', 'giving'), w('him', 'her', 'them', 'mum', 'mom', 'dad'), g(2), w('all', 'too much', 'the lot', 'tablets', 'meds'))) ||
      has(s, p(w('thinking of', 'thought about', 'thinking about'), 'not', w('giving', 'give'))) ||
      has(s, p(w('how easy', 'easy it would be'), g(4), w('give', 'too much', 'overdose', 'pillow'))) ||
      has(s, p(w('not', 'didn\'t', 'did not', 'stopped', 'stop', 'withhold', 'withheld', 'withholding', 'hide', 'hiding', 'cutting back', 'cut back', 'skip', 'skipping'), g(1), w('give', 'giving', 'given'), g(2), w(kin, 'him', 'her', 'mum', 'mom', 'dad'), g(2), w('tablets', 'meds', 'medication', 'medicine', 'pills', 'insulin', 'food', 'dinner', 'meals'))) ||
      has(s, p(w('i'), g(3), w('withhold', 'withheld', 'withholding', 'cutting back', 'cut back', 'hide', 'hiding', 'skip', 'skipping'), g(3), w('tablets', 'tablet', 'meds', 'medication', 'medicine', 'pills', 'insulin', 'food', 'meals'))) ||
      has(s, p(w('to punish'), w('him', 'her', 'them'))) ||
      has(s, p(w('i'), g(4), w('on purpose'))) && mentions(s, p(w('him', 'her', 'mum', 'mom', 'dad', 'tablets', 'meds', 'wheelchair')))) &&
    !mentions(s, notViolence) &&
    !mentions(s, p(w('for', 'if'), w('eating', 'leaving', 'forgetting', 'the', 'using'), g(3), w('chocolate', 'milk', 'last', 'remote'))),
};

/** Intent to hurt or kill someone else: "i'm going to kill my neighbour", "make them pay". */
const harmOthers: Rule = {
  kind: 'hyperbole',
  name: 'harm-to-others',
  families: ['harm-to-others'],
  test: (s, m) =>
    has(s, p(w('how to', 'how do i', 'how can i', 'how would i'), w('poison', 'kill', 'hurt', 'drug'), w('someone', 'somebody', 'a person', 'him', 'her', 'my'))) ||
    !mentions(s, fiction) &&
    (has(s, p(w('i', 'he', 'she', 'son', 'says', 'said', 'swear'), g(3), intentWords, g(3), w('kill', 'hurt', 'bash', 'stab', 'shoot', 'strangle', 'punch', 'smash', 'poison', 'poisoning', 'run', 'set fire', 'burn', 'break', 'attack', 'beat', 'hurting', 'stabbing', 'killing', 'find'), g(2), w(other, 'him', 'her', 'them', 'people', 'someone', 'somebody'), g(3), w('over', 'to', 'house', 'office', 'head', 'arms', 'face', 'food', 'in', 'when', 'at', 'pay', '.', ',', 'tonight', 'tomorrow', 'after', 'and', 'with', 'next', 'who', 'this', 'if', 're:\\S+'))) &&
      !mentions(s, p(w('kill', 'hurt', 'bash', 'stab', 'shoot', 'strangle', 'punch'), w('me', 'myself', 'himself', 'herself'))) &&
      !mentions(s, notViolence) ||
      has(s, p(w('make'), w('them', 'him', 'her', 'the people', 'people', 'everyone', 'that', 'the', 'this', 'those'), g(4), w('pay', 'suffer', 'regret'))) && !mentions(s, p(w('make', 'makes'), w('me', 'us', 'you'), w('pay', 'suffer'))) ||
      has(s, p(w('going to', 'gonna', 'will'), w('get', 'regret', 'pay for'), w('it', 'what', 'the people', 'them', 'him', 'her'))) ||
      has(s, p(w('going to', 'gonna', 'will'), g(1), w('set fire to', 'burn down', 'run'), g(3), w('house', 'over', 'office', 'car'))) ||
      has(s, p(w('thoughts', 'thinking', 'urge', 'urges'), g(2), w('pushing', 'hurting', 'killing', 'stabbing', 'attacking'), w('people', 'someone', 'strangers', 'a stranger', 'random'))) ||
      has(s, p(w('going to', 'gonna', 'will'), w('do something about it'))) ||
      has(s, p(w('i'), g(2), w('kill', 'hurt', 'bash', 'stab'), w('him', 'her', 'them'), w('.', '!'))) && mentions(s, p(w('going to', 'gonna', 'will', 'want'))) ||
      has(s, p(w('knife', 'gun', 'bat', 'petrol', 'weapon'), g(8), w('office', 'school', 'going to', 'tonight', 'ready', 'hurt'))) && mentions(s, p(w('i', 'he', 'son', 'my'))) ||
      has(s, p(w('drive', 'driving'), g(2), w('car', 'truck'), w('into the', 'through the'), g(2), w('office', 'front', 'crowd', 'building', 'shop', 'school'))) ||
      has(s, p(w('voices'), g(4), w('hurt', 'kill', 'attack'))) ||
      has(s, p(w('put', 'smash', 'punch', 'ram'), w('my fist', 'his head', 'her head'), w('through', 'into'))) ||
      has(s, p(w('crowbar', 'bat', 'knife', 'gun', 'machete', 'axe', 'hammer', 'weapon', 'petrol'), g(8), w('going round', 'going over', 'going to his', 'going to her', 'go round', 'heading over', 'heading round', 'going there'))) ||
      has(s, p(w('going round', 'going over', 'going to his', 'going to her', 'heading over', 'going there'), g(8), w('crowbar', 'bat', 'knife', 'gun', 'machete', 'axe', 'hammer', 'weapon', 'petrol'))) ||
      has(s, p(w('going to', 'gonna', 'tonight', 'tomorrow'), g(8), w('with a', 'with my', 'bring a', 'take a', 'taking a'), w('knife', 'gun', 'bat', 'weapon', 'axe', 'hammer', 'machete', 'crowbar'))) ||
      has(s, p(w('burn down', 'set fire to', 'torch'), g(3), w('house', 'home', 'place', 'car', 'office'))) && mentions(s, p(w('want', 'going to', 'gonna', 'will', 'plan'))) ||
      has(s, p(w('i'), g(2), w('going to', 'gonna', 'will'), g(8), w('hurt', 'kill', 'stab', 'bash', 'shoot', 'punch'), w('him', 'her', 'them'))) ||
      has(s, p(w('going to', 'gonna'), w('kill', 'hurt', 'stab', 'bash', 'shoot'), w('him', 'her', 'them'), w('.', '!'))) ||
      // the person named by what they did: "gonna stab the guy who took my daughter"
      has(s, p(w('going to', 'gonna', 'want to'), w('stab', 'kill', 'shoot', 'bash', 'strangle', 'run over', 'knife', 'glass'), w('the', 'that', 'this'), g(1), w('guy', 'bloke', 'man', 'woman', 'bitch', 'bastard', 'prick', 'dog', 'creep', 'pig'), w('who', 'that', 'if', 'when', '.'))) ||
      has(s, p(w('i know where', 'know where'), w('he lives', 'she lives', 'they live', 'he works', 'she works'))) && / (stab|kill|shoot|bash|hurt|knife|gun|bat|make (him|her|them) pay) /.test(m.all) ||
      has(s, p(w('going to', 'gonna', 'will', 'want to'), w('kill', 'hurt', 'stab', 'bash', 'shoot', 'attack'), w('anyone', 'everyone', 'someone', 'somebody', 'people', 'everybody'))) ||
      has(s, p(w('he deserves it', 'she deserves it', 'they deserve it', 'without getting caught', 'is not detected', 'isn\'t detected', 'not be detected', 'untraceable'))) ||
      // something slipped into someone's food or drink, meant: "tempted to put something in his food"
      mentions(s, p(w('put', 'putting', 'slip', 'slipping', 'add', 'adding', 'mix', 'mixing', 'lace', 'spike'), g(2), w('in', 'into'), w('his', 'her', 'their'), w('food', 'drink', 'tea', 'coffee', 'meal', 'dinner', 'beer', 'water', 'soup'))) &&
        mentions(s, p(w('something', 'poison', 'rat bait', 'bleach', 'antifreeze', 'tempted', 'want to', 'going to', 'so he', 'so she', 'for good', 'shut up', 'shuts up'))) && !mentions(s, p(w('tablet', 'tablets', 'pills', 'meds', 'medicine', 'thickener', 'crushed'))) ||
      // harm done in secret: "make a person sick slowly without anyone knowing"
      mentions(s, p(w('sick', 'ill', 'poison', 'hurt', 'harm', 'kill', 'die', 'suffer'), g(4), w('without anyone knowing', 'without them knowing', 'without him knowing', 'without her knowing', 'without a trace', 'without anyone finding out', 'so no one knows', 'and not get caught'))) ||
      mentions(s, p(w('when he', 'when she', 'when they', 'once he', 'once she', 'as soon as he', 'as soon as she'), g(4), w('it is done', 'it will be done', 'he is dead', 'she is dead', 'he gets it', 'she gets it', 'i will do it', 'he will pay', 'she will pay'))) && / (knife|gun|bat|weapon|machete|axe|hammer|blade|rifle) /.test(m.all) ||
      // a blow promised on sight: "gonna smash his head in when i see him"
      has(s, p(w('going to', 'gonna', 'will', 'want to'), w('smash', 'kick', 'punch', 'bash', 'cave', 'knock', 'beat', 'stab'), g(3), w('head in', 'face in', 'teeth in', 'head off', 'brains out', 'lights out'))) ||
      // a fantasy of hurting someone, dwelt on: "I fantasise about pushing my husband down the stairs"
      has(s, p(w('thinking about', 'think about', 'fantasise about', 'fantasize about', 'fantasised about', 'fantasising about', 'fantasizing about', 'dream about', 'dreaming about', 'imagine', 'imagining', 'picture', 'picturing'), g(1), w('pushing', 'strangling', 'hitting', 'smothering', 'drowning', 'stabbing', 'running over', 'poisoning', 'killing', 'hurting', 'shooting', 'choking', 'bashing'), w(other, 'my', 'people')))),
};

/** Family and domestic violence, threats, strangulation and coercive control → violence. */
const familyViolence: Rule = {
  kind: 'abuse',
  name: 'family-violence',
  families: ['violence'],
  test: (s) =>
    !mentions(s, fiction) &&
    (has(s, p(w(other, 'partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'ex', 'dad', 'stepdad', 'brother', 'carer'), g(5), w(violent, 'shoves', 'grabbing', 'grabs', 'drags', 'dragging', 'throws', 'kicks', 'punches', 'slaps', 'beats', 'chokes', 'strangles', 'squeezes', 'pins', 'touch', 'force', 'forced', 'disciplining', 'belted', 'started on', 'threw'), g(5), w('me', 'my', 'her', 'him', 'mum', 'mom', 'the kids', 'us', 'our', 'at me', 'on me'))) &&
      !mentions(s, p(w('i'), g(1), w('hit', 'pushed', 'punched', 'slapped', 'kicked', 'grabbed', 'hurt'))) &&
      !mentions(s, notViolence) &&
      !mentions(s, p(w('push', 'pushed', 'pushing', 'pushes'), w('re:(?!me|her|him|my|mum|mom|dad|them|us)\\S+'))) ||
      has(s, p(w('put', 'puts'), w('her', 'him', 'me', 'my \\S+'), w('in hospital', 'in the hospital', 'in icu'))) ||
      has(s, p(w('threw', 'throws', 'thrown', 'pushed', 'pushes', 'shoved', 'shoves', 'kicked', 'dragged', 'drags', 'slammed'), w('me', 'her'), w('down the stairs', 'down', 'against the', 'into the', 'across the', 'out of the', 'off the', 'onto the', 'to the ground', 'to the floor'))) && !mentions(s, p(w('i'), g(1), w('threw', 'pushed', 'shoved', 'kicked', 'dragged'))) ||
      has(s, p(w('held', 'holds', 'holding', 'pointed', 'points', 'pointing', 'put', 'pulled', 'pulls'), w('a', 'the', 'his', 'her'), w('knife', 'gun', 'blade', 'machete', 'screwdriver', 'broken bottle', 'rifle', 'axe'), w('to', 'at', 'against', 'on'), w('my', 'me', 'her', 'our'))) ||
      !mentions(s, notViolence) && has(s, p(w(other), g(2), w('broke', 'broken', 'fractured'), w('my', 'her', 'his'), w('arm', 'nose', 'ribs', 'rib', 'jaw', 'finger', 'wrist', 'leg', 'cheekbone', 'eye socket'))) ||
      has(s, p(w('help'), g(2), w('he is home', 'she is home', 'he is here', 'he is back', 'he is coming', 'she is coming'))) ||
      has(s, p(w('hands', 'hand', 'arm'), w('around', 'round', 'on'), w('my', 'her', 'his'), w('neck', 'throat'))) ||
      has(s, p(w('grabbed', 'squeezed', 'squeezing', 'choked', 'choking', 'strangled', 'strangling'), w('my', 'her'), w('neck', 'throat'))) ||
      has(s, p(w('threaten', 'threatens', 'threatened', 'threatening', 'says', 'said', 'saying', 'screaming', 'keeps saying', 'told me'), g(6), w('kill me', 'hurt me', 'kill us', 'hurt us', 'kill the kids', 'hurt the kids', 'kill my', 'use it on me', 'burn the house', 'with me inside', 'throw my', 'me with', 'kill them', 'hurt them', 'take the kids', 'post it', 'knows where i live', 'he is coming', 'find me'))) ||
      has(s, p(w('threatening'), w('texts', 'messages', 'me', 'calls'))) ||
      has(s, p(w('next time'), g(2), w('it will be', 'it is', 'it be'), w('my face', 'me', 'you', 'your face', 'my head', 'her face', 'her'))) ||
      has(s, p(w('punched', 'punches', 'hit', 'hits', 'smashed', 'smashes', 'kicked', 'kicks', 'threw', 'throws'), g(5), w('beside', 'next to', 'near', 'past', 'an inch from', 'right by'), w('my', 'her'), w('head', 'face', 'ear'))) ||
      has(s, p(w('not allowed', 'no longer allowed', 'never allowed'), 'to', w('see', 'have', 'go', 'leave', 'talk', 'work', 'use', 'spend', 'call', 'visit', 'drive', 'eat'))) && mentions(s, p(w('partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'he', 'she', 'ex'))) ||
      has(s, p(w('controls', 'controlling', 'control'), w('everything', 'all my', 'all the', 'my money', 'where i go', 'who i see', 'what i wear', 'what i eat'))) && mentions(s, p(w('partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'he', 'she', 'ex'))) ||
      has(s, p(w('hacked', 'hacks', 'hacking', 'logs into', 'logged into'), w('my'), w('email', 'emails', 'phone', 'accounts', 'account', 'facebook', 'instagram', 'messages'))) ||
      (has(s, p(w('follows', 'following', 'followed', 'stalking', 'stalks', 'stalked'), w('me'))) ||
        has(s, p(w('turns up', 'turning up', 'shows up', 'showing up', 'keeps turning up', 'waiting', 'hanging around', 'parked'), w('at my', 'at the', 'outside my', 'outside the', 'near my'), w('work', 'house', 'home', 'place', 'school', 'door', 'flat', 'unit')))) &&
        !youngPattern.test(s.words) &&
        !mentions(s, p(w('dog', 'cat', 'puppy', 'on instagram', 'on facebook', 'online', 'sweet', 'lovely', 'kind', 'nice', 'surprise', 'flowers', 'coffee', 'lunch'))) ||
      has(s, p(w('never see'), w('them', 'the kids', 'my kids', 'our kids', 'the children', 'my children'), g(1))) && mentions(s, p(w('take', 'takes', 'taking', 'she will', 'he will', 'threaten', 'threatens', 'says', 'tells'))) ||
      has(s, p(w('if i'), g(1), w('leave', 'left', 'tried to leave', 'go to the police', 'tell anyone', 'told anyone', 'call the police', 'report', 're:(?:call|ring|phone|tell|go to|contact) (?:the )?(?:police|cops|anyone|someone|my family|dv line)'))) && mentions(s, p(w('he', 'she', 'kill', 'hurt', 'tell', 'threaten', 'threatened', 'will'))) ||
      has(s, p(w('scared of', 'afraid of', 'frightened of', 'terrified of'), w('my', 'him', 'her'), g(1), w('partner', 'husband', 'wife', 'boyfriend', 'girlfriend', 'ex', 'son', 'him', 'her', 'dad', 'father'))) ||
      has(s, p(w('scared', 'afraid', 'frightened', 'terrified'), 'to', w('go home', 'go back'))) ||
      has(s, p(w('being abused', 'abused by', 'abusing me', 'abuses me', 'abusive to me', 'abusive towards me', 'is abusive', 'afraid for my life', 'unsafe at home', 'not safe at home', 'in a refuge', 'at a refuge', 'intervention order', 'avo', 'dvo', 'restraining order', 're:(?:i am|i was|we are|we were|am|been|i have been|currently) hiding (?:in|from)', 'screaming for help'))) ||
      has(s, p(w('check', 'checks', 'checking', 'reads', 'read', 'go through', 'goes through', 'monitor', 'monitors'), w('my', 'all my'), g(1), w('phone', 'messages', 'emails', 'texts'))) ||
      has(s, p(w('take', 'takes', 'took', 'control', 'controls', 'keep', 'keeps'), w('my', 'all the', 'all my'), w('pay', 'money', 'wages', 'cards', 'bank', 'phone', 'car keys', 'keys'))) ||
      has(s, p(w('will not', 'won\'t', 'does not', 'doesn\'t', 'never'), w('let me'), w('see', 'leave', 'have', 'go', 'talk', 'work', 'drive', 'eat', 'out'))) ||
      has(s, p(w('track', 'tracks', 'tracking', 'tracker'), g(2), w('location', 'phone', 'app', 'me', 'car'))) ||
      has(s, p(w('camera', 'cameras'), g(6), w('watch me', 'spy', 'watching me'))) ||
      has(s, p(w('locked me', 'locks me', 'lock me', 'locks the pantry', 'locked the pantry', 'smashed my phone', 'took my phone', 'show him receipts', 'show her receipts', 'punches walls next to', 'nobody would believe me', 'no one would believe me'))) ||
      has(s, p(w('kicked', 'punched', 'hit', 'kick', 'punch'), g(2), w('in the stomach', 'in the face', 'in the head', 'in the belly'))) ||
      has(s, p(w('dad', 'father', 'stepdad', 'brother', 'husband', 'partner', 'boyfriend'), g(2), w('hits', 'beats', 'punches', 'hurts'), w('mum', 'mom', 'my', 'her', 'me', 'us')))),
};

/** Sexual assault, coercion and image abuse → violence. */
const sexualAssault: Rule = {
  name: 'sexual-assault',
  families: ['violence'],
  test: (s, m) =>
    (has(s, p(w('i said no', 'i told him no', 'i told her no', 'i told him to stop', 'i told her to stop'))) && / (sex|drunk|touch|touched|bed|kiss|clothes|party|forced|rape|raped|made me|held me|pinned) /.test(m.all)) ||
    // consent not given or not possible, beside touching or sex: "I didn't say yes", "he can't say no"
    (mentions(s, p(w('did not say yes', 'never said yes', 'can not say no', 'could not say no', 'unable to say no', 'too drunk to say', 'was asleep', 'when i was asleep', 'while i was asleep', 'while she was asleep', 'while he was asleep'))) &&
      / (touch|touching|touched|touches|sex|things to|stuff to|did things|undressed|naked|kissed|groped|on top of) /.test(m.all)) ||
    !mentions(s, fiction) &&
    (has(s, p(w('rape', 'raped', 'raping', 'rapist', 'sexually assaulted', 'sexual assault', 'molested', 'molesting', 'molest', 'assaulted me', 'assaulted', 'forced himself', 'forced herself', 'forces me', 'forced me', 'made me have sex', 'makes me have sex', 'make me have sex', 'having sex with me', 'having sex with her', 'sex with me', 'did not consent', 'didn\'t consent', 'without my consent', 'without consent', 'spiked', 'drugged', 'nudes', 'sexual things', 'do sexual', 'touched me', 'touching me', 'touches me', 'touched by', 'molested by', 'groped', 'groping', 'sexually abused', 'touches her', 'touching her', 'touched her', 'touched my', 'down there', 'does things to me', 'doing things to her', 'does things', 'do stuff', 'does stuff', 'makes her do', 'made her do', 're:(?:made|makes|make|forced|forces) me do (?:things|stuff|something|sexual)', 'kept going', 'holds me down', 'held me down', 'came into my bed', 'coming into my room', 'comes into my room', 're:(?:coming|comes|came|getting|gets|got|climbs|climbing) (?:into|in) (?:my|her|his|their) (?:bed|room)(?! to (?:say|check|wake|tell))', 're:(?:hands?|fingers) all over (?:me|her|him)', 're:(?:woke|wake|waking) up (?:\\S+ ){0,8}(?:clothes off|clothes undone|naked|no clothes|no memory|sore|bleeding)', 're:(?:did|does|do|doing|done) (?:things|stuff|something) to (?:me|her|him)',
      're:(?:hand|hands|fingers) (?:up|down|under|inside|in) (?:my|her|his) (?:skirt|dress|shirt|top|pants|shorts|undies|underwear|knickers|bra|jeans)', 'comes at night', 'asking for photos', 'asked for photos', 'for photos', 'keep their relationship secret', 'grown man', 'shower with him', 'come over alone', 'coming over alone', 'filmed us', 'filmed me', 'sexual'))) &&
      !mentions(s, p(w('sexual health', 'sex education', 'sex ed', 'sexuality', 'sexual orientation', 'sexual function', 'libido', 'sex drive'))) &&
      !mentions(s, p(w('years ago', 'decades ago'), g(6), w('counselling', 'therapy', 'healed', 'ok now', 'fine now', 'better now')))),
};

/** A child in danger, by anyone: hurt, neglected, groomed, abandoned. */
const childAtRisk: Rule = {
  name: 'child-at-risk',
  families: ['child', 'violence'],
  test: (s, m) =>
    m.young &&
    !mentions(s, p(w('with the babysitter', 'with a babysitter', 'with the nanny', 'with grandma', 'with nan', 'with their grandparents', 'with my mum', 'with my mom'))) &&
    !mentions(s, fiction) &&
    (has(s, p(w('left alone', 'alone for days', 'wandering', 'eating out of the bin', 'asked me for food', 'no food', 'same clothes', 'not been to school', 'haven\'t been to school', 'hasn\'t been to school', 'kept home from school', 'left her in the car', 'left him in the car', 'leaves her in the car', 'leaves him in the car', 'in the car while', 'drives drunk', 'drink driving', 'drunk with the kids', 'needles', 'using ice', 'on ice', 'black eye', 'bruises', 'bruising', 'marks', 'burns', 'cigarette burns', 'belt', 'locks him', 'locks her', 'locked him', 'locked her', 'cold bath', 'shaking a', 'shaking the', 'shook', 'threw our', 'threw my', 'not allowed to tell', 'keep it secret', 'secret', 're:(?:send|sending|sent|asking for|asks for|asked for|taking|took|takes) (?:her |him |them |me )?(?:photos|pictures|pics)', 'meet up', 'kicked me out', 'nowhere to go', 'slept at', 'sleeping rough', 'overseas', 'not bring him back', 'not bring her back', 'demons', 'possessed', 'really thin', 'not fed', 'doesn\'t feed', 'does not feed', 'keeps him up', 'keeps her up', 'hits them', 'hits him', 'hits her', 'hit them', 'hurts her', 'hurts him', 'kill them', 'hurt them', 'has not been to the doctor', 'hasn\'t been to the doctor', 'drunk and fighting', 'always drunk', 'crying all night', 'wandering the street', 'alone in', 'all day while', 'on the verandah', 'asking to bath', 'asking to bathe', 'to bath her', 'to bath him', 'strange things about', 'dragging him', 'dragging her', 'slapping him', 'slapping her', 'hitting him', 'hitting her', 'filthy', 'power is cut off', 'power\'s cut off', 'hits me', 'punches me', 'hurts me', 'against the wall', 'the shed', 'disciplining', 'in the shape of'))) ||
      mentions(s, p(w('by herself', 'by himself', 'on her own', 'on his own', 'by themselves', 'alone'), g(4), w('after dark', 'at night', 'on the street', 'in the street', 'on the road', 'all night', 'at midnight'))) ||
      mentions(s, p(w('drive', 'drives', 'driving', 'drove'), g(10), w('drunk', 'high', 'stoned', 'on ice', 'pissed', 'off his face', 'off her face', 'been drinking', 'over the limit'))) ||
      mentions(s, p(w('lock', 'locks', 'locked', 'locking', 'shut', 'shuts', 'shutting'), g(2), w(young, 'him', 'her', 'them'), w('in the', 'in a', 'in his', 'in her', 'outside', 'out of the house'), g(1), w('garage', 'shed', 'room', 'cupboard', 'car', 'laundry', 'bathroom', 'dark', 'cold', 're:\\.'))) ||
      mentions(s, p(w('sit on his lap', 'sit on her lap', 'feel yucky', 'feels yucky', 'felt yucky', 'bad touch', 'private parts', 'touch his', 'touch him there', 'touch her there', 'parents are never home', 'parents never home', 'never any adults'))) ||
      mentions(s, p(w('never see', 'never seen', 'hardly see', 'rarely see', 'do not see'), w('any', 'an', 'a', 'the'), w('adult', 'adults', 'parent', 'parents', 'grown up', 'grownups', 'grown-ups'))) ||
      mentions(s, p(w('nobody is home', 'no one is home', 'nobody home', 'no adult', 'no adults', 'unattended', 'goes out at night', 'out all night', 'crying for hours', 'for hours', 'not to tell', 'told her not to tell', 'told him not to tell', 'rude pictures', 'dirty pictures', 'porn', 'naked', 'nude', 'send photos', 'asking her to send', 'asking him to send', 'flinched', 'flinches', 'smacks', 'belted', 'hungry all the time', 'always hungry'))) ||
      mentions(s, p(w('leave', 'leaves', 'left', 'leaving'), g(4), w('in a hot car', 'in a car', 'in the hot car', 'alone', 'home alone', 'by herself', 'by himself', 'by themselves', 'in the car', 'unattended'))) &&
        !mentions(s, p(w('alone with', 'with the babysitter', 'with a babysitter', 'with the nanny', 'with grandma', 'with nan', 'for five minutes', 'for a minute', 'for a few minutes'))) ||
      mentions(s, p(w('man', 'woman', 'stranger', 'adult', 'someone', 'guy', 'bloke'), g(6), w('talk to', 'approach', 'approaching', 'follow', 'following', 'lure', 'offering', 'messaging', 'messaged', 'touch'), g(2), w('kids', 'children', 'child', 'girl', 'girls', 'boy', 'boys', 'my', 'her', 'him'))) ||
      mentions(s, p(w('makes', 'made', 'forces', 'forced', 'making'), w('her', 'him', 'them', 'the kids', 'my son', 'my daughter'), w('sleep', 'stay', 'live', 'eat', 'stand', 'kneel', 'sit'), g(2), w('garage', 'shed', 'outside', 'the car', 'in the cold', 'floor', 'cupboard', 'corner', 'for hours'))) ||
      mentions(s, p(w('locked out', 'shut out', 'kicked out', 'left out'), g(4), w('all night', 'overnight', 'in the cold', 'in the rain', 'for hours', 'at night'))) ||
      mentions(s, p(w('love messages', 'love letters', 'romantic messages', 'sexy messages', 'inappropriate messages', 'says he loves her', 'says she loves him', 'wants to be her boyfriend', 'wants to be his girlfriend', 'kissing her', 'kissed her', 'kissed him'))) && mentions(s, p(w('re:(?:1[89]|[2-9][0-9])', 'adult', 'tutor', 'coach', 'teacher', 'man', 'grown', 'older', 'uncle', 'stepdad', 'boyfriend', 'neighbour'))) ||
      // a stranger's lure: lollies, a ride, puppies, "come with me"
      mentions(s, p(w('lollies', 'sweets', 'candy', 'a ride', 'for a ride', 'get in his car', 'get in the car', 'get in her car', 'see the puppies', 'come with him', 'come home with'))) && mentions(s, p(w('man', 'woman', 'stranger', 'adult', 'guy', 'bloke', 'someone', 'car'))) && !mentions(s, p(w('grandpa', 'grandma', 'nan', 'pop', 'dad', 'mum', 'uncle', 'aunty', 'teacher gave'))) ||
      mentions(s, p(w('messaged by', 'messaging', 'talking to', 'grooming'), g(1), w('an adult', 'a grown', 'an older man', 'a man', 'a stranger'))) ||
      has(s, p(w('i am', 'i\'m', 'she is', 'he is', 'she\'s', 'he\'s', 'only'), w('re:(?:[1-9]|1[0-7])'), w('.', ',', 'and', 'now', 'years', 'year'))) && /\b(hit|hits|punch|kick|scared|touch|touching|raped|assault|kicked|slept|hurt|nowhere|drunk|sex)\b/.test(s.words)),
};

/** An older person abused: money taken, neglected, isolated, hurt, sedated, shouted at. */
const elderAbuse: Rule = {
  kind: 'abuse',
  name: 'elder-abuse',
  families: ['elder'],
  test: (s, m) =>
    m.older &&
    !mentions(s, fiction) &&
    !mentions(s, p(w('report', 'news', 'article', 'documentary', 'royal commission'))) &&
    (has(s, p(w('bank account', 'account', 'pension', 'money', 'savings', 'cards', 'cheques', 'cheque', 'jewellery', 'cash', 'house', 'car', 'power of attorney', 'withdraw', 'carer payment', 'jewelry', 'valuables', 'rings'), g(8))) &&
      mentions(s, p(w('taken over', 'taking', 'took', 'takes', 'stealing', 'stole', 'steals', 're:(?:made|makes|making|forced|forcing|got|get|pressured|pressuring) (?:her|him|them|mum|mom|dad|nan|gran) (?:to )?sign', 'signed over', 'sign over', 'made to sign', 'sold', 'controls', 'control', 'leaving her with', 'leaving him with', 'put all', 'withdraw everything', 'given her', 'gets the', 'made himself', 'made herself', 'threatens', 'into his business', 'drained', 'used'))) ||
      !mentions(s, p(w('to stop', 'to prevent', 'prevent', 'avoid', 'how often'))) && has(s, p(w('soiled', 'no food', 'never food', 'bed sores', 'pressure sores', 'doesn\'t turn', 'does not turn', 'not turn', 'wet herself', 'wet himself', 'wet pad', 'won\'t help her', 'won\'t help him', 'will not help', 'left in', 'leave my dad', 'leave my mum', 'leave my mom', 'in his chair all day', 'in her chair all day', 'lost 10kg', 're:lost [0-9]+ ?kg', 'lost weight', 'not given him his meds', 'hasn\'t given', 'has not given', 'starved', 'being starved', 're:locked (?:her|him|them|mum|mom|dad|nan|gran) in', 're:locked in (?:her|his|their|the) (?:room|bedroom|house|unit)', 'no phone', 'a bucket', 'sedated', 'sedating', 'sedates', 'drugging', 'drugs her', 'drugs him', 'zombie', 'taking her tablets', 'taking his tablets', 'won\'t let me see', 'will not let me see', 'won\'t let us see', 'will not let us see', 'changed the locks', 'cut off their phone', 'cut off her phone', 'cut off his phone', 'can\'t contact', 'can not contact', 'hasn\'t been out', 'has not been out', 'haven\'t seen her', 'have not seen her', 'too afraid', 'too frightened', 'too scared', 'scared in their own', 'bruises', 'bruising', 'slap her', 'slapped her', 'slap his', 'hits him', 'hits her', 're:(?:shouts?|shouting|yells?|yelling|screams?|screaming|swears?) at (?:her|him|them|my (?:mum|mom|dad|nan|gran|grandma|grandpa|father|mother|parents))', 'fell again', 'put me in a home', 'rough with', 'cries when', 'crying', 'smash', 'stealing', 'being neglected', 'is neglected', 'being abused', 'is being abused', 'afraid of him', 'scared of him', 'scared of her', 're:(?:has not|have not|not) been (?:dressed|changed|washed|showered|turned|fed|cleaned|bathed)'))) ||
      has(s, p(w('i am', 'i\'m', 'she is', 'he is', 'she\'s', 'he\'s'), w('re:(?:6[5-9]|[7-9][0-9])'))) && /\b(hits|hit|scared|money|savings|threatens|punched)\b/.test(s.words) ||
      // money taken or drained: "her savings are gone", "asks mum for loans", "changed his will"
      mentions(s, p(w('savings', 'money', 'pension', 'bank card', 'card', 'cards', 'cash', 'account', 'will', 'super', 'superannuation', 'jewellery', 'house', 'loans', 'loan', 'valuables'), g(3), w('gone', 'missing', 'disappeared', 'drained', 'emptied', 'changed', 'taken', 'stolen', 'every week', 'left'))) &&
        mentions(s, p(agents)) && !mentions(s, p(w('fees', 'bills', 'rent', 'costs', 'we', 'i'))) ||
      mentions(s, p(w('withdrawing', 'withdraws', 'withdrew', 'draining', 'drains', 'emptying', 'empties', 'pocketing', 'pockets', 'spending', 'spends', 'helping himself to', 'helping herself to', 'takes', 'took', 'taking', 'asking', 'asks', 'asked', 'keeps asking', 'borrows', 'borrowing', 'uses', 'using', 'controls', 'changed'), g(3), w('her', 'his', 'their', 'mum', 'mom', 'dad', 'nan', 'grandma', 'grandpa', 'gran'), g(2), w('bank card', 'card', 'cards', 'money', 'cash', 'pension', 'savings', 'loans', 'loan', 'will', 'pin', 'account'))) && mentions(s, p(agents)) ||
      // cut off from family: "won't let us visit him"
      mentions(s, p(w('will not', 'won\'t', 'does not', 'doesn\'t', 'would not', 'wouldn\'t', 'not allowed to'), w('let us', 'let me', 'let anyone', 'let them', 'allow us', 'allow me'), w('visit', 'see', 'call', 'talk', 'speak', 'in', 'near'))) ||
      // restrained or left without care
      mentions(s, p(w('tied', 'tie', 'ties', 'strapped', 'restrained', 'locked', 'locks'), g(2), w('to his chair', 'to her chair', 'to the chair', 'to the bed', 'to his bed', 'to her bed', 'in his room', 'in her room', 'in the room', 'chair', 'bed'))) ||
      mentions(s, p(w(meds, 'sleeping pills', 'sedatives', 'something'), g(3), w('so she', 'so he', 'so they'), g(1), w('stay quiet', 'be quiet', 'sleep all day', 'shut up', 'stay in bed', 'not bother', 'leave me alone', 'be easy', 'are easy', 'is easy'))) ||
      mentions(s, p(w('being'), w('yelled at', 'screamed at', 'hit', 'hurt', 'abused', 'slapped', 'pushed', 'threatened', 'starved', 'neglected', 'beaten', 'bullied', 'kept', 'locked', 'drugged', 'sedated', 'robbed', 'ripped off', 'scammed by', 'controlled'))) ||
      mentions(s, p(w('kept', 'keeping', 'keeps'), g(2), w('in a dark room', 'in the dark', 'in a room', 'in her room', 'in his room', 'locked up', 'locked in', 'away from us', 'away from everyone', 'sedated', 'drugged'))) ||
      mentions(s, p(w('left', 'leave', 'leaves', 'leaving'), g(3), w('without food', 'without water', 'without help', 'for days', 'for two days', 'for hours', 'all day', 'all night', 'unattended'))) ||
      !mentions(s, p(w('terrified', 'scared', 'frightened', 'afraid', 'worried'), 'of', w('re:\\S+ing'))) && mentions(s, p(w('terrified', 'scared', 'frightened', 'afraid'), g(2), w('whenever', 'when', 'of'), g(1), w('my uncle', 'my brother', 'my sister', 'her son', 'his son', 'her daughter', 'his daughter', 'the carer', 'her carer', 'his carer', 'him', 'her', 'he', 'she'))) ||
      mentions(s, p(w('carer', 'carers', 'worker', 'staff', 'nurse', 'son', 'daughter', 'grandson', 'nephew'), g(3), w('pinches', 'pinched', 'hits', 'hit', 'slaps', 'slapped', 'pushes', 'pushed', 'shoves', 'shoved', 'grabs', 'grabbed', 'rough', 'yells', 'screams', 'swears'), g(1), w('her', 'him', 'them', 'mum', 'mom', 'dad'))) ||
      mentions(s, p(w('bruises', 'bruising', 'marks', 'cuts', 'burns', 'sores'), w('on', 'all over'), g(1), w('his', 'her', 'their'), g(1), w('wrists', 'wrist', 'arms', 'arm', 'face', 'back', 'legs', 'thighs', 'body', 'neck')))),
};

/** A message that is only a crisis word: "burden", "goodbye", "cutting", "unalive". */
const bareWord: Rule = {
  kind: 'ideation',
  name: 'bare-word',
  families: ['suicide'],
  test: (s, m) =>
    m.sentences.length === 1 &&
    s.words.trim().split(' ').filter((t) => /[a-z]/.test(t)).length <= 3 &&
    !/ idiom /.test(s.words) &&
    mentions(s, p(w('burden', 'goodbye', 'bye forever', 'cutting', 'unalive', 'overdosed', 'overdose', 'die', 'suicide', 'suicidal', 'end it', 'no hope', 'hopeless', 'kill me', 'ctb', 'kms', 'selfharm'))) &&
    !mentions(s, p(w('thanks', 'thank you', 'cheers', 'see you', 'see ya', 'for now', 'lol', 'haha'))),
};

/** The rules, in no order: each fires on its own. */
export const rules: readonly Rule[] = [
  suicideWord, selfKill, endLife, wishDeath, notWantLive, neverWake, burden, noReason, wantItToStop, permanentExit,
  notAroundLong, wishedAbsence, meansAndPlan, methodAndTime, stockpiling, meansSeeking, preparatoryActs, selfHarm, overdoseNow, medicalEmergency,
  carerHarm, harmOthers, familyViolence, sexualAssault, childAtRisk, elderAbuse, bareWord,
];

export const youngPattern = new RegExp(` ${expand(w(young, 're:(?:she|he) is (?:[1-9]|1[0-7])(?! ?(?:kg|mg|ml|km|cm|minutes|mins|hours|days|weeks|months|percent|am|pm|o\'clock))', 'little brother', 'little sister', 'grandkids', 'mummy', 'mum is at work', 'mom is at work', 'mum \'s at work', 'mom \'s at work', 'after school', 'at school', 'to school', 'from school', 'school run', 'my teacher', 're:(?:[1-9]|1[0-7]) ?(?:year old|yo|yr old|month old|months old|weeks old|week old)', 're:i am (?:[1-9]|1[0-7])', 're:(?:[1-9]|1[0-7]) (?:\\.|,)'))} `);
export const olderPattern = new RegExp(` ${expand(w(older, 'wandering', 'wanders', 'lewy', 'parkinson', "parkinson's", 'frail', 'husband', 'wife', 're:(?:6[5-9]|[7-9][0-9]) ?(?:year old|yo|yr old)?', 're:in (?:their|his|her) (?:70s|80s|90s)', 'nursing home', 'aged care', 'home care'))} `);
export const meansPattern = / (pills|pill|tablets|tablet|oxycodone|morphine|endone|panadol|insulin|rope|noose|gun|shotgun|rifle|knife|razor|blades|cliff|cliffs|bridge|train line|tracks|ledge|rooftop|helium|charcoal|hose|petrol|weed killer) /;
export const endOfLifePattern = / (palliative|hospice|voluntary assisted dying|assisted dying|vad|euthanasia|end of life|end-of-life|advance care|advance directive|do not resuscitate|dnr|not for resuscitation|nfr|comfort care|terminal|terminally|dying wish) /;
export const lossPattern = / (cancer is back|cancer's back|found out|diagnosis|terminal|lost my job|lost custody|lost the|lost my|got divorced|divorced|wife left|husband left|partner left|left me|died|passed|passed away|failed|fired|sacked|went under|nothing left|funeral|evicted|bankrupt|broke up|dumped) /;
export const staged = / (look|looks|seem|seems) like an? accident /;
export const accidentPattern = / (accidentally|accident|by accident|by mistake|mistake|shaving|cooking|chopping|slicing|paper cut|gardening|nearly cut|almost cut|tried to cut) /;
