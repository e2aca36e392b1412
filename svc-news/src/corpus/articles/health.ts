import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('health');

export const health: CorpusArticle[] = [
  story('health-asthma-inhaler-trial', {
    title: 'Combined inhaler cuts severe asthma attacks in large trial',
    source: 'laborbit', hoursAgo: 5.5, tone: 'positive', tags: ['asthma', 'clinical trial', 'inhalers', 'respiratory'],
    also: ['science'], cluster: 'asthma-inhaler-trial',
  }, `An inhaler combining a steroid with a fast-acting reliever reduced severe asthma attacks by about a third compared with a standard reliever alone, according to a trial involving more than 3,000 adults.

Participants with mild to moderate asthma used the combined inhaler only when they had symptoms, rather than taking a preventer every day. Over a year, those using the combined inhaler had fewer attacks requiring steroid tablets or hospital visits.

The researchers said the approach makes sense because many people with mild asthma do not take their daily preventer regularly. Using a single inhaler means that every time they treat symptoms, they also receive an anti-inflammatory dose.

The trial was carried out in clinics in nine countries and was funded by a public research body. The authors said guidelines in several countries already recommend similar approaches, and their results support wider use.

Patients were advised not to change their treatment without talking to their doctor.`),
  story('health-asthma-inhaler-trial-patients', {
    title: 'What the new asthma inhaler findings mean for patients',
    source: 'meridian', hoursAgo: 7, tone: 'neutral', tags: ['asthma', 'patients', 'inhalers', 'explainer'],
    also: ['science'], cluster: 'asthma-inhaler-trial',
  }, `A large trial has found that people with mild asthma who use a combined steroid and reliever inhaler when they need it have fewer severe attacks than those who use a reliever alone. Here is what the findings mean.

Most people with asthma are prescribed a blue reliever inhaler to open the airways quickly, and many also have a preventer to reduce inflammation. The trial tested a single inhaler that does both jobs at once.

Doctors say the results are most relevant for people whose asthma is mild and who often forget or choose not to use a daily preventer. People with more severe asthma are likely to stay on regular treatment.

Asthma charities welcomed the findings and said that anyone who uses their reliever more than a few times a week should have their treatment reviewed. They stressed that people should not stop any medicine without medical advice.

Pharmacists said the combined inhalers are already available in many countries, though the cost can be higher than a standard reliever.`),
  story('health-waiting-lists-fall', {
    title: 'Hospital waiting lists fall for the first time in four years',
    source: 'liffey', hoursAgo: 14, tone: 'positive', tags: ['waiting lists', 'hospitals', 'health service', 'ireland'],
    also: ['ireland', 'politics'],
  }, `The number of people waiting for hospital appointments and procedures in Ireland has fallen for the first time in four years, according to figures published by the body that tracks waiting lists.

The total fell by about 4 per cent over the year, with the largest reductions in waits for cataract surgery, hip and knee replacements and some outpatient clinics. More than 60,000 people had been waiting over a year, down from about 80,000.

Health officials credited extra evening and weekend clinics, the use of private hospital capacity for some procedures and the opening of new surgical hubs for day cases.

Patient groups welcomed the progress but said waits for some specialties, including dermatology, gynaecology and children's orthopaedics, remained far too long.

The health minister said the aim was to reduce waiting times to no more than 12 weeks for most procedures within the next five years.`),
  story('health-flu-season-early', {
    title: 'Flu season arrives early as hospital admissions rise',
    source: 'northgate', hoursAgo: 9, tone: 'negative', tags: ['influenza', 'hospitals', 'vaccination', 'winter'],
    also: ['ireland'],
  }, `The flu season has started several weeks earlier than usual in Ireland, with hospital admissions for influenza rising sharply over the past fortnight, public health officials said.

More than 300 people with confirmed flu were admitted to hospitals last week, most of them older adults and young children. Emergency departments in several cities reported long waits for beds.

Health officials urged people in at-risk groups, including those over 65, pregnant women and people with long-term conditions, to get their flu vaccine as soon as possible. The vaccine is free for these groups at pharmacies and GP surgeries.

They also advised people with flu symptoms to stay home, cover coughs and avoid visiting hospitals or nursing homes while unwell.

Officials said it was too early to say how severe the season would be, but that the early start meant it could last longer than usual.`),
  story('health-walking-study-older-adults', {
    title: 'Walking 7,000 steps a day linked to longer life, study finds',
    source: 'laborbit', hoursAgo: 50, tone: 'neutral', tags: ['walking', 'exercise', 'longevity', 'public health'],
    also: ['lifestyle', 'science'],
  }, `People who walked about 7,000 steps a day had a substantially lower risk of dying over a ten-year period than those who walked fewer than 4,000, according to an analysis of data from more than 40,000 adults.

The researchers pooled data from several studies in which participants wore step counters for a week. The benefits rose steeply up to around 7,000 to 8,000 steps and then levelled off, suggesting that people do not need to reach 10,000 steps to gain most of the benefit.

The link was seen in both younger and older adults, and for both men and women. Walking pace was also associated with lower risk, although less strongly than the total number of steps.

The study was observational, meaning it cannot prove that walking caused the lower risk. However, the authors said the results fitted with evidence from trials showing the health benefits of physical activity.

Public health experts said the findings offered a realistic target for people who are currently inactive.`),
  story('health-mental-health-app-review', {
    title: 'Review finds limited evidence for many mental health apps',
    source: 'meridian', hoursAgo: 75, tone: 'neutral', tags: ['mental health', 'apps', 'digital health', 'evidence'],
    also: ['technology'],
  }, `Only a small proportion of popular mental health apps have been tested in rigorous studies, according to a review of more than 300 apps available in major app stores.

The reviewers found that about one in seven apps referred to published research, and fewer had been tested in randomised trials. Apps based on cognitive behavioural therapy techniques had the strongest evidence.

Many apps also collected large amounts of personal data, and some shared information with advertisers, the review found. The authors called for clearer labelling of evidence and stricter privacy rules.

Clinicians said some apps can be helpful as part of care, particularly for mild anxiety and low mood, but should not replace professional support for people with more serious difficulties.

Several health services have created lists of recommended apps that have been independently assessed.`),
  story('health-dementia-friendly-towns', {
    title: 'Kerry towns train shop staff to support people with dementia',
    source: 'atlantic', hoursAgo: 96, tone: 'positive', tags: ['dementia', 'community', 'kerry', 'older people'],
    also: ['ireland', 'lifestyle'],
  }, `Shops, pharmacies, banks and cafés in four Kerry towns have signed up to a scheme that trains staff to recognise and support customers living with dementia.

Staff learn how to communicate clearly and patiently, how to help someone who seems confused or lost, and how to make premises easier to navigate, for example with clearer signs. More than 600 people have completed the training.

Family carers said the scheme had made a real difference, allowing people with dementia to keep shopping and socialising in their own community for longer.

The scheme is run by a local dementia support group with funding from the county council. It plans to extend it to other towns next year.

About 65,000 people in Ireland are estimated to be living with dementia, a number expected to rise as the population ages.`),
  story('health-hospital-staff-shortages', {
    title: 'Nursing shortages force closure of hospital ward',
    source: 'northgate', hoursAgo: 60, tone: 'negative', tags: ['nursing', 'staff shortages', 'hospitals', 'health service'],
  }, `A regional hospital in the town of Ashbury has temporarily closed a 24-bed medical ward because it cannot recruit enough nurses, its managers confirmed.

Patients on the ward have been moved to other wards or transferred to nearby hospitals. The hospital said the closure would last at least two months while it recruits staff, including from abroad.

Nursing unions said the closure reflected a wider shortage and that many nurses were leaving because of pressure, pay and the cost of housing near the hospital.

The regional health authority said it was offering recruitment bonuses and subsidised accommodation to attract staff, and that several new nurses were due to start in the new year.

Local politicians called for a plan to ensure the ward reopens as soon as possible.`),
  story('health-salt-reduction-bread', {
    title: 'Bakers agree to cut salt in bread by a fifth',
    source: 'hearth', hoursAgo: 116, tone: 'neutral', tags: ['salt', 'nutrition', 'bread', 'food industry'],
    also: ['food', 'lifestyle'],
  }, `Major bakeries and supermarkets have agreed to reduce the salt content of bread by about 20 per cent over three years, in a voluntary deal with health authorities.

Bread is one of the largest sources of salt in many people's diets because it is eaten often, even though each slice contains a modest amount. Eating too much salt raises blood pressure, a major risk factor for heart disease and stroke.

The reductions will be made gradually so that customers do not notice a change in taste. Previous reductions have shown that people adapt to lower-salt products over time.

Health officials said the deal could prevent thousands of cases of heart disease over the coming decades. Consumer groups said progress would be monitored and should be published.

Smaller bakeries will be offered advice on adjusting their recipes.`),
  story('health-gp-shortage-rural', {
    title: 'Rural areas struggle to replace retiring family doctors',
    source: 'atlantic', hoursAgo: 140, tone: 'negative', tags: ['gps', 'rural health', 'primary care', 'ireland'],
    also: ['ireland'],
  }, `Several rural areas in the west of Ireland have been left without a resident family doctor after GPs retired and no replacements could be found, according to a doctors' organisation.

Patients in affected areas must travel to neighbouring towns for appointments, which can be difficult for older people and those without a car. Some practices have stopped accepting new patients.

The organisation said younger doctors were reluctant to take on single-handed rural practices because of long hours, on-call duties and the cost of running a practice.

The health service said it had increased allowances for rural practices and was funding more GP training places. Some areas are trying shared practices, where several doctors cover a wider area together.

Community groups have called for a national plan to ensure every area has access to a family doctor within a reasonable distance.`),
  story('health-hearing-aids-study', {
    title: 'Hearing aids may slow cognitive decline in some older adults',
    source: 'laborbit', hoursAgo: 100, tone: 'neutral', tags: ['hearing loss', 'dementia', 'older adults', 'research'],
    also: ['science'],
  }, `Older adults with hearing loss who were given hearing aids and support showed slower decline in thinking skills over three years than those who received health education only, but only if they were at higher risk of dementia, a trial has found.

The trial involved almost 1,000 people aged 70 to 84. Across the whole group, there was no significant difference in cognitive decline. However, among participants with other risk factors, the hearing intervention was associated with a reduction of almost half.

Researchers said hearing loss may affect the brain by reducing stimulation and social contact. They cautioned that the findings need to be confirmed in other studies.

Audiologists said the results were a reminder that hearing loss is common and treatable, and that people should have their hearing checked regularly as they age.

Many people with hearing loss do not use hearing aids because of cost or stigma.`),
  story('health-free-contraception-extended', {
    title: 'Free contraception scheme extended to more age groups',
    source: 'liffey', hoursAgo: 84, tone: 'neutral', tags: ['contraception', 'health policy', 'women\'s health', 'ireland'],
    also: ['ireland', 'politics'],
  }, `A scheme providing free contraception to women in Ireland is being extended to a wider age range from January, the Department of Health has announced.

The scheme covers the cost of GP consultations, prescriptions and a range of contraceptive options including long-acting methods. More than 200,000 people have used it since it was introduced.

The department said the extension would cost about €12 million a year. GPs and pharmacies will receive information about the changes in the coming weeks.

Women's health groups welcomed the extension and called for further investment in services for menopause and endometriosis.

The department said it would publish an evaluation of the scheme's first years next spring.

Pharmacists said they expected demand to rise after the extension and asked for clear guidance on prescribing.`),
  story('health-hospital-robot-surgery', {
    title: 'Regional hospital begins robot-assisted surgery',
    source: 'atlantic', hoursAgo: 30, tone: 'positive', tags: ['surgery', 'robotics', 'hospitals', 'galway'],
    also: ['ireland', 'technology'],
  }, `A hospital in Galway has begun performing robot-assisted operations for prostate and bowel cancers, meaning patients in the west no longer need to travel to Dublin for the procedures.

In robot-assisted surgery, the surgeon sits at a console and controls instruments inserted through small incisions. The system provides a magnified 3D view and allows precise movements.

Surgeons said patients typically recover faster and have shorter hospital stays than with traditional open surgery. The hospital expects to carry out about 250 such operations a year.

The robot was funded by the health service and a hospital charity, which raised money through community events across the region.

Surgeons, nurses and anaesthetists trained for several months before the first operations.

The hospital said it hoped to extend the service to gynaecology next year.`),
  story('health-air-pollution-asthma-children', {
    title: 'Air pollution near schools linked to children\'s asthma symptoms',
    source: 'greenhorizon', hoursAgo: 68, tone: 'negative', tags: ['air pollution', 'children', 'asthma', 'schools'],
    also: ['environment', 'science'],
  }, `Children at schools near busy roads had more asthma symptoms and used their inhalers more often than those at schools in quieter areas, according to a study in three cities.

Researchers measured air pollution outside 60 primary schools and followed more than 2,000 children over a school year. Higher levels of nitrogen dioxide, mainly from traffic, were associated with more symptoms.

The authors said measures such as closing streets outside schools at drop-off and pick-up times, planting hedges and moving playgrounds away from roads could help.

City councils in the study areas said they were expanding school street schemes. Parents' groups called for faster action.

The researchers plan to follow the children to see whether reduced pollution leads to improvements in their health.`),
  story('health-blood-donation-appeal', {
    title: 'Blood service appeals for donors as stocks run low',
    source: 'liffey', hoursAgo: 0.9, tone: 'negative', tags: ['blood donation', 'appeal', 'hospitals', 'ireland'],
    also: ['ireland'],
  }, `The national blood service has appealed for donors after stocks of some blood groups fell to about three days' supply, below the level it aims to keep.

The service said fewer people had donated over the past month because of illness and the time of year. O-negative blood, which can be given to patients of any blood group in emergencies, is in particularly short supply.

Donor clinics in Dublin, Cork and Galway have extended opening hours this week, and mobile clinics are visiting towns across the country.

The service said anyone aged 18 to 65 who is in good health could check whether they are eligible on its website. Donating takes about an hour, including a short health check.

Hospitals have not had to postpone any operations because of the shortage.`),
  story('health-new-cancer-centre', {
    title: 'New cancer treatment centre opens with radiotherapy and day unit',
    source: 'meridian', hoursAgo: 155, tone: 'positive', tags: ['cancer', 'radiotherapy', 'hospitals', 'treatment'],
  }, `A new cancer treatment centre opened this week in the city of Harwick, providing radiotherapy, chemotherapy and support services under one roof for patients across the region.

The centre has three radiotherapy machines, a 40-chair day unit for chemotherapy and a wellbeing area offering counselling, nutrition advice and complementary therapies.

Patients previously had to travel up to two hours each way for radiotherapy, often every weekday for several weeks. Doctors said reducing travel would make treatment less exhausting.

The centre was designed with input from patients and families, with natural light, quiet rooms and gardens.

It will treat about 2,000 patients a year when fully operational.

Volunteers from local cancer charities will run a drop-in information desk at the entrance, and a free shuttle bus will link the centre with the railway station.`),
];
