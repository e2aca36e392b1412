import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('politics');

export const politics: CorpusArticle[] = [
  story('politics-budget-childcare-housing', {
    title: 'Budget focuses on childcare costs and housing supply',
    source: 'civic', hoursAgo: 1.5, tone: 'neutral', tags: ['budget', 'childcare', 'housing', 'ireland'],
    also: ['ireland', 'economics'], cluster: 'irish-budget',
  }, `The Minister for Finance has presented a budget in the Dáil that increases subsidies for childcare, extends a scheme to help first-time buyers and raises spending on social housing, while leaving income tax rates unchanged.

Parents using registered childcare will see the maximum hourly subsidy rise, which the government says will reduce the cost of a full-time place by about €1,000 a year. The housing budget grows by 11 per cent, with funding for about 10,000 new social homes.

Tax credits and bands are being widened slightly so that wage increases are not eaten up by higher tax, though the changes are smaller than in recent years. The minister said the government wanted to avoid adding to inflation.

Opposition parties said the measures did not go far enough to tackle rents, while business groups welcomed the absence of new taxes on employers.`),
  story('politics-budget-tax-winners-losers', {
    title: 'Budget at a glance: who gains and who pays',
    source: 'northgate', hoursAgo: 2.2, tone: 'neutral', tags: ['budget', 'tax', 'households', 'ireland'],
    also: ['ireland', 'economics', 'finance'], cluster: 'irish-budget',
  }, `Irish workers earning average wages will be a few hundred euro a year better off after changes to tax credits and bands, according to calculations published after today's budget.

Pensioners receive a weekly increase in the state pension, and the fuel allowance season is extended by two weeks. Parents of young children gain most from the expanded childcare subsidy, while first-time buyers benefit from the extension of a purchase grant.

Smokers and drivers face higher costs: the excise on a packet of cigarettes rises again and the carbon tax increases as planned, adding a few cent to a litre of petrol and diesel. There are no changes to the rates of value-added tax.

Economists said the package was modest overall and would not add much to growth, but would leave the public finances in a strong position.`),
  story('politics-budget-opposition-response', {
    title: 'Opposition criticises budget as missed chance on rents',
    source: 'liffey', hoursAgo: 3.8, tone: 'negative', tags: ['budget', 'rent', 'opposition', 'ireland'],
    also: ['ireland', 'economics'], cluster: 'irish-budget',
  }, `Opposition leaders criticised today's budget in the Dáil, saying the government had missed an opportunity to ease pressure on renters despite healthy public finances.

The main opposition party said a larger rent tax credit and a temporary freeze on rents would have helped tenants more than grants for buyers. Smaller parties argued that spending on disability services and mental health remained too low.

Government ministers defended the package, saying record investment in housing construction was the only lasting way to bring rents down, and that a cautious approach was needed while the economy ran close to full employment.

The budget debate continues tomorrow, with votes on the individual tax measures expected by the end of the week.

Independent members representing rural constituencies raised concerns about funding for local roads and public transport outside the cities.`),
  story('politics-starmer-british-irish-summit', {
    title: 'British-Irish summit in Dublin focuses on energy and trade links',
    source: 'meridian', hoursAgo: 10, tone: 'positive', tags: ['british-irish relations', 'summit', 'energy', 'dublin'],
    also: ['ireland', 'world'], people: ['Keir Starmer'],
  }, `British Prime Minister Keir Starmer travelled to Dublin for a summit with the Taoiseach, where the two governments agreed to work together on offshore wind, electricity connections and research funding.

The leaders met at Farmleigh House for talks that officials described as constructive. A joint statement said the two countries would study a new electricity interconnector under the Irish Sea and coordinate the planning of wind farms in shared waters.

The summit also covered trade, tourism and cooperation between universities, including a scheme to make it easier for researchers to work in both countries. Northern Ireland was discussed, with both governments reaffirming their commitment to the peace agreements.

Keir Starmer also visited a technology company in the city before returning to London. The next summit is expected to take place in Britain next year.`),
  story('politics-von-der-leyen-digital-skills', {
    title: 'European digital skills plan presented in Brussels',
    source: 'civic', hoursAgo: 27, tone: 'positive', tags: ['european commission', 'digital skills', 'education', 'policy'],
    also: ['world', 'education', 'technology'], people: ['Ursula von der Leyen'],
  }, `European Commission President Ursula von der Leyen presented a plan in Brussels aimed at helping millions more adults gain basic digital skills by the end of the decade.

The plan sets out funding for training courses run by libraries, adult education centres and employers, and proposes a common certificate recognised across member states. It also includes measures to attract more women into computing degrees.

Ursula von der Leyen told the European Parliament that digital skills were essential for jobs in almost every sector. Member states will be asked to set national targets and report on progress every two years.

Employer groups welcomed the proposals, while some trade unions asked for guarantees that training would take place during paid working hours.`),
  story('politics-local-elections-turnout', {
    title: 'Turnout rises in local elections as young voters engage',
    source: 'civic', hoursAgo: 50, tone: 'positive', tags: ['elections', 'turnout', 'young voters', 'democracy'],
  }, `Turnout in local elections across the region of Varden rose to 52 per cent, up six points on the last contest, with the largest increase among voters aged 18 to 24, according to official figures.

Electoral officials credited a campaign in schools and colleges, a simpler online registration process and the use of polling stations on university campuses. Some stations reported queues in the evening.

Results showed gains for independents and a new party focused on local transport, while the largest parties held most of their seats. Several councils will need coalition agreements to elect mayors.

Researchers said the rise in youth turnout was encouraging but that it would be important to see whether it continued at the next national election.`),
  story('politics-assembly-citizens-water', {
    title: 'Citizens assembly recommends water charges reform',
    source: 'meridian', hoursAgo: 98, tone: 'neutral', tags: ['citizens assembly', 'water', 'policy', 'democracy'],
  }, `A citizens assembly of 99 randomly selected members in the country of Lorand has recommended replacing flat water charges with a system that charges households more for heavy use, after six months of deliberation.

Members heard from engineers, economists and residents before voting on a series of proposals. Most supported a free basic allowance for every person, higher charges above that level and support for low-income families.

The government said it would respond to the recommendations in parliament within four months, as required under the law that set up the assembly.

Supporters of citizens assemblies say they help tackle divisive issues by giving ordinary people time to examine evidence. Critics argue that elected politicians should take such decisions.

The assembly's chair thanked members for their commitment, noting that attendance had remained above 95 per cent throughout the process.`),
  story('politics-minister-resigns-procurement', {
    title: 'Transport minister resigns over contract process',
    source: 'northgate', hoursAgo: 23, tone: 'negative', tags: ['resignation', 'procurement', 'government', 'transport'],
  }, `The transport minister of the republic of Estavia resigned last night after an audit found that a contract for new ticket machines was awarded without following the required tender process.

The auditor's report said the ministry had extended an existing contract instead of holding a new competition, and that the value of the extension was well above the legal threshold. It found no evidence that anyone had benefited personally.

In a letter to the prime minister, the minister said she took responsibility for failings in her department. The prime minister accepted the resignation and appointed the deputy minister as a temporary replacement.

Opposition parties called for a broader review of procurement across government departments and for the report to be debated in parliament.`),
  story('politics-galway-council-pedestrian-plan', {
    title: 'Galway council approves pedestrian plan for city centre',
    source: 'atlantic', hoursAgo: 68, tone: 'positive', tags: ['galway', 'local government', 'pedestrians', 'transport'],
    also: ['ireland', 'environment'],
  }, `Galway City Council has voted to make several streets around Eyre Square permanently pedestrian-only and to add new bus lanes on approach roads, after a year-long trial.

The plan was approved by 14 votes to 4 after a debate in which councillors from several parties supported the changes. The trial had shown a rise in footfall on the affected streets and faster bus journeys.

Some traders expressed concern about access for deliveries and for people with mobility difficulties. The council said delivery windows would be allowed in the early morning and that disabled parking would be moved closer to the pedestrian zone.

Work on new paving, seating and trees will start next year, funded mostly by the national transport authority.`),
  story('politics-parliament-petition-libraries', {
    title: 'Petition to extend library opening hours reaches parliament',
    source: 'civic', hoursAgo: 115, tone: 'neutral', tags: ['petition', 'libraries', 'parliament', 'public services'],
    also: ['education'],
  }, `A petition calling for public libraries to open in the evenings and on Sundays has passed the threshold that requires a debate in the parliament of Norland, with more than 120,000 signatures.

The petition was started by a group of students who said libraries were among the few quiet, free places to study. Supporters included parents' groups, older people's organisations and library staff unions.

The culture minister said extending hours would require more funding for staff and that the government would consider a pilot in a few cities. Some councils already open selected libraries on Sundays using self-service systems.

The debate is expected to take place before the end of the parliamentary session.

Library staff said evening opening would also help adults attending courses and people who work during the day and cannot visit at other times.`),
  story('politics-ceasefire-monitors-deployed', {
    title: 'International monitors deployed to oversee border ceasefire',
    source: 'meridian', hoursAgo: 42, tone: 'positive', tags: ['ceasefire', 'peacekeeping', 'diplomacy', 'border'],
    also: ['world'],
  }, `The first group of 60 international monitors arrived in the border region between Karesh and Veloria this week to oversee a ceasefire agreed last month after clashes over a disputed valley.

The monitors, drawn from seven countries, will patrol the area, investigate reported violations and report to a joint commission. Both governments agreed to pull heavy weapons back 20 km from the line of contact.

Residents who left the valley during the fighting have begun returning to inspect their homes and farms, though aid groups warned that unexploded munitions remained a danger.

Diplomats said the deployment was an important step but that talks on the underlying dispute over the valley would be difficult.

The joint commission will hold its first meeting next week in a neutral town near the border, with observers from the regional organisation that brokered the agreement.`),
  story('politics-housing-bill-delays', {
    title: 'Planning bill delayed again amid disagreement over appeals',
    source: 'liffey', hoursAgo: 76, tone: 'negative', tags: ['planning', 'housing', 'legislation', 'ireland'],
    also: ['ireland'],
  }, `A bill intended to speed up planning decisions for housing and infrastructure has been delayed for a third time after disagreements over how much it should limit objectors' rights to challenge decisions in court.

The government wants to set strict time limits for appeals and narrow the grounds on which judicial reviews can be taken. Environmental groups and some legal experts say the changes could breach European law on public participation.

Construction groups said delays in the planning system were holding back thousands of homes and that the bill was urgently needed.

Government sources said amendments were being drafted and that the bill should return to the Dáil in the new year.

Housing charities said the uncertainty was itself discouraging investment, and urged all sides to reach a compromise that protected both public participation and the need for speed.`),
  story('politics-voting-age-debate', {
    title: 'Parliament debates lowering the voting age to 16',
    source: 'civic', hoursAgo: 135, tone: 'neutral', tags: ['voting age', 'young people', 'democracy', 'elections'],
    also: ['education'],
  }, `Members of parliament in the republic of Sorvia began debating a proposal to lower the voting age to 16 for local and national elections, following similar changes in several neighbouring countries.

Supporters argued that 16-year-olds can work and pay tax and should have a say in decisions affecting their future. They pointed to research suggesting that people who vote at their first opportunity are more likely to keep voting.

Opponents said most teenagers were still in school and that the change should be decided by a referendum. Some suggested starting with local elections only.

The proposal needs a two-thirds majority to pass. A vote is expected next month after a committee examines the bill.

Youth organisations plan a demonstration outside parliament on the day of the committee's first hearing, and several schools have held mock debates on the question.`),
  story('politics-cross-party-mental-health', {
    title: 'Cross-party committee agrees plan for youth mental health services',
    source: 'meridian', hoursAgo: 86, tone: 'positive', tags: ['mental health', 'young people', 'committee', 'health policy'],
    also: ['health'],
  }, `A parliamentary committee including members of all the main parties has agreed a unanimous report calling for more mental health workers in schools and shorter waiting times for specialist services for young people.

The report recommends that every secondary school have access to a counsellor and that waiting times for first appointments be capped at 12 weeks. It also calls for better support for young people moving from child to adult services.

Committee members said the cross-party agreement showed the issue could be tackled without political division. The health minister said the report would feed into the next annual funding plan.

Youth organisations welcomed the recommendations and asked for a clear timetable for putting them into practice.

The committee will hold a follow-up hearing in six months to check progress.`),
  story('politics-diplomat-expelled', {
    title: 'Diplomatic row as two countries expel embassy staff',
    source: 'northgate', hoursAgo: 31, tone: 'negative', tags: ['diplomacy', 'embassies', 'foreign policy', 'tensions'],
    also: ['world'],
  }, `Tensions between Orlania and Kestovia rose today after each country ordered several of the other's diplomats to leave within a week, in a dispute over a fishing incident.

Orlania accused Kestovia of allowing its vessels to fish illegally in Orlanian waters and said the crew of a coast guard ship had been obstructed during an inspection. Kestovia rejected the account and said the boats were in international waters.

Both governments said they remained open to talks. Regional organisations urged calm and offered to mediate.

Trade between the two countries, which includes fish, grain and machinery, has not so far been affected, officials said.

The dispute has its roots in a long-running disagreement over where the maritime boundary between the two countries lies. A previous attempt to settle the question through international arbitration stalled several years ago, and fishing communities on both sides have called for a lasting solution.`),
  story('politics-cork-mayor-climate-charter', {
    title: 'Cork signs climate charter committing to net-zero council buildings',
    source: 'liffey', hoursAgo: 155, tone: 'positive', tags: ['cork', 'climate', 'local government', 'energy'],
    also: ['ireland', 'environment'],
  }, `The Lord Mayor of Cork has signed a climate charter committing the city council to making all its buildings net zero by 2035 and to publishing an annual report on emissions.

The council plans to fit solar panels on depots, libraries and offices, replace gas heating with heat pumps where possible and switch its vehicle fleet to electric models. The cost is estimated at €45 million over ten years.

Councillors from most parties supported the charter, though some asked how the spending would be balanced against other priorities such as road repairs and housing.

The council said it expected energy savings to repay a large share of the investment over the lifetime of the equipment.

The first progress report is due to be published next autumn, alongside the council's annual budget.`),
  story('politics-coalition-talks-stall', {
    title: 'Coalition talks stall over pension age',
    source: 'ledger', hoursAgo: 57, tone: 'negative', tags: ['coalition', 'pensions', 'government formation', 'negotiations'],
    also: ['economics'],
  }, `Talks on forming a new government in the country of Halvenia stalled this week after the two largest parties failed to agree on whether to raise the state pension age.

One party wants to raise the age gradually from 66 to 68 over 15 years to reduce pressure on public finances, while its likely partner promised voters during the election campaign that the age would not change.

Negotiators said they had agreed on most other areas, including defence spending and school funding. The president has asked the parties to report on progress by the end of the month.

If talks fail, a minority government or a new election are possible, constitutional experts said.

Opinion polls suggest that voters are divided on the question, with younger voters more likely to support a gradual rise in the pension age than those nearing retirement.`),
  story('politics-open-government-data', {
    title: 'Government publishes ministers\' diaries online for first time',
    source: 'civic', hoursAgo: 19, tone: 'positive', tags: ['transparency', 'open data', 'government', 'accountability'],
  }, `Ministers in the government of Teraland have published their official diaries online for the first time, listing meetings with companies, lobby groups and other organisations over the past quarter.

The diaries show the date, the organisation met and the general subject of each meeting. Meetings involving national security or confidential personal matters are excluded.

Transparency campaigners welcomed the move but said the descriptions were often brief and that publication should be monthly rather than quarterly.

The government said the diaries would be published in a format that could be searched and downloaded, and that it would review the level of detail after a year.

Several neighbouring countries already publish similar information, and campaigners said Teraland's approach compared reasonably well with theirs. Civil society groups plan to analyse the first set of diaries and publish a summary of the most frequent meetings.`),
  story('politics-senate-reform-report', {
    title: 'Report proposes changes to how senators are elected',
    source: 'liffey', hoursAgo: 105, tone: 'neutral', tags: ['seanad', 'reform', 'elections', 'ireland'],
    also: ['ireland'],
  }, `A report commissioned by the government has proposed widening the right to vote in Seanad elections so that every citizen could vote for some senators, rather than only graduates of certain universities and elected representatives.

The report suggests that a majority of senators be elected by the public through an online and postal ballot, with the remainder chosen by councillors and members of the Dáil. It also recommends that emigrants be able to vote for a small number of seats.

Reform of the upper house has been discussed for decades, and several previous reports have not been implemented. Government parties said they would study the report carefully.

Opposition parties called for a timetable and said legislation should be introduced before the next general election.`),
  story('politics-regional-pay-deal', {
    title: 'Public sector unions accept two-year pay agreement',
    source: 'meridian', hoursAgo: 128, tone: 'positive', tags: ['pay deal', 'public sector', 'unions', 'wages'],
    also: ['economics'],
  }, `Public sector unions in the state of Marvale have voted to accept a two-year pay agreement that gives workers increases of 3 per cent in each year, with a larger rise for the lowest paid.

The deal covers about 300,000 workers, including teachers, nurses and civil servants. In return, unions agreed to cooperate with changes to working practices, including the introduction of new digital systems.

Both sides described the negotiations as difficult but fair. The finance ministry said the cost had been included in spending plans for the next two years.

The agreement means that planned strikes in schools and hospitals have been called off.

The lowest-paid workers, including cleaners and catering staff, will receive a flat increase that is worth more than 3 per cent to them. Union leaders said this had been one of their main priorities during the talks, which lasted more than two months.`),
  story('politics-ombudsman-report-complaints', {
    title: 'Ombudsman reports record number of complaints about public services',
    source: 'northgate', hoursAgo: 165, tone: 'negative', tags: ['ombudsman', 'complaints', 'public services', 'accountability'],
  }, `The national ombudsman of Teraland received a record 9,400 complaints about public bodies last year, an increase of 18 per cent, according to the office's annual report.

The largest share concerned social welfare decisions, housing allocations and delays in processing applications for permits. The ombudsman said many cases could have been resolved if bodies had explained their decisions more clearly at the start.

In about a third of the cases examined, the office found that people had been treated unfairly or that mistakes had been made, and it recommended remedies ranging from apologies to payments.

The report called for more staff in the busiest departments and for better training in handling complaints.

The office also highlighted several public bodies that had improved significantly.`),
  story('politics-youth-parliament-session', {
    title: 'Youth parliament votes for more school sports funding',
    source: 'atlantic', hoursAgo: 63, tone: 'positive', tags: ['youth parliament', 'young people', 'sport', 'schools'],
    also: ['ireland', 'education', 'sports'],
  }, `More than 150 secondary school students took part in the annual youth parliament in Leinster House this week, debating and voting on motions about sport, transport and climate.

The motion that received the most support called for more funding for sport in schools, including money for equipment and coaching for girls' teams. Another motion asked for cheaper public transport fares for students.

The delegates were elected by their local youth councils. Their recommendations will be presented to the relevant Oireachtas committees.

Several participants said the experience had made them more interested in politics and more confident speaking in public.

Teachers who accompanied the delegates said the debates had been of a high standard, with students researching their topics for weeks beforehand. The youth parliament has been held each year since 2015, and several former delegates have gone on to work in politics and public service.`),
];
