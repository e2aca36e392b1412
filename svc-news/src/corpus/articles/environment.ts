import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('environment');

export const environment: CorpusArticle[] = [
  story('environment-bog-rewetting-midlands', {
    title: 'Rewetting of midlands bogs reaches 20,000 hectares',
    source: 'greenhorizon', hoursAgo: 10, tone: 'positive', tags: ['peatlands', 'rewetting', 'carbon', 'biodiversity'],
    also: ['ireland', 'science'], cluster: 'bog-rewetting',
  }, `A programme to restore former industrial peatlands in the Irish midlands has now rewetted more than 20,000 hectares of bog, according to the semi-state company carrying out the work.

For decades, the bogs were drained and harvested for peat to fuel power stations. Rewetting involves blocking drains and reshaping the surface so that rainwater is held in the peat, allowing mosses to regrow and stopping the release of carbon dioxide from drying peat.

Ecologists monitoring the sites have recorded the return of wetland birds such as snipe and curlew, along with dragonflies and bog plants. Some areas are being developed for walking and cycling trails.

The programme is funded by the state and the European Union and employs former peat workers. Officials say the restored bogs will store carbon for centuries if they stay wet.

Researchers cautioned that some rewetted areas may release methane in the early years before a natural balance is restored.`),
  story('environment-bog-rewetting-jobs', {
    title: 'Former peat workers find new roles restoring the bogs they once harvested',
    source: 'liffey', hoursAgo: 19, tone: 'neutral', tags: ['peatlands', 'just transition', 'jobs', 'midlands'],
    also: ['ireland', 'economics'], cluster: 'bog-rewetting',
  }, `Many of the machine operators and technicians who worked on midlands bogs when they were harvested for peat are now employed to rewet them, as part of a programme that has restored more than 20,000 hectares.

Workers use excavators to block drainage ditches and build low peat walls, a task that draws on their detailed knowledge of the bogs. About 300 people have been employed on the programme at its peak.

Community leaders in towns such as Lanesborough and Shannonbridge said the work had helped cushion the loss of jobs after peat-fired power stations closed, but that the programme would not last forever.

A regional transition fund is supporting new businesses, training and tourism projects in the area, including greenways and visitor centres on restored bogs.

Trade unions said workers needed longer-term security and asked the government to ensure new green jobs were created in the region.`),
  story('environment-river-otter-return', {
    title: 'Otters return to city river after decades of clean-up',
    source: 'meridian', hoursAgo: 45, tone: 'positive', tags: ['otters', 'river restoration', 'wildlife', 'water quality'],
    also: ['science'],
  }, `Otters have been filmed in the centre of the city of Ellesby for the first time in living memory, a sign that decades of work to clean up its river are paying off.

A camera placed by a wildlife group recorded a mother and two cubs hunting near a footbridge. Footprints and droppings have since been found along several kilometres of the river.

The river was heavily polluted by factories and sewage for much of the 20th century. Since the 1990s, improvements to treatment works, controls on industrial discharges and restoration of riverbanks have improved water quality.

Ecologists said otters are a good indicator of a healthy river because they depend on plentiful fish and clean water. Salmon and trout have also returned.

The city council asked people not to disturb the otters and to keep dogs on leads near the riverbank.`),
  story('environment-plastic-bottle-deposit', {
    title: 'Deposit return scheme collects one billion bottles and cans',
    source: 'greenhorizon', hoursAgo: 66, tone: 'positive', tags: ['recycling', 'deposit return', 'plastic', 'waste'],
    also: ['ireland'],
  }, `Ireland's deposit return scheme for plastic bottles and drinks cans has collected more than one billion containers since it began, its operator said this week.

Shoppers pay a small deposit when they buy drinks and get it back when they return the empty containers to machines in shops. The operator said return rates had risen to close to 90 per cent in recent months.

Litter surveys have found fewer bottles and cans on beaches, roadsides and in parks since the scheme began. The collected material is recycled into new bottles and other products.

Some smaller shops have complained about the space needed for return machines and the work involved in handling returns. The operator said it was introducing more compact machines and increasing handling fees.

Environmental groups called for the scheme to be extended to glass bottles.`),
  story('environment-coastal-erosion-village', {
    title: 'Coastal village faces tough choices as erosion speeds up',
    source: 'atlantic', hoursAgo: 25, tone: 'negative', tags: ['coastal erosion', 'sea level', 'climate adaptation', 'ireland'],
    also: ['ireland'],
  }, `Residents of a small village on Ireland's east coast say erosion has accelerated sharply in recent winters, with parts of the cliff path and a car park lost to the sea.

Surveys by the county council show the cliff has retreated by up to three metres in some places over the past two years. Several houses are now within 20 metres of the edge.

The council is considering options ranging from rock armour and sea walls to a managed retreat, in which some buildings would eventually be abandoned. Engineers say hard defences would be expensive and could increase erosion further along the coast.

Residents have called for a clear plan and for compensation if homes become unsafe. A public meeting is planned for next month.

Climate scientists say rising sea levels and more intense storms are increasing erosion along many coastlines.`),
  story('environment-urban-trees-planting', {
    title: 'City plans to plant 30,000 trees to cool streets',
    source: 'civic', hoursAgo: 82, tone: 'neutral', tags: ['trees', 'urban heat', 'cities', 'greening'],
    also: ['health'],
  }, `The city of Valmora will plant 30,000 trees over the next five years, prioritising neighbourhoods with the least shade and the highest summer temperatures.

Mapping by the city found that some districts were up to 6°C hotter than leafier areas during heatwaves, mainly because of dense buildings and few green spaces. Many of the hottest areas are also home to lower-income residents.

Trees will be planted along streets, in school grounds and in car parks, with species chosen to cope with hotter, drier summers. Residents can request trees outside their homes.

City officials said trees also reduce flooding by absorbing rainwater and improve air quality and mental wellbeing.

The plan will cost about €40 million, including watering and maintenance for the first three years after planting.`),
  story('environment-offshore-wind-auction', {
    title: 'Offshore wind auction awards contracts for three new farms',
    source: 'ledger', hoursAgo: 54, tone: 'neutral', tags: ['offshore wind', 'renewables', 'energy', 'auction'],
    also: ['ireland', 'business', 'economics'],
  }, `Three offshore wind farms off the south and east coasts of Ireland have won contracts in the latest government auction, which guarantees them a price for the electricity they produce.

The farms have a combined capacity of about 2.5 gigawatts, enough to supply more than two million homes. They are expected to start generating by the early 2030s, subject to planning permission and grid connections.

The average price was higher than in previous auctions, reflecting rising costs for turbines, steel and financing. Officials said it was still competitive with gas-fired power over the lifetime of the contracts.

Fishing organisations raised concerns about access to fishing grounds and asked for compensation arrangements. Developers said they would consult closely with coastal communities.

Port upgrades will be needed to assemble and maintain the turbines.`),
  story('environment-illegal-dumping-fines', {
    title: 'Illegal dumping in forests reaches record levels',
    source: 'northgate', hoursAgo: 38, tone: 'negative', tags: ['illegal dumping', 'waste', 'forests', 'enforcement'],
  }, `The amount of rubbish illegally dumped in state forests reached a record level last year, with clean-up costs of more than €2 million, according to the body that manages them.

Dumped items included household waste, mattresses, tyres and building materials. Some sites required specialist removal because of asbestos and chemicals.

Forest managers said they had installed more cameras at known dumping spots and were working with councils to prosecute offenders. Fines were issued in more than 300 cases.

Environmental groups said rising waste collection charges and a lack of convenient recycling centres were contributing factors, and called for more free collection days for bulky items.

Members of the public were urged to report dumping and not to use unlicensed collectors.`),
  story('environment-rewilding-estate', {
    title: 'Estate owners rewild 600 hectares of former farmland',
    source: 'greenhorizon', hoursAgo: 105, tone: 'positive', tags: ['rewilding', 'biodiversity', 'land use', 'woodland'],
    also: ['science'],
  }, `The owners of a large estate in the hill country of Carnmoor have stopped intensive farming on 600 hectares and are allowing woodland, scrub and wetlands to return naturally.

Native cattle and ponies have been introduced to graze at low densities, creating a mix of habitats. Within five years, surveys have recorded large increases in insects, songbirds and bats.

The owners said income now comes from eco-tourism, carbon credits and selling meat from the free-roaming cattle. Several farm buildings have been converted into holiday cottages.

Some neighbouring farmers are sceptical, saying rewilding could reduce food production. Supporters argue that it is best suited to land that was marginal for farming.

The estate hosts school visits and volunteer days.

Visitors are asked to stay on marked paths during the bird nesting season.`),
  story('environment-hedgerow-scheme-farmers', {
    title: 'Farmers paid to plant and manage hedgerows',
    source: 'atlantic', hoursAgo: 128, tone: 'neutral', tags: ['hedgerows', 'farming', 'biodiversity', 'agri-environment'],
    also: ['ireland', 'economics'],
  }, `More than 8,000 Irish farmers have signed up to a scheme that pays them to plant new hedgerows and to cut existing ones less often, so that they flower and produce berries.

Hedgerows provide food and shelter for birds, insects and mammals, and act as corridors between habitats. Many were removed in past decades as fields were enlarged.

Under the scheme, farmers receive payments per metre of hedgerow planted with native species such as hawthorn, blackthorn and hazel. Advisers help plan where new hedges would bring the most benefit.

Farm organisations said payments needed to reflect the real cost of labour and land. Environmental groups welcomed the scheme but said monitoring would be essential.

An evaluation will be carried out after three years.`),
  story('environment-drought-reservoir-levels', {
    title: 'Reservoir levels fall below 40% after dry summer',
    source: 'meridian', hoursAgo: 21, tone: 'negative', tags: ['drought', 'water supply', 'reservoirs', 'conservation'],
    also: ['world'],
  }, `Reservoirs supplying the southern region of Lorand have fallen below 40 per cent of capacity after a long, dry summer, prompting water companies to introduce restrictions on garden hoses.

The restrictions ban the use of hoses for watering gardens and washing cars, and the filling of private swimming pools. Businesses such as car washes that recycle water are exempt.

Water companies said rainfall over the summer was about half the long-term average. They have also increased efforts to fix leaks, which account for a large share of lost water.

Farmers in the region reported lower yields and said they were using reserves of animal feed earlier than usual.

Forecasters said a wetter autumn could help, but that reservoirs would need sustained rainfall to recover.`),
  story('environment-seagrass-planting', {
    title: 'Volunteers plant seagrass to restore coastal meadows',
    source: 'greenhorizon', hoursAgo: 148, tone: 'positive', tags: ['seagrass', 'marine conservation', 'volunteers', 'carbon'],
    also: ['ireland', 'science'],
  }, `Volunteers and scientists have planted more than 100,000 seagrass seeds in a bay in Co. Clare as part of a project to restore underwater meadows lost over the past century.

Seagrass meadows provide nurseries for fish, protect coasts from erosion and store carbon in their sediments. Large areas have disappeared because of pollution, disease and coastal development.

Seeds were collected from a healthy meadow nearby, stored over the winter and then placed in small hessian bags filled with sand, which were lowered to the seabed by divers and volunteers in boats.

The project team will monitor the site over the coming years to see how many seeds grow into plants. Similar projects elsewhere have had mixed results.

Organisers said the response from local people, including schools and sailing clubs, had been enthusiastic.`),
  story('environment-carbon-emissions-report', {
    title: 'Emissions fell slightly last year but targets remain out of reach',
    source: 'civic', hoursAgo: 72, tone: 'neutral', tags: ['emissions', 'climate targets', 'report', 'ireland'],
    also: ['ireland', 'politics'],
  }, `Ireland's greenhouse gas emissions fell by about 2 per cent last year, according to provisional figures, but the country remains off track to meet its targets for 2030.

Emissions from electricity generation fell as more wind power was produced and less coal was burned. Emissions from transport and agriculture were broadly unchanged.

The environmental agency that published the figures said much faster reductions were needed, particularly in transport, home heating and farming.

The government said new measures, including more public transport, retrofits and support for farmers to reduce fertiliser use, would deliver larger cuts in the coming years.

Environmental groups said the figures showed policies were not working quickly enough.

Final figures will be published in the autumn, after more detailed data on fuel use becomes available.`),
  story('environment-electric-bus-fleet', {
    title: 'Cork introduces first fully electric bus routes',
    source: 'liffey', hoursAgo: 33, tone: 'positive', tags: ['electric buses', 'public transport', 'cork', 'emissions'],
    also: ['ireland', 'technology'],
  }, `Cork's first fully electric bus routes have entered service, with 30 new buses running on two cross-city routes.

The buses are charged overnight at a depot with new charging equipment and can run for a full day's service on a single charge. They are quieter than diesel buses and produce no exhaust emissions.

The transport authority said passenger numbers on the two routes had risen in recent months after frequencies were increased, and that the electric buses would help improve air quality on busy streets.

Drivers received training on the new vehicles, which have regenerative braking that recovers energy when slowing down.

More electric buses are due to arrive in Cork, Limerick and Galway next year.

The old diesel buses will be moved to other routes.`),
  story('environment-invasive-species-lake', {
    title: 'Invasive mussels found in popular lake',
    source: 'atlantic', hoursAgo: 112, tone: 'negative', tags: ['invasive species', 'lakes', 'biosecurity', 'boating'],
    also: ['ireland', 'science'],
  }, `An invasive species of mussel has been found in a lake in the west of Ireland that is popular with anglers and boaters, raising concerns about its spread to other waters.

The mussels can multiply rapidly, clogging water intakes and boat engines and competing with native species for food. Once established, they are almost impossible to remove.

Fisheries officials have asked all boat users to clean, check and dry boats, trailers and equipment when moving between lakes. Washing stations are being installed at several slipways.

Scientists believe the mussels were brought in on a boat or equipment from another affected waterway.

A survey of nearby lakes is under way to check whether they have spread.

Anyone who spots the mussels is asked to report them, with a photograph if possible.`),
  story('environment-solar-farm-sheep', {
    title: 'Sheep graze under panels at new solar farm',
    source: 'greenhorizon', hoursAgo: 92, tone: 'neutral', tags: ['solar energy', 'farming', 'land use', 'renewables'],
    also: ['ireland', 'business'],
  }, `A solar farm in Co. Wexford has begun generating electricity, with sheep grazing between and beneath the rows of panels in an arrangement that allows the land to be used for both energy and farming.

The 80-hectare site can generate enough electricity for about 15,000 homes. Panels are mounted high enough for sheep to move freely, and the grass is managed without herbicides.

Supporters say combining solar and grazing reduces the competition between energy and food production. The farmer who owns the land said the sheep did well and the panels provided shelter in bad weather.

Some local residents had objected to the farm on the grounds of its visual impact, and the developer planted hedges around its boundary.

Several similar projects are planned in the south-east.`),
];
