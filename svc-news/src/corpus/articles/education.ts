import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('education');

export const education: CorpusArticle[] = [
  story('education-leaving-cert-results', {
    title: 'Leaving Cert results: grades steady as students collect results',
    source: 'liffey', hoursAgo: 26, tone: 'neutral', tags: ['leaving cert', 'exam results', 'students', 'ireland'],
    also: ['ireland'], cluster: 'leaving-cert-results',
  }, `More than 60,000 students across Ireland received their Leaving Certificate results this morning, with the overall distribution of grades broadly similar to last year.

The State Examinations Commission said it had continued to bring grades gradually back towards pre-pandemic levels, when marks were adjusted upwards. The share of top grades fell slightly in most subjects.

Students can view their marked scripts and appeal results through an online portal, with appeals expected to be decided within a few weeks.

Guidance counsellors reminded students that there are many routes to further study and careers, including apprenticeships and further education courses, and that the first round of college offers will be made next week.

Helplines are open for students and parents who want advice on their options.`),
  story('education-leaving-cert-galway-school', {
    title: 'Galway school celebrates as first students sit exams through Irish',
    source: 'atlantic', hoursAgo: 27, tone: 'positive', tags: ['leaving cert', 'gaelscoil', 'galway', 'irish language'],
    also: ['ireland'], cluster: 'leaving-cert-results',
  }, `Students at a new Irish-medium secondary school in Galway city celebrated their Leaving Certificate results today, the first group to complete their full education at the school.

The school opened six years ago in temporary buildings with 40 first-year students and now has more than 400. All subjects are taught through Irish.

The principal said the 38 students who sat the exams had achieved results above the national average in most subjects, and several had secured places in courses such as medicine, engineering and teaching.

Parents who campaigned for the school said the results showed that education through Irish could succeed at the highest level.

The school is due to move into a permanent building next year.

Several past pupils of the feeder primary schools attended the celebrations.`),
  story('education-apprenticeships-record', {
    title: 'Apprenticeship registrations reach record high',
    source: 'liffey', hoursAgo: 75, tone: 'positive', tags: ['apprenticeships', 'skills', 'further education', 'ireland'],
    also: ['ireland', 'business', 'economics'],
  }, `A record number of people started apprenticeships in Ireland this year, with registrations rising in traditional trades such as electrical work and plumbing and in newer programmes in areas like software development and finance.

The further education body said more than 10,000 new apprentices had registered. Women made up a growing but still small share of apprentices in construction trades.

Employers said apprenticeships helped them train workers with the exact skills they needed. A government grant helps cover the cost of taking on apprentices from under-represented groups.

Waiting times for the off-the-job training phases, which had caused delays for some apprentices, have been reduced by adding more training places.

The government aims to have 15,000 new registrations a year by 2030.`),
  story('education-teacher-shortage-subjects', {
    title: 'Schools struggle to find teachers for maths, physics and languages',
    source: 'northgate', hoursAgo: 36, tone: 'negative', tags: ['teacher shortages', 'schools', 'stem', 'recruitment'],
    also: ['ireland'],
  }, `Secondary school principals say they are finding it increasingly difficult to recruit qualified teachers in subjects such as mathematics, physics, Irish and modern languages.

A survey by a principals' association found that more than half of schools had advertised a post in the last year that attracted no suitable applicants. Some schools have reduced the subjects they offer.

Principals said the cost of housing, particularly in cities, was deterring young teachers, and that many newly qualified teachers were working abroad.

The Department of Education said it had increased places on teacher training courses and introduced measures to encourage teachers abroad to return.

Teachers' unions called for pay and housing supports for those working in high-cost areas.

The association said it would repeat the survey next year to track progress.`),
  story('education-school-meals-expansion', {
    title: 'Hot school meals extended to all primary schools',
    source: 'civic', hoursAgo: 100, tone: 'positive', tags: ['school meals', 'children', 'nutrition', 'ireland'],
    also: ['ireland', 'health'],
  }, `Every primary school in Ireland will be able to offer free hot meals to pupils from next September, under an expansion of a scheme that began in schools in disadvantaged areas.

The scheme provides a hot lunch every school day, prepared by approved caterers according to nutritional standards. Around 400,000 children already benefit.

Principals said the meals had improved concentration and attendance and relieved pressure on families. Some schools without kitchens or dining spaces have raised concerns about logistics.

The government said it would provide funding for equipment and storage where needed.

Nutritionists said the scheme should continue to focus on fresh food and limit processed items.

Some schools already involve pupils in choosing menus, and the department said it would encourage others to do the same. Caterers taking part in the scheme must meet food safety standards and report on the quality of meals each term.`),
  story('education-university-rankings', {
    title: 'Universities hold steady in international rankings',
    source: 'ledger', hoursAgo: 140, tone: 'neutral', tags: ['universities', 'rankings', 'higher education', 'funding'],
    also: ['ireland'],
  }, `Ireland's universities held their positions or slipped slightly in the latest international rankings, with university leaders saying better funding was needed to improve their standing.

The rankings take into account research output, reputation surveys, student-to-staff ratios and international collaboration. Irish universities performed well on international outlook but less well on staffing levels.

University presidents said that student numbers had grown much faster than funding over the past decade.

The government said it had increased funding for higher education in recent budgets and was implementing a long-term plan.

Critics of rankings say they measure only some aspects of quality and can encourage universities to chase metrics.

Students choosing where to study are generally advised to look at the courses offered, teaching quality and student support rather than overall rank. Several universities said their graduates' employment rates remained among the best in Europe.`),
  story('education-phone-ban-schools', {
    title: 'Schools report calmer classrooms after phone restrictions',
    source: 'meridian', hoursAgo: 50, tone: 'neutral', tags: ['smartphones', 'schools', 'students', 'policy'],
    also: ['technology', 'health'],
  }, `Many secondary schools that introduced restrictions on mobile phones during the school day report calmer classrooms and more social interaction among students at break times, according to a survey of principals.

Policies vary from requiring phones to be switched off and kept in bags to collecting them at the start of the day or using lockable pouches.

Some parents have raised concerns about being unable to reach their children during the day. Schools said parents could contact the school office in an emergency.

Researchers said evidence on the effects of phone bans on academic results was mixed, and that other factors, such as teaching quality and support for students' wellbeing, were also important.

The education department has issued guidance but leaves policies to individual schools.`),
  story('education-adult-literacy-classes', {
    title: 'Adult literacy services see surge in demand',
    source: 'hearth', hoursAgo: 120, tone: 'neutral', tags: ['adult education', 'literacy', 'lifelong learning', 'ireland'],
    also: ['ireland', 'lifestyle'],
  }, `Adult literacy services across Ireland have seen a rise in people seeking help with reading, writing and maths, following a national awareness campaign.

The campaign encouraged people to call a freephone number to find out about free, confidential classes in their area. About 6,000 people have enrolled since it began.

Tutors said many learners had left school early and had struggled with literacy for years. Common goals include reading to grandchildren, filling in forms and passing a driving test.

Classes are held in small groups or one-to-one, at times to suit learners, including evenings.

The education and training boards are recruiting more tutors, including volunteers.

Learners can also take part in online courses and use a free app that supports practice between classes. Tutors said progress often brings a big boost in confidence.`),
  story('education-college-fees-rise', {
    title: 'Student contribution fee to rise as universities seek funds',
    source: 'northgate', hoursAgo: 80, tone: 'negative', tags: ['student fees', 'higher education', 'cost of living', 'universities'],
  }, `Students at public universities in the state of Marvale will pay higher annual contribution fees from next year, after the government approved an increase requested by universities.

The fee will rise by about 15 per cent, the first increase in almost a decade. Universities said the extra money would fund more staff, libraries and student support services.

Student unions said the rise would make it harder for students from lower-income families to go to college, especially given high rents. They plan protests next month.

The government said grants for students from low-income families would rise by the same percentage.

Surveys show that many students work part-time to pay for their studies.

The increase will be voted on in parliament next month, where the government has a comfortable majority. Universities have promised to publish how the additional income is spent.`),
  story('education-coding-clubs-girls', {
    title: 'After-school coding clubs for girls expand to 100 schools',
    source: 'circuit', hoursAgo: 155, tone: 'positive', tags: ['coding', 'girls in stem', 'clubs', 'technology'],
    also: ['technology', 'ireland'],
  }, `A programme of after-school coding clubs for girls aged 10 to 14 has expanded to 100 schools across Ireland, with plans to reach 250 schools within three years.

The clubs, run by trained volunteers, teach programming through projects such as building simple games, websites and robots. Each club ends the year with a showcase.

Organisers said many girls lose interest in technology subjects in early secondary school, and the clubs aim to build confidence before that point.

Technology companies provide volunteers and funding for equipment.

Teachers said the clubs had also inspired some boys and girls to take up computer science as a subject.

Parents can find details of clubs near them on the programme's website. Each club meets weekly for an hour and a half during term time, and participants can take part in a national coding competition in the summer.`),
  story('education-special-needs-places', {
    title: 'Families still waiting for special school places as term begins',
    source: 'civic', hoursAgo: 18, tone: 'negative', tags: ['special education', 'school places', 'children', 'ireland'],
    also: ['ireland'],
  }, `Dozens of families of children with additional needs say their children still have no suitable school place, weeks after the start of the school year.

Advocacy groups said the shortage was most acute in parts of Dublin and Cork, where demand for special classes had grown faster than provision. Some children are being taught at home with limited support.

The education department said it had opened more than 300 new special classes this year and was working with schools to open more.

Parents described the stress of contacting dozens of schools without success.

Opposition politicians called for a legal right to a suitable school place within a reasonable distance.

The department said a new system for planning places years in advance would be introduced next year, using data on the number of children diagnosed with additional needs in each area.`),
  story('education-outdoor-classroom', {
    title: 'Primary schools adopt outdoor classrooms for nature lessons',
    source: 'greenhorizon', hoursAgo: 92, tone: 'neutral', tags: ['outdoor learning', 'primary schools', 'nature', 'wellbeing'],
    also: ['environment', 'ireland'],
  }, `More than 200 Irish primary schools have created outdoor classrooms in their grounds under a programme that funds seating, shelters, planting and equipment for outdoor learning.

Teachers use the spaces for lessons in science, geography and art, as well as for reading and physical activity. Some schools have added vegetable beds, ponds and bird boxes.

Teachers said pupils were more engaged and active when learning outside, and that the lessons helped children learn about local wildlife.

The programme was developed with environmental education organisations, which also provide teacher training.

Schools can apply for the next round of funding in the spring.

The programme also offers small grants for wet-weather clothing, so that lessons can continue outside through the winter months. An evaluation will look at whether outdoor learning improves attendance and pupils' wellbeing, and results are expected in two years.`),
  story('education-school-transport-delays', {
    title: 'School transport tickets delayed for thousands of pupils',
    source: 'northgate', hoursAgo: 140, tone: 'negative', tags: ['school transport', 'buses', 'rural', 'ireland'],
    also: ['ireland'],
  }, `Thousands of pupils in rural Ireland were left without confirmed places on school buses at the start of the school year, due to high demand and a shortage of drivers.

The state bus company, which runs the school transport scheme, said it had received a record number of applications. Some families who applied after the deadline were told there was no space.

Parents said they were having to drive their children to school or arrange lifts, which was difficult for those working early shifts.

The company said extra buses were being added where drivers could be found.

The education department is reviewing the scheme.

Parents' groups have asked for the application deadline to be moved and for more transparency about how places are allocated. Some councillors have proposed that local taxi and minibus operators be contracted to fill the gaps.`),
  story('education-language-exchange-program', {
    title: 'Exchange scheme pairs Irish and Spanish secondary schools',
    source: 'hearth', hoursAgo: 160, tone: 'neutral', tags: ['language learning', 'exchanges', 'secondary schools', 'spanish'],
    also: ['ireland', 'world'],
  }, `An exchange scheme linking 40 secondary schools in Ireland with schools in Spain has begun its first year, with students visiting partner schools and staying with host families.

The scheme is funded by a European programme and aims to improve language skills and cultural understanding. Students also work on joint projects online during the year.

Teachers said exchanges were particularly valuable for students who might not otherwise travel abroad, and financial support is available for families who need it.

Organisers said there was strong interest from schools in other counties, and they hope to add partnerships with schools in France and Germany.

Students are selected through an application process at each school.

Teachers said the first visits had gone smoothly.`),
];
