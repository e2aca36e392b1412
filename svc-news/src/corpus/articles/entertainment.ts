import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('entertainment');

export const entertainment: CorpusArticle[] = [
  story('entertainment-harbourlight-festival-winner', {
    title: 'Connemara drama takes top prize at Harbourlight Film Festival',
    source: 'marquee', hoursAgo: 15, tone: 'positive', tags: ['film festival', 'awards', 'irish film', 'cinema'],
    also: ['ireland', 'art'], cluster: 'harbourlight-festival',
  }, `A quiet family drama set on an island off Connemara has won the top prize at the Harbourlight Film Festival, beating 14 other films in the main competition.

The film, shot largely in Irish with a cast of mostly first-time actors, follows three generations of a fishing family over a single winter. The jury praised its photography of the Atlantic coast and its restrained performances.

The director, who grew up in the area, made the film on a small budget with support from the national screen agency and an Irish-language broadcaster. It was shot over six weeks, with locals working as crew and extras.

Other awards went to a documentary about a travelling circus and a comedy about a failing wedding band. The festival said attendance had reached a record of more than 40,000.

The winning film will be released in Irish cinemas in the spring.`),
  story('entertainment-harbourlight-festival-local', {
    title: 'Island celebrates as locally made film wins festival prize',
    source: 'atlantic', hoursAgo: 22, tone: 'positive', tags: ['film', 'connemara', 'community', 'irish language'],
    also: ['ireland'], cluster: 'harbourlight-festival',
  }, `Residents of a small island off the Connemara coast gathered in the community hall to watch the broadcast of the Harbourlight Film Festival awards, and erupted in cheers when a film made on the island took the top prize.

Dozens of islanders appeared in the film as extras, and several had speaking roles. Others provided boats, cooked meals for the crew and opened their homes as locations.

The island's co-operative manager said the production had brought welcome work during the quiet winter months and had helped put the island on the map. Visitor inquiries have already increased.

The director has promised a special screening on the island before the national release, with a ferry chartered for visitors from the mainland.

Irish-language groups said the success showed there was an audience for stories told in Irish.`),
  story('entertainment-oprah-book-club-pick', {
    title: 'Debut novel about a Dublin bakery chosen for major book club',
    source: 'marquee', hoursAgo: 40, tone: 'positive', tags: ['books', 'book club', 'publishing', 'debut novel'],
    also: ['ireland', 'lifestyle'], people: ['Oprah Winfrey'],
  }, `A debut novel about three generations of women running a bakery in Dublin's Liberties has been chosen as the latest pick for Oprah Winfrey's book club, sending it to the top of bestseller lists.

The novel, written by a former secondary school teacher, follows the bakery from the 1950s to the present day as the neighbourhood around it changes. It was published earlier this year by a small independent press.

The publisher said it had ordered a large reprint to meet demand, with orders coming in from bookshops in North America, Australia and Britain.

Oprah Winfrey's book club has introduced many writers to a wide audience since it began in the 1990s, and its selections are often followed by strong sales.

The author is due to appear at several book festivals next year.`),
  story('entertainment-tom-hanks-festival-retrospective', {
    title: 'Film festival opens with retrospective honouring Tom Hanks',
    source: 'marquee', hoursAgo: 70, tone: 'positive', tags: ['film festival', 'retrospective', 'cinema', 'tom hanks'],
    people: ['Tom Hanks'],
  }, `The Valmora International Film Festival opened on Thursday with a retrospective of films starring Tom Hanks, the two-time Academy Award winner, who attended the opening night screening.

The programme includes 12 films spanning four decades, from early comedies to dramas and animated features. Screenings will be followed by discussions with film critics and historians.

Tom Hanks took part in an on-stage conversation about his career, which was attended by about 2,000 people. Tickets for the event sold out within minutes.

The ten-day festival will screen more than 180 films from 50 countries, including 30 premieres. A new competition section for first-time directors has been added this year.

Organisers said advance ticket sales were the highest in the festival's history.

The festival closes with an outdoor screening in the main square.`),
  story('entertainment-shah-rukh-khan-premiere', {
    title: 'Crowds gather for premiere of new Shah Rukh Khan film',
    source: 'meridian', hoursAgo: 30, tone: 'positive', tags: ['bollywood', 'film premiere', 'cinema', 'shah rukh khan'],
    also: ['world'], people: ['Shah Rukh Khan'],
  }, `Thousands of fans gathered outside a cinema in Mumbai for the premiere of a new film starring Shah Rukh Khan, one of the most popular actors in Indian cinema.

The film, an action drama shot in several countries, is being released in cinemas in more than 40 countries this week, with dubbed and subtitled versions in several languages.

Shah Rukh Khan greeted fans from a stage outside the cinema before the screening. Cinema chains have scheduled early-morning screenings to meet demand.

Indian films have found growing audiences abroad, with strong sales in the Middle East, Europe and North America, helped by streaming services that have introduced new viewers to the industry.

Trade analysts expect a strong opening weekend.

The soundtrack has already been streamed millions of times.`),
  story('entertainment-streaming-price-rises', {
    title: 'Streaming services raise prices as subscriber growth slows',
    source: 'ledger', hoursAgo: 55, tone: 'negative', tags: ['streaming', 'subscriptions', 'prices', 'television'],
    also: ['business', 'technology'],
  }, `Several major streaming services have raised subscription prices in recent weeks, with some basic plans now costing about a third more than two years ago.

The companies said higher prices were needed to fund new programmes and films. Some have introduced cheaper plans with advertising and limited password sharing to encourage more people to pay.

Analysts said the industry was shifting from a focus on rapid growth to making a profit, after years of heavy spending. Subscriber growth has slowed in many markets as households cut back.

Surveys suggest that many viewers are rotating between services, subscribing for a month or two to watch particular shows before cancelling.

Consumer advisers suggested reviewing subscriptions regularly.

Some services also allow customers to pause a subscription rather than cancel it, which can avoid losing saved preferences and watch lists.`),
  story('entertainment-theatre-tour-regions', {
    title: 'National theatre takes new play on tour to small towns',
    source: 'marquee', hoursAgo: 88, tone: 'neutral', tags: ['theatre', 'touring', 'arts access', 'ireland'],
    also: ['ireland', 'art'],
  }, `A new play commissioned by the national theatre will tour 24 towns across Ireland over the winter, performing in community halls, arts centres and schools.

The play, a comedy about a family running a rural petrol station, was written for a small cast and a set that fits in a single van. Tickets are priced at €15 or less.

The theatre said the tour was part of an effort to reach audiences who rarely travel to Dublin for performances. Local arts groups are organising post-show discussions and workshops.

Similar tours in previous years sold out in many venues.

The tour opens next month in Co. Monaghan and ends in Co. Kerry in March.

The cast will also lead drama workshops for secondary school students in several of the towns on the route.`),
  story('entertainment-tv-soap-ending', {
    title: 'Long-running television soap to end after 30 years',
    source: 'northgate', hoursAgo: 18, tone: 'negative', tags: ['television', 'soap opera', 'broadcasting', 'cancellation'],
  }, `A television soap opera that has been broadcast twice a week for 30 years will end next summer, its broadcaster has announced, citing falling audiences and rising production costs.

The programme, set in a fictional market town, was once one of the most-watched shows in the country, with regular audiences of several million. Viewing figures have fallen as younger audiences moved to streaming.

About 200 cast and crew members work on the show. The broadcaster said it would try to find roles for staff on other productions.

Fans expressed disappointment on social media, and some former cast members said the show had been an important training ground for actors and writers.

The final episode is scheduled for July.

Writers have promised a finale that ties up its storylines.`),
  story('entertainment-comedy-festival-lineup', {
    title: 'Comedy festival announces lineup with 200 acts',
    source: 'liffey', hoursAgo: 110, tone: 'neutral', tags: ['comedy', 'festival', 'dublin', 'live events'],
    also: ['ireland'],
  }, `A comedy festival in Dublin has announced a lineup of more than 200 performers for its spring programme, including established names and new acts from Ireland and abroad.

The festival will run over ten days in theatres, pubs and outdoor venues across the city centre. It includes a strand of free shows and a competition for new comedians.

Organisers said they were also programming more shows in the afternoon and early evening for audiences who prefer not to be out late.

Ticket prices range from free to €35 for the largest shows. Tickets go on sale next week.

Last year's festival attracted about 60,000 people.

The festival also runs a programme of workshops for aspiring comedians and writers, and a series of relaxed performances for audiences who prefer a quieter environment, with lower sound levels and the freedom to come and go.`),
  story('entertainment-video-game-film-adaptation', {
    title: 'Film based on puzzle game tops weekend box office',
    source: 'marquee', hoursAgo: 8, tone: 'neutral', tags: ['box office', 'film', 'video games', 'adaptation'],
    also: ['gaming'],
  }, `An animated film based on a popular puzzle video game topped the box office in many countries at the weekend, taking more than expected on its opening.

The film follows a group of characters trying to rebuild a floating city. Critics gave it mixed reviews, praising its visuals but saying the story was thin.

Film adaptations of video games have become increasingly common and successful, as studios look for stories with established audiences.

Cinema owners said families made up a large share of the audience, helped by school holidays in some countries.

A sequel has not yet been announced.

The original game, released a decade ago, has been downloaded more than 100 million times on phones and consoles, and its developer worked closely with the film's producers on the design of characters and settings. Industry analysts said the film's success would encourage more studios to license game worlds.`),
  story('entertainment-museum-late-openings', {
    title: 'Museums open late with music and talks to attract young visitors',
    source: 'hearth', hoursAgo: 135, tone: 'neutral', tags: ['museums', 'late openings', 'culture', 'young people'],
    also: ['art', 'lifestyle'],
  }, `Museums in the city of Harwick are opening until 10 p.m. on Friday evenings, with live music, talks and workshops, in an effort to attract younger visitors.

The late openings have proved popular, with attendance on Friday evenings often exceeding that of weekday afternoons. Surveys suggest most visitors are under 35 and many had not visited the museums before.

Activities include drawing classes in the sculpture galleries, silent discos in the natural history halls and talks by curators on objects rarely on display.

Museum directors said the evenings had changed how people saw the museums, as social spaces as well as places of learning.

The evenings are free, with a charge for some workshops.

The scheme will continue through the winter.`),
  story('entertainment-radio-presenter-retires', {
    title: 'Veteran radio presenter signs off after 40 years',
    source: 'liffey', hoursAgo: 145, tone: 'neutral', tags: ['radio', 'broadcasting', 'retirement', 'ireland'],
    also: ['ireland'],
  }, `One of Ireland's longest-serving radio presenters has presented his last programme after 40 years on air, ending a career that spanned music, current affairs and late-night phone-in shows.

Listeners called in throughout the final programme to share memories, and the presenter played a selection of his favourite records from four decades.

He began his career on pirate radio in the 1980s before joining a national station. His late-night programme was known for its conversations with listeners about everyday life.

The station said a new presenter would take over the slot in the new year.

The presenter said he planned to spend more time on his allotment.

Tributes were paid by fellow broadcasters and by listeners who said the programme had kept them company through night shifts, long drives and difficult times. The station's archive team is preparing a collection of highlights from his career.`),
  story('entertainment-cinema-reopens-town', {
    title: 'Town cinema reopens after community buys the building',
    source: 'atlantic', hoursAgo: 65, tone: 'positive', tags: ['cinema', 'community', 'rural', 'ireland'],
    also: ['ireland', 'lifestyle'],
  }, `A cinema in a Co. Mayo town has reopened two years after it closed, following a campaign in which residents raised money to buy the building and run it as a community enterprise.

More than 700 people bought shares in the co-operative that now owns the cinema. Volunteers helped renovate the building, and new digital projectors were bought with a grant.

The cinema will show new releases alongside classic films, documentaries and screenings for schools. It also plans to host live broadcasts of theatre and opera.

Residents said the closure had left the town with nowhere for families and young people to go in the evenings.

The opening film was a family animation, and all screenings on the first weekend sold out.`),
  story('entertainment-festival-cancelled-weather', {
    title: 'Outdoor music festival cancelled after storm damage',
    source: 'northgate', hoursAgo: 4.8, tone: 'negative', tags: ['festival', 'cancellation', 'weather', 'live events'],
    also: ['music', 'ireland'],
  }, `An outdoor music and arts festival due to take place in Co. Clare this weekend has been cancelled after Storm Brenna damaged stages and tents on the site.

Organisers said that after an inspection this morning they could not guarantee the safety of visitors. About 8,000 people had bought tickets.

All ticket holders will receive a full refund within 14 days. Organisers said they were talking to insurers about the cost of the damage.

Local businesses, including accommodation providers, said the cancellation was a blow during a quiet time of year.

Organisers said they hoped to hold the festival next year.

The festival, now in its sixth year, usually features around 40 acts across three stages, along with comedy, food stalls and workshops for children. Several performers posted messages of support on social media, and some offered to play smaller fundraising gigs in local venues over the winter.`),
  story('entertainment-podcast-awards', {
    title: 'History podcast wins award for best independent production',
    source: 'marquee', hoursAgo: 125, tone: 'positive', tags: ['podcasts', 'awards', 'history', 'audio'],
    also: ['education'],
  }, `A history podcast made by two teachers in their spare time has won the prize for best independent production at a national podcast awards ceremony.

The podcast tells the stories of ordinary people from the past, using letters, diaries and court records. Episodes have covered a lighthouse keeper, a wartime nurse and a street trader.

The judges praised its research and storytelling. The podcast now has about 50,000 regular listeners and is used in some history classrooms.

Its creators said they had started it during a school holiday and were surprised by how popular it had become.

They plan to release a new series next year.

Other winners included a true-crime series, a comedy panel show and a podcast about gardening, which took the prize for best newcomer. The ceremony was held in front of an audience of about 500 people.`),
  story('entertainment-awards-ceremony-host', {
    title: 'Music and film awards to be held in Belfast for first time',
    source: 'meridian', hoursAgo: 160, tone: 'neutral', tags: ['awards', 'belfast', 'events', 'broadcasting'],
    also: ['ireland', 'music'],
  }, `An annual awards ceremony celebrating achievements in music, film and television will be held in Belfast next year, the first time it has taken place outside London.

Organisers said the move reflected the growth of film and television production in Northern Ireland, which has hosted several large productions in recent years.

The ceremony will be broadcast live and is expected to attract about 3,000 guests. Local hotels and restaurants expect a boost.

The organisers said the ceremony could rotate between different cities in future years.

Nominations will be announced in the spring.

Screen industry bodies in Northern Ireland welcomed the decision, saying it would highlight the skills of local crews, studios and post-production companies. The city's arena, which holds about 10,000 people, has been confirmed as the venue, and a public fan zone with big screens is planned nearby. Tickets for members of the public will be released in a ballot.`),
];
