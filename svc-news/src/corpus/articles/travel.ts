import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('travel');

export const travel: CorpusArticle[] = [
  story('travel-wild-atlantic-way-greenway', {
    title: 'New greenway opens along Mayo coast',
    source: 'atlantic', hoursAgo: 23, tone: 'positive', tags: ['greenway', 'cycling', 'mayo', 'wild atlantic way'],
    also: ['ireland', 'sports', 'health'],
  }, `A 42 km greenway for walkers and cyclists has opened along the coast of north Mayo, following the route of a disused railway line through bogland, farmland and small villages.

The path is surfaced for bicycles, wheelchairs and buggies, and has rest areas with views over the Atlantic. Bike hire is available at both ends, and a shuttle bus runs in the summer.

The county council expects the greenway to attract about 150,000 visitors a year. Cafés and bike hire businesses have already opened along the route.

Landowners along the route agreed to the path after lengthy consultation, and the council installed new fences, gates and underpasses for livestock.

The greenway is part of a national network that the government plans to expand over the coming decade, with funding for more than 20 new routes.`),
  story('travel-night-trains-return', {
    title: 'Night trains return on routes linking northern and southern capitals',
    source: 'meridian', hoursAgo: 60, tone: 'positive', tags: ['night trains', 'rail travel', 'europe', 'sustainable travel'],
    also: ['world', 'environment'],
  }, `A new overnight train service linking the capitals of Norland and Arvenne began running this week, part of a revival of sleeper trains across the continent.

The train leaves in the early evening and arrives the next morning, with sleeping compartments, couchettes and seats. Passengers can also bring bicycles.

Operators say demand for night trains has grown as travellers look for alternatives to flying on routes of up to 1,500 km. Tickets for the first weeks sold out quickly.

Night trains face challenges, including the cost of rolling stock and the fees charged for using rail networks in different countries. Several routes have been supported by government subsidies.

Rail campaigners said more routes were needed to make night trains a real alternative.`),
  story('travel-airport-queues-summer', {
    title: 'Airport queues ease after extra security staff hired',
    source: 'liffey', hoursAgo: 130, tone: 'neutral', tags: ['airports', 'security', 'queues', 'dublin'],
    also: ['ireland'],
  }, `Waiting times at security at Dublin Airport have fallen after the airport hired more than 200 extra security staff and installed new scanners that allow passengers to leave liquids in their bags.

The airport said most passengers passed through security in under 20 minutes during the autumn mid-term break, compared with waits of over an hour at peak times in previous years.

The new scanners create detailed 3D images of bags, so laptops and liquids can stay inside. The airport plans to install them in all security lanes by next summer.

Passengers are still advised to arrive two hours before short-haul flights and three hours before long-haul flights at busy times.

The airport handled a record number of passengers this year.`),
  story('travel-overtourism-village-limits', {
    title: 'Popular village introduces daily visitor limit',
    source: 'northgate', hoursAgo: 45, tone: 'negative', tags: ['overtourism', 'visitor limits', 'tourism', 'residents'],
    also: ['world'],
  }, `A lakeside village in the mountains of Aldera that has become popular on social media has introduced a daily limit on visitors and a small entry fee, after residents complained about overcrowding.

The village, with about 700 residents, received up to 10,000 visitors a day at the height of the summer. Residents complained of blocked roads, litter and people entering private gardens to take photographs.

Visitors must now book a time slot online. Tour buses are limited to a set number per day and must park outside the village, with a shuttle service connecting the car park and village centre.

Some local businesses worried that fewer visitors would reduce income, while others said tourists who stayed longer spent more.

Several other destinations have introduced similar measures in recent years.`),
  story('travel-camino-irish-pilgrims', {
    title: 'Record number of Irish walkers complete the Camino',
    source: 'hearth', hoursAgo: 110, tone: 'positive', tags: ['camino', 'walking', 'pilgrimage', 'ireland'],
    also: ['ireland', 'lifestyle'],
  }, `A record number of people from Ireland completed the Camino de Santiago pilgrimage route in northern Spain this year, according to figures from the pilgrims' office.

Walkers must cover at least the last 100 km on foot to receive a certificate, and many Irish walkers complete the final stretch from the town of Sarria in about a week. Others walk longer sections over several years.

Travel companies said interest had grown among people in their 20s and 30s, as well as among retirees and groups raising money for charity.

Walkers said the appeal lay in the combination of exercise, scenery and the chance to meet people from around the world.

Irish walkers are among the most numerous nationalities on the route each year.`),
  story('travel-passport-renewal-online', {
    title: 'Most passport renewals now processed within a week',
    source: 'civic', hoursAgo: 160, tone: 'neutral', tags: ['passports', 'online services', 'travel documents', 'ireland'],
    also: ['ireland', 'technology'],
  }, `Most applications to renew an Irish passport online are now processed within a week, the passport service says, after investment in staff and technology.

Applicants can upload a digital photograph and have it checked automatically before submitting. First-time applications, which require more verification, take longer.

The service said people should apply at least eight weeks before they plan to travel, particularly for children's passports, which require consent from both parents.

The number of Irish passports issued each year has grown significantly, partly because of applications from people entitled to citizenship through their parents or grandparents.

An online tracking service allows applicants to check progress.

Applicants who need to travel urgently for family or medical reasons can request an appointment at a passport office, where a passport can sometimes be issued on the same day. The service said the online system had reduced errors in applications, which previously caused many delays.`),
  story('travel-hotel-prices-dublin', {
    title: 'Dublin hotel prices among highest in Europe during events',
    source: 'northgate', hoursAgo: 85, tone: 'negative', tags: ['hotels', 'prices', 'dublin', 'events'],
    also: ['ireland', 'business'],
  }, `Hotel prices in Dublin during major concerts and sporting events are among the highest of any European city, according to an analysis by a consumer website.

On the busiest weekends, the average price for a standard double room rose to more than three times the usual rate. Tourism groups said the shortage of hotel rooms in the city was a long-standing problem.

Some visitors have started staying in towns outside the city and travelling in by train.

The hotel industry said prices reflected demand, and that several new hotels were under construction. Consumer groups called for clearer display of prices.

The tourism authority said visitors could find better value by booking early or travelling midweek.

Short-term letting rules have also reduced the supply of holiday rentals in the city.`),
  story('travel-island-ferry-electric', {
    title: 'Electric ferry to serve island community from next year',
    source: 'greenhorizon', hoursAgo: 70, tone: 'neutral', tags: ['electric ferry', 'islands', 'transport', 'emissions'],
    also: ['ireland', 'environment', 'technology'],
  }, `A battery-powered ferry will begin carrying passengers and vehicles to one of Ireland's inhabited islands next year, the first such service in the country.

The ferry will be charged at the mainland pier using electricity from the grid and a nearby wind farm. It can make several crossings on a single charge.

Islanders said the new vessel would be quieter and more comfortable than the existing diesel ferry, which is more than 30 years old.

The project is funded by the government and a European fund for island transport. If successful, similar ferries could be introduced on other routes.

Crew members are being trained to operate the new ferry.

The ferry's timetable will be similar to the current one, with extra sailings during the summer months. Islanders were consulted on the design, which includes a larger covered passenger lounge.`),
  story('travel-rail-fares-cut', {
    title: 'Regional rail fares reduced to encourage commuters',
    source: 'civic', hoursAgo: 32, tone: 'neutral', tags: ['rail fares', 'public transport', 'commuters', 'ireland'],
    also: ['ireland', 'economics'],
  }, `Fares on regional rail services around Dublin, Cork and Galway have been reduced by up to 20 per cent, as part of an effort to encourage people to commute by train.

The transport authority said passenger numbers had grown strongly since a previous fare reduction, but that more capacity was needed to avoid overcrowding at peak times.

New trains are due to be delivered over the next few years, and several stations are being upgraded with more parking and bicycle storage.

Commuter groups welcomed the cuts but said reliability and frequency mattered as much as price.

The changes take effect from next month.

The authority said the cost of the reduction would be met from the national transport budget, and that it expected higher passenger numbers to recover part of it. Students and older people will continue to receive additional discounts.`),
  story('travel-tourist-visa-changes', {
    title: 'New pre-travel authorisation required for some visitors',
    source: 'meridian', hoursAgo: 95, tone: 'neutral', tags: ['travel rules', 'visas', 'border control', 'tourism'],
    also: ['world', 'politics'],
  }, `Visitors from many countries who do not need a visa will have to apply online for a travel authorisation before visiting a group of European countries, under rules due to take effect next year.

The authorisation will cost a small fee and be valid for several years or until the traveller's passport expires. Most applications are expected to be approved within minutes.

Officials said the system would improve security by checking travellers against databases before they arrive.

Travel industry groups urged authorities to publicise the requirement widely, warning that some travellers could be turned away at airports if they did not know about it.

Citizens of countries within the area are not affected.

Applications should be made through the official website only.`),
  story('travel-mountain-hut-restored', {
    title: 'Mountain hut restored by volunteers reopens to hikers',
    source: 'hearth', hoursAgo: 150, tone: 'positive', tags: ['hiking', 'mountains', 'volunteers', 'outdoors'],
    also: ['lifestyle', 'sports'],
  }, `A stone mountain hut in the highlands of Carnmoor has reopened to walkers after volunteers spent two summers restoring it.

The hut, built more than a century ago, provides basic shelter with sleeping platforms and a wood-burning stove. It had fallen into disrepair, with a leaking roof and damaged walls.

Volunteers carried materials up the mountain, with some heavier items delivered by helicopter. The work was funded by donations from walkers.

The hut is free to use and cannot be booked. Walkers are asked to carry out their rubbish and leave the hut tidy for others.

The volunteer group maintains several other huts in the region.

Walkers who used the hut in its first weeks have left messages of thanks in the visitors' book, and several said it had offered welcome shelter during sudden changes in the weather. The group is already planning its next project, a smaller hut on the far side of the range.`),
  story('travel-flight-delays-strike', {
    title: 'Air traffic control strike disrupts holiday flights',
    source: 'northgate', hoursAgo: 2.6, tone: 'negative', tags: ['strike', 'flights', 'air traffic control', 'delays'],
    also: ['world'],
  }, `Hundreds of flights have been cancelled or delayed after air traffic controllers in the country of Lorand began a two-day strike over staffing levels.

Flights passing through Lorand's airspace, as well as those departing from or arriving at its airports, were affected. Airlines advised passengers to check the status of their flights before travelling to the airport.

Passengers whose flights are cancelled are entitled to a refund or rerouting, and may be entitled to meals and accommodation.

Airline groups criticised the strike and called for measures to ensure flights crossing a country's airspace can continue during strikes.

Unions said the controllers had been working long hours due to staff shortages.

Talks between the union and the government are due to resume on Monday, and further strike dates have been announced for next month if no agreement is reached. Airports in neighbouring countries said they were handling additional diversions.`),
  story('travel-staycation-trends', {
    title: 'Holidays at home remain popular as prices abroad rise',
    source: 'liffey', hoursAgo: 120, tone: 'neutral', tags: ['staycation', 'tourism', 'holidays', 'ireland'],
    also: ['ireland', 'economics', 'lifestyle'],
  }, `Holidays within Ireland remained popular this year, with domestic tourists accounting for a large share of hotel and self-catering bookings, according to the tourism authority.

Coastal counties such as Kerry, Cork, Clare and Donegal were the most popular destinations. Short breaks of two or three nights were more common than longer stays.

Tourism businesses said domestic visitors had been vital, but that higher prices had led some families to cut back.

Overseas visitor numbers also rose, led by visitors from North America.

The tourism authority is running a campaign to encourage breaks outside the peak summer season.

Activity holidays, including walking, cycling and water sports, were among the fastest-growing types of trip, and several operators reported record demand for guided walks on the islands. Hotels in cities reported strong weekend business from domestic visitors attending concerts and sporting events.`),
  story('travel-accessible-beaches', {
    title: 'More beaches add wheelchairs and mats for access',
    source: 'atlantic', hoursAgo: 165, tone: 'positive', tags: ['accessibility', 'beaches', 'wheelchairs', 'ireland'],
    also: ['ireland', 'lifestyle'],
  }, `More than 30 beaches around Ireland now have beach wheelchairs and temporary access mats that allow people with mobility difficulties to reach the sand and the water.

The wheelchairs, with wide balloon tyres, can be borrowed free of charge from lifeguard stations. Mats laid across soft sand make it easier for wheelchairs, buggies and walking frames.

Disability groups said the facilities had made a real difference, allowing families to spend a day at the beach together.

Councils plan to add more beaches to the scheme next summer.

Booking in advance is recommended on busy days.

Lifeguards have received training in setting up the equipment and helping users. The mats are removed in the winter to protect them from storms, and some councils are testing permanent boardwalks at beaches where dunes make access particularly difficult.`),
];
