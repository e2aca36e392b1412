import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('lifestyle');

export const lifestyle: CorpusArticle[] = [
  story('lifestyle-parkrun-milestone', {
    title: 'Weekly park runs pass one million finishes in Ireland',
    source: 'hearth', hoursAgo: 28, tone: 'positive', tags: ['running', 'parks', 'community', 'ireland'],
    also: ['ireland', 'health', 'sports'],
  }, `Free weekly 5 km runs held in parks across Ireland have passed one million recorded finishes, organisers say, since the first event was held in a Dublin park more than a decade ago.

The events take place every Saturday morning at more than 100 locations and are open to runners, joggers and walkers of all abilities. Volunteers organise each event, from marshalling to timing.

Participants said the runs had helped them become more active and meet new people. Many describe the social side, including coffee afterwards, as the main attraction.

Health professionals have encouraged patients to take part, and some GP practices now work with local events to promote physical activity.

Organisers said they were always looking for volunteers, and that helping out was a good way for people who cannot run to be part of the community.`),
  story('lifestyle-rent-sharing-older-people', {
    title: 'Homeshare scheme matches older homeowners with young lodgers',
    source: 'liffey', hoursAgo: 80, tone: 'positive', tags: ['homesharing', 'housing', 'older people', 'loneliness'],
    also: ['ireland', 'health'],
  }, `A scheme that matches older people who have a spare room with younger people looking for affordable accommodation has arranged more than 200 homeshares in Dublin and Cork.

The younger person pays a low rent and agrees to provide some companionship and light help around the house, such as shopping or putting out the bins. They are not carers.

Participants are carefully matched and vetted, and the scheme provides ongoing support. Agreements are reviewed regularly.

Older participants said the company had reduced loneliness and helped them feel safer at home. Students and young workers said the arrangement allowed them to live in areas they could otherwise not afford.

The scheme hopes to expand to Galway and Limerick next year.

Anyone interested can apply through the scheme's website.`),
  story('lifestyle-rent-rises-young-adults', {
    title: 'More young adults living with parents as rents rise',
    source: 'civic', hoursAgo: 45, tone: 'negative', tags: ['housing', 'young adults', 'rent', 'ireland'],
    also: ['ireland', 'economics'],
  }, `The proportion of adults aged 25 to 34 living with their parents in Ireland has risen again, according to official figures, reaching one of the highest levels in Europe.

Researchers said high rents and a shortage of affordable homes were the main reasons. Many young people said they were saving for a deposit but found it hard to keep up with rising prices.

Living at home can help young people save, but surveys show that many feel it delays other life decisions, such as starting a family.

Housing charities called for more affordable rental and purchase schemes. The government said housing completions were increasing and that new schemes were helping first-time buyers.

Some young people are moving to smaller towns, where housing is cheaper, and working remotely.`),
  story('lifestyle-remote-work-hubs', {
    title: 'Rural remote working hubs fill up as hybrid work becomes the norm',
    source: 'atlantic', hoursAgo: 115, tone: 'neutral', tags: ['remote work', 'rural hubs', 'hybrid working', 'ireland'],
    also: ['ireland', 'business', 'technology'],
  }, `Remote working hubs in towns and villages across Ireland are increasingly busy, as more employers adopt hybrid working arrangements that allow staff to work away from the office several days a week.

The hubs, many of them in former shops, banks and schools, offer desks, meeting rooms and high-speed broadband. Users pay by the day or month.

Hub managers said users included people who had moved back to their home areas, newcomers from cities and small local businesses.

Local businesses such as cafés said the hubs had brought more people into town centres during the week.

A national network of more than 300 hubs allows users to book desks online.

Hub operators said demand was highest on Tuesdays, Wednesdays and Thursdays, when many people are not required in the office. Some hubs have added childcare facilities and meeting spaces for community groups.`),
  story('lifestyle-fast-fashion-repair-cafes', {
    title: 'Repair cafés help people fix clothes, bikes and electronics',
    source: 'greenhorizon', hoursAgo: 150, tone: 'positive', tags: ['repair cafés', 'sustainability', 'volunteers', 'reuse'],
    also: ['environment', 'ireland'],
  }, `Repair cafés, where volunteers help people mend broken items for free, are spreading across Ireland, with more than 50 now operating regularly.

People bring clothes, small appliances, bicycles, furniture and electronics, and volunteers with relevant skills help them repair the items, teaching them how to do it themselves.

Organisers said about two-thirds of items brought in were successfully repaired, preventing them from being thrown away.

The cafés also serve as social events, with tea, coffee and conversation.

Local councils have provided small grants to help set up new cafés, and volunteers are always welcome.

Volunteers include retired electricians, tailors, carpenters and bicycle mechanics, as well as younger people who want to share their skills. Items that cannot be repaired on the day are sometimes taken home by volunteers and returned at the next session. Organisers said the most common repairs were to lamps, toasters, zips and hems, and that people often left with a new skill as well as a working item.`),
  story('lifestyle-childcare-costs-survey', {
    title: 'Survey finds childcare costs still a major burden for families',
    source: 'northgate', hoursAgo: 62, tone: 'negative', tags: ['childcare', 'costs', 'families', 'survey'],
    also: ['ireland', 'economics'],
  }, `Childcare costs remain one of the biggest financial pressures for families in Ireland with young children, according to a survey of 2,000 parents, despite recent increases in state subsidies.

Parents reported paying an average of several hundred euro a month for a full-time place, after subsidies. Many said they struggled to find places at all, particularly for babies.

Some parents said they had reduced their working hours or left work because childcare was too expensive or unavailable.

Childcare providers said they were struggling to recruit and keep staff, which limited the number of places they could offer.

The government said it was committed to further reducing costs and increasing the number of places.

The survey was carried out online over two weeks in the autumn.`),
  story('lifestyle-sea-swimming-winter', {
    title: 'Winter sea swimming grows in popularity along the coast',
    source: 'atlantic', hoursAgo: 0.45, tone: 'neutral', tags: ['sea swimming', 'winter', 'wellbeing', 'ireland'],
    also: ['ireland', 'health', 'sports'],
  }, `More people than ever are swimming in the sea through the winter months, with groups meeting at dawn at beaches and piers around the Irish coast.

Swimmers say cold water swimming improves their mood and helps them connect with others, though scientific evidence on health benefits is still limited.

Water safety experts advise swimmers never to swim alone, to acclimatise gradually, to limit time in cold water and to warm up slowly afterwards.

The sudden shock of cold water can cause gasping and rapid breathing, which can be dangerous.

Sales of dryrobes, neoprene gloves and swim caps have soared, according to retailers.

Several swimming clubs now run introductory sessions for beginners, where experienced swimmers show newcomers how to enter the water safely and how to recognise the early signs of hypothermia. Lifeguards are not on duty at most beaches during the winter, and water safety groups urge swimmers to check tides and weather forecasts.`),
  story('lifestyle-allotment-waiting-lists', {
    title: 'Waiting lists grow for allotments in cities',
    source: 'hearth', hoursAgo: 125, tone: 'neutral', tags: ['allotments', 'gardening', 'cities', 'food growing'],
    also: ['ireland', 'environment'],
  }, `Waiting lists for allotments in Dublin, Cork and Galway have grown to several years in some areas, as more people want to grow their own fruit and vegetables.

Councils said demand had risen sharply in recent years. Some have split larger plots into smaller ones to reduce waiting times.

Allotment holders said growing food brought benefits beyond the harvest, including exercise, fresh air and friendship with other gardeners.

Community groups have called for more land to be made available, including on unused public land and in new housing developments.

Some community gardens offer shared growing space as an alternative.

Allotment rents vary between councils but are generally modest, with discounts for older people and those on low incomes. Experienced gardeners at several sites run workshops for beginners, covering topics such as composting, crop rotation and growing food on a small plot. Councils said they would consider including allotments in plans for new parks.`),
  story('lifestyle-loneliness-survey', {
    title: 'One in five adults feel lonely often, survey suggests',
    source: 'meridian', hoursAgo: 35, tone: 'negative', tags: ['loneliness', 'mental health', 'survey', 'community'],
    also: ['health'],
  }, `About one in five adults say they feel lonely often or always, according to a large survey, with young adults and older people living alone most likely to report loneliness.

Researchers said loneliness can affect physical and mental health and is linked to higher risks of heart disease and depression.

Respondents said things that helped included regular contact with friends and family, joining clubs and volunteering.

Charities working on loneliness said community spaces such as libraries, sports clubs and cafés played an important role.

The government has announced funding for projects that bring people together, including men's sheds and intergenerational programmes.

The survey was carried out among more than 5,000 adults, and researchers said the findings were broadly consistent with previous years. They noted that people who had moved to a new area, carers and people with long-term illnesses were also more likely to report feeling lonely.`),
  story('lifestyle-second-hand-shopping', {
    title: 'Second-hand shopping boom as buyers look for value and sustainability',
    source: 'ledger', hoursAgo: 95, tone: 'neutral', tags: ['second-hand', 'charity shops', 'sustainability', 'retail'],
    also: ['business', 'environment'],
  }, `Charity shops and online second-hand marketplaces report strong growth in sales, as shoppers look for bargains and try to reduce their environmental impact.

Younger shoppers in particular say buying second-hand clothing is both cheaper and more sustainable than buying new.

Some retailers have launched their own resale services, buying back used items and selling them again.

Charities said sales in their shops had helped fund their work, and appealed for donations of good-quality items.

Environmental groups said extending the life of clothing is one of the most effective ways to reduce the environmental impact of fashion.

Online marketplaces have made it easier to buy and sell used items, from clothing and furniture to children's toys and electronics. Some shoppers said they now check second-hand options first before buying anything new, and several cities host regular swap events where people exchange clothes.`),
  story('lifestyle-energy-saving-tips', {
    title: 'Households urged to check heating settings as winter begins',
    source: 'hearth', hoursAgo: 10, tone: 'neutral', tags: ['energy saving', 'heating', 'households', 'winter'],
    also: ['ireland', 'environment', 'economics'],
  }, `Energy advisers are urging Irish households to check the settings on their heating systems as winter begins, saying small changes could cut bills without making homes less comfortable.

Advice includes lowering the temperature of boilers where appropriate, using timers and thermostats, and heating only the rooms in use.

Draught-proofing doors and windows, using thick curtains and insulating hot water cylinders are also cheap ways to save energy.

Grants are available for larger upgrades such as attic insulation and heat pumps.

An energy advice line can help households find out which grants they may be eligible for.

Advisers also recommended bleeding radiators, which can trap air and heat unevenly, and having boilers serviced every year. Smart meters can help households see when they use the most electricity, and some suppliers offer cheaper rates at night. People struggling to pay bills were urged to contact their supplier early to agree a payment plan.`),
  story('lifestyle-dog-adoptions-rise', {
    title: 'Animal shelters under pressure as dog surrenders rise',
    source: 'northgate', hoursAgo: 105, tone: 'negative', tags: ['dogs', 'animal welfare', 'shelters', 'pets'],
    also: ['ireland'],
  }, `Animal shelters across Ireland say they are under pressure as more owners give up their dogs, with some shelters forced to turn animals away.

Shelters said the cost of living, housing problems and people underestimating the commitment of owning a dog were among the reasons.

Many of the dogs surrendered were bought as puppies in recent years. Some shelters have long waiting lists for intake.

Animal welfare groups urged people thinking of getting a dog to consider adoption and to think carefully about the time and cost involved.

Shelters also need volunteers and foster homes.

Shelters said many of the surrendered dogs were friendly and healthy and would make good companions, but that older dogs and larger breeds often waited longest for new homes. Some shelters offer advice to owners struggling with behaviour problems, in the hope of keeping dogs in their homes. Welfare groups have also called for tighter regulation of dog breeding and online sales.`),
  story('lifestyle-mens-sheds', {
    title: 'Men\'s sheds offer friendship and purpose in rural towns',
    source: 'atlantic', hoursAgo: 138, tone: 'positive', tags: ['mens sheds', 'community', 'wellbeing', 'ireland'],
    also: ['ireland', 'health'],
  }, `More than 400 men's sheds now operate across Ireland, offering men a place to meet, work on projects and talk.

Members take on woodworking, repairs, gardening and community projects, such as making benches for parks or bird boxes for schools.

Many members are retired or living alone, and say the sheds have given them a sense of purpose and friendship.

Health professionals say the sheds help address loneliness and encourage men to talk about their health.

Some sheds now welcome women and have set up intergenerational projects with local schools.

The national association of men's sheds supports new sheds with advice on finding premises, insurance and funding. Many sheds are based in donated buildings, such as old garages, farm sheds or unused rooms in community centres. Some have become well known locally for their projects, such as restoring old boats or building wheelchair ramps for neighbours.`),
  story('lifestyle-wedding-costs', {
    title: 'Average cost of a wedding rises again',
    source: 'ledger', hoursAgo: 155, tone: 'neutral', tags: ['weddings', 'costs', 'couples', 'survey'],
    also: ['ireland', 'economics'],
  }, `The average cost of a wedding in Ireland has risen again, according to an annual survey of couples, driven by higher prices for venues, food and photography.

Many couples said they were cutting guest lists, choosing weekday weddings or holding receptions in less traditional venues to reduce costs.

Some couples are saving for years or taking out loans to pay for their weddings.

Wedding suppliers said their own costs had risen.

Financial advisers recommended that couples set a clear budget and prioritise what matters most to them.

The survey found that the number of guests at the average wedding had fallen slightly, while spending on food and drink per guest had increased. Venues in rural areas, such as hotels and country houses, remain the most popular choice. Couples said they were also spending less on wedding favours and stationery. Some have turned to friends and family to help with photography, flowers and music, while small ceremonies with a larger party later have also become more common.`),
];
