import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('technology');

export const technology: CorpusArticle[] = [
  story('tech-nuvira-cork-expansion', {
    title: 'Nuvira Semiconductors to add 600 jobs with Cork chip plant expansion',
    source: 'circuit', hoursAgo: 0.7, tone: 'positive', tags: ['semiconductors', 'jobs', 'cork', 'manufacturing'],
    also: ['ireland', 'business', 'economics'], cluster: 'nuvira-cork',
  }, `Nuvira Semiconductors will build a second fabrication hall at its campus in Little Island, Cork, creating around 600 permanent jobs over four years, the company said this morning.

The new hall will produce power-management chips used in electric vehicles, heat pumps and data-centre equipment. Nuvira said the project would roughly double the site's output and include a training centre run with local colleges.

Construction is due to begin next spring, subject to planning permission, and will employ up to 900 people at its peak. The company, which has operated in Cork for 14 years, said the availability of skilled engineers was the main reason for choosing to expand there rather than at its other sites.

The state's inward investment agency, which supported the project, described it as one of the largest manufacturing commitments in the region this decade.`),
  story('tech-nuvira-cork-skills', {
    title: 'Cork chip expansion puts spotlight on engineering skills pipeline',
    source: 'liffey', hoursAgo: 2, tone: 'neutral', tags: ['semiconductors', 'skills', 'cork', 'education'],
    also: ['ireland', 'education', 'business'], cluster: 'nuvira-cork',
  }, `The decision by Nuvira Semiconductors to expand its Cork plant has been broadly welcomed, but industry groups say the region will need to train many more technicians and engineers to fill the 600 roles on offer.

Nuvira plans to recruit process engineers, maintenance technicians and quality specialists, many of whom will need experience with clean-room equipment. The company said it would run a paid apprenticeship scheme with the local technological university, taking in 40 trainees a year.

Business representatives in the city said housing and transport remained the biggest obstacles to attracting workers, pointing to rising rents and long commutes into Little Island at peak times.

The local authority said it was working on plans for improved bus links to the area's industrial estates and would publish them for consultation early next year.`),
  story('tech-nuvira-cork-markets', {
    title: 'Nuvira shares edge up after Irish expansion plan',
    source: 'ledger', hoursAgo: 5, tone: 'neutral', tags: ['semiconductors', 'shares', 'investment', 'ireland'],
    also: ['ireland', 'business', 'economics', 'finance'], cluster: 'nuvira-cork',
  }, `Shares in Nuvira Semiconductors rose 2.1 per cent in morning trading after the chipmaker confirmed a multi-year expansion of its plant in Cork, a project analysts estimate will cost well over a billion euro.

Investors have been watching for signs of how Nuvira will meet rising demand for power chips from carmakers and energy-equipment manufacturers. Several analysts said the Cork project gave the company more capacity in Europe, closer to many of its largest customers.

Nuvira did not disclose the exact cost but said it would be financed from cash reserves and existing credit lines. Its finance chief told analysts on a call that the investment would not change the company's dividend policy.

The company is due to publish quarterly results next month, when it is expected to update its forecasts for the year.`),
  story('tech-galway-medtech-ai-startup', {
    title: 'Galway start-up raises funding for software that reads heart scans',
    source: 'atlantic', hoursAgo: 18, tone: 'positive', tags: ['startups', 'medtech', 'galway', 'ai'],
    also: ['ireland', 'health', 'business'],
  }, `A Galway company developing software that helps cardiologists analyse ultrasound scans of the heart has raised €14 million from a group of European investors.

Corrib Imaging, founded three years ago by two former hospital engineers, says its tool measures the heart's chambers and valves in seconds, a task that can take a trained specialist several minutes per scan. The software highlights measurements that fall outside normal ranges so that doctors can review them first.

The company employs 35 people and plans to double its team, mainly in software engineering and clinical research. It is running studies with three hospitals to check that the tool's measurements match those of experienced clinicians.

Galway has become one of Europe's busiest medical-device hubs, and the founders said being close to manufacturers and clinical experts had helped them move quickly.`),
  story('tech-open-source-library-funding', {
    title: 'Foundation pledges steady funding for volunteer-run software libraries',
    source: 'circuit', hoursAgo: 30, tone: 'positive', tags: ['open source', 'software', 'security', 'funding'],
  }, `A foundation backed by several large software companies has pledged €20 million over five years to pay maintainers of widely used open-source libraries, many of which are looked after by a handful of volunteers.

The Keystone Software Foundation said the money would go to projects that sit deep inside other software, such as compression tools, date-handling libraries and network components. Maintainers will be able to apply for grants that cover part-time salaries, security audits and documentation work.

Security researchers have warned for years that critical code is often maintained by unpaid people in their spare time, which makes it hard to respond quickly when vulnerabilities are found.

The foundation said the first round of grants would open in January and that it would publish a list of supported projects and the amounts awarded.`),
  story('tech-battery-recycling-plant', {
    title: 'Battery recycling plant recovers 95% of metals in first year',
    source: 'circuit', hoursAgo: 52, tone: 'positive', tags: ['batteries', 'recycling', 'electric vehicles', 'materials'],
    also: ['environment', 'business'],
  }, `A battery recycling plant in the industrial town of Haverlund says it recovered 95 per cent of the lithium, nickel and cobalt from the batteries it processed in its first year of operation.

The plant, run by Loopcell, takes in used batteries from electric cars, scooters and power tools, discharges them safely and shreds them before separating the metals with a water-based chemical process. The recovered materials are sold back to battery makers.

Loopcell said it handled 8,000 tonnes of batteries in the year, short of its 10,000-tonne target because collection networks took longer than expected to set up. It expects volumes to rise sharply as the first generation of electric cars reaches the end of its life.

Industry analysts say recycling could supply a significant share of battery metals within 15 years.`),
  story('tech-phone-repairability-rules', {
    title: 'New rules require replaceable phone batteries within three years',
    source: 'civic', hoursAgo: 70, tone: 'neutral', tags: ['smartphones', 'regulation', 'repair', 'consumers'],
    also: ['politics'],
  }, `Smartphones sold across a group of European markets will need batteries that users can replace with common tools under rules approved by regulators this week, with a transition period of three years.

The rules also require manufacturers to keep spare parts available for seven years after a model goes off sale and to publish repair manuals for independent repairers. Phones will carry a repairability score on their packaging.

Consumer groups welcomed the change, saying it would help people keep devices for longer. Some manufacturers argued that sealed designs were needed for water resistance and slim cases, though several said they were already working on new designs.

Repair shops expect more business, while recycling groups hope the rules will reduce the number of phones thrown away because of a worn-out battery.`),
  story('tech-data-centre-heat-homes', {
    title: 'Data centre waste heat to warm 2,000 Dublin homes',
    source: 'liffey', hoursAgo: 40, tone: 'positive', tags: ['data centres', 'district heating', 'dublin', 'energy'],
    also: ['ireland', 'environment'],
  }, `Heat produced by servers at a data centre in west Dublin will be piped to around 2,000 homes and several public buildings under a district heating scheme approved by the city council.

The data centre's cooling system currently releases warm air into the atmosphere. Under the plan, heat pumps will raise the temperature of the waste heat so it can be sent through insulated pipes to a new apartment development, a library and a leisure centre nearby.

The council said the scheme would cut carbon emissions from heating in the area by about 70 per cent compared with gas boilers. Residents will pay a regulated tariff that the council says will be no higher than typical gas bills.

Work on the pipe network starts next year, with the first homes connected in 2028.`),
  story('tech-ransomware-hospital-systems', {
    title: 'Ransomware attack disrupts appointment systems at regional hospitals',
    source: 'northgate', hoursAgo: 6, tone: 'negative', tags: ['cybersecurity', 'ransomware', 'hospitals', 'it systems'],
    also: ['health'],
  }, `Three hospitals in the Dunmere region switched to paper records today after a ransomware attack encrypted part of the computer system used to book appointments and share test results.

The health authority said emergency departments remained open but that some outpatient appointments had been postponed. Patients were asked to attend scheduled appointments unless contacted directly.

Cybersecurity specialists from the national incident response team were working with hospital IT staff to contain the attack and restore systems from backups. The authority said there was no evidence so far that patient data had been taken, but that the investigation was at an early stage.

Officials said they would not pay a ransom, in line with government policy, and that police had been informed.

Staff were working extra shifts to process paper records.`),
  story('tech-satellite-broadband-rural', {
    title: 'Rural schools connected to high-speed broadband under pilot scheme',
    source: 'atlantic', hoursAgo: 96, tone: 'positive', tags: ['broadband', 'rural', 'schools', 'connectivity'],
    also: ['ireland', 'education'],
  }, `Forty rural primary schools in Kerry, Clare and Mayo now have broadband speeds of at least 500 megabits per second after a pilot scheme combined fibre and fixed wireless links to reach them.

Before the pilot, many of the schools relied on connections of a few megabits per second, which made video lessons and online assessments difficult. Teachers said pupils could now take part in shared lessons with schools in other counties.

The department responsible said the pilot cost about €3 million and would be evaluated before any national roll-out. Installations took an average of six weeks per school.

Principals said the faster connections had also made administration easier, from enrolment records to ordering supplies.

Parents' associations in several of the schools have asked whether the connections could also be used for evening classes for adults in the community, an idea the department said it would consider.`),
  story('tech-ai-translation-courts', {
    title: 'Courts trial automatic transcription to cut waiting times for records',
    source: 'meridian', hoursAgo: 120, tone: 'neutral', tags: ['artificial intelligence', 'courts', 'transcription', 'public services'],
    also: ['politics'],
  }, `Courts in the state of Arvenne will trial speech recognition software to produce transcripts of hearings, after complaints that people waited months for official records.

Under the trial, software will produce a draft transcript within hours of a hearing, which a trained court reporter will then check and correct before it becomes the official record. The trial will run in six courtrooms for a year.

Legal groups said faster transcripts could help people preparing appeals, but warned that errors in names, accents and technical terms would need careful checking. The court service said no transcript would be released without human review.

An independent university team will measure the accuracy of the drafts and how much time the checking process saves.

If the trial succeeds, the system could be extended nationally.`),
  story('tech-smart-meter-billing-errors', {
    title: 'Smart meter fault leads to incorrect bills for 40,000 customers',
    source: 'northgate', hoursAgo: 28, tone: 'negative', tags: ['smart meters', 'billing', 'energy', 'consumers'],
    also: ['business'],
  }, `About 40,000 electricity customers of the supplier Brightgrid received bills that were too high last month because of a software fault in how readings from smart meters were processed.

The company said an update to its billing system had double-counted some readings taken during a period when meters were switching to a new communications network. Customers affected will have the overcharge refunded automatically within 14 days.

The energy regulator said it had asked Brightgrid for a full report on the incident and how it would prevent a repeat. Consumer advocates urged people to compare their bills against their own meter readings.

Brightgrid apologised and said it would also add a goodwill credit of €20 to each affected account.

Customers who paid by direct debit will see the refund on their next statement.`),
  story('tech-quantum-error-correction', {
    title: 'Lab demonstrates error correction milestone on quantum chip',
    source: 'circuit', hoursAgo: 60, tone: 'positive', tags: ['quantum computing', 'research', 'error correction', 'chips'],
    also: ['science'],
  }, `Researchers at the Kelvin Institute of Technology say they have shown that adding more physical qubits to a logical qubit reduces its error rate, a key step towards practical quantum computers.

Quantum bits are fragile, and errors creep in from heat, vibration and stray electromagnetic signals. Error correction spreads one logical qubit across many physical ones, but until recently adding more qubits often introduced more errors than it removed.

The team reported that its 72-qubit chip cut the logical error rate by roughly half each time the size of the encoded qubit grew. The results have been submitted to a peer-reviewed journal.

Independent experts said the result was encouraging but that useful machines would need thousands of logical qubits, and that engineering challenges remained large.`),
  story('tech-app-store-fees-review', {
    title: 'Regulator opens review of app store payment rules',
    source: 'ledger', hoursAgo: 84, tone: 'neutral', tags: ['app stores', 'competition', 'regulation', 'mobile'],
    also: ['business', 'politics'],
  }, `The competition regulator of the Nordvale trade bloc has opened a review into whether the two largest mobile app stores charge developers unfair fees and restrict how they can tell customers about cheaper payment options.

The review will examine commission rates on digital purchases, rules on linking to outside websites and how apps are ranked in search results. The regulator said it had received complaints from developers of games, music services and dating apps.

Both store operators said their fees paid for security checks, payment systems and distribution to millions of users, and that they would cooperate with the review.

The regulator expects to publish preliminary findings within nine months. It can require changes to business practices if it finds competition is being harmed.`),
  story('tech-e-bike-battery-fires', {
    title: 'Fire services warn about cheap e-bike chargers after rise in incidents',
    source: 'meridian', hoursAgo: 22, tone: 'negative', tags: ['e-bikes', 'fire safety', 'batteries', 'consumers'],
    also: ['lifestyle'],
  }, `Fire services in several large cities have reported a sharp rise in fires linked to electric bikes and scooters, with many involving chargers or batteries bought online that did not match the original equipment.

Officials said lithium-ion batteries could overheat if they were damaged, charged with an incompatible charger or modified. Such fires can spread quickly and release toxic smoke, particularly in small apartments and hallways.

Fire chiefs advised owners to use the manufacturer's charger, avoid charging overnight or near exits, and stop using batteries that are swollen, hot or smell unusual. Several online marketplaces said they had removed listings for chargers without safety certification.

Cycling groups stressed that e-bikes remain safe when used with proper equipment and should not be discouraged.`),
  story('tech-robotics-warehouse-jobs', {
    title: 'Warehouse robots take on heavy lifting as staff shift to new roles',
    source: 'circuit', hoursAgo: 100, tone: 'neutral', tags: ['robotics', 'automation', 'logistics', 'jobs'],
    also: ['business'],
  }, `A large distribution centre operated by the logistics company Fennmark has installed 200 mobile robots that carry shelves of goods to workers, who pick items for orders without walking the length of the warehouse.

The company said the system had doubled the number of orders each worker could handle per hour and reduced injuries from lifting and repetitive walking. No jobs were cut, Fennmark said, but about 80 staff moved into roles maintaining and supervising the robots.

Union representatives said they had negotiated training and pay increases for the new roles, but wanted clearer commitments on job security as the company expands automation to other sites.

Researchers say such systems are now spreading from the largest online retailers to medium-sized logistics firms.`),
  story('tech-open-data-transit-app', {
    title: 'Open transit data lets student build bus app used by 50,000 people',
    source: 'liffey', hoursAgo: 140, tone: 'positive', tags: ['apps', 'open data', 'public transport', 'students'],
    also: ['ireland', 'education'],
  }, `A computer science student in Limerick has built a bus-tracking app that now has more than 50,000 regular users, using real-time data published openly by the national transport authority.

The app shows where buses are, predicts arrival times based on recent journeys and alerts users when their bus is about to reach a chosen stop. The student, who is in his final year, wrote it over a summer and released it for free.

He said open data made the project possible and that feedback from users with visual impairments had helped him improve the app's accessibility features.

The transport authority said it welcomed independent developers using its data and planned to publish more detailed information on bus occupancy next year.

The app has no advertising.`),
  story('tech-password-leak-retailer', {
    title: 'Online retailer urges customers to reset passwords after data breach',
    source: 'civic', hoursAgo: 46, tone: 'negative', tags: ['data breach', 'passwords', 'privacy', 'cybersecurity'],
    also: ['business'],
  }, `The online homeware retailer Nestwell has asked all of its 1.2 million customers to reset their passwords after discovering that an attacker had gained access to part of its customer database.

The company said names, email addresses and encrypted passwords had been exposed, but that payment card details were handled by a separate provider and were not affected. It has informed the data protection authority.

Security experts said customers who reused the same password on other sites should change it there too, and recommended using a password manager and two-step verification.

Nestwell said it had closed the vulnerability, which involved an outdated plug-in on its website, and had hired an outside firm to review its systems.

The retailer has also set up a helpline for worried customers.`),
  story('tech-accessible-design-award', {
    title: 'Screen reader app for blind shoppers wins national design award',
    source: 'circuit', hoursAgo: 75, tone: 'positive', tags: ['accessibility', 'apps', 'design', 'award'],
    also: ['lifestyle'],
  }, `An app that helps blind and partially sighted people shop independently by reading product labels aloud has won the top prize at a national design awards ceremony.

The app, developed by a small team in the city of Harwick, uses a phone's camera to recognise packaging, read ingredients and expiry dates, and describe the layout of supermarket aisles. It was designed with a panel of blind users who tested each version.

The judges praised the app for solving a daily problem with a simple interface. The team said it would use the prize money to add support for more languages and to work with supermarkets on better shelf labelling.

The app is free to download and has been used by more than 30,000 people.`),
  story('tech-chip-shortage-car-plants', {
    title: 'Car plants pause production lines as chip supplies tighten again',
    source: 'ledger', hoursAgo: 13, tone: 'negative', tags: ['semiconductors', 'car industry', 'supply chain', 'manufacturing'],
    also: ['business', 'economics'],
  }, `Two car assembly plants in the industrial region of Saarveld will pause some production lines next week because of a shortage of microcontrollers, the manufacturer Kestrel Motors said.

The company said a supplier had cut deliveries after a fire damaged part of its factory, and that alternative sources could not be qualified quickly enough. About 3,000 workers will be placed on short-time working schemes for up to two weeks.

Kestrel said it would prioritise chips for its best-selling models and its electric vans. Industry groups warned that other manufacturers could face similar problems, as many rely on the same small number of suppliers for certain parts.

Analysts said the disruption was smaller than the shortages of recent years but showed how fragile supply chains remained.`),
  story('tech-digital-skills-seniors', {
    title: 'Library tech cafés help older people get online',
    source: 'hearth', hoursAgo: 150, tone: 'positive', tags: ['digital skills', 'libraries', 'older people', 'community'],
    also: ['ireland', 'lifestyle', 'education'],
  }, `Weekly "tech cafés" in libraries across Cork and Kerry have helped more than 1,500 older people learn to use smartphones, video calls and online banking over the past year.

The sessions are run by volunteers, including secondary school students, who work one-to-one with participants on whatever they want to learn. Common requests include setting up video calls with grandchildren abroad, booking appointments and spotting scam messages.

Library staff said the informal setting made people more comfortable asking questions. Several participants have gone on to become volunteers themselves.

The county libraries plan to extend the cafés to more branches next year and are seeking donations of used tablets that can be wiped and lent to people who do not own a device.

Sessions are free and no booking is needed.`),
  story('tech-developer-conference-accessibility', {
    title: 'Developer conference puts accessibility features in the spotlight',
    source: 'circuit', hoursAgo: 16, tone: 'positive', tags: ['accessibility', 'smartphones', 'developers', 'apple'],
    also: ['lifestyle'], people: ['Tim Cook'],
  }, `Accessibility tools took a prominent place at a developer conference this week, where Apple chief executive Tim Cook opened the keynote presentation before colleagues demonstrated new features for people with disabilities.

The features shown included improved live captions for calls and videos, eye-tracking controls for people with limited mobility and more detailed descriptions of images for blind and partially sighted users.

Disability organisations, which have long campaigned for accessibility to be built into mainstream devices rather than sold as expensive add-ons, welcomed the focus. Several said the real test would be how well the features worked in daily life.

Developers attending the conference were shown how to make their own apps compatible with the new tools, including guidance on labelling buttons and supporting larger text sizes.

The updates are expected to reach users through a free software update in the autumn.`),
  story('tech-ai-skills-summit-dublin', {
    title: 'AI skills summit in Dublin focuses on training for workers',
    source: 'liffey', hoursAgo: 44, tone: 'neutral', tags: ['artificial intelligence', 'skills', 'dublin', 'microsoft'],
    also: ['ireland', 'education', 'business'], people: ['Satya Nadella'],
  }, `Business leaders, educators and government officials met in Dublin this week for a summit on how workers can be trained to use artificial intelligence tools safely and effectively.

Microsoft chief executive Satya Nadella spoke to the summit by video link about the company's training programmes, which offer free online courses in using AI tools at work. Other sessions covered the use of AI in public services, schools and small businesses.

Trade unions said workers should be consulted before AI tools are introduced in their workplaces and that training should take place during working hours.

Researchers presented early studies suggesting that AI assistants can speed up some office tasks, such as drafting documents and summarising meetings, though the quality of results varies.

The government said it would publish a national plan for AI skills next year, with a focus on small and medium-sized businesses.`),
  story('tech-chip-keynote-data-centres', {
    title: 'Chipmaker outlines new data-centre processors at computing conference',
    source: 'circuit', hoursAgo: 86, tone: 'neutral', tags: ['chips', 'data centres', 'artificial intelligence', 'nvidia'],
    also: ['business'], people: ['Jensen Huang'],
  }, `Nvidia co-founder and chief executive Jensen Huang gave the opening keynote at a large computing conference this week, outlining the company's next generation of processors for data centres.

The presentation focused on chips designed to train and run artificial intelligence models, along with networking equipment and software that link thousands of processors together.

Analysts said demand for such chips remained strong as technology companies expand their data centres, though some questioned how long the current pace of spending could continue.

Energy experts at the conference noted that data centres use large amounts of electricity and water for cooling, and that more efficient chips and cooling systems would be important as the industry grows.

The new processors are expected to be available to customers next year.`),
];
