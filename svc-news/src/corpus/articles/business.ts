import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('business');

export const business: CorpusArticle[] = [
  story('business-halden-crestway-merger', {
    title: 'Halden Foods agrees €3.2bn deal to merge with Crestway',
    source: 'ledger', hoursAgo: 3, tone: 'neutral', tags: ['mergers', 'food industry', 'deal', 'shares'],
    also: ['economics', 'finance'], cluster: 'halden-crestway',
  }, `Halden Foods, the maker of breakfast cereals and snack bars, has agreed to combine with the frozen-food group Crestway in an all-share deal that values Crestway at €3.2 billion.

Halden shareholders will own about 58 per cent of the enlarged company, which will keep the Halden name and have annual sales of roughly €9 billion. The companies said they expected to save €180 million a year by the third year, mostly through shared purchasing, logistics and marketing.

Crestway's shares rose 14 per cent in early trading, while Halden's fell slightly. Analysts said the deal would give Halden a larger presence in supermarket freezer aisles, a part of the market that has grown as shoppers look for cheaper meals.

The merger needs approval from competition authorities in several countries and is expected to close in the second half of next year.`),
  story('business-halden-crestway-jobs', {
    title: 'Unions seek guarantees as frozen-food merger promises savings',
    source: 'meridian', hoursAgo: 4.5, tone: 'negative', tags: ['mergers', 'jobs', 'unions', 'food industry'],
    also: ['economics'], cluster: 'halden-crestway',
  }, `Trade unions representing workers at Crestway's six factories have asked for guarantees on jobs after the company agreed to merge with Halden Foods in a deal that promises €180 million in annual savings.

The companies said most savings would come from purchasing and distribution rather than factory closures, but did not rule out changes to their combined manufacturing network. Together they employ around 21,000 people.

Union officials said they had requested meetings with both management teams this week. They want commitments that sites will stay open for at least three years and that any changes will be negotiated.

Halden's chief executive told reporters that the factories of both companies were well used and that the deal was about growth. Competition regulators are expected to take several months to examine the merger.`),
  story('business-dublin-port-record-volumes', {
    title: 'Dublin Port handles record freight volumes in third quarter',
    source: 'liffey', hoursAgo: 8, tone: 'positive', tags: ['dublin port', 'trade', 'shipping', 'ireland'],
    also: ['ireland', 'economics'],
  }, `Dublin Port handled a record volume of freight in the three months to September, with the number of lorries and unaccompanied trailers passing through rising 6 per cent compared with the same period last year.

The port company said growth came from both the routes to Britain and the direct services to continental Europe, which have expanded in recent years. Container traffic was also up, helped by strong demand for imported consumer goods.

The port is midway through a building programme that will add new berths and a larger area for storing trailers. The company said the work would allow it to handle further growth without causing congestion in the surrounding roads.

Cruise calls were also higher than last year, bringing more than 150,000 passengers to the city over the summer season.`),
  story('business-cafe-chain-living-wage', {
    title: 'Café chain raises pay for all staff to living wage rate',
    source: 'hearth', hoursAgo: 16, tone: 'positive', tags: ['wages', 'retail', 'hospitality', 'employment'],
    also: ['ireland', 'economics'],
  }, `The café chain Copper Kettle, which has 48 outlets in Ireland, will raise the pay of all its staff to at least the voluntary living wage rate from next month, the company said.

About 900 employees will benefit, with the biggest increases for younger staff who were previously paid lower rates. The company said the change would cost around €2 million a year, partly offset by lower staff turnover and training costs.

The chain's founder said it had become harder to recruit and keep experienced baristas and that higher pay was the most direct way to address that. Prices on some drinks will rise by 10 to 20 cents.

Hospitality groups noted that many smaller businesses were struggling with higher costs and could not easily follow the chain's example.`),
  story('business-retailer-store-closures', {
    title: 'Department store group to close 12 branches after weak sales',
    source: 'northgate', hoursAgo: 35, tone: 'negative', tags: ['retail', 'store closures', 'high street', 'jobs'],
    also: ['economics'],
  }, `The department store group Marlowe & Finch will close 12 of its 40 branches over the next six months after sales fell for a third year, putting about 1,100 jobs at risk.

The company said the stores earmarked for closure were mostly in smaller towns where footfall had declined and rents remained high. It will offer affected staff roles in other branches or its online warehouse where possible.

Marlowe & Finch has been trying to increase online sales, which now account for about a third of revenue. Its chief executive said the group needed fewer, better stores to compete.

Town centre groups said the closures would leave large empty buildings on main streets and called for planning rules that make it easier to convert them into homes, offices or community spaces.`),
  story('business-cooperative-dairy-profits', {
    title: 'Dairy co-operative shares record profit with farmer members',
    source: 'atlantic', hoursAgo: 48, tone: 'positive', tags: ['dairy', 'co-operatives', 'farming', 'ireland'],
    also: ['ireland', 'economics'],
  }, `The Kilbeg Dairy Co-operative, which processes milk from about 3,500 farms in Munster, reported a record profit for last year and said it would pay a bonus to members on top of the milk price.

The co-operative said strong demand for cheese and butter in export markets, along with lower energy costs, had lifted earnings. It will pay an extra 1.5 cent per litre to members for milk supplied during the year.

Kilbeg also announced plans to invest €60 million in a new facility for making whey protein, used in sports nutrition and infant formula. The project would create about 70 jobs in north Cork.

Farm organisations welcomed the bonus but noted that many members had faced higher costs for feed and fertiliser over the past two years.`),
  story('business-four-day-week-trial', {
    title: 'Four-day week trial: most companies plan to keep it',
    source: 'meridian', hoursAgo: 74, tone: 'positive', tags: ['four-day week', 'work', 'productivity', 'employment'],
    also: ['lifestyle', 'economics'],
  }, `Twenty-six of the 31 companies that took part in a six-month four-day working week trial say they will keep the arrangement, according to a report by the researchers who ran it.

Staff at the companies worked four days for the same pay, on the condition that output stayed at the same level. Companies reported that revenue held steady on average, while sick days fell and fewer employees left.

Participants ranged from software firms and marketing agencies to a manufacturer and a housing charity. Several companies said they had cut long meetings and introduced focused working periods to make the shorter week work.

The researchers cautioned that companies volunteering for such trials may be more suited to the change than others, and that results in sectors like retail and health care could differ.`),
  story('business-airline-new-routes-shannon', {
    title: 'Airline adds five new routes from Shannon Airport',
    source: 'atlantic', hoursAgo: 110, tone: 'positive', tags: ['aviation', 'shannon', 'tourism', 'routes'],
    also: ['ireland', 'lifestyle'],
  }, `A low-cost airline will base a third aircraft at Shannon Airport next summer and add five new routes to cities in Spain, Italy and Poland.

The airline said it expected to carry an extra 250,000 passengers through Shannon in the first year, bringing its total there to about 900,000. The additional aircraft will create around 30 jobs for pilots, cabin crew and engineers.

The airport's management said the routes would help both outbound travellers from the Mid-West and inbound tourists visiting the Wild Atlantic Way.

Tourism businesses in Clare and Limerick said direct flights made a real difference in attracting visitors outside the peak summer months, and hoped some routes would run into the winter season.

Flights on the new routes go on sale this week, with introductory fares for the first month of operation.`),
  story('business-bakery-supply-chain-flour', {
    title: 'Small bakeries hit by rising flour and energy costs',
    source: 'hearth', hoursAgo: 130, tone: 'negative', tags: ['bakeries', 'costs', 'small business', 'energy'],
    also: ['economics'],
  }, `Independent bakeries say they are struggling to absorb higher costs for flour, butter and energy, and some are cutting opening hours or reducing the range of products they make.

A survey by a bakers' association found that average monthly energy bills for members were still about 40 per cent higher than four years ago, while the price of butter had risen sharply this year.

Many bakers said they had raised prices but worried about losing customers to supermarkets. Some have moved to baking in fewer, larger batches and switching ovens off earlier in the day.

The association is asking for a temporary reduction in the tax rate charged on energy for small food producers and for advice on efficient equipment.`),
  story('business-startup-accelerator-cork', {
    title: 'Cork accelerator backs 12 start-ups in climate and food tech',
    source: 'liffey', hoursAgo: 90, tone: 'positive', tags: ['startups', 'cork', 'climate tech', 'investment'],
    also: ['ireland', 'technology', 'environment'],
  }, `A start-up accelerator in Cork has selected 12 young companies for its autumn programme, most of them working on technology for farming, food production and reducing carbon emissions.

Each company receives €50,000 in exchange for a small stake, along with office space and mentoring from experienced founders and investors over four months. The programme ends with a day on which the companies present to investors.

Among those selected are a business making compostable packaging from seaweed, one developing sensors that detect disease in potato crops, and a company helping restaurants cut food waste.

The accelerator said it received more than 300 applications, a record, and that a growing share came from founders outside Dublin.

Previous participants have gone on to raise more than €40 million in follow-on funding between them.`),
  story('business-shipping-rates-fall', {
    title: 'Container shipping rates fall as new vessels join fleets',
    source: 'ledger', hoursAgo: 58, tone: 'neutral', tags: ['shipping', 'freight rates', 'trade', 'logistics'],
    also: ['economics', 'world'],
  }, `The cost of shipping a container between Asia and Europe has fallen by about a quarter over the past three months as shipping lines take delivery of dozens of large new vessels ordered in recent years.

Industry data showed average spot rates at their lowest level in 18 months. Analysts said the extra capacity was arriving at a time when demand growth had slowed, putting pressure on prices.

Lower freight costs could ease pressure on the prices of imported goods, though the effect on shop prices tends to take several months to appear. Some shipping lines have responded by cancelling sailings to support rates.

Ports said volumes remained steady, and that the main challenge for the coming year would be handling larger vessels that need deeper berths.`),
  story('business-family-firm-centenary', {
    title: 'Galway family hardware firm marks 100 years in business',
    source: 'atlantic', hoursAgo: 160, tone: 'positive', tags: ['family business', 'galway', 'retail', 'anniversary'],
    also: ['ireland', 'lifestyle'],
  }, `A hardware shop opened in Galway city in the 1920s by a carpenter and his wife marked its centenary this week, now run by the fourth generation of the same family.

The business has grown from a single shop on a narrow street to three stores in the city and county, employing 85 people. It has survived recessions, the rise of large retail parks and the shift to online shopping.

The current managing director said the family had kept a focus on expert advice, with many staff having trade backgrounds as plumbers, electricians and carpenters. The firm also runs weekend workshops for people learning basic home repairs.

A celebration for staff, customers and suppliers was held at the original shop, which still trades from its first address.`),
  story('business-electric-van-fleet', {
    title: 'Parcel company switches city deliveries to electric vans',
    source: 'circuit', hoursAgo: 66, tone: 'positive', tags: ['electric vehicles', 'logistics', 'deliveries', 'emissions'],
    also: ['environment', 'technology'],
  }, `The parcel delivery company Swiftlane says all its deliveries within the centres of five large cities are now made by electric vans or cargo bikes, after replacing 1,400 diesel vehicles over three years.

The company installed chargers at its depots and changed route planning so that vans return to charge during quieter hours. It said running costs per kilometre were about a third lower than with diesel, helped by cheaper maintenance.

Swiftlane said the switch had cut its emissions in those cities by around 80 per cent. It plans to convert routes in smaller towns next, though longer rural journeys remain more challenging.

City officials welcomed the change, which they said would help reduce air pollution and noise on residential streets.`),
  story('business-insurance-premiums-rise', {
    title: 'Home insurance premiums rise for third year in a row',
    source: 'northgate', hoursAgo: 102, tone: 'negative', tags: ['insurance', 'households', 'costs', 'flooding'],
    also: ['economics', 'finance'],
  }, `Average home insurance premiums rose by 9 per cent this year, the third annual increase in a row, according to figures published by an insurance industry body.

Insurers said higher rebuilding costs and more frequent claims for storm and flood damage were the main reasons. Households in areas with a history of flooding saw the steepest rises, and some reported difficulty finding cover at all.

Consumer groups urged people to shop around at renewal, as new-customer prices were often lower, and to check whether their policy covered the full cost of rebuilding.

The industry body said investment in flood defences would help bring down costs over time, and called for faster progress on planned schemes in towns along major rivers.`),
  story('business-seaweed-packaging-exports', {
    title: 'Seaweed packaging maker wins first large export order',
    source: 'greenhorizon', hoursAgo: 20, tone: 'positive', tags: ['packaging', 'seaweed', 'exports', 'sustainability'],
    also: ['ireland', 'environment'],
  }, `A Connemara company that makes food packaging from seaweed has won its first large export order, agreeing to supply a Danish supermarket group with trays for fresh fish and vegetables.

Tonnta Materials harvests seaweed under licence along the Galway coast and processes it into a material that can be moulded into trays and wrapping. It breaks down in home compost within weeks.

The company said the contract would require it to increase production tenfold and that it would hire 25 more people at its plant near Carna. It is raising money from investors to pay for new moulding equipment.

Marine scientists have cautioned that seaweed harvesting must be carefully managed to protect coastal habitats, and the company says it follows a plan agreed with regulators.`),
  story('business-consumer-sentiment-survey', {
    title: 'Consumer confidence steadies as price rises slow',
    source: 'ledger', hoursAgo: 12, tone: 'neutral', tags: ['consumer confidence', 'inflation', 'households', 'survey'],
    also: ['ireland', 'economics'],
  }, `Irish consumer confidence was little changed this month, with a monthly survey showing households slightly more positive about their own finances but still cautious about the wider economy.

The survey's index rose by less than a point. Respondents said they expected prices to keep rising, but more slowly than last year. Concerns about housing costs and energy bills remained the most common worries.

Economists said slowing inflation and wage growth were gradually improving household budgets, which should support spending in the run-up to Christmas. Retailers have reported steady but not spectacular sales.

The survey also found that more people intended to save a larger share of their income over the next year, a sign of continued caution.

The next survey will be published at the end of next month.`),
  story('business-factory-closure-midlands', {
    title: 'Midlands furniture factory to close with loss of 140 jobs',
    source: 'liffey', hoursAgo: 80, tone: 'negative', tags: ['manufacturing', 'job losses', 'midlands', 'ireland'],
    also: ['ireland', 'economics'],
  }, `A furniture factory in the midlands that has operated for more than 40 years will close in the spring, with the loss of 140 jobs, its owners have told staff.

The company said demand for its solid-wood kitchens and wardrobes had fallen as customers moved to cheaper flat-pack products, and that higher energy and timber costs had made the plant unprofitable.

Workers were told the news at a meeting this morning. The company said it would pay redundancy above the statutory minimum and work with state agencies to help staff find new jobs or training.

Local representatives called the closure a serious blow for the town, where the factory is one of the largest private employers, and asked the enterprise agency to find a new tenant for the site.`),
  story('business-social-enterprise-bikes', {
    title: 'Social enterprise refurbishes 5,000 bicycles for new owners',
    source: 'hearth', hoursAgo: 125, tone: 'positive', tags: ['social enterprise', 'cycling', 'recycling', 'training'],
    also: ['ireland', 'lifestyle', 'environment'],
  }, `A social enterprise in Dublin that trains people to repair bicycles has passed the milestone of 5,000 refurbished bikes, most of which were abandoned or donated.

The workshop takes in unwanted bikes from apartment complexes, colleges and the public, and trainees repair them under the guidance of experienced mechanics. The bikes are then sold at low prices, with some given free to refugees and people on low incomes.

The enterprise runs a 20-week programme for people who have been out of work for a long time. More than half of its graduates have gone on to jobs or further training, it says.

It hopes to open a second workshop on the northside of the city next year.

Donations of unwanted bikes can be dropped off at the workshop six days a week.`),
  story('business-ceo-succession-telecoms', {
    title: 'Telecoms group names finance chief as next chief executive',
    source: 'ledger', hoursAgo: 145, tone: 'neutral', tags: ['leadership', 'telecoms', 'corporate', 'appointments'],
  }, `The telecoms group Vantis has named its finance chief, Mireille Daussant, as its next chief executive, ending a search that began when the current boss announced his retirement in the spring.

Ms Daussant joined Vantis nine years ago and has overseen a programme of cost cuts and the sale of its tower business. She will take over in February.

Analysts said the appointment signalled continuity, with the company focused on paying down debt and expanding its fibre network. Vantis shares were flat after the announcement.

The outgoing chief executive will remain as an adviser until the end of next year to help with the transition, the company said.

Vantis employs about 14,000 people across four countries and has around six million customers for its mobile and broadband services. The board said Ms Daussant had been chosen from a field that included several external candidates.`),
  story('business-women-founders-fund', {
    title: 'New €50m fund to back companies led by women founders',
    source: 'meridian', hoursAgo: 36, tone: 'positive', tags: ['venture capital', 'women in business', 'startups', 'investment'],
    also: ['finance'],
  }, `A new €50 million venture fund will invest exclusively in early-stage companies with at least one woman among their founders, in an effort to close a large gap in who receives start-up funding.

The fund's backers include a pension fund, two family offices and several successful entrepreneurs. It plans to make 25 to 30 investments over four years, mostly in technology, health and consumer businesses.

Companies with only women founders typically receive a small fraction of venture investment, according to industry data, despite research showing their performance is comparable.

The fund's managing partners said they would also publish data on the applications they receive and the investments they make, so that other investors can learn from their experience.

Applications open in the new year.`),
  story('business-oat-milk-plant-tipperary', {
    title: 'Oat drink maker opens plant in Tipperary using local grain',
    source: 'hearth', hoursAgo: 0.9, tone: 'positive', tags: ['food production', 'oats', 'tipperary', 'farming'],
    also: ['ireland', 'lifestyle'],
  }, `A company that makes oat drinks has opened a production plant in Tipperary that will use oats grown by about 60 farmers in the surrounding counties.

Glenmore Oat Co. said the plant would process around 12,000 tonnes of oats a year and employ 45 people. Until now the company has bought much of its grain abroad and had its drinks made under contract in the Netherlands.

Farmers who signed supply contracts will be paid a premium for growing oats to the company's specifications, which include lower use of certain fertilisers. Agricultural advisers said oats could be a useful addition to crop rotations on tillage farms.

The company's founders said sourcing locally would cut transport emissions and make it easier to trace every batch back to the field where it was grown. The first drinks made at the plant are expected in shops before Christmas.`),
  story('business-hotel-group-sale', {
    title: 'Hotel group sold to investment fund for €410m',
    source: 'ledger', hoursAgo: 54, tone: 'neutral', tags: ['hotels', 'acquisitions', 'tourism', 'property'],
    also: ['ireland', 'finance'],
  }, `A group of nine hotels in Dublin, Cork and Killarney has been sold to a European investment fund for about €410 million, one of the largest hotel deals in Ireland this year.

The sellers, a family-owned company that built up the portfolio over 30 years, said they had decided to sell after a review of succession plans. The hotels have about 1,600 bedrooms between them and employ more than 1,200 people.

The buyer said it planned to keep the existing management team and to invest in refurbishing several of the properties over the next three years. It described Irish tourism as having strong long-term prospects despite recent increases in costs.

Hotel occupancy in Dublin has remained high this year, though operators say higher wages, energy bills and local charges have squeezed profit margins. The deal is expected to complete before the end of the year.`),
];
