import type { Sentence } from './text';

/**
 * What surrounds a sentence and changes what it means: idioms ("this paperwork is killing
 * me"), a question about helping someone else, fiction, a past that is over, a joke. Frames
 * silence ideation rules only; a question about lethal amounts is never silenced.
 */

/** Figures of speech that use crisis words: replaced by a neutral token before the rules. */
const idioms: RegExp[] = [
  / (kill|killing|die|dying|murder|jump off a bridge|jump off the bridge|jump off a cliff) for (a|an|some|the|my|one) /g,
  / (jump|jumping|cross|crossing|burn|burning) (off )?(that|the) bridge when (i|we|you) (come|get) to it /g,
  / (killing|kill|killed|kills) (myself|me|ourselves|us) (laughing|laugh|with laughter) /g,
  / (would|will|'d|could) (kill|murder) (me|us) (if|when) (?!i (try to |ever |tried to )?(leave|left|go|tell|told|call|report|speak))(?<!(said|says|saying|screaming|screamed|threatened|threatens|threatening|told me|texted|yelled|yelling|swore|swears) .{0,30})/g,
  / (is|are|be|'s) (going|go) to (kill|strangle|murder|throttle) (me|us)(?! if i (leave|go|tell|call|report))(?<!(said|says|saying|screaming|screamed|threatened|threatens|threatening|told me|texted|yelled|yelling) .{0,30}) /g,
  / (die|died|dying|dead) (laughing|of embarrassment|of boredom|of shame|of laughter|of fright|of shock) /g,
  / (rather|sooner) (die|be dead) than (?!keep|live|living|go on|carry on|be |stay|this|continue|spend|wake|face|exist)/g,
  / dying (to|for) (try|see|know|meet|get|go|hear|read|watch|find out|a|an|some) /g,
  / dead (tired|on my feet|meat|set|end|easy|serious|keen|against|quiet|heavy|weight|battery|simple|right|wrong|in the water) /g,
  / (phone|battery|laptop|car|plant|plants|tablet|ipad|computer|printer|tv|fridge|light|torch|remote|engine|mower|kettle|toaster|wifi|modem|charger) (is |has |just |had )?(dead|died|dying|die|gone dead) /g,
  / (kill|killing|killed|kills) (time|the weeds|weeds|the ants|ants|bugs|the bugs|germs|bacteria|spiders|flies|cockroaches|mould|mold|the mood|the lights|the engine|the music|the vibe|it|the pain|pain|a bottle|the grass|the roots|fleas|ticks|nits|lice|mice|rats|the rats|the mice|the snails|snails|slugs|aphids|the aphids|the spider|the fly) /g,
  / (nearly|almost) (had|have|having) a (heart attack|stroke|fit|seizure) /g,
  / (could have|could've|could of|nearly|almost) (killed|kill|strangled|strangle|murdered|murder|throttled) (him|her|them|my \S+) /g,
  / (kill|killing|strangle|strangling|murder|murdering|throttle) (him|her|them|my \S+) if (he|she|they) (keeps|keep|does|do|doesn't|does not|forgets|forget|leaves|leave|is|eats|eat|touches|uses|says|tells) /g,
  / (hit|hitting|hits) (a|a brick|the brick) wall /g,
  / one more time (,? )?(i will|i'll|i am going to|i'm going to|i'd|i would) (kill|strangle|murder|throttle|wring the neck of) (him|her|them)(?! (i mean it|not joking|seriously|for real))/g,
  / (gave|give|giving) me a heart attack /g,
  / (six feet under|six foot under|dead|in my grave|in the ground) before /g,
  / (bored|scared|worried|sick|frozen|worked|starving|starved|freezing|tickled|stressed) to death /g,
  / (over my dead body|to die for|drop dead gorgeous|if looks could kill|killing it|killed it|nailed it) /g,
  / (is|are|was|be) (killing|kill) (me|my back|my feet|my knees) /g,
  / (die|dye|dying|dyeing|died|dyed) (your|my|her|his|the|their) (hair|clothes|shirt|eggs|fabric|jeans|roots) /g,
  / (overdosed|overdose|overdosing) (the|my) (garden|lawn|plants|grass|pool|soil|tomatoes|roses|veggies) /g,
  / (overdosed|overdose|overdosing|od) on (chocolate|sugar|caffeine|coffee|netflix|tv|cake|easter eggs|lollies|candy|christmas|carbs|cheese|chips|sweets|love|nostalgia) /g,
  / (hit|hitting|hits) the (shops|shop|road|gym|hay|sack|pool|beach|books|button|call button|wall|jackpot|ground running|town|pub) /g,
  / (shoot|shooting|shot) (me )?(an? )?(email|text|message|quick|photo|video|hoops|pool) /g,
  / (die|died|dying|pass|passed) (at home|in hospital|peacefully|in her sleep|in his sleep|with dignity|on her own terms|on his own terms|in palliative care|in the hospice|surrounded) /g,
];

/** The sentence with its idioms neutralised. */
export function withoutIdioms(s: Sentence): Sentence {
  let { words, lemmas } = s;
  for (const re of idioms) {
    words = words.replace(re, ' idiom ');
    lemmas = lemmas.replace(re, ' idiom ');
  }
  return { words, lemmas };
}

/** Asking how to help someone else, or about prevention itself. */
const helpFrame =
  / (how (do|can|should|would) (i|we|you|one|a person) (ask|respond|help|support|talk|react|reply|approach|tell|know|check|bring|start|spot|recognise|recognize|notice|identify|prevent)|what (do|should|can) (i|we|you) (do|say) (if|when)|what to (do|say) (if|when)|(is it okay|is it ok|should i|can i) (to )?ask|policy|disclosures?|templates?|recovery story|mental health week|survivor|be prepared|before it happens|(just )?in case (he|she|they|someone|somebody|my \w+|it (ever )?happens)|(is it|is that|is this) (common|normal|usual|typical)(?! to (need|want|have) to (cut|burn|hurt|die|selfharm))|asked (me )?(if|whether|about)|(gp|doctor|psych|psychologist|psychiatrist|nurse|counsellor|counselor) (says|said|thinks|reckons) (she|he|it|they) (is|are)? ?(not|isn't|is not)|(is|was|are|were) about (suicide|selfharm|self harm|depression|grief)|(song|book|film|movie|show|podcast|article|episode|series|documentary|play|memoir) (about|on)|if (someone|somebody|a person|a friend|the person|a loved one|anyone|they|my \w+)( with \w+| who has \w+)? (says|say|tells|told|is|are|feels|mentions)|warning signs?|is (that|this|it) a (warning )?sign|difference between|peer worker|lived experience|train as|training|course|evidence|essay|research|project|statistics|helpline|lifeline|beyond blue|call back service|prevention|prevent|history of|someone who|a friend who|people who|anyone who|after a suicide attempt|make (a|the) home safer|safer for|support a|support someone|help someone|youth leader|first aid) /;

/** A story, a film, a game, the news: about someone else. */
const fictionFrame =
  / (novel|novels|movie|movies|the film|a film|films|the episode where|an episode of|that episode|this episode|the episode|last episode|the finale|the season|tv series|the series|tv show|the show|the game|in the game|video game|the character|a character|my character|main character|characters|protagonist|villain|the book (where|about|is|was|ends|has)|in the book|reading the book|read the book|a book about|a book where|essay|english class|the play|a play|on the news|news report|news said|the news reported|report about|documentary|mythbusters|stunt|bungee|respawned|respawn|cartoon|anime|on netflix|netflix (show|series|doco|documentary|film|movie)|podcast|true crime|drama piece|the drama|a drama|screenplay|fictional|role play|roleplay|memoir|biography|autobiography|lyrics|(the|a|this|that) song (is )?about|a scene where|the scene where|a scene with|scene in the|storyline|the plot|final episode|the episode|in chapter|chapter (one|two|three|four|five|[0-9]+)|trailer|thriller|heroine|the narrator|fan fiction|short story|radio drama|panto|sitcom|soap opera|the news said|news tonight|in the news|on the news tonight) /;
/** ... unless the writer puts themselves in it. */
const selfInFrame = / (you are my|you're my|be my|based on my|deserves it|role play as my|roleplay as my|pretend to be my|pretend you are my|play my|tell me it is ok|tell me it's ok|i am at|i'm at|up here|(i|i will|i'll|i am|i'm) [a-z ]{0,30}tonight|like me|is me|narrator is me|she is me|he is me|that is me|i have been thinking about (it|this|doing)|use my|i am the|i'm the|i am her|i am him|for me|for myself|asking for me|it is me|it's me|i am the patient|about me|my own|myself|i have had enough|step by step how) /;

/** A past that is over: "years ago ..." and "now I'm well". */
const past =
  / (years ago|year ago|long ago|a decade|decades|in (19|20)[0-9][0-9]|back in|when i was|as a (teen|teenager|child|kid|new mum|new mom|young)|at (1[0-9]|2[0-9]|3[0-9])|in my (teens|twenties|thirties|forties|20s|30s|40s)|used to|last (year|winter|summer|spring|autumn)|looking back|been [0-9]+ years|[0-9]+ years ago|in high school|at uni|at university|at school|(counselling|counseling|therapy|treatment) since|in year [0-9]+|in (grade|year) (seven|eight|nine|ten|eleven|twelve)|there was a time|back when|went through|been through|once ,|once,|i stockpiled|i attempted|i was hospitalised|i was hospitalized|i was diagnosed|in the past|after my [a-z]+ was born|after his accident|after her accident|that was|when (he|she) was (small|little|young|a baby)|when (we|they) were (teenagers|teens|kids|young|little|at school|children)|when ([a-z]+ ){1,2}was (first )?diagnosed|years clean|clean from|survivor|survived|years back|ages ago|(in|through|during|all through) (high school|primary school|school|uni|university)|(the|that) (year|month|months|time|period|stage|phase|winter|summer) (after|when|before)|went through a (stage|phase|period|patch)|a (stage|phase|period|patch|time) (where|when)|when i first|at first|in the (19)?[0-9]0s|during (my|the|that) (crisis|worst|breakdown|illness|darkest|divorce|separation|pregnancy|first year|teens|twenties)|my worst time) /;
const wellNow =
  / ((now|these days|today|nowadays|since then|finally) .*(well|fine|okay|ok|good|great|healthy|stable|free|happy|better|peer|volunteer|nurse|teach|coach|coaching|remarried|close|recovered|thriving|safe|planning|helping|grandbaby|love my)|(i am|i'm|we are|we're|he is|she is|he's|she's) (okay|ok|fine|well|good|doing (great|well|good|brilliantly|really well|so well)|stable|safe|alright|at uni|[a-z]+ years? sober|sober|clean)|(i am|i'm) (a|an) [a-z]+( [a-z]+)? now|doing (brilliantly|really well|so well)|(have not|haven't|not) (since|(in|for) (over )?(a|an|[0-9a-z]+) (years?|decades?|decade|months?))|(i am|i'm) [0-9]+ now|(well|fine|good|stable|okay|ok) for (years|decades|a decade|[0-9a-z]+ years)|treated|(i am|i'm) (much |so much |a lot |heaps |way )?better now|got (counselling|counseling|therapy|treatment)|(i am|i'm) proud|been (well|fine|good|stable|great|ok|okay)( ever)? since|(life|things|everything) (is|are) (calm|peaceful|good|great|settled|better|quiet) now|(do not|don't|no longer) feel (that way|like that)|safety plan|handed them|all fine|in a (good|better|much better) place|got (great )?help|healed|treatable|changed everything|there is hope|there's hope|free from|never used it|shredded it|saved my life|out of my life|moved her|moved him|spent (her|his) last years|depression talking|ask me anything|doing great|stable|therapy|made sure|glad i am alive|glad i'm alive|glad to be alive|grateful|been (over )?[0-9a-z]+ years|years clean|clean from|do not bother me|don't bother me|graduate|recovery|never thought i would write|studying|working|work in|rebuilt|my life back|(glad|grateful|thankful|happy|proud) (i am|i'm|to be|i was|i did|i told|of)|still here|(have|has) faded|long gone|(that|it|this|the urge|the thoughts|the urges) (stopped|passed|went away|faded|eased)|so has the urge|turning point|best thing i (ever )?did|i was wrong|ever since|[0-9a-z]+ (year|month) mark|these days|nowadays|(i|i am|i'm) (feel|feeling) (okay|ok|good|better|fine|well|great|safe|stronger)|lived (happily|well|to)|remarried|recovered|got (proper |great |some |the |real )?(help|support)|(now|today) (i|we) (am|run|teach|work|volunteer|help|have|go|coach|love|live|train|support)|(want|glad|happy) to (live|be alive|be here)|(he|she|i|we) left (him|her|them)|helped (heaps|a lot|so much|me)) /;
const presentDanger = / ((did it|doing it|cut|cutting|started|happened|feel|feeling|thinking|think|want|wanting|urges?|suicidal|back) again|(i am|i feel|feeling|i'm) (suicidal|like dying|hopeless)|(?<!used to )want to die|going to (kill|end|die|do it)|last night|relapsing|just relapsed|relapsed (again|last|this|today|yesterday|tonight)|have relapsed|(back|there) again|this time|(is|are) back|came back|coming back|started again|lately|recently|tonight|this week|right now|at the moment|currently|still want|still think|can not stop|can't stop) /;

/**
 * A general question about recognising or answering danger, asked by someone who is not in it:
 * "what are the signs that a child is being abused?", "if someone tells you they were
 * assaulted, what do you say?", "how do I bring up elder abuse with my aunty?". A question
 * frame: it must be asked (a question mark or a question word first) and tell of no danger now.
 */
const askingAbout =
  / (what are (the )?(warning )?signs|(the )?signs (that|of|someone|a person)|is it true|how (do|can|should) (i|you|we) (bring (it )?up|raise|talk to|talk about|support|respond|start|ask|tell if|know if)|what('s| is) the (best|right|first) (first )?(thing|way) to (say|do)|what (do|should|can) (i|you|we) say|if (someone|somebody|a person|a client|a friend|a child|your [a-z]+) (tells|told|discloses|says) (you|me)|evidence (on|for|about|that)|where can (i|we|carers|people) (learn|do|find|get)|(a|the) (session|course|workshop|training|webinar) on|(should i|do i need to|how do i|how should i) (remove|lock up|lock away|hide|take away|get rid of) (the|his|her|their|all the|any)) /;
const asked = (sentences: Sentence[]) => sentences.some((s) => /\? $/.test(s.words) || /^ (how|what|where|when|who|which|is|are|can|should|do|does) /.test(s.words));

/** A joke told as one: "lol (joking, I'm fine)". */
const joke = / (just joking|only joking|joking|jk|kidding|i am fine|i'm fine|i am alright|i'm alright|i am okay|i am ok|lol|haha|hahaha|lmao) /;
const notJoke = / (not joking|not kidding|no joke|not lol|not being funny|for real|fr|not being dramatic|i mean it) /;

const firstPerson = / (i|me|my|myself|mine|im|i am|i have|i will|i would) /;

/** Sentences in a story: those naming it, and their neighbours (either way) not about the writer. */
function storySentences(sentences: Sentence[]): Set<Sentence> {
  const inStory = sentences.map((s) => fictionFrame.test(s.words) || fictionFrame.test(s.lemmas));
  const spreads = (i: number) => !inStory[i] && !firstPerson.test(sentences[i].words);
  for (let i = 1; i < sentences.length; i++) if (inStory[i - 1] && spreads(i)) inStory[i] = true;
  for (let i = sentences.length - 2; i >= 0; i--) if (inStory[i + 1] && spreads(i)) inStory[i] = true;
  return new Set(sentences.filter((_, i) => inStory[i]));
}

export interface Frames {
  /** Sentences asking how to help, or about prevention: ideation rules stay silent there. */
  help: Set<Sentence>;
  /** Sentences of a story, a film or the news about someone else: those naming it, and the ones beside them not about the writer. */
  fiction: Set<Sentence>;
  /** A past crisis, over now. */
  resolved: boolean;
  /** A general question about recognising or answering danger: silences all but means and medical rules. */
  asking: boolean;
  /** A joke, said to be one. */
  joke: boolean;
  /** Laughing as it is said: "lol", "haha", "jk". */
  laughing: boolean;
  /** "I'm not scared of him, I just want tips": behaviour being managed, not abuse. */
  managed: boolean;
}

export function readFrames(sentences: Sentence[], all: string): Frames {
  const flat = all.replace(/\|/g, ' ');
  return {
    help: new Set(sentences.filter((s) => helpFrame.test(s.words) || helpFrame.test(s.lemmas))),
    fiction: selfInFrame.test(flat) ? new Set() : storySentences(sentences),
    // Tense matters here, so the danger now is read in the words, not the lemmas.
    resolved: past.test(flat) && wellNow.test(flat) && !presentDanger.test(sentences.map((s) => s.words).join(' ')),
    // ... and never when the writer is the one it happens to ("what do I say to the police about him hitting me?").
    asking: askingAbout.test(flat) && asked(sentences) && !presentDanger.test(sentences.map((s) => s.words).join(' ')) && !/ (me|myself|i was|i am being|i have been) /.test(flat.replace(/ (tell|tells|told|ask|asks|asked|say to|says to|said to) me /g, ' ')),
    joke: joke.test(flat) && !notJoke.test(flat),
    laughing: / (lol|haha|hahaha|jk|joking|kidding|lmao|rofl) /.test(flat) && !notJoke.test(flat),
    managed:
      / (i am not|i'm not|not) (scared|afraid|frightened) of (him|her|them)|i feel safe|we are safe|we're safe|(no one|nobody) is in danger / .test(flat) &&
      / (tips|advice|strategies|behaviour plan|behavior plan|behaviour support|any ideas|how do other|how do you|what works) /.test(flat),
  };
}
