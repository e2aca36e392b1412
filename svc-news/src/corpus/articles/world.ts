import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('world');

export const world: CorpusArticle[] = [
  story('world-lakeshore-water-accord', {
    title: 'Eleven nations sign Lakeshore accord on shared rivers',
    source: 'meridian', hoursAgo: 4, tone: 'positive', tags: ['water', 'treaty', 'rivers', 'diplomacy'],
    also: ['environment', 'politics'], cluster: 'lakeshore-accord',
  }, `Eleven countries that share the rivers feeding Lake Ardenne signed an agreement today committing them to share data on water levels, coordinate dam releases and set common limits on pollution.

The Lakeshore Water Accord, negotiated over three years, creates a joint commission with a permanent secretariat and a scientific panel. Members will publish river flow and water quality measurements in real time, and must notify neighbours before starting major new dams or irrigation schemes.

The lake and its rivers supply drinking water to about 40 million people and support large fishing and farming communities. In recent years, droughts and rapid growth in irrigation have lowered the lake to record levels.

Diplomats described the accord as the most ambitious water agreement in the region for decades. It will enter into force once seven countries have ratified it through their parliaments.`),
  story('world-lakeshore-water-accord-farmers', {
    title: 'Water deal welcomed, but farmers ask how limits will work',
    source: 'civic', hoursAgo: 6, tone: 'neutral', tags: ['water', 'farming', 'irrigation', 'treaty'],
    also: ['environment', 'politics'], cluster: 'lakeshore-accord',
  }, `Farmers' organisations in the Ardenne basin have welcomed the new accord on shared rivers but say they need clarity on how limits on water use will be set and enforced.

Irrigation accounts for most of the water taken from the rivers that feed the lake. Under the accord, each country must produce a plan to bring extractions within sustainable limits over ten years, but the agreement leaves the details to national governments.

Farm leaders said they supported better management of the lake but warned that sudden restrictions could ruin harvests and livelihoods. They called for investment in more efficient irrigation, such as drip systems, and for compensation where cuts were needed.

Environmental groups said the ten-year timetable was too slow given the state of the lake, but acknowledged that the accord was a significant step.`),
  story('world-lakeshore-water-accord-sovereignty', {
    title: 'Critics question cost of new lake commission',
    source: 'northgate', hoursAgo: 9.5, tone: 'negative', tags: ['water', 'treaty', 'sovereignty', 'costs'],
    also: ['politics'], cluster: 'lakeshore-accord',
  }, `The agreement on the rivers feeding Lake Ardenne has drawn criticism from some politicians in upstream countries, who say it could restrict their right to develop hydropower and will cost more than expected.

The accord requires members to contribute to a joint commission based on their population and their share of the basin. Critics in two countries said the formula placed too much of the burden on upstream states, which already maintain monitoring stations.

They also questioned the requirement to notify neighbours before building dams, arguing that it could give other countries an effective veto. Supporters said the agreement only required consultation, not approval.

Ratification votes are expected in most parliaments next year, and officials acknowledged that debates in some countries could be close.`),
  story('world-modi-solar-alliance', {
    title: 'Solar power ministers meet in New Delhi to expand grid links',
    source: 'meridian', hoursAgo: 15, tone: 'positive', tags: ['solar energy', 'india', 'renewables', 'grid'],
    also: ['environment', 'politics'], people: ['Narendra Modi'],
  }, `Energy ministers from more than 30 countries met in New Delhi this week to discuss ways of linking national electricity grids so that solar power can be shared across time zones.

Indian Prime Minister Narendra Modi opened the meeting, which was focused on financing for grid connections, storage and solar projects in lower-income countries. Participants discussed a pipeline of cross-border transmission lines in South Asia, the Middle East and Africa.

Delegates agreed to set up a working group on common technical standards, which engineers say is a practical barrier to connecting grids run by different operators. Development banks presented plans for a guarantee fund to reduce the risks of investing in such projects.

Solar power has become the cheapest source of new electricity in many regions, but its output varies during the day, making storage and grid links more important as its share grows.`),
  story('world-lula-amazon-summit', {
    title: 'Amazon nations meet in Belém to coordinate forest protection',
    source: 'greenhorizon', hoursAgo: 38, tone: 'positive', tags: ['amazon', 'deforestation', 'brazil', 'forests'],
    also: ['environment', 'politics'], people: ['Luiz Inácio Lula da Silva'],
  }, `Leaders and ministers from the countries of the Amazon basin met in the Brazilian city of Belém to coordinate their efforts to reduce deforestation and support communities that live in the rainforest.

Brazilian President Luiz Inácio Lula da Silva hosted the meeting, which focused on shared satellite monitoring, cooperation between police forces on illegal logging and mining, and funding for sustainable forest businesses.

Participants discussed a joint scientific panel that would pool research on the forest's health, including the risk that large areas could dry out and change permanently if deforestation continues. Indigenous organisations took part in several sessions.

Environmental groups welcomed the cooperation but said the real test would be whether governments could stop clearing on the ground. Satellite data released this year showed a fall in deforestation in parts of the basin.`),
  story('world-zelensky-reconstruction-conference', {
    title: 'Reconstruction conference pledges support for rebuilding schools and power',
    source: 'meridian', hoursAgo: 55, tone: 'neutral', tags: ['ukraine', 'reconstruction', 'energy', 'aid'],
    also: ['politics', 'economics'], people: ['Volodymyr Zelensky'],
  }, `Governments, development banks and companies attending an international conference on rebuilding Ukraine announced new commitments to repair energy infrastructure, schools and hospitals.

Ukrainian President Volodymyr Zelensky addressed the conference, setting out priorities for the coming year, including power generation, housing and demining of farmland. Delegates discussed how to encourage private investment alongside public funds.

Several countries announced grants for small modular power plants and repair crews, while development banks outlined loans for water systems and transport links. Business groups presented projects in construction, agriculture and energy.

Officials said coordination between donors was essential to avoid duplication, and the conference agreed to strengthen an online platform that tracks pledges and projects.

The next conference is planned for the spring, when participants will review progress on the projects announced this week and discuss new funding for housing and local infrastructure.`),
  story('world-macron-paris-peace-forum', {
    title: 'Paris forum brings together cities working on clean air',
    source: 'civic', hoursAgo: 77, tone: 'positive', tags: ['clean air', 'cities', 'france', 'pollution'],
    also: ['environment', 'politics', 'health'], people: ['Emmanuel Macron'],
  }, `Mayors and public health officials from more than 50 cities gathered in Paris for a forum on reducing air pollution, sharing experience of low-emission zones, cleaner buses and school streets.

French President Emmanuel Macron welcomed participants at the opening session, where the host city presented results from its programme of cycle lanes and traffic reduction around schools.

Cities from Asia, Africa and Latin America described projects ranging from electric minibuses to sensor networks that let residents check air quality on their phones. A new network will help smaller cities apply for international funding.

Health researchers at the forum said long-term exposure to polluted air remained one of the largest environmental risks to health worldwide, but that many cities had shown rapid improvement was possible.`),
  story('world-floods-river-delta', {
    title: 'Floods displace thousands in river delta after heavy monsoon',
    source: 'meridian', hoursAgo: 12, tone: 'negative', tags: ['floods', 'monsoon', 'humanitarian', 'displacement'],
    also: ['environment'],
  }, `Heavy monsoon rains have flooded large areas of the Sundar river delta, forcing more than 40,000 people to leave their homes and damaging crops across hundreds of villages, according to local authorities.

Rescue teams using boats have moved residents to schools and community centres on higher ground. Authorities said drinking water and food were being distributed, and medical teams were watching for outbreaks of waterborne disease.

The delta is densely populated and low-lying, and floods are common during the monsoon season. However, residents said water levels this year had risen faster than they remembered.

International aid organisations said they were sending supplies including water purification tablets, tarpaulins and hygiene kits, and that needs would grow as the waters receded and families returned to damaged homes.`),
  story('world-elections-peaceful-transfer', {
    title: 'Peaceful handover as new president sworn in after close election',
    source: 'civic', hoursAgo: 45, tone: 'positive', tags: ['elections', 'democracy', 'inauguration', 'transition'],
    also: ['politics'],
  }, `The new president of the republic of Montaval was sworn in at a ceremony in the capital this morning, completing a peaceful transfer of power after an election decided by fewer than 80,000 votes.

The outgoing president attended the ceremony and congratulated her successor, who had been a senator for 12 years. Observers from regional organisations had described the election as well run, with high turnout and few irregularities.

In his first address, the new president said his priorities would be reducing the cost of living, improving public hospitals and investing in rural roads. He said he would work with the opposition, which controls the lower house of parliament.

Thousands of people gathered in the main square for the ceremony, which was followed by a concert.`),
  story('world-famine-warning-rains', {
    title: 'Aid agencies warn of food shortages after failed rains',
    source: 'greenhorizon', hoursAgo: 72, tone: 'negative', tags: ['drought', 'food security', 'humanitarian', 'aid'],
    also: ['environment'],
  }, `Aid agencies have warned that up to 3 million people in the semi-arid region of Eastern Korvala could face severe food shortages in the coming months after a second consecutive rainy season failed.

Harvests of sorghum and maize were well below average, and pastures have dried up, forcing herders to walk further to find water for their animals. Prices of staple foods in local markets have risen sharply.

The agencies have asked donors for funding to provide food assistance, treat malnutrition in young children and truck water to the worst-affected villages. They said acting early would cost far less than responding once the crisis deepened.

The regional government has released grain from national reserves and opened additional water points. Officials said they were also working with traders to keep markets supplied.`),
  story('world-rail-link-opens-borders', {
    title: 'High-speed rail link cuts journey between two capitals to three hours',
    source: 'meridian', hoursAgo: 88, tone: 'positive', tags: ['rail', 'transport', 'infrastructure', 'travel'],
    also: ['travel', 'environment'],
  }, `A new high-speed rail line between Varenna and Ostrel opened to passengers this week, cutting the journey between the two capitals from more than seven hours to just over three.

The 520 km line took nine years to build and includes several long tunnels and a bridge over the Lenna river. Trains will run every hour in each direction at speeds of up to 300 km/h.

Officials expect the line to replace a large share of the flights between the two cities, which have been among the busiest short-haul routes in the region. Introductory fares were sold out within hours.

Business groups in towns along the route hope the line will bring investment, though some residents living near the tracks have complained about noise.`),
  story('world-refugees-school-places', {
    title: 'Host country opens 200 new classrooms for refugee children',
    source: 'civic', hoursAgo: 112, tone: 'positive', tags: ['refugees', 'education', 'children', 'aid'],
    also: ['education'],
  }, `More than 12,000 refugee children have started school this term in 200 new classrooms built in the border province of Eskaron, under a programme funded by international donors and the host government.

The classrooms, built from prefabricated units, have been added to existing schools so that refugee children study alongside local pupils. Extra teachers have been recruited, including some from the refugee community.

Aid agencies said many of the children had missed two years or more of education. Catch-up lessons in language and mathematics are being offered in the afternoons.

Local parents' associations initially raised concerns about overcrowding, but school principals said the additional facilities had also benefited local pupils.

Donors have pledged funding for a further two years, and the education ministry said it was planning additional classrooms for the next school year as more families register.`),
  story('world-border-crossing-reopens', {
    title: 'Border crossing reopens after two years, reuniting families',
    source: 'meridian', hoursAgo: 0.5, tone: 'positive', tags: ['border', 'diplomacy', 'families', 'trade'],
    also: ['politics'],
  }, `A border crossing between Teravia and Lunmark reopened this morning for the first time in two years, allowing families divided by the closure to meet and traders to resume business.

Hundreds of people queued at the crossing before dawn. Officials from both countries held a short ceremony as the barrier was lifted, and the first cars and pedestrians crossed shortly after 8 a.m.

The crossing was closed after a dispute over customs procedures. An agreement reached last month sets up a joint inspection point and a digital system for pre-registering goods.

Local businesses on both sides said the reopening would make a big difference, as many had relied on cross-border customers. The crossing will initially be open 12 hours a day.`),
  story('world-un-oceans-treaty-ratified', {
    title: 'High seas treaty reaches ratification threshold',
    source: 'greenhorizon', hoursAgo: 130, tone: 'positive', tags: ['oceans', 'treaty', 'marine protection', 'biodiversity'],
    also: ['environment', 'science'],
  }, `A treaty to protect marine life in international waters has been ratified by enough countries to come into force, opening the way for the creation of marine protected areas on the high seas.

The high seas cover nearly two-thirds of the world's oceans but have had few legal protections. The treaty sets up a process for proposing protected areas, requires environmental assessments for certain activities and includes rules on sharing the benefits of marine genetic resources.

Conservation groups called it a historic moment and said the first protected areas could be proposed within two years. Scientists have suggested priority sites including seamounts and migration routes.

Some countries that have not yet ratified said they were still examining how the treaty would affect fishing and deep-sea mining.`),
  story('world-heatwave-europe-records', {
    title: 'Late-season heatwave breaks temperature records in southern regions',
    source: 'northgate', hoursAgo: 64, tone: 'negative', tags: ['heatwave', 'climate', 'temperatures', 'health'],
    also: ['environment', 'health'],
  }, `A late-season heatwave broke temperature records in several southern regions this week, with thermometers exceeding 38°C in places where such heat is rare in the autumn.

Authorities issued health warnings and opened cooling centres for older people. Some schools shortened the school day, and outdoor work on construction sites was restricted during the hottest hours.

Farmers said the heat was damaging late crops and increasing the risk of wildfires in dry forests. Firefighters were put on high alert.

Meteorologists said heatwaves were becoming more frequent and extending further into spring and autumn, consistent with projections of a warming climate. Temperatures were forecast to return to normal by the weekend.

Health authorities advised people to drink plenty of water, keep curtains closed during the day and check on elderly neighbours, and said hospital admissions for heat-related illness had risen slightly.`),
  story('world-irish-aid-clinics', {
    title: 'Irish-funded clinics bring maternal care to remote districts',
    source: 'liffey', hoursAgo: 95, tone: 'positive', tags: ['aid', 'maternal health', 'ireland', 'development'],
    also: ['ireland', 'health'],
  }, `A network of 30 health clinics funded through the Irish overseas aid programme has begun providing maternity care in remote districts of the highland region of Tavoro, where many women previously gave birth without trained help.

The clinics are staffed by midwives and nurses trained under the programme, and are linked by radio and motorbike ambulances to a district hospital for emergencies. They also provide vaccinations and nutrition advice.

In the first year, more than 4,000 births took place in the clinics. Local health officials said the number of women receiving care during pregnancy had risen sharply.

The programme is run with a local health charity and the regional health department, which has agreed to take over the costs of staff gradually over five years.`),
  story('world-diplomatic-talks-fishing-rights', {
    title: 'Neighbours agree to resume talks on fishing rights',
    source: 'atlantic', hoursAgo: 150, tone: 'neutral', tags: ['fishing', 'diplomacy', 'negotiations', 'maritime'],
    also: ['politics'],
  }, `Orlania and Kestovia have agreed to resume negotiations on fishing rights in disputed waters, weeks after a row in which both expelled diplomats.

Foreign ministers of the two countries spoke by phone and agreed that officials would meet in a neutral country next month. The talks will cover quotas, inspection arrangements and a hotline for incidents at sea.

Fishing communities on both sides welcomed the news, saying uncertainty had kept some boats in port. Regional organisations, which had offered to mediate, said they would provide technical support.

Analysts said the talks would be difficult, as the dispute involves questions of sovereignty as well as fish, but that the decision to resume them reduced the risk of further incidents.

Both countries have also agreed to suspend inspections in the disputed zone while the talks take place.`),
  story('world-vaccination-campaign-measles', {
    title: 'Measles vaccination drive reaches 2 million children',
    source: 'meridian', hoursAgo: 24.5, tone: 'positive', tags: ['measles', 'vaccination', 'children', 'public health'],
    also: ['health'],
  }, `A measles vaccination campaign in the country of Baruna has reached more than 2 million children in six weeks, following an outbreak that had spread to several provinces.

Health workers set up vaccination points in schools, markets and places of worship, and mobile teams travelled to remote villages. Community leaders and radio presenters helped spread information about the campaign.

The health ministry said new cases had started to fall in the provinces where vaccination began first. The campaign was supported by international health organisations, which supplied vaccines and cold-storage equipment.

Officials said routine vaccination would be strengthened to prevent future outbreaks, including by reminding parents about second doses.

Measles is one of the most contagious diseases known, and health experts say at least 95 per cent of children need to be protected by two doses to stop it spreading. Coverage in some provinces of Baruna had fallen well below that level in recent years.`),
  story('world-protests-fuel-prices', {
    title: 'Protests over fuel price rises spread to several cities',
    source: 'northgate', hoursAgo: 18, tone: 'negative', tags: ['protests', 'fuel prices', 'cost of living', 'subsidies'],
    also: ['politics', 'economics'],
  }, `Protests against a sharp increase in fuel prices spread to at least five cities in the country of Marevo yesterday, with transport workers and students joining demonstrations in the capital.

The government raised fuel prices by about 30 per cent last week after cutting subsidies, saying they had become too costly and mostly benefited wealthier households. Bus fares and food prices have since risen.

Most protests were peaceful, though police used tear gas in one city after a group blocked a main road. Several people were arrested.

The government said it would increase cash transfers to low-income families to offset the impact, and invited unions and student groups to talks on the measures.

Economists said subsidy reform was necessary for the public finances but that its timing and pace had caught many households unprepared, especially those who rely on minibuses to get to work.`),
  story('world-island-nation-solar-power', {
    title: 'Island nation now runs mostly on solar power',
    source: 'greenhorizon', hoursAgo: 158, tone: 'positive', tags: ['solar', 'islands', 'renewables', 'energy'],
    also: ['environment', 'technology'],
  }, `The Pacific island state of Aleru now generates about 80 per cent of its electricity from solar panels and batteries, up from less than 10 per cent five years ago, according to its energy ministry.

The country previously relied on imported diesel for nearly all its power, which was expensive and vulnerable to disruptions in shipping. Solar farms have been built on each of its main islands, with large batteries to store power for the night.

Electricity prices for households have fallen by about a quarter, and the government says savings on diesel are being used for schools and health services.

Engineers from other island nations have visited to study the project, which was financed by a mix of grants and low-interest loans.`),
  story('world-cultural-heritage-restored', {
    title: 'Ancient marketplace restored and reopened to visitors',
    source: 'hearth', hoursAgo: 120, tone: 'positive', tags: ['heritage', 'restoration', 'tourism', 'archaeology'],
    also: ['travel', 'art'],
  }, `A covered marketplace dating back more than 600 years has reopened in the old city of Sarimand after a restoration that took eight years and involved more than 200 craftspeople.

The market's stone arches, wooden roof and tiled fountains were repaired using traditional techniques, with some materials sourced from the same quarries and forests as the originals. About 120 stalls have reopened, many run by families who traded there before the restoration.

The project was funded by the national government, a heritage foundation and international donors. Training programmes for young craftspeople in stone carving and carpentry were part of the work.

Officials hope the market will attract tourists while remaining a place where local people shop.

Guided tours of the restored building will be offered in several languages from next month.`),
  story('world-migration-rescue-sea', {
    title: 'Coast guards rescue more than 300 people from overcrowded boats',
    source: 'meridian', hoursAgo: 33, tone: 'negative', tags: ['migration', 'sea rescue', 'coast guard', 'humanitarian'],
    also: ['politics'],
  }, `Coast guard vessels rescued more than 300 people from three overcrowded boats in the southern sea over the weekend, officials said, in one of the busiest periods for rescues this year.

The people were brought to a port on the island of Calida, where they received medical checks, food and dry clothing. Several were treated for dehydration and exposure.

Aid organisations said calm weather had led to more departures and warned that boats were often in poor condition. They called for more search and rescue capacity and safe legal routes for people seeking protection.

Governments in the region are due to meet next month to discuss migration policy and cooperation on rescue operations.

The number of people attempting the crossing has risen this year, according to figures from international organisations, with many departing from ports hundreds of kilometres away.`),
  story('world-wildlife-corridor-agreement', {
    title: 'Three countries create cross-border wildlife corridor',
    source: 'greenhorizon', hoursAgo: 100, tone: 'positive', tags: ['wildlife', 'conservation', 'national parks', 'elephants'],
    also: ['environment', 'science'],
  }, `Three neighbouring countries have agreed to link their national parks with a protected wildlife corridor, allowing elephants, lions and other animals to move freely across a landscape of about 50,000 square kilometres.

The agreement removes fences along parts of the borders and sets up joint patrols to prevent poaching. Communities living in the corridor will receive a share of tourism revenue and support for protecting crops from wildlife.

Conservation scientists said connected habitats helped animal populations stay healthy by allowing them to find water and mates, especially during droughts.

The parks expect tourism to grow as visitors can travel between them on a single permit.

Local guides and rangers will be recruited from villages within the corridor, and a training centre is being built near the point where the three borders meet. The project is supported by conservation charities and development agencies, which have pledged funding for the first ten years.`),
  story('world-currency-redenomination', {
    title: 'Country removes three zeros from its currency',
    source: 'ledger', hoursAgo: 142, tone: 'neutral', tags: ['currency', 'central bank', 'inflation', 'economy'],
    also: ['economics', 'finance', 'business'],
  }, `The central bank of Veloria has begun issuing new banknotes with three zeros removed, so that 1,000 old velors are now worth one new velor, after years of high inflation made prices cumbersome.

Old and new notes will circulate together for a year, and shops must display prices in both currencies during that period. Banks have converted account balances automatically.

The central bank said the change was practical and did not itself affect anyone's wealth or prices. Economists said it could help restore confidence in the currency if it was accompanied by policies that kept inflation low.

Some older residents said they found the conversion confusing, and volunteers have been helping people in markets with calculations.

Coins in the new currency will be introduced in the spring.`),
];
