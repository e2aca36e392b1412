import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('science');

export const science: CorpusArticle[] = [
  story('science-kelvin-fusion-record', {
    title: 'Fusion experiment sustains plasma for record 22 minutes',
    source: 'laborbit', hoursAgo: 11, tone: 'positive', tags: ['fusion', 'energy research', 'plasma', 'physics'],
    also: ['technology', 'environment'], cluster: 'kelvin-fusion',
  }, `Physicists at the Kelvin Institute's Stellar-2 experiment have kept a hot plasma stable for 22 minutes, the longest ever achieved in a device of its type, according to results presented at a conference this week.

Fusion reactors aim to produce energy by heating hydrogen isotopes to over 100 million degrees so that their nuclei combine, releasing energy. Keeping the plasma stable and confined by magnetic fields for long periods is one of the main challenges.

The team said improvements to the cooling of the machine's inner walls and to the control software allowed it to run far longer than previous attempts. The experiment did not produce more energy than it used, which was not its aim.

Researchers elsewhere said the result was a valuable engineering step, because future power plants would need to run continuously for hours or days.`),
  story('science-kelvin-fusion-explainer', {
    title: 'Fusion record: what 22 minutes of plasma does and does not mean',
    source: 'meridian', hoursAgo: 13, tone: 'neutral', tags: ['fusion', 'explainer', 'energy', 'physics'],
    also: ['technology'], cluster: 'kelvin-fusion',
  }, `The announcement that the Stellar-2 fusion experiment held a plasma stable for 22 minutes has been hailed as a milestone, but scientists caution that commercial fusion power is still many years away.

Long-duration runs matter because a power plant would need to operate continuously. Stellar-2, however, was not designed to produce net energy, and reaching that point requires larger machines with much hotter and denser plasma.

Several large projects around the world are pursuing different designs, from doughnut-shaped tokamaks to twisted stellarators like Stellar-2 and laser-driven approaches. Private companies have also raised large sums for smaller, faster-to-build designs.

Most experts expect the first demonstration power plants in the 2040s at the earliest, meaning fusion is unlikely to contribute to cutting emissions this decade.`),
  story('science-kelvin-fusion-suppliers', {
    title: 'Fusion milestone boosts suppliers of magnets and cooling systems',
    source: 'circuit', hoursAgo: 17, tone: 'neutral', tags: ['fusion', 'supply chain', 'magnets', 'engineering'],
    also: ['technology', 'business'], cluster: 'kelvin-fusion',
  }, `Companies that supply superconducting magnets, vacuum equipment and cooling systems to fusion research projects say the record run at the Kelvin Institute's Stellar-2 shows the value of steady engineering improvements.

The experiment's longer runs were made possible by water-cooled wall tiles and faster control electronics that adjust the magnetic field thousands of times per second. Several of the components were developed with industrial partners.

Industry groups estimate that dozens of small and medium-sized firms now earn part of their revenue from fusion research, and hope that a move towards demonstration plants will create larger orders.

Analysts noted, however, that funding for fusion depends heavily on public budgets and a small number of private investors, making the market uncertain.

The institute has said it will publish its technical data so that other teams can learn from it.`),
  story('science-bog-body-discovery', {
    title: 'Archaeologists study ancient wooden trackway found in midlands bog',
    source: 'liffey', hoursAgo: 34, tone: 'positive', tags: ['archaeology', 'bogs', 'heritage', 'ireland'],
    also: ['ireland'],
  }, `Archaeologists have uncovered a well-preserved wooden trackway in a bog in the Irish midlands that they believe is more than 2,500 years old.

The trackway, made of oak planks laid on birch runners, was found during a survey ahead of a peatland restoration project. It runs for at least 200 metres across what would once have been a wet and dangerous part of the bog.

The waterlogged, oxygen-poor conditions of bogs preserve wood and other organic materials that usually rot away. Samples will be dated using tree rings, which can give the year in which the trees were felled.

The discovery will be recorded in detail, and parts of the trackway will be left in place and reburied in the rewetted bog to protect them.`),
  story('science-bee-navigation-study', {
    title: 'Bees use the sun and landmarks together to find their way home',
    source: 'laborbit', hoursAgo: 56, tone: 'neutral', tags: ['bees', 'animal behaviour', 'navigation', 'biology'],
    also: ['environment'],
  }, `Honeybees combine information from the position of the sun with memories of landmarks to navigate back to their hives, according to a study that tracked individual bees with tiny radar tags.

Researchers released bees at different distances and directions from their hives and recorded their flight paths. Bees in unfamiliar places first flew in the direction indicated by the sun, then switched to using landmarks once they recognised features such as hedges and trees.

The study suggests that bees build a kind of mental map rather than relying on a single strategy. The authors said this flexibility might help bees cope with changes in their surroundings.

Understanding navigation is important for conservation, the researchers said, because pesticides and other stresses can impair bees' ability to find their way home.`),
  story('science-antibiotic-soil-bacteria', {
    title: 'New antibiotic candidate found in soil bacteria',
    source: 'laborbit', hoursAgo: 3, tone: 'positive', tags: ['antibiotics', 'drug discovery', 'bacteria', 'microbiology'],
    also: ['health'],
  }, `Scientists have identified a new molecule produced by soil bacteria that kills several types of drug-resistant bacteria in laboratory tests, offering a possible starting point for new antibiotics.

The team screened thousands of bacterial samples collected from meadows and forests using a method that allows microbes that normally refuse to grow in the laboratory to be cultured. One produced a compound that attacks the outer membrane of certain bacteria.

In tests on mice, the compound cleared infections caused by a resistant strain without obvious side effects. The researchers stress that it will take years of further testing before any medicine could be used in people.

Antibiotic resistance is a growing global health problem, and few new classes of antibiotics have been discovered in recent decades.`),
  story('science-ocean-current-slowdown', {
    title: 'Study finds signs of weakening in major Atlantic current',
    source: 'greenhorizon', hoursAgo: 44, tone: 'negative', tags: ['ocean currents', 'climate', 'atlantic', 'research'],
    also: ['environment'],
  }, `A major system of ocean currents in the Atlantic has weakened over the past several decades, according to a new analysis of temperature and salinity measurements, adding to evidence that climate change is affecting ocean circulation.

The system carries warm water northwards near the surface and returns cold water southwards at depth, helping to keep north-west Europe's climate relatively mild. Melting ice and increased rainfall make surface water fresher and lighter, which can slow the sinking that drives it.

The researchers estimate that the system has slowed by around 10 to 15 per cent, although they note large uncertainties because direct measurements only began two decades ago.

Other scientists said the findings were consistent with climate models but that predictions of a sudden collapse remained highly uncertain.`),
  story('science-citizen-science-birds', {
    title: 'Volunteers count birds in gardens for national survey',
    source: 'atlantic', hoursAgo: 64, tone: 'positive', tags: ['birds', 'citizen science', 'wildlife', 'ireland'],
    also: ['ireland', 'environment', 'lifestyle'],
  }, `More than 20,000 people took part in this year's garden bird survey in Ireland, counting species visiting their gardens, balconies and school grounds over a weekend.

The robin was recorded in more gardens than any other species, followed by the blackbird and the blue tit. Goldfinches continued a rise in numbers that ornithologists link to the popularity of seed feeders.

Researchers said the data helps them track changes in bird populations over time. Some species, such as the house sparrow in parts of Dublin, have declined in recent decades, while others have increased.

Organisers thanked schools in particular, with more than 400 classes taking part, and said next year's survey would include a simple app for recording sightings.

Results for each county are available on the organisers' website.`),
  story('science-telescope-mirror-delay', {
    title: 'Giant telescope project faces three-year delay',
    source: 'laborbit', hoursAgo: 92, tone: 'negative', tags: ['telescopes', 'astronomy', 'delays', 'funding'],
    also: ['space'],
  }, `A project to build one of the world's largest optical telescopes on a mountain in the southern hemisphere has been delayed by three years, and its cost has risen by about 20 per cent, its managers said.

The delay is mainly due to problems manufacturing the segments of the main mirror, several of which had to be remade to meet precise specifications. Rising construction costs at the remote site also contributed.

The telescope, with a mirror made of nearly 800 hexagonal segments, is designed to study the atmospheres of planets around other stars and the earliest galaxies.

Member countries will need to agree extra funding. Astronomers said they remained committed to the project, which is expected to transform observations for decades.`),
  story('science-dinosaur-footprints-coast', {
    title: 'Storm reveals dinosaur footprints on rocky coastline',
    source: 'meridian', hoursAgo: 130, tone: 'positive', tags: ['dinosaurs', 'fossils', 'palaeontology', 'coast'],
  }, `Winter storms that stripped sand from a beach on the island of Merrow have revealed a set of dinosaur footprints that palaeontologists say were made about 165 million years ago.

The tracks, preserved in rock that was once a muddy lagoon, include prints from large plant-eating dinosaurs and smaller meat-eaters. A walker noticed them and sent photographs to a local museum.

Researchers have used drones and 3D scanning to record the footprints before the tide and future storms erode them. The measurements will help estimate the size and walking speed of the animals.

The museum has asked visitors not to touch or cast the prints and said it would hold guided walks at low tide.

Similar footprints have been found elsewhere on the island in the past, but rarely in such good condition.`),
  story('science-sleep-memory-study', {
    title: 'Short naps may help consolidate learning, study suggests',
    source: 'laborbit', hoursAgo: 85, tone: 'neutral', tags: ['sleep', 'memory', 'psychology', 'learning'],
    also: ['health', 'education'],
  }, `A short nap after learning new information may help people remember it better, according to a study involving 180 university students.

Participants learned pairs of words and were then assigned to take a 30-minute nap, watch a video or rest quietly. When tested later that day, the nap group recalled slightly more pairs, and the difference was still present a week later.

The researchers recorded brain activity during the naps and found that bursts of activity called sleep spindles were associated with better recall. They believe these help transfer memories into longer-term storage.

Other scientists said the effect was modest and that the study involved only young adults, so the results may not apply to everyone.

The team now plans a larger study that will include older adults and schoolchildren.`),
  story('science-rare-frog-rediscovered', {
    title: 'Frog feared extinct found alive in remote cloud forest',
    source: 'greenhorizon', hoursAgo: 145, tone: 'positive', tags: ['frogs', 'biodiversity', 'rediscovery', 'conservation'],
    also: ['environment'],
  }, `A species of harlequin frog that had not been seen for more than 30 years has been rediscovered in a remote cloud forest, raising hopes for conservation.

A team of biologists and local guides found a small population of the brightly coloured frogs near a stream during a two-week expedition. They recorded at least 20 adults and several clusters of eggs.

Many harlequin frogs declined sharply in the 1980s and 1990s because of a fungal disease and habitat loss. Several species are believed to be extinct.

The researchers are working with local communities and authorities to protect the area and plan to monitor the population for signs of disease.

The expedition also recorded several other amphibians and reptiles that had not previously been documented in the area, suggesting the forest may hold more surprises. Samples taken from the frogs' skin will be tested in a laboratory for traces of the fungus.`),
  story('science-retraction-data-errors', {
    title: 'Journal retracts widely cited study after data errors found',
    source: 'laborbit', hoursAgo: 108, tone: 'negative', tags: ['research integrity', 'retraction', 'statistics', 'publishing'],
  }, `A scientific journal has retracted a widely cited nutrition study after independent researchers found errors in how its data had been processed.

The study, published five years ago, reported a strong link between a common food additive and weight gain. Other researchers who tried to reproduce the analysis found that a coding error had duplicated some participants' records, inflating the results.

The study's authors agreed to the retraction and said the error was unintentional. They thanked the researchers who found it.

Experts said the case showed the value of sharing data and code, which allowed the mistake to be found. The journal said it would ask authors to provide analysis code for future submissions.

The retracted paper had been cited more than 400 times, and some later studies built on its findings.`),
  story('science-irish-research-council-grants', {
    title: 'Researchers in Cork and Galway win European grants',
    source: 'liffey', hoursAgo: 72, tone: 'positive', tags: ['research funding', 'universities', 'cork', 'galway'],
    also: ['ireland', 'education'],
  }, `Five researchers at universities in Cork and Galway have won prestigious European grants worth a combined €9 million, funding projects from marine biology to quantum materials.

The grants, awarded to researchers in the early and middle stages of their careers, fund teams for five years. Projects include the study of how seaweed forests store carbon, new materials for solar cells and the history of emigrant letters.

University leaders said the awards showed the strength of research outside Dublin and would help attract talented staff and students.

Ireland's success rate in the latest round was above the European average.

The grants are awarded after a competitive process in which proposals are judged by international panels of experts, with only around one in seven applications succeeding. The funding will pay for postdoctoral researchers, PhD students and equipment, and several of the projects involve collaborations with hospitals, museums and companies in Ireland.`),
  story('science-glacier-retreat-survey', {
    title: 'Mountain glaciers lost record amount of ice this year',
    source: 'greenhorizon', hoursAgo: 125, tone: 'negative', tags: ['glaciers', 'climate change', 'ice', 'mountains'],
    also: ['environment'],
  }, `Glaciers in the Alpine region lost a record amount of ice this year, with some smaller glaciers shrinking so much that monitoring had to stop, according to an annual survey.

Scientists measured an average thinning of more than three metres across the glaciers they study. They attributed the losses to a winter with little snow followed by several summer heatwaves.

Glaciers provide water to rivers during dry summers and are important for hydropower, farming and tourism. Their retreat also increases the risk of rockfalls and landslides.

The researchers said that even if warming stopped today, many smaller glaciers would disappear within decades.

The survey has been carried out every year since the 1960s, making it one of the longest records of glacier change in the world. Its authors said this year's losses were well outside the range seen in the first decades of measurement.`),
  story('science-octopus-problem-solving', {
    title: 'Octopuses learn by watching each other, experiment shows',
    source: 'laborbit', hoursAgo: 158, tone: 'neutral', tags: ['octopus', 'animal intelligence', 'learning', 'marine biology'],
  }, `Octopuses can learn to open a puzzle box more quickly after watching another octopus do it, according to an experiment at a marine research station.

Octopuses are mostly solitary animals, so researchers had assumed they learned mainly through trial and error. In the experiment, octopuses that had watched a trained companion solved the puzzle in about half the time.

The researchers said the findings add to evidence of sophisticated intelligence in octopuses, which have large brains relative to their body size and complex nervous systems in their arms.

The study involved a small number of animals, and the team plans further work to understand how the learning takes place.

The animals were returned to the sea at the end of the experiment, in line with the station's welfare rules.`),
  story('science-microplastics-rain', {
    title: 'Microplastics detected in rainwater collected in remote mountains',
    source: 'greenhorizon', hoursAgo: 7, tone: 'negative', tags: ['microplastics', 'pollution', 'rain', 'environment'],
    also: ['environment', 'health'],
  }, `Researchers have found tiny plastic particles in rainwater collected at high-altitude stations far from cities, suggesting that microplastics travel long distances through the atmosphere.

The team analysed samples collected over a year at three mountain observatories. Every sample contained particles, most of them fragments and fibres smaller than a tenth of a millimetre.

Using weather models, the researchers traced some of the particles to cities and roads hundreds of kilometres away. Tyre wear and synthetic textiles were likely sources.

Scientists said more research was needed to understand the effects of microplastics on health and ecosystems, and called for efforts to reduce plastic pollution at its source.

The study adds to a growing body of research showing that microplastics are found almost everywhere scientists look, from deep ocean sediments to Arctic snow. The researchers plan to extend their sampling to more stations over the coming years.`),
  story('science-school-science-fair-winner', {
    title: 'Teenagers win national science prize for water-testing kit',
    source: 'atlantic', hoursAgo: 40, tone: 'positive', tags: ['young scientists', 'water quality', 'students', 'ireland'],
    also: ['ireland', 'education'],
  }, `Two 16-year-old students from a school in Sligo have won the top prize at a national science exhibition for a low-cost kit that tests private wells for bacteria.

Their kit uses a simple culture medium and a phone camera to detect contamination within 24 hours. They tested it on water from more than 80 wells in their area, comparing results with a laboratory.

Many rural homes in Ireland rely on private wells, and testing can be expensive and inconvenient. The judges praised the project's practical value and careful method.

The students will represent Ireland at a European competition next year.

Their teacher said the pair had spent most of their weekends and holidays over the past year refining the kit and collecting samples, with help from local farmers and neighbours who volunteered their wells. The students hope to make the kit available at low cost to households and are in talks with a local enterprise office about how to do so.`),
  story('science-genome-crop-drought', {
    title: 'Scientists identify genes that help wheat survive drought',
    source: 'laborbit', hoursAgo: 118, tone: 'neutral', tags: ['genetics', 'wheat', 'drought', 'agriculture'],
    also: ['environment'],
  }, `Researchers have identified a group of genes that help some varieties of wheat keep growing during drought, which could help breeders develop crops better suited to a changing climate.

The team compared the genomes of hundreds of wheat varieties from around the world and grew them in fields with controlled watering. Varieties with certain versions of the genes kept their leaves green for longer and produced more grain under dry conditions.

The researchers said the genes appeared to affect root depth and how plants close the pores on their leaves to save water.

Plant breeders can use the findings to select promising varieties using conventional breeding. Field trials will take several years.

The data have been made freely available to other researchers.`),
  story('science-volcano-monitoring-upgrade', {
    title: 'Volcano observatory installs new sensors after increased activity',
    source: 'meridian', hoursAgo: 28, tone: 'neutral', tags: ['volcanoes', 'monitoring', 'geology', 'safety'],
    also: ['world'],
  }, `Scientists have installed new seismometers and gas sensors around Mount Tavera after a rise in small earthquakes beneath the volcano, although they say there is no sign of an imminent eruption.

The observatory recorded more than 300 small tremors last month, compared with a usual level of a few dozen. Satellite measurements show slight swelling of the ground, which can indicate magma moving underground.

The alert level has been raised from green to yellow, meaning increased monitoring. Local authorities have reviewed evacuation plans and held meetings with residents.

Volcanologists said most periods of unrest like this do not lead to eruptions, but that close monitoring would give warning if activity escalated.

The volcano last erupted more than 80 years ago.`),
];
