import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('gaming');

export const gaming: CorpusArticle[] = [
  story('gaming-pixelforge-handheld-launch', {
    title: 'Pixelforge unveils Arc handheld console with week-long battery standby',
    source: 'circuit', hoursAgo: 6.5, tone: 'neutral', tags: ['consoles', 'handheld', 'pixelforge', 'hardware'],
    cluster: 'pixelforge-arc',
  }, `The games company Pixelforge has unveiled the Arc, a handheld console that can also connect to a television, with a launch planned for March at a price of €349.

The Arc has an 8-inch screen, detachable controllers and a new processor that Pixelforge says is about three times faster than its previous device. The company claims up to seven hours of play on a full charge and a week in standby.

Pixelforge said the console would play most games from its previous system, a feature that analysts said would help persuade existing owners to upgrade.

The company showed 12 games in development for the console, including a new instalment of its best-known adventure series, due at launch.

Pre-orders open next month. Analysts said the price was higher than the previous model's launch price but in line with rising component costs.`),
  story('gaming-pixelforge-handheld-reaction', {
    title: 'Players weigh price against power as new Pixelforge console revealed',
    source: 'marquee', hoursAgo: 9, tone: 'neutral', tags: ['consoles', 'players', 'pixelforge', 'pricing'],
    also: ['business'], cluster: 'pixelforge-arc',
  }, `Reaction to Pixelforge's new Arc handheld has been mixed among players, with enthusiasm for its games tempered by concern over its €349 price.

On forums and social media, many players welcomed the larger screen and the ability to play older games. Others said they would wait for reviews of battery life and performance before buying.

Retailers said early interest was strong, with waiting lists for pre-orders filling quickly in some shops.

Industry analysts said Pixelforge had a loyal audience and strong game series, which should support sales despite competition from other devices and from games on phones.

Reviews are expected closer to the March launch.

Pixelforge has said that more details about online services and accessories will be announced in the new year. Some players also asked whether controllers from the previous console would work with the Arc.`),
  story('gaming-irish-studio-award', {
    title: 'Dublin studio\'s puzzle game wins international indie award',
    source: 'liffey', hoursAgo: 48, tone: 'positive', tags: ['indie games', 'awards', 'dublin', 'game development'],
    also: ['ireland', 'business'],
  }, `A puzzle game developed by a six-person studio in Dublin has won the top prize at an international festival for independent games.

The game asks players to restore a flooded lighthouse by redirecting beams of light through mirrors and prisms. Judges praised its hand-drawn art, music and clever puzzles.

The studio's founders met while studying game design and spent three years making the game, supported by a development grant from the national screen agency.

The game has sold more than 200,000 copies since its release on computers and consoles.

The studio is hiring for its next project.

The festival's judges looked at more than 1,000 entries from 60 countries. The award includes a cash prize and mentoring from experienced developers, and the studio said it would put the money towards a version of the game for phones and tablets, along with translations into several more languages.`),
  story('gaming-esports-college-league', {
    title: 'College esports league grows to 40 teams',
    source: 'atlantic', hoursAgo: 96, tone: 'neutral', tags: ['esports', 'colleges', 'students', 'competition'],
    also: ['ireland', 'education', 'sports'],
  }, `A national esports league for third-level students has grown to more than 40 teams from universities and colleges across Ireland, competing in several games over the academic year.

Matches are played online during the season, with finals held in front of a live audience at a venue in Galway.

Organisers said the league encouraged teamwork, communication and strategic thinking, and that many players were also studying game design, computing or media.

Some colleges now offer scholarships for esports players and have set up dedicated gaming rooms.

The league also runs workshops on healthy gaming habits.

The league is run by volunteers from student gaming societies and has attracted sponsorship from local technology companies. Viewing figures for the online broadcasts of matches have grown each season, with the final last year watched by more than 20,000 people. Organisers are working on a separate division for further education colleges.`),
  story('gaming-loot-box-rules', {
    title: 'Regulators propose limits on loot boxes in children\'s games',
    source: 'civic', hoursAgo: 60, tone: 'neutral', tags: ['loot boxes', 'regulation', 'children', 'gambling'],
    also: ['politics', 'technology'],
  }, `Regulators in the state of Arvenne have proposed rules that would ban the sale of loot boxes to children under 18 and require games to show the odds of winning each item.

Loot boxes are virtual packs bought with real or in-game money that contain random items. Critics say they encourage habits similar to gambling.

Under the proposal, games would need to verify players' ages before allowing purchases of loot boxes.

The games industry said it already provided parental controls and odds disclosures, and argued that the rules would be difficult to enforce.

A public consultation runs until the end of the year.

Several other countries are considering similar measures, and some have already classified certain loot boxes as a form of gambling. Parents' groups welcomed the proposal but said enforcement would be the real test.`),
  story('gaming-studio-layoffs', {
    title: 'Games publisher cuts jobs and cancels projects',
    source: 'ledger', hoursAgo: 30, tone: 'negative', tags: ['layoffs', 'games industry', 'publishers', 'jobs'],
    also: ['business'],
  }, `A large games publisher has announced it will cut about 900 jobs, roughly 8 per cent of its staff, and cancel several games in development.

The company said higher development costs and weaker-than-expected sales of some recent titles had forced it to reduce its spending.

It is one of several games companies that have cut jobs over the past two years, after rapid hiring during a period of strong demand.

Developers' groups said the cuts were damaging for the industry and called for better support for laid-off staff.

The company said it would focus on its most successful series.

Staff affected by the cuts work in studios in several countries, and the company said it would offer severance packages and help with finding new roles. Shares in the company rose slightly after the announcement, as investors welcomed the reduction in costs.`),
  story('gaming-accessibility-controller', {
    title: 'Adaptive controller lets players customise every button',
    source: 'circuit', hoursAgo: 140, tone: 'positive', tags: ['accessibility', 'controllers', 'disability', 'hardware'],
    also: ['technology', 'health'],
  }, `A new adaptive game controller allows players with limited mobility to customise the layout, size and sensitivity of every button and joystick.

The controller is made of modular parts that can be attached to a base in different positions. Players can also connect external switches operated by feet, chin or breath.

It was developed in consultation with disabled players and charities, which tested prototypes over two years.

Charities said accessible controllers could make a huge difference in allowing disabled people to play games with friends and family.

The controller will go on sale in the spring.

Its price has not yet been confirmed, though the makers said it would be comparable to other premium controllers. A library of free layout templates designed by disabled players will be available online, and charities will run workshops where people can try the controller before buying it.`),
  story('gaming-retro-arcade-opens', {
    title: 'Retro arcade opens in Cork with games from four decades',
    source: 'hearth', hoursAgo: 115, tone: 'positive', tags: ['arcade', 'retro games', 'cork', 'leisure'],
    also: ['ireland', 'lifestyle'],
  }, `An arcade with more than 60 classic machines from the 1980s to the 2010s has opened in Cork city, attracting both nostalgic adults and children playing the games for the first time.

The owners restored many of the machines themselves, sourcing parts from collectors around Europe. Visitors pay an entry fee and can then play as much as they like.

The arcade also hosts tournaments and events for local gaming groups.

The owners said they had been surprised by how many families had visited.

Late-night sessions for adults are held on weekends.

The building was previously a carpet shop and had been empty for several years. The owners, two brothers who have collected arcade machines since their teenage years, said they wanted to create a place where people could enjoy games together in person rather than alone at home. A café serves drinks and snacks, and private bookings are available for birthday parties.`),
  story('gaming-screen-time-study', {
    title: 'Study finds no simple link between gaming time and teenage wellbeing',
    source: 'laborbit', hoursAgo: 75, tone: 'neutral', tags: ['video games', 'wellbeing', 'teenagers', 'research'],
    also: ['science', 'health'],
  }, `A study of more than 30,000 teenagers found no simple link between the amount of time spent playing video games and their wellbeing, challenging common assumptions.

Researchers combined survey data with actual playing time recorded by game companies. They found that why and how teenagers played mattered more than how long they played.

Teenagers who played because they enjoyed it reported better wellbeing, while those who felt they had to play reported worse.

The researchers said parents should focus on whether gaming fits with other activities such as sleep, school and exercise.

They called for games companies to share more data with researchers.

The study was published in a peer-reviewed journal and its data have been made available to other researchers. Other experts said it was one of the largest studies of its kind.`),
  story('gaming-server-outage', {
    title: 'Online game servers down for hours after update',
    source: 'northgate', hoursAgo: 14, tone: 'negative', tags: ['outage', 'online games', 'servers', 'update'],
    also: ['technology'],
  }, `Millions of players were unable to log in to a popular online game for most of yesterday after a major update caused server problems.

The developer said the update had triggered an error in the system that manages player accounts. Servers were taken offline while engineers fixed the problem.

Players expressed frustration online, especially those who had planned events or tournaments.

The developer apologised and said players would receive in-game items as compensation.

Services were fully restored late last night.

The game, which is free to play, has more than 40 million active players each month across computers, consoles and phones. Outages of this kind are not unusual after large updates, but this was one of the longest in the game's history. The developer said it would review its testing procedures and publish a summary of what went wrong, and promised to schedule future updates at quieter times.`),
  story('gaming-game-preservation-library', {
    title: 'National library begins archiving video games',
    source: 'liffey', hoursAgo: 160, tone: 'neutral', tags: ['game preservation', 'libraries', 'archives', 'culture'],
    also: ['ireland', 'art'],
  }, `The national library has begun collecting and preserving video games made in Ireland, alongside the books, newspapers and recordings it already archives.

The library will store the games and their source code, along with design documents and marketing materials, so that they can be studied in future.

Preserving games is difficult because they depend on specific hardware and software that can become obsolete.

The library is working with developers and universities to create emulators that can run older games.

Researchers will be able to access the collection by appointment.

Ireland has a long history of game development, from small studios in the 1980s to the large companies and independent developers working in the country today. The library has asked the public to donate old games, consoles and magazines that might help build a fuller picture of that history. Curators said some early Irish games survive only on cassette tapes and floppy disks that are slowly degrading.`),
  story('gaming-charity-marathon-stream', {
    title: 'Gaming marathon raises €250,000 for children\'s hospital',
    source: 'marquee', hoursAgo: 0.85, tone: 'positive', tags: ['charity', 'streaming', 'fundraising', 'children'],
    also: ['ireland', 'health'],
  }, `A group of streamers has raised more than €250,000 for a children's hospital in Dublin during a 72-hour gaming marathon broadcast online.

The streamers took turns playing a series of games, with viewers donating to set challenges and choose which games came next.

The hospital said the money would fund play equipment, games consoles and tablets for young patients, as well as support for families.

Organisers said the response from viewers had been overwhelming.

The event has been held every year for five years.

More than 15,000 people donated during the stream, with many giving small amounts of €5 or less. The hospital's charity said the money would make a real difference to children facing long stays, and invited the streamers to visit the wards to see the equipment in use. The streamers said they planned to make next year's event even bigger, with guests from other countries taking part.`),
  story('gaming-console-prices-rise', {
    title: 'Console prices rise as component costs climb',
    source: 'ledger', hoursAgo: 52, tone: 'negative', tags: ['consoles', 'prices', 'components', 'consumers'],
    also: ['business', 'economics'],
  }, `Two major console makers have raised the prices of their devices in several markets, citing higher costs for memory chips and other components.

The increases of about 10 per cent are unusual because consoles typically become cheaper over time.

Analysts said the higher prices could slow sales, although demand for popular games remained strong.

Some retailers reported a rush to buy before the price rises took effect.

Consumer groups advised buyers to compare prices and consider refurbished consoles.

Memory chip prices have risen sharply this year because of strong demand from data centres, which use large quantities of memory for artificial intelligence systems. Makers of smartphones and laptops have also warned that they may need to raise prices. Analysts said the console makers were unlikely to reverse the increases soon, though they may offer discounts during the Christmas shopping season to support sales. Games themselves are not affected by the price changes.`),
  story('gaming-chess-boom-schools', {
    title: 'Online chess boom brings new players to school clubs',
    source: 'atlantic', hoursAgo: 135, tone: 'neutral', tags: ['chess', 'schools', 'online games', 'clubs'],
    also: ['ireland', 'education'],
  }, `School chess clubs across Ireland report a rise in members, many of whom started playing online before joining a club.

Teachers said online platforms and streaming had made chess more popular with young people, and that clubs offered the chance to play face-to-face.

The national chess union said the number of junior players registered for tournaments had doubled in five years.

Clubs are looking for volunteers to help run sessions and coach beginners.

A national schools championship will be held in the spring.

Some schools have introduced chess into maths lessons, saying it helps pupils develop concentration, patience and problem-solving skills. Girls' participation has also risen, helped by clubs and tournaments set up specifically to encourage them. The union has produced free resources for teachers who want to start a club but do not play chess themselves, and has trained more than 100 new coaches this year.`),
];
