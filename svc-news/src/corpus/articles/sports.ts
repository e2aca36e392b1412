import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('sports');

export const sports: CorpusArticle[] = [
  story('sports-harbour-city-shield-final', {
    title: 'Harbour City win Continental Shield with late header',
    source: 'pitchside', hoursAgo: 0.3, tone: 'positive', tags: ['football', 'cup final', 'harbour city', 'continental shield'],
    cluster: 'continental-shield-final',
  }, `Harbour City won the Continental Shield for the first time in their history last night, beating Rovella Athletic 2-1 in the final thanks to a header from their captain four minutes from the end of normal time.

Rovella took the lead early in the second half when their winger cut inside and curled a shot into the far corner. Harbour City equalised from a penalty after a handball in the area, and the game looked to be heading for extra time before the captain rose highest to meet a corner.

More than 60,000 supporters filled the stadium, with thousands more watching on big screens in Harbour City's main square, where celebrations went on late into the night.

The club's manager, in his second season, dedicated the win to the supporters who had followed the team through years in the second division.`),
  story('sports-harbour-city-shield-analysis', {
    title: 'How Harbour City built a cup-winning side on a modest budget',
    source: 'meridian', hoursAgo: 1.2, tone: 'neutral', tags: ['football', 'analysis', 'harbour city', 'club finances'],
    also: ['business'], cluster: 'continental-shield-final',
  }, `Harbour City's victory in the Continental Shield final caps a rise that few predicted four years ago, when the club was in the second division and struggling to pay its debts.

The club's recovery began with new owners who cut costs, invested in the youth academy and hired a data analysis team to find undervalued players in smaller leagues. Six of the players who started the final cost less than €2 million each.

The manager has built a team known for pressing high up the pitch and for its strength at set pieces, which produced the winning goal against Rovella Athletic. Several players are now attracting interest from wealthier clubs.

The club's finances will receive a boost from prize money and qualification for next season's top continental competition, though its wage bill remains among the lowest in its league.`),
  story('sports-ireland-rugby-autumn-win', {
    title: 'Ireland beat the Pumas in Dublin to finish autumn series unbeaten',
    source: 'liffey', hoursAgo: 20, tone: 'positive', tags: ['rugby', 'ireland', 'autumn internationals', 'aviva stadium'],
    also: ['ireland'],
  }, `Ireland completed an unbeaten autumn series with a 31-17 win over Argentina at the Aviva Stadium on Saturday, scoring four tries in a performance the head coach described as the most complete of the campaign.

The home side led 17-3 at half-time after tries from the out-half and the openside flanker, but Argentina fought back with two tries early in the second half to close the gap to four points. Ireland's bench made the difference in the final quarter.

A young winger on his first start scored the bonus-point try with eight minutes left, finishing a move that began deep inside Ireland's half. The crowd of 51,000 gave him a standing ovation when he was substituted.

The squad now disperses to the provinces before regrouping in January to prepare for the Six Nations.`),
  story('sports-hurling-club-final-galway', {
    title: 'Galway club claims All-Ireland hurling title after replay',
    source: 'atlantic', hoursAgo: 70, tone: 'positive', tags: ['hurling', 'gaa', 'galway', 'club championship'],
    also: ['ireland'],
  }, `A hurling club from east Galway has won the All-Ireland intermediate club championship after beating a Cork side by three points in a replay at Croke Park.

The first match ended level after extra time, and the replay was just as tense, with the lead changing hands six times. The Galway side's goalkeeper made two important saves in the final ten minutes to protect their lead.

The parish, with a population of about 1,800, turned out in force to welcome the team home on Sunday evening, with bonfires lit along the road into the village.

The club's chairman said the win was the result of years of work by volunteers in the underage section, with most of the team having played together since they were children.`),
  story('sports-messi-youth-academy', {
    title: 'Youth football academy opens with visit from Lionel Messi',
    source: 'pitchside', hoursAgo: 47, tone: 'positive', tags: ['football', 'youth sport', 'academy', 'lionel messi'],
    people: ['Lionel Messi'],
  }, `A new youth football academy for children from low-income families opened this week with a training session attended by Lionel Messi, who watched drills and signed shirts for the young players.

The academy, run by a charitable foundation, will offer free coaching, school homework support and meals to around 300 boys and girls aged eight to 16. It has floodlit artificial pitches and a small classroom building.

Coaches said the emphasis would be on enjoyment and personal development rather than producing professional players. The academy will also train local volunteers to become qualified coaches.

Children at the opening spent the afternoon in small-sided games, and several parents said the visit from Lionel Messi was a day their families would talk about for years.`),
  story('sports-serena-williams-women-sport-summit', {
    title: 'Investment in women\'s sport the focus of major industry summit',
    source: 'meridian', hoursAgo: 82, tone: 'positive', tags: ['women in sport', 'investment', 'tennis', 'sponsorship'],
    also: ['business'], people: ['Serena Williams'],
  }, `Investors, sponsors and athletes gathered at a two-day summit on women's sport this week, with speakers describing rapid growth in audiences for women's football, basketball and tennis.

Serena Williams, winner of 23 Grand Slam singles titles, was among the speakers on a panel about athletes who have gone on to become investors. Other sessions covered broadcasting deals, stadium attendances and the importance of research into women athletes' health and training.

Figures presented at the summit showed that sponsorship of women's sport had more than doubled in five years, though it remained a small share of the total.

Organisers announced a fund to support grassroots clubs in improving facilities for girls, such as changing rooms and lighting, which surveys show are often lacking.`),
  story('sports-lebron-james-exhibition', {
    title: 'Basketball exhibition in Dublin draws record crowds',
    source: 'liffey', hoursAgo: 100, tone: 'positive', tags: ['basketball', 'exhibition', 'dublin', 'nba'],
    also: ['ireland', 'entertainment'], people: ['LeBron James'],
  }, `An exhibition on the history of basketball has drawn more than 40,000 visitors in its first month at a Dublin museum, making it one of the venue's most popular shows.

The exhibition traces the sport from its origins to the modern professional game, with sections on Irish clubs and players. Highlights include a jersey and trainers worn by LeBron James, the NBA's all-time leading scorer, on loan from a private collection.

Basketball Ireland said interest in the sport had grown strongly, with more teenagers joining clubs and new leagues forming in several counties. The museum is running free coaching sessions for children on its forecourt at weekends.

The exhibition runs until the end of February.

Admission is free for children under 12, and school groups can book guided tours on weekday mornings.`),
  story('sports-simone-biles-gymnastics-clinic', {
    title: 'Gymnastics festival celebrates record entries at junior level',
    source: 'pitchside', hoursAgo: 124, tone: 'positive', tags: ['gymnastics', 'junior sport', 'festival', 'simone biles'],
    also: ['lifestyle'], people: ['Simone Biles'],
  }, `A three-day gymnastics festival for young athletes ended on Sunday after a record 2,300 children took part in competitions and workshops, organisers said.

Simone Biles, the most decorated gymnast in the sport's history, attended the final day, presenting medals in the junior events and taking part in a question-and-answer session with young competitors about training and balancing sport with school.

Coaches at the festival said participation in gymnastics among children had risen sharply in recent years, and clubs were struggling to find enough space and qualified coaches to meet demand.

The national federation said it would use the festival's proceeds to fund coaching courses, with a focus on clubs in areas where the sport has been less available.

The festival will return next year in a larger venue.`),
  story('sports-usain-bolt-fun-run', {
    title: 'Thousands join charity fun run started by Usain Bolt',
    source: 'meridian', hoursAgo: 140, tone: 'positive', tags: ['running', 'charity', 'athletics', 'usain bolt'],
    also: ['health'], people: ['Usain Bolt'],
  }, `More than 15,000 runners and walkers took part in a charity fun run through the city's parks on Sunday, with the eight-time Olympic champion Usain Bolt firing the starting horn.

The 5 km event raised money for children's sports programmes, including running clubs in schools and equipment for community athletics tracks. Many participants ran in fancy dress, and a separate race was held for wheelchair users.

Usain Bolt, the world-record holder in the 100 and 200 metres, greeted runners at the finish line and posed for photographs with young athletes from local clubs.

Organisers said the event had raised more than €400,000, and registration for next year's run would open in the spring.

The route passed through three parks and along the river, with music stations and water points every kilometre. Local running clubs provided pacers for people hoping to finish under set times.`),
  story('sports-gaelic-football-league-draw', {
    title: 'Football league fixtures published with opening game in Tralee',
    source: 'atlantic', hoursAgo: 150, tone: 'neutral', tags: ['gaelic football', 'gaa', 'fixtures', 'kerry'],
    also: ['ireland'],
  }, `The fixtures for next year's national football league have been published, with the opening game of the season scheduled for Tralee, Co. Kerry, on the last Saturday in January.

The first division will again feature eight counties, with two relegated and two promoted at the end of the seven rounds. Several games have been moved to Saturday evenings under floodlights to suit broadcasters and supporters travelling long distances.

Managers have expressed mixed views about the compressed calendar, which leaves little time for rest between league and championship games. Some have suggested the league should be shortened to allow more time for club fixtures.

Ticket prices for league games remain unchanged for the third year, and children under 16 will continue to be admitted free.`),
  story('sports-cycling-tour-route-announced', {
    title: 'Grand tour route announced with mountain finish on final weekend',
    source: 'pitchside', hoursAgo: 26, tone: 'neutral', tags: ['cycling', 'grand tour', 'route', 'mountains'],
    also: ['travel'],
  }, `Organisers of the Tour of Aldera have unveiled next year's route, which includes four summit finishes and a mountain time trial on the final weekend.

The three-week race will start with a team time trial in the coastal city of Portavera and cover about 3,400 km. Riders will face eight mountain stages, two individual time trials and several flat stages suited to sprinters.

Several leading riders said the route favoured climbers and would make for an open race. Others noted that long transfers between stages could be tiring.

The race will finish in the capital with a traditional procession stage. Towns selected as stage hosts said they expected a boost to tourism.

The race's director said the route had been designed to keep the overall standings uncertain until the last mountain stage, and that shorter stages would encourage attacking racing.`),
  story('sports-doping-ban-athlete', {
    title: 'Distance runner banned for four years after failed test',
    source: 'northgate', hoursAgo: 58, tone: 'negative', tags: ['athletics', 'doping', 'ban', 'integrity'],
  }, `A distance runner from the country of Estavia has been banned for four years after a sample taken at a competition last spring tested positive for a prohibited blood-boosting substance.

The athletics integrity body said the athlete had not provided a satisfactory explanation and that the ban would run from the date of the test. Results achieved since then, including a national record, have been annulled.

The athlete's representatives said they would consider an appeal to the sport's court of arbitration.

The integrity body said it had increased the number of tests carried out outside competition and was using more long-term biological profiles to detect doping.

The athlete's national federation said it supported a clean sport and would cooperate fully with any further investigation. Other athletes in the same event said on social media that they welcomed the decision and hoped the annulled results would be reallocated quickly.`),
  story('sports-camogie-final-attendance', {
    title: 'Record crowd watches camogie final at Croke Park',
    source: 'liffey', hoursAgo: 115, tone: 'positive', tags: ['camogie', 'gaa', 'women in sport', 'croke park'],
    also: ['ireland'],
  }, `A record crowd of more than 35,000 watched the All-Ireland senior camogie final at Croke Park, where Kilkenny beat Cork by four points in a thrilling contest.

The attendance beat the previous record by almost 2,000 and was boosted by strong sales to schools and clubs. Organisers had run a campaign encouraging families to attend, with discounted tickets for children.

Kilkenny led by two points at half-time and extended their lead early in the second half with a goal from their full-forward. Cork closed the gap to a single point with ten minutes left before Kilkenny finished strongly.

The camogie association said the crowd showed the growing appetite for women's sport and called for more broadcast coverage of the league and championship.`),
  story('sports-stadium-crush-inquiry', {
    title: 'Inquiry ordered after supporters injured in stadium crush',
    source: 'meridian', hoursAgo: 16, tone: 'negative', tags: ['stadium safety', 'football', 'inquiry', 'supporters'],
  }, `An independent inquiry has been ordered after 14 supporters were injured in a crush at an entrance to the Stadio Lenna before a league match on Sunday.

Police said a large number of fans arrived at one set of turnstiles shortly before kick-off, and that a gate was opened to relieve pressure. Those injured were treated in hospital, and all but two have been discharged.

The league said the match went ahead after safety officers were satisfied that the situation was under control. Supporters' groups criticised the decision and said stewarding had been inadequate.

The inquiry will examine ticketing, stewarding and the design of the entrance, and is due to report within three months.

The club has apologised to those affected and offered to refund their tickets.`),
  story('sports-golf-open-dublin', {
    title: 'Irish amateur leads after opening round of national golf championship',
    source: 'liffey', hoursAgo: 22, tone: 'neutral', tags: ['golf', 'championship', 'amateur', 'ireland'],
    also: ['ireland'],
  }, `A 20-year-old amateur from Co. Down leads the national golf championship after an opening round of six-under-par 66 at a links course north of Dublin.

The university student made seven birdies and a single bogey in calm morning conditions to finish one shot ahead of a group of four professionals. She described the round as the best of her career.

Stronger winds in the afternoon made scoring more difficult, and several of the favourites finished over par.

The championship continues over the next three days, with the top 60 players and ties making the cut after the second round. Forecasters expect the wind to strengthen further at the weekend.

The amateur is playing the championship on an invitation after winning the national women's amateur title in the summer. If she finishes as the leading amateur, she will receive a silver medal presented at the closing ceremony.`),
  story('sports-marathon-course-records', {
    title: 'Course records fall at city marathon in cool conditions',
    source: 'pitchside', hoursAgo: 90, tone: 'positive', tags: ['marathon', 'running', 'records', 'athletics'],
    also: ['health'],
  }, `Both the men's and women's course records were broken at the Valmora Marathon on Sunday, with cool temperatures and light winds providing ideal conditions for fast running.

The men's race was decided in a sprint finish, with the winner crossing the line two seconds ahead of his training partner. The women's winner ran most of the second half alone and finished more than a minute inside the previous record.

More than 22,000 runners completed the race, and organisers said the number of women taking part had reached a new high. Thousands of spectators lined the route through the old town and along the river.

Race officials said the medical teams had a quiet day, with few serious cases.

The race also raised money for several local charities.`),
  story('sports-club-finances-administration', {
    title: 'Historic football club enters administration',
    source: 'ledger', hoursAgo: 62, tone: 'negative', tags: ['football', 'club finances', 'administration', 'debt'],
    also: ['business'],
  }, `The football club Dunmere United, founded in 1889, has entered administration after failing to pay wages and tax bills, and will be deducted points by its league.

Administrators said they were seeking a buyer and that the club's debts were estimated at about €18 million. Staff and players were paid last month only after supporters raised emergency funds.

The club's supporters' trust said fans had warned for years about the previous owners' spending. It is preparing a bid to take a stake in the club under a community ownership model.

The league said it would monitor the process closely and that fixtures would be played as scheduled.

Local businesses and the city council have said they want to help keep the club alive, noting its importance to the town's identity. The club's stadium is owned separately by a property company, which has said it will continue to let the team play there for the rest of the season.`),
  story('sports-boxing-olympic-qualifier', {
    title: 'Irish boxers secure three places at Olympic qualifier',
    source: 'atlantic', hoursAgo: 36, tone: 'positive', tags: ['boxing', 'olympics', 'qualification', 'ireland'],
    also: ['ireland'],
  }, `Three Irish boxers have qualified for the final Olympic qualifying tournament after winning their quarter-finals at the European championships.

A lightweight from Mayo, a welterweight from Belfast and a middleweight from Dublin each won unanimous decisions. Two other boxers lost narrow split decisions and will now need to qualify through a later event.

The team's head coach praised the boxers' discipline and said the squad had benefited from extra training camps abroad.

Ireland has a long tradition of Olympic boxing success, and the team hopes to send a full squad to the next Games.

The qualifying tournament will take place in the spring, with a limited number of places available in each weight category. The team will return to its national training centre next week to begin preparing, with sparring camps planned against teams from several other countries. Officials said the boxers' results so far this season placed them among the strongest in Europe in their weight classes.`),
  story('sports-tennis-junior-champion', {
    title: 'Sixteen-year-old wins junior title at international tennis event',
    source: 'pitchside', hoursAgo: 78, tone: 'positive', tags: ['tennis', 'juniors', 'championship', 'youth sport'],
  }, `A 16-year-old from the coastal town of Marisca has won the girls' singles title at one of the world's largest junior tennis tournaments, beating the top seed in three sets.

The final lasted more than two and a half hours. After losing the first set, the champion changed tactics, coming to the net more often and using drop shots to unsettle her opponent.

She began playing at a public court near her home at the age of six and now trains at a national academy. Her coach said she had worked hard on her serve over the past year.

The win is expected to lift her into the top ten of the junior world rankings.

Her parents, both teachers, travelled to watch the final.`),
  story('sports-grassroots-facilities-fund', {
    title: 'Sports clubs share €25m for new pitches and changing rooms',
    source: 'liffey', hoursAgo: 160, tone: 'positive', tags: ['sports funding', 'grassroots', 'facilities', 'ireland'],
    also: ['ireland'],
  }, `More than 900 sports clubs and community groups will share €25 million in grants for new pitches, changing rooms, floodlights and equipment, Ireland's sports minister has announced.

The grants range from a few thousand euro for equipment to larger amounts for building projects. Priority was given to projects that increase participation among women and girls, older people and people with disabilities.

Clubs from a wide range of sports were successful, including GAA, soccer, rugby, athletics, swimming and boxing. Several grants will fund accessible changing facilities and equipment for wheelchair sports.

Applications for the next round will open in the spring.

The minister said that participation in sport had risen steadily in recent years and that good facilities were essential to keep people involved. Clubs that were unsuccessful will receive feedback on their applications, and sports partnerships in each county will offer help with preparing stronger bids for future rounds.`),
  story('sports-sailing-race-galway-finish', {
    title: 'Round-the-world sailing fleet to finish in Galway',
    source: 'atlantic', hoursAgo: 108, tone: 'neutral', tags: ['sailing', 'galway', 'ocean race', 'events'],
    also: ['ireland', 'travel'],
  }, `Galway has been chosen as the finishing port for a round-the-world sailing race in two years' time, with organisers expecting tens of thousands of visitors for a festival at the docks.

The race, sailed in stages over nine months, will see crews of professional and amateur sailors cover more than 60,000 km. The final leg will cross the Atlantic from North America.

The city hosted a stopover for a similar race in the past, which attracted large crowds. Local authorities said they would upgrade pontoons and public spaces around the harbour in preparation.

Business groups welcomed the announcement, though some residents raised concerns about traffic and accommodation during the event.

The city council will hold public information meetings in the new year to explain its plans for the event.`),
  story('sports-injury-ruled-out-season', {
    title: 'Star striker ruled out for the season with knee injury',
    source: 'northgate', hoursAgo: 8, tone: 'negative', tags: ['football', 'injury', 'striker', 'season'],
  }, `Rovella Athletic's leading scorer will miss the rest of the season after tests confirmed a serious knee ligament injury suffered in the Continental Shield final.

The 27-year-old, who has scored 19 goals this season, was carried off on a stretcher shortly before half-time after landing awkwardly. He will have surgery next week.

The club's manager said the injury was a major blow but that the squad had the quality to compete for a top-four finish. Rovella may look to sign a replacement when the transfer window opens.

Supporters and players from several clubs, including Harbour City, sent messages wishing him a quick recovery.

Knee ligament injuries of this kind typically require six to nine months of rehabilitation, and the club's medical staff said they would not rush his return. The striker had been expected to be called up for the national team next month, and his absence will also be felt by the national coach.`),
];
