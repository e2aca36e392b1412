import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('food');

export const food: CorpusArticle[] = [
  story('food-cork-market-anniversary', {
    title: 'Cork covered market marks anniversary with producers\' fair',
    source: 'hearth', hoursAgo: 12, tone: 'positive', tags: ['markets', 'cork', 'local produce', 'food culture'],
    also: ['ireland'],
  }, `A covered food market in the centre of Cork city marked its anniversary this weekend with a fair featuring more than 60 small producers from across Munster.

Stalls offered farmhouse cheeses, smoked fish, sourdough breads, honey and preserves, along with tastings and cooking demonstrations by local chefs. Crowds filled the market's aisles throughout Saturday.

Traders said the market had survived periods of decline and was now busier than ever, helped by visitors and a renewed interest in local food.

The market is run by the city council, which has invested in repairs to its roof and lighting over the past decade.

Several of the producers at the fair said selling directly to customers had helped their businesses grow, and some were taking on staff for the first time.`),
  story('food-farmhouse-cheese-awards', {
    title: 'West Cork cheese named best in show at international awards',
    source: 'atlantic', hoursAgo: 70, tone: 'positive', tags: ['cheese', 'awards', 'west cork', 'artisan food'],
    also: ['ireland', 'business'],
  }, `A washed-rind cheese made on a small family farm in West Cork has been named best in show at an international cheese competition, chosen from more than 4,000 entries.

The cheese is made from the milk of the farm's own herd, which grazes on coastal pastures. It is aged for about ten weeks and washed regularly with brine, giving it an orange rind and a rich flavour.

The family began making cheese in the 1980s as a way of adding value to their milk. They now employ eight people and sell to shops and restaurants in Ireland and abroad.

The judges praised its balance of flavours and creamy texture.

The award is expected to boost demand, and the family said they would need to be careful not to increase production too quickly.`),
  story('food-prices-supermarket-basket', {
    title: 'Cost of weekly shopping basket stabilises',
    source: 'ledger', hoursAgo: 40, tone: 'neutral', tags: ['grocery prices', 'supermarkets', 'inflation', 'households'],
    also: ['ireland', 'economics'],
  }, `The cost of a typical weekly shopping basket in Ireland has been broadly stable over the past three months, according to a survey of supermarket prices, after two years of steep increases.

Prices of some items, including milk, bread and pasta, have fallen slightly, while prices of chocolate, coffee and olive oil have continued to rise because of poor harvests and higher costs abroad.

Supermarkets have increased their own-brand ranges and discounts as shoppers look for value.

Consumer groups said households were still paying far more for groceries than a few years ago, and urged shoppers to compare prices and use unit pricing labels.

Economists expect food inflation to remain moderate in the coming months.

The survey is carried out every month in supermarkets in five cities.`),
  story('food-food-waste-app', {
    title: 'App helps cafés sell unsold food at a discount',
    source: 'circuit', hoursAgo: 88, tone: 'neutral', tags: ['food waste', 'apps', 'cafés', 'sustainability'],
    also: ['technology', 'environment'],
  }, `An app that lets cafés, bakeries and restaurants sell surplus food at the end of the day at a reduced price has signed up more than 1,500 businesses in Ireland.

Users reserve a "surprise bag" of food that would otherwise be thrown away, and collect it at a set time. The businesses recover some of the cost, and customers get food at about a third of its normal price.

The company says more than a million meals have been saved from waste in the country since it launched.

Food waste campaigners welcomed the app but said the biggest sources of waste are in households and farming.

Some businesses said the app had also brought in new customers who later returned to buy at full price.`),
  story('food-oyster-festival-galway', {
    title: 'Galway oyster festival returns with international shucking contest',
    source: 'atlantic', hoursAgo: 130, tone: 'positive', tags: ['oysters', 'festival', 'galway', 'seafood'],
    also: ['ireland', 'travel'],
  }, `Galway's annual oyster festival returned this weekend, with thousands of visitors sampling oysters from Galway Bay and watching competitors from several countries take part in a shucking championship.

Shuckers are judged on speed and on how neatly they open the oysters without damaging them. The winner opened 30 oysters in under three minutes.

The festival, one of the oldest food festivals in Ireland, also includes a seafood trail around city restaurants, music and a parade.

Oyster farmers said the season had been good, with healthy stocks in the bay.

Organisers said hotels in the city had been fully booked for the festival weekend.

The festival dates back to the 1950s, when it was started by a local hotelier to extend the tourist season into September. Proceeds from several events go to local charities, and a new family programme this year included cookery classes for children and boat trips to the oyster beds.`),
  story('food-food-bank-demand', {
    title: 'Food banks report rising demand from working families',
    source: 'civic', hoursAgo: 16, tone: 'negative', tags: ['food banks', 'poverty', 'cost of living', 'charity'],
    also: ['economics'],
  }, `Food banks in the city of Valmora say demand has risen by about a third over the past year, with more working families seeking help.

Volunteers said many of those coming for help were in employment but struggling with high rents and energy bills. Some parents said they skipped meals so their children could eat.

The food banks rely on donations from supermarkets, businesses and the public, and said donations had not kept pace with demand.

Anti-poverty groups called for higher social welfare payments and more affordable housing.

The city council said it was providing additional funding to food banks and community kitchens for the winter.

Several supermarkets have added collection points at their tills where shoppers can donate items. Volunteers said tinned food, pasta, rice, nappies and toiletries were the most needed items, and thanked the public for their generosity.`),
  story('food-school-garden-harvest', {
    title: 'School gardens supply vegetables for pupils\' lunches',
    source: 'hearth', hoursAgo: 100, tone: 'positive', tags: ['school gardens', 'children', 'healthy eating', 'growing food'],
    also: ['education', 'ireland'],
  }, `Pupils at a primary school in Co. Sligo have harvested more than 300 kg of vegetables from their school garden this year, much of it used in the school's lunches.

Children plant, weed and harvest potatoes, carrots, beans, lettuces and herbs, and learn about soil, insects and seasons as part of their lessons.

Teachers said children who grew vegetables were more willing to eat them. Parents have volunteered to help in the garden during the summer holidays.

The school's garden was started with a small grant and donations from local businesses.

A network of school gardens across the region shares seeds, advice and equipment.

The school plans to add a polytunnel next year so that pupils can grow tomatoes and salad leaves in the colder months. Some of the produce is also sold at a stall outside the school gates on Fridays, with the money used to buy seeds and tools.`),
  story('food-restaurant-closures-costs', {
    title: 'Restaurants close as costs rise and diners cut back',
    source: 'northgate', hoursAgo: 55, tone: 'negative', tags: ['restaurants', 'hospitality', 'closures', 'costs'],
    also: ['ireland', 'business'],
  }, `More than 200 restaurants and cafés in Ireland have closed in the past year, according to an industry group, which blamed higher costs for energy, wages and food.

Owners say they cannot raise prices much further without losing customers, who are eating out less often. Several well-known restaurants in Dublin and Cork have closed in recent months.

The industry group has asked the government to reduce the rate of value-added tax charged on food served in restaurants.

The government said it had provided supports to businesses and would consider the request in the context of the budget.

Some restaurant owners said they were reducing opening hours and simplifying menus to cut costs.

Others are sharing kitchens and staff between sites.`),
  story('food-plant-based-sales', {
    title: 'Sales of plant-based meat alternatives level off',
    source: 'ledger', hoursAgo: 145, tone: 'neutral', tags: ['plant-based food', 'meat alternatives', 'food industry', 'trends'],
    also: ['business'],
  }, `Sales of plant-based meat alternatives have levelled off after years of rapid growth, according to market research, as shoppers return to traditional products or cook vegetables and pulses themselves.

Analysts said the higher prices of many alternatives, along with concerns about processed ingredients, had dampened demand.

Sales of plant-based milks, however, continued to grow, and now account for a significant share of the milk market.

Some companies have responded by cutting prices, simplifying ingredient lists and focusing on products such as sausages and burgers where demand remains strong.

Nutritionists said a diet rich in vegetables, beans and whole grains was beneficial regardless of whether people buy meat alternatives.

Market researchers expect the category to remain a niche, with steady but slower growth over the coming years. Supermarkets have reduced shelf space for some lines while adding more ready meals based on beans and lentils.`),
  story('food-honey-harvest-poor', {
    title: 'Beekeepers report poor honey harvest after wet summer',
    source: 'atlantic', hoursAgo: 115, tone: 'negative', tags: ['honey', 'beekeeping', 'weather', 'ireland'],
    also: ['ireland', 'environment'],
  }, `Beekeepers across Ireland have reported one of the poorest honey harvests in years, after a wet and cool summer kept bees in their hives.

Bees forage less in rain and wind, and flowers produce less nectar in cool weather. Some beekeepers said they had taken no honey at all and were feeding their colonies sugar syrup to help them through the winter.

Beekeeping associations said prices for local honey were likely to rise, and that some shops may run out.

They urged people to plant flowers that bloom at different times of year to support bees and other pollinators.

The associations said colonies were generally healthy despite the poor harvest.

Beekeepers are hoping for a drier summer next year, and some are planning to move hives to areas with more late-flowering heather to give colonies a better chance.`),
  story('food-michelin-style-guide-rural', {
    title: 'Food guide highlights rural restaurants in new edition',
    source: 'hearth', hoursAgo: 160, tone: 'neutral', tags: ['restaurants', 'food guide', 'rural', 'dining'],
    also: ['ireland', 'travel'],
  }, `A new edition of an influential Irish food guide has highlighted a growing number of restaurants in rural areas, including several in small villages along the west coast.

The guide's editors said many of the most interesting restaurants were cooking with ingredients from their own gardens and nearby farms and fishing boats.

Restaurants featured range from fine dining rooms to cafés and pubs serving simple dishes. Several newcomers were praised for their seafood.

The guide noted that higher costs were a challenge for restaurants everywhere, and encouraged readers to support local places.

The guide is published in print and online.

This year's edition includes more than 400 entries, with around 60 new additions, and for the first time a separate section on places offering good-value lunches. The editors said they visited every restaurant anonymously and paid their own bills.`),
  story('food-food-safety-recall', {
    title: 'Batch of frozen berries recalled as precaution',
    source: 'liffey', hoursAgo: 0.35, tone: 'negative', tags: ['food recall', 'food safety', 'frozen berries', 'consumers'],
    also: ['ireland', 'health'],
  }, `A batch of frozen mixed berries sold in several Irish supermarkets is being recalled as a precaution after routine testing detected the possible presence of a virus.

The food safety authority said people who had bought the product should not eat it and should return it to the shop for a refund. The affected batch code and best-before date are listed on the authority's website.

Point-of-sale notices will be displayed in stores.

The authority advised that frozen berries should be boiled for at least one minute before eating, particularly when serving them to vulnerable people.

No illnesses linked to the product have been reported.

The recall affects only one batch, and other batches of the product are not affected. The supplier said it was investigating how the contamination could have occurred and had suspended deliveries from the farm concerned while tests were carried out. Customers with questions can contact the food safety authority's advice line, which is open on weekdays.`),
  story('food-sourdough-bakery-expansion', {
    title: 'Galway sourdough bakery opens second shop',
    source: 'hearth', hoursAgo: 75, tone: 'neutral', tags: ['bakery', 'sourdough', 'galway', 'small business'],
    also: ['ireland', 'business'],
  }, `A sourdough bakery that began in a market stall in Galway has opened its second shop, in a former hardware store on the city's west side.

The bakery makes bread using long fermentation and flour from an Irish mill. It also sells pastries, soups and sandwiches.

The owner said the new shop would allow the bakery to increase production and employ eight more people.

The bakery offers bread-making classes on weekends, which have proved popular.

The owner said she had been careful to grow slowly, keeping prices affordable despite higher costs.

The bakery's first shop, on a narrow street near the market, will continue to trade, and its original stall is still run on Saturdays by one of the first bakers the owner hired. Regular customers have followed the business from the market to both shops, and several local cafés now buy their bread from it. The owner said she hoped to train more young bakers through an apprenticeship programme.`),
  story('food-seaweed-cooking-trend', {
    title: 'Chefs turn to seaweed as a local ingredient',
    source: 'hearth', hoursAgo: 28, tone: 'neutral', tags: ['seaweed', 'cooking', 'chefs', 'coastal food'],
    also: ['ireland', 'environment'],
  }, `Chefs in coastal restaurants are increasingly using seaweeds such as dulse, kelp and sea lettuce, valuing their flavour and the fact that they are harvested nearby.

Seaweed has a long history in Irish cooking, from dulse eaten as a snack to carrageen moss used in desserts. Chefs are now using it in butters, breads, broths and salads.

Harvesters said demand was growing but that seaweed must be collected sustainably, with licences required in many places.

Nutritionists said seaweed is rich in minerals, though some types contain high levels of iodine and should be eaten in moderation.

Foraging courses teach people how to identify edible seaweeds safely.

A seaweed food festival will be held in Co. Clare in the spring, with talks, tastings and guided walks along the shore.`),
];
