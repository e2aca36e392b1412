// Keyword lexicon per category and per interest-only label. Lowercase; a trailing `*` matches any
// word starting with the stem; several words match as a phrase. Deliberately specific words:
// broad ones ("game", "market") sit in only the category they most often mean in headlines.
import type { Category } from '@tidings/contracts/catalogue';

export type Label = Category | 'ireland' | 'economics';

const lexicon: Record<Label, string> = {
  'breaking news': 'breaking, just in, developing story, live updates',
  technology:
    'tech, technolog*, software, smartphone*, iphone, android, app, apps, chip*, semiconductor*, ai, artificial intelligence, machine learning, algorithm*, startup*, silicon valley, cyber*, hacker*, data breach, browser*, internet, broadband, robot*, gadget*, cloud computing, open-source, open source, microsoft, google, apple, meta, nvidia, openai, quantum computing, processor*, accelerator*',
  business:
    'business*, compan*, firm, firms, ceo, chief executive, merger*, acquisition*, takeover*, profit*, revenue*, earnings, shareholder*, retailer*, layoff*, job cuts, corporate, industry, factory, factories, supply chain, brand*, sales',
  politics:
    'politic*, election*, vote*, voter*, ballot*, parliament*, senate, congress*, minister*, government*, president*, prime minister, taoiseach, tanaiste, dail, oireachtas, sinn fein, fianna fail, fine gael, labour party, democrat*, republican*, legislation, bill, policy, policies, campaign*, mp, mps, td, tds, opposition, coalition, referendum',
  sports:
    'sport*, football, soccer, rugby, hurling, gaelic, gaa, tennis, golf, cricket, olympic*, athlete*, championship*, league, cup, match, matches, tournament*, striker, goalkeeper, coach, manager, six nations, premier league, world cup, formula one, f1, marathon, boxing, nba, nfl, medal*, fixture*, semi-final, final, defeat*, victory',
  entertainment:
    'film*, movie*, cinema, actor*, actress*, hollywood, netflix, streaming, television, tv series, celebrit*, oscar*, emmy, box office, premiere*, comedian*, showbiz, festival*, reality show, box-office, documentary',
  health:
    'health*, hospital*, doctor*, nurse*, patient*, disease*, cancer, vaccine*, virus*, covid, pandemic, medical, medicine*, drug*, treatment*, surgery, mental health, hse, nhs, obesity, diabetes, heart disease, symptom*, clinic*, diet, exercise, walking',
  science:
    'scien*, astronom*, research*, researcher*, study, studies, experiment*, laborator*, physic*, chemist*, biolog*, genetic*, dna, species, fossil*, evolution*, journal, peer-reviewed, particle*, discover*, archaeolog*',
  world:
    'world, international, united nations, un, global, foreign, war, conflict*, refugee*, embassy, diplomat*, treaty, earthquake*, tsunami, ceasefire, border*, nato, summit, humanitarian, chile, ukraine, russia, china, gaza, israel, india, africa, brazil, japan',
  environment:
    'environment*, climate, emission*, carbon, pollution, wildlife, biodiversity, renewable*, solar, wind farm*, deforestation, recycling, plastic*, flood*, drought*, wildfire*, heatwave*, net zero, greenhouse, conservation, cycle lane*, cycling, fossil fuel*',
  finance:
    'financ*, stock*, shares, share price, investor*, invest*, bank, banks, banking, bond*, currenc*, euro, dollar, sterling, bitcoin, crypto*, mortgage*, loan*, interest rate*, rates, markets, wall street, ftse, nasdaq, dow jones, hedge fund*, pension*, savings',
  lifestyle: 'lifestyle, fashion, wellness, wellbeing, home, homes, garden*, parenting, relationship*, beauty, style, hobby, hobbies, shopping, pets, dating',
  education:
    'educat*, school*, pupil*, student*, teacher*, universit*, college*, leaving cert, exam*, curriculum, classroom*, tuition, graduate*, degree*, literacy, scholarship*',
  travel: 'travel*, tourism, tourist*, airline*, airport*, flight*, holiday*, destination*, hotel*, passport*, cruise*, ryanair, aer lingus, visa, backpack*',
  food: 'food*, restaurant*, chef*, recipe*, cuisine, dining, cooking, bakery, coffee, wine, beer, vegan, vegetarian, menu*, meal*, farmer*, harvest*',
  gaming: 'gaming, gamer*, video game*, videogame*, esports, playstation, xbox, nintendo, console*, steam, twitch, game studio*',
  space:
    'space, nasa, esa, spacex, rocket*, astronaut*, orbit*, satellite*, telescope*, galax*, planet*, mars, moon, lunar, asteroid*, comet*, cosmic, nebula*, black hole*, launch pad, spacecraft',
  art: 'art, arts, artist*, painting*, painter*, sculpture*, gallery, galleries, museum*, exhibition*, theatre, theater, opera, ballet, poet*, poetry, novelist*, literature, photography',
  music: 'music*, album*, song*, singer*, band, bands, concert*, tour dates, rapper*, orchestra*, grammy, spotify, chart*, gig, gigs, festival line-up, musician*',
  ireland:
    'ireland, irish, dublin, cork, galway, limerick, waterford, kilkenny, belfast, derry, donegal, kerry, wexford, taoiseach, tanaiste, dail, oireachtas, garda*, hse, leaving cert, aer lingus, ryanair, sinn fein, fianna fail, fine gael, stormont, quays, liffey',
  economics:
    'econom*, inflation, gdp, recession, interest rate*, central bank, ecb, federal reserve, unemployment, jobless, wages, cost of living, budget, tax*, fiscal, monetary, trade deficit, tariff*, growth forecast, consumer prices, imf',
};

export interface LexiconEntry {
  label: Label;
  words: Set<string>;
  prefixes: string[];
  phrases: string[];
}

export const LEXICON: LexiconEntry[] = Object.entries(lexicon).map(([label, list]) => {
  const terms = list.split(',').map((term) => term.trim().toLowerCase()).filter(Boolean);
  const single = terms.filter((term) => !term.includes(' ') && !term.includes('-'));
  return {
    label: label as Label,
    words: new Set(single.filter((term) => !term.endsWith('*'))),
    prefixes: single.filter((term) => term.endsWith('*')).map((term) => term.slice(0, -1)),
    // Text is matched with hyphens turned into spaces, so phrases are too.
    phrases: terms.filter((term) => term.includes(' ') || term.includes('-')).map((term) => term.replace(/\*$/, '').replace(/-/g, ' ')),
  };
});
