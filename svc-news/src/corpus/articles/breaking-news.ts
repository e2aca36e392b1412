import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('breaking news');

export const breakingNews: CorpusArticle[] = [
  story('breaking-storm-brenna-west-coast', {
    title: 'Storm Brenna brings orange wind warning to the west coast',
    source: 'atlantic', hoursAgo: 0.4, tone: 'negative', tags: ['storm', 'weather warning', 'galway', 'ireland'],
    also: ['ireland', 'environment'], cluster: 'storm-brenna',
  }, `An orange wind warning came into force for Galway, Mayo and Clare this morning as Storm Brenna moved in from the Atlantic, with gusts of up to 120 km/h expected along exposed coasts until late evening.

Local authorities advised people to stay away from promenades and piers, and several ferry crossings to the Aran Islands were cancelled before the first sailing. Schools in the worst-affected areas were told to use their own judgement about opening.

The electricity network operator said crews had been positioned in Castlebar, Ennis and Clifden so that faults could be reached quickly once it was safe to work. Around 4,000 homes were without power by mid-morning, mostly in north Connemara.

Forecasters expect the storm to weaken as it crosses the midlands tonight, with a yellow rain warning remaining in place for the west until tomorrow morning.`),
  story('breaking-storm-brenna-power-cuts', {
    title: 'Thousands without power as Brenna sweeps inland',
    source: 'liffey', hoursAgo: 0.8, tone: 'negative', tags: ['storm', 'power outage', 'ireland', 'weather'],
    also: ['ireland'], cluster: 'storm-brenna',
  }, `Storm Brenna left more than 9,000 homes and businesses without electricity across the west and midlands by lunchtime, according to the network operator, as falling trees brought down lines in rural areas.

Repair crews were working in pairs under safety rules that stop work on overhead lines when gusts exceed set limits. The operator said most customers should be reconnected by tonight, but some isolated properties could wait until tomorrow.

Motorists were asked to take extra care on the N17 and N59, where debris was reported, and Dublin Airport said a handful of arrivals from the west of Britain had been delayed. No serious injuries had been reported.

The national emergency coordination group is due to meet again this afternoon to review the response and the forecast for the weekend.`),
  story('breaking-storm-brenna-overview', {
    title: 'What we know about Storm Brenna so far',
    source: 'meridian', hoursAgo: 1.6, tone: 'neutral', tags: ['storm', 'explainer', 'weather', 'ireland'],
    also: ['ireland', 'world'], cluster: 'storm-brenna',
  }, `Storm Brenna, the second named storm of the season, made landfall on the west coast of Ireland early this morning and is expected to cross into Britain overnight.

The strongest winds have been recorded at exposed headlands in Mayo and Galway, where forecasters issued an orange warning. A wider yellow warning covers most of the island for wind and heavy rain, with a risk of coastal flooding at high tide this evening.

Transport disruption has so far been limited to ferries, some regional bus routes and a few flights. Power cuts affected several thousand customers, and the network operator says restoration work is under way where conditions allow.

Meteorologists say the storm is typical for the time of year. It formed quickly over the Atlantic as a deep area of low pressure ran along a strong jet stream, the pattern that produces most autumn storms in the region.`),
  story('breaking-metro-signal-failure', {
    title: 'Signal failure halts metro services across the capital during rush hour',
    source: 'meridian', hoursAgo: 0.25, tone: 'negative', tags: ['transport', 'metro', 'commuters', 'disruption'],
    also: ['world'], cluster: 'metro-signal-failure',
  }, `Metro services in the city of Valmora came to a standstill during the morning rush hour after a signalling fault at the central control room, leaving thousands of commuters stranded on platforms and in stopped trains.

The transit authority said all four lines were suspended at 7:52 as a safety precaution while engineers traced the fault. Passengers on trains held in tunnels were walked to the nearest stations with staff escorts.

Extra buses were put on between the main interchanges, and the city asked employers to allow staff to work from home where they could. Road traffic on the ring road built up quickly as people switched to cars and taxis.

By 9:30 two lines had resumed a reduced service. The authority said it would publish a full account of the failure once the investigation was complete.`),
  story('breaking-metro-commuters-stranded', {
    title: 'Commuters face long waits as Valmora metro shuts down',
    source: 'northgate', hoursAgo: 0.6, tone: 'negative', tags: ['metro', 'transport', 'delays', 'city'],
    also: ['world'], cluster: 'metro-signal-failure',
  }, `Long queues formed outside metro stations across Valmora this morning after the whole network was shut down because of a fault in the signalling system.

Office workers described waits of more than an hour for replacement buses, while taxi apps showed prices several times higher than normal. Some schools reported that a large share of pupils arrived late.

The transit authority apologised and said the closure was a precaution. Its chief operating officer told a briefing that the system failed safe, stopping trains rather than allowing them to run without protection, and that no one had been hurt.

City councillors from several parties called for an independent review of the network's ageing control equipment, which has been the subject of repeated upgrade plans in recent years.`),
  story('breaking-bridge-reopens-early', {
    title: 'Riverside bridge reopens three weeks ahead of schedule',
    source: 'atlantic', hoursAgo: 2.5, tone: 'positive', tags: ['infrastructure', 'roads', 'limerick', 'ireland'],
    also: ['ireland'],
  }, `A road bridge over the Shannon in Limerick reopened to traffic this morning, three weeks earlier than planned, after repairs to its bearings and deck joints were completed ahead of schedule.

The crossing had been closed for four months, adding up to 25 minutes to some journeys across the city. The council said dry weather in late summer and overnight working had allowed contractors to finish early.

A new cycle lane and wider footpaths were added during the works, and the lighting has been replaced with low-energy fittings. Traffic management will remain on the approach roads for a few days while the last line markings are painted.

Local businesses on both banks welcomed the news, saying footfall had dropped during the closure.

The council said a final inspection of the structure would take place in spring, with no further closures expected.`),
  story('breaking-wildfire-evacuations', {
    title: 'Hillside wildfire forces evacuation of three villages',
    source: 'greenhorizon', hoursAgo: 3.2, tone: 'negative', tags: ['wildfire', 'evacuation', 'drought', 'emergency'],
    also: ['world', 'environment'],
  }, `Firefighters were battling a wildfire in the hills above the coastal region of Serrano Alto last night after strong winds pushed the flames towards three villages, whose residents were moved to a sports hall in the nearest town.

Regional authorities said about 1,200 people had been evacuated as a precaution. Water-bombing aircraft worked until dusk and were due to resume at first light, supported by more than 300 firefighters on the ground.

The area has had almost no rain since spring, and forecasters said lower temperatures and calmer winds expected tomorrow should help crews contain the fire. No injuries were reported.

Officials said the cause had not yet been established.

Residents were asked not to return to their homes until the fire service confirmed it was safe, and volunteers brought food and bedding to the sports hall. A hotline was set up for relatives trying to reach evacuated family members.`),
  story('breaking-lost-hikers-found', {
    title: 'Missing hikers found safe after overnight mountain search',
    source: 'liffey', hoursAgo: 5, tone: 'positive', tags: ['rescue', 'mountains', 'wicklow', 'ireland'],
    also: ['ireland'],
  }, `Two hikers who went missing in the Wicklow Mountains yesterday evening were found safe and well this morning after an overnight search by mountain rescue volunteers and a coast guard helicopter.

The pair, both in their twenties, had lost their way in thick fog near a remote ridge and sheltered behind rocks after their phone battery ran low. They were spotted by the helicopter crew shortly after first light and walked out with rescuers.

The rescue team thanked the 30 volunteers who searched through the night and reminded walkers to carry a map, a head torch and a spare battery, and to tell someone their route before setting out.

Both hikers were checked by paramedics and did not need hospital treatment.

Volunteers said it was their eleventh call-out of the season.`),
  story('breaking-chemical-leak-port', {
    title: 'Residents near port told to keep windows closed after chemical leak',
    source: 'northgate', hoursAgo: 7.5, tone: 'negative', tags: ['port', 'chemical leak', 'safety', 'emergency services'],
    also: ['world'],
  }, `People living near the container port of Brenholt were told to keep doors and windows shut this afternoon after a tank of industrial cleaning chemical leaked while being unloaded.

The fire service said the leak had been contained within an hour and that air quality readings around the port remained below levels of concern. The advice to stay indoors was lifted in the early evening.

Four dock workers were checked by paramedics as a precaution. The port operator said operations at the affected berth would stay suspended until a clean-up was finished and the cause had been investigated.

The regional environment agency said it had sent officers to check drains and the harbour water.

Residents who reported sore eyes or coughing were advised to contact their doctor, although the health authority said it had received only a small number of calls. Shipping in the rest of the port continued normally throughout the afternoon.`),
  story('breaking-earthquake-minor-damage', {
    title: 'Moderate earthquake shakes coastal region, minor damage reported',
    source: 'meridian', hoursAgo: 9, tone: 'neutral', tags: ['earthquake', 'seismology', 'emergency', 'world'],
    also: ['world', 'science'],
  }, `A magnitude 5.4 earthquake struck off the coast of the Kerenza peninsula early this morning, shaking buildings in several towns and sending residents into the streets.

The national seismological centre said the quake was centred about 30 km offshore at a depth of 18 km. There was no tsunami threat. Authorities reported cracked walls and fallen roof tiles in older buildings but no serious injuries.

Rail services on the coastal line were paused for inspections and resumed by mid-morning. Schools in the area stayed open after engineers checked their buildings.

Seismologists said aftershocks were likely over the coming days and advised people to secure heavy furniture and to know where to shelter.

The region sits near an active fault line and records several small tremors each year, although a quake of this size is unusual. Emergency services said calls had returned to normal levels by mid-morning.`),
  story('breaking-ferry-engine-fault', {
    title: 'Ferry returns to harbour after engine fault, all passengers safe',
    source: 'atlantic', hoursAgo: 11, tone: 'neutral', tags: ['ferry', 'maritime', 'cork', 'ireland'],
    also: ['ireland'],
  }, `A passenger ferry bound for France returned to Ringaskiddy in Cork Harbour this evening after reporting a fault in one of its two engines shortly after departure.

The operator said the vessel was never in danger and sailed back under its own power, escorted by a lifeboat as a standard precaution. The 640 passengers were offered places on the next crossing, hotel rooms or a refund.

The coast guard confirmed that it had been informed of the fault and that no assistance had been required beyond the escort. Engineers were due to inspect the vessel overnight.

The company said its timetable for the rest of the week was not expected to be affected.

Passengers described the return as calm, with staff handing out refreshments and updates over the public address system throughout. The harbour master said the ship docked without any difficulty shortly after 9 p.m.`),
  story('breaking-water-main-burst', {
    title: 'Burst water main floods city centre streets',
    source: 'civic', hoursAgo: 14, tone: 'negative', tags: ['water', 'flooding', 'infrastructure', 'city'],
    also: ['world'],
  }, `A burst water main flooded several streets in the centre of Ostrava Nova this afternoon, forcing shops to close and diverting buses away from the main square.

The water utility said the 90-year-old cast iron pipe split under pressure at about 2 p.m., sending water across the road and into some basements. Supplies to around 3,000 homes were interrupted while the main was isolated.

Bottled water was handed out at two distribution points, and the utility said most households should have supply again tonight. Repairs to the road are expected to take several days.

Local councillors said the incident showed the need to speed up a long-planned programme to replace the oldest pipes in the network.

The utility said the cause of the failure would be examined once the pipe was dug out, and that customers whose basements were affected could claim for clean-up costs.`),
  story('breaking-airport-fog-diversions', {
    title: 'Dense fog diverts morning flights away from Dublin',
    source: 'liffey', hoursAgo: 20, tone: 'neutral', tags: ['fog', 'flights', 'dublin', 'aviation'],
    also: ['ireland'],
  }, `More than 20 flights bound for Dublin Airport were diverted to Shannon, Belfast and Cork this morning as dense fog reduced visibility to below 100 metres across the east coast.

The airport said departures were running with delays of up to two hours because of reduced arrival rates ordered by air traffic control. Passengers were advised to check with their airline before travelling.

Forecasters said the fog, which formed under clear skies and light winds overnight, would lift gradually by late morning. Similar conditions are possible tomorrow.

Airlines said they expected schedules to return to normal by evening as aircraft and crews were brought back into position.

Coaches were laid on to bring passengers from diverted flights back to Dublin, and the airport said staff were on hand in the arrivals hall to help those who needed onward travel or accommodation.`),
  story('breaking-rescued-fishing-crew', {
    title: 'Lifeboat crews rescue five fishermen off the Donegal coast',
    source: 'atlantic', hoursAgo: 26, tone: 'positive', tags: ['rescue', 'lifeboat', 'donegal', 'fishing'],
    also: ['ireland'],
  }, `Five fishermen were rescued off the coast of Donegal last night after their trawler took on water in heavy seas about 15 km north-west of Arranmore.

Two lifeboats and a coast guard helicopter were sent after the skipper raised the alarm shortly before 10 p.m. The crew were taken aboard the larger lifeboat and brought to Burtonport, where they were checked by paramedics.

The lifeboat station's coxswain praised the crew for wearing lifejackets and for keeping their radio working, which he said made the rescue much quicker. The trawler was later towed to harbour.

The volunteer lifeboat service said it had launched more than 60 times in the region so far this year.

Sea conditions at the time were rough, with a swell of around four metres and winds of force seven, the coast guard said. An investigation into why the vessel took on water will be carried out by the marine casualty authorities.`),
  story('breaking-power-restored-capital', {
    title: 'Power fully restored after overnight outage in the capital',
    source: 'meridian', hoursAgo: 30, tone: 'positive', tags: ['electricity', 'outage', 'grid', 'city'],
    also: ['world'],
  }, `Electricity has been restored to all homes and businesses in the northern districts of Valmora after an overnight outage that affected around 60,000 customers.

The grid operator said a fault at a substation triggered protection systems shortly before midnight. Engineers rerouted supply through neighbouring substations, bringing most customers back within three hours and the rest by early morning.

Hospitals switched to backup generators as planned and reported no disruption to patient care. Traffic lights on several junctions were out for a time, and police directed traffic at the busiest crossings.

The operator said it would replace the damaged transformer over the coming weeks and that supply would remain secure in the meantime.

Customers who lost food in freezers during the outage can apply for a goodwill payment, the operator said, and details will be posted on its website this week. Businesses in the area reported a normal start to the working day.`),
  story('breaking-missing-child-found', {
    title: 'Boy missing for six hours found safe in neighbour\'s garden shed',
    source: 'northgate', hoursAgo: 44, tone: 'positive', tags: ['missing person', 'police', 'community', 'search'],
  }, `A seven-year-old boy who had been missing for six hours was found safe and well last night, sheltering in a garden shed a few streets from his home in the town of Ellesby.

Police had launched a search involving officers, a drone team and dozens of neighbours after the boy failed to come home from a nearby playground in the afternoon. A resident found him when she went to the shed to fetch a torch for the search.

Police said the boy had fallen asleep after hiding during a game. He was reunited with his family and checked by paramedics.

Officers thanked the community for turning out so quickly and asked people to delete social media appeals now that he had been found.

The boy's family said they were grateful and relieved.`),
];
