import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('music');

export const music: CorpusArticle[] = [
  story('music-tidewater-tour-announced', {
    title: 'Tidewater announce 30-date reunion tour starting in Dublin',
    source: 'marquee', hoursAgo: 3.3, tone: 'positive', tags: ['reunion tour', 'tidewater', 'concerts', 'dublin'],
    also: ['ireland'], cluster: 'tidewater-tour',
  }, `The folk-rock band Tidewater will reunite next summer for a 30-date tour of Europe and North America, opening with two nights at an outdoor venue in Dublin, ten years after their last shows together.

The four-piece, formed in Cork in the early 2000s, released five albums and were known for energetic live shows mixing traditional instruments with electric guitars. They split amicably to pursue solo projects and family life.

The band said they had started playing together again informally last year and enjoyed it so much they decided to tour. A new single will be released next month, with an album to follow.

Tickets go on sale on Friday morning, with a limit of four per customer and a resale system capped at face value.

The tour will also include shows in Cork, Belfast, London, Berlin, Boston and Toronto.`),
  story('music-tidewater-tour-fans', {
    title: 'Fans prepare for ticket rush as Cork band Tidewater reunite',
    source: 'liffey', hoursAgo: 5, tone: 'neutral', tags: ['tickets', 'tidewater', 'fans', 'concerts'],
    also: ['ireland', 'business'], cluster: 'tidewater-tour',
  }, `Fans of Tidewater are preparing for a scramble for tickets after the Cork band announced a reunion tour with two opening nights in Dublin and a homecoming show in Cork.

Ticketing experts advised fans to register in advance, log in early and use a single device, as queue systems can treat multiple devices as suspicious.

The band has said resale will only be permitted through an official platform at face value, a move welcomed by consumer groups after complaints about inflated resale prices for other concerts.

Hotels in Cork reported a surge in enquiries within hours of the announcement.

The band's early albums have climbed the streaming charts since the news broke.

The Cork show will take place in the city's largest outdoor venue in July, and the band said they were looking forward to playing in front of friends and family.`),
  story('music-stadium-tours-local-economy', {
    title: 'Stadium tours bring boost to hotels, restaurants and transport',
    source: 'ledger', hoursAgo: 65, tone: 'neutral', tags: ['concerts', 'economy', 'tourism', 'stadium tours'],
    also: ['business', 'economics', 'ireland'], people: ['Taylor Swift'],
  }, `Large stadium concerts bring significant spending into host cities, according to a study of major tours that have visited Dublin, Cork and Belfast in recent years.

The study estimated that each night of a sold-out stadium concert generated millions of euro in spending on hotels, restaurants, transport and shopping, with a large share coming from visitors travelling from abroad.

It highlighted tours by artists such as Taylor Swift, whose Dublin shows drew fans from across Europe and North America, as examples of how a single tour can lift local businesses for several days.

The authors said cities needed enough hotel rooms and public transport capacity to benefit fully, and that some of the spending leaked away when visitors stayed in other cities.

Venue operators said demand for large concerts had rarely been stronger.`),
  story('music-beyonce-songwriting-course', {
    title: 'University course examines the craft of modern pop songwriting',
    source: 'marquee', hoursAgo: 105, tone: 'positive', tags: ['songwriting', 'university', 'pop music', 'education'],
    also: ['education'], people: ['Beyoncé'],
  }, `A university in the city of Harwick has launched a course on modern pop songwriting and production, with case studies drawn from the work of artists including Beyoncé.

Students analyse song structure, lyrics, arrangement and production techniques, and write and record their own songs in the university's studios.

The lecturers said Beyoncé's albums offered rich material for studying how artists combine different musical traditions, visual storytelling and large creative teams.

The course is open to students from music and non-music backgrounds, and places filled within days of opening.

Guest lectures from songwriters, producers and sound engineers are planned throughout the year.

Graduates are expected to go on to work as songwriters, producers, music teachers and in the wider creative industries. The university said it had invested in new recording equipment and practice rooms for the course, and that students would collaborate with those studying film, dance and design.`),
  story('music-trad-session-revival', {
    title: 'Young musicians drive revival of traditional music sessions',
    source: 'atlantic', hoursAgo: 40, tone: 'positive', tags: ['traditional music', 'sessions', 'young people', 'ireland'],
    also: ['ireland', 'art'],
  }, `Traditional music sessions in pubs and community centres are attracting growing numbers of young musicians, according to teachers and organisers in the west of Ireland.

Weekly sessions in Galway, Clare and Mayo now regularly include players in their teens and twenties, many of whom learned through local music schools and summer schools.

Organisers said social media had also helped, with videos of sessions reaching large audiences online.

Teachers said the revival was encouraging but that affordable lessons and instrument hire remained important for young people from all backgrounds.

Several new summer schools have been established in recent years.

Publicans said the sessions were good for business on quieter weeknights, and several now host dedicated sessions for beginners where slower tunes are played. Musicians said the atmosphere of a good session, where anyone can join in, was something that could not be replaced by recordings.`),
  story('music-venue-closure-rent', {
    title: 'Beloved live music venue to close over rent increase',
    source: 'northgate', hoursAgo: 20, tone: 'negative', tags: ['music venues', 'closures', 'rent', 'nightlife'],
    also: ['ireland'],
  }, `A small live music venue in Dublin that has hosted early gigs by many well-known Irish bands will close at the end of the year after its landlord sought a large rent increase.

The venue, which holds about 250 people, has operated for 20 years and is known for supporting emerging artists.

Musicians and fans have launched a campaign to save it, and the operators said they were looking for a new location.

Industry groups said the loss of small venues made it harder for new artists to build an audience, and called for support such as rates relief.

The city has lost several small venues in recent years.

A petition to save the venue has gathered more than 30,000 signatures in a week.`),
  story('music-orchestra-schools-tour', {
    title: 'National orchestra tours schools with free concerts',
    source: 'hearth', hoursAgo: 128, tone: 'positive', tags: ['orchestra', 'schools', 'classical music', 'education'],
    also: ['ireland', 'education'],
  }, `The national symphony orchestra is touring primary schools across Ireland this term, performing free concerts designed to introduce children to orchestral music.

Small groups of musicians visit each school, demonstrating their instruments and performing pieces chosen to appeal to young audiences, from film music to folk tunes.

Teachers receive materials to use in class before and after the visit.

The orchestra said it aimed to visit 150 schools this year, prioritising rural areas and schools in disadvantaged areas.

Children are then invited to attend a full orchestral concert for free.

Musicians said the children's questions were often the best part of the visit, with pupils asking how instruments are made, how long it takes to learn them and what it feels like to play in a large orchestra. Some schools have reported a rise in pupils asking to learn instruments after the concerts, and the orchestra is working with local music schools to offer taster lessons.`),
  story('music-streaming-royalties-debate', {
    title: 'Artists call for fairer streaming royalties',
    source: 'civic', hoursAgo: 85, tone: 'neutral', tags: ['streaming', 'royalties', 'musicians', 'music industry'],
    also: ['business', 'politics'],
  }, `Musicians and songwriters have called for changes to how streaming services pay royalties, saying most artists earn very little from streams of their music.

Campaigners said the current model, in which payments are shared out according to overall streams, favours the most popular artists.

Streaming services said they paid most of their revenue to rights holders, and that the distribution of payments was set by agreements with record labels.

A parliamentary committee is examining the issue and will hear evidence from artists, labels and streaming companies.

Some services have introduced changes such as minimum stream thresholds for payments.

Campaigners have proposed a model in which each listener's subscription is shared only among the artists they actually listen to. Streaming companies say the change would be complex and might not make a large difference for most artists.`),
  story('music-choir-competition-cork', {
    title: 'International choral festival returns to Cork',
    source: 'liffey', hoursAgo: 150, tone: 'neutral', tags: ['choirs', 'festival', 'cork', 'competition'],
    also: ['ireland', 'art'],
  }, `An international choral festival returns to Cork next spring, with more than 100 choirs from 20 countries expected to take part in competitions and concerts.

The festival includes competitions for school choirs, adult amateur choirs and chamber groups, as well as free performances in churches, shopping centres and the city's streets.

Organisers said it had become one of the largest choral festivals in Europe.

Local choirs will host visiting groups, and a programme of workshops will be offered to singers and conductors.

Tickets for the main concerts go on sale in January.

The festival was first held in the 1950s and has grown steadily, attracting choirs from as far away as South Africa, the Philippines and Argentina. Many visiting singers stay with host families, and organisers said friendships formed during the festival often last for years. Volunteers are needed to help with hosting, stewarding and transport.`),
  story('music-vinyl-sales-record', {
    title: 'Vinyl record sales reach highest level in decades',
    source: 'marquee', hoursAgo: 72, tone: 'neutral', tags: ['vinyl', 'record sales', 'music retail', 'collectors'],
    also: ['business', 'lifestyle'],
  }, `Sales of vinyl records have risen for the 17th consecutive year, reaching their highest level since the early 1990s, according to industry figures.

Vinyl now accounts for a significant share of physical music sales, although streaming remains by far the largest source of music industry revenue.

Independent record shops said buyers included younger people discovering records for the first time as well as long-time collectors.

Pressing plants have struggled to keep up with demand, leading to long waiting times for some releases.

Record Store Day events have also helped boost sales.

The most popular titles include both new releases and reissues of classic albums. Some buyers say they enjoy the ritual of playing a record and the large artwork, while others buy records mainly to support artists and listen to the music through streaming. Turntable sales have also increased, particularly models aimed at beginners. Record shop owners said the revival had helped many independent shops survive difficult years.`),
  story('music-festival-sustainability', {
    title: 'Music festival cuts waste with reusable cups and tent scheme',
    source: 'greenhorizon', hoursAgo: 118, tone: 'neutral', tags: ['festivals', 'sustainability', 'waste', 'camping'],
    also: ['environment', 'ireland'],
  }, `A music festival in Co. Laois has cut the amount of waste sent to landfill by more than half, after introducing reusable cups and a scheme to discourage abandoned tents.

Festival-goers paid a deposit on a reusable cup, which they could return for a refund at the end. Campers who took their tents home received a discount on next year's tickets.

Left-behind tents that were in good condition were collected and donated to charities.

Organisers said attendees had responded well to the measures.

The festival is also working to reduce emissions from generators and travel.

Environmental groups said the results showed what festivals could achieve. The festival plans to add more water refill stations and to run shuttle buses from nearby railway stations next year, and is encouraging car-sharing with priority parking for full cars.`),
  story('music-hearing-protection-concerts', {
    title: 'Audiologists urge concert-goers to protect hearing',
    source: 'laborbit', hoursAgo: 60, tone: 'negative', tags: ['hearing loss', 'concerts', 'earplugs', 'health'],
    also: ['health'],
  }, `Audiologists have urged people attending concerts, festivals and nightclubs to wear earplugs, warning that many young people are at risk of permanent hearing damage.

Sound levels at concerts often exceed 100 decibels, a level at which damage can occur after a short time. Ringing in the ears after a gig is a sign that the ears have been exposed to harmful noise.

Specialist musicians' earplugs reduce volume evenly so that music still sounds clear.

Some venues now provide free earplugs and have introduced sound limits.

Audiologists said hearing damage was permanent but preventable.

A survey of 1,000 young adults found that fewer than one in five regularly wore hearing protection at concerts, and many were unaware that ringing in the ears could be a warning sign. Audiologists recommended taking breaks away from the speakers and limiting the volume when listening through headphones.`),
  story('music-busking-rules-city', {
    title: 'City introduces new rules for street performers',
    source: 'atlantic', hoursAgo: 95, tone: 'neutral', tags: ['busking', 'street performers', 'rules', 'galway'],
    also: ['ireland', 'politics'],
  }, `Galway City Council has introduced new rules for street performers, including limits on amplification and time slots at popular spots.

Performers will need a permit, which is free, and must move location after two hours. Amplifiers will be limited to a set volume.

The council said the rules aimed to balance the city's tradition of street music with complaints from residents and businesses about noise.

Some buskers welcomed the clarity, while others said the rules could discourage spontaneous performances.

The rules will be reviewed after a year.

Galway has a strong tradition of street performance, particularly on Shop Street, where musicians, jugglers and other performers entertain crowds throughout the year. Many well-known Irish musicians started out busking in the city. The council said the rules had been drawn up after consultation with buskers, residents and business owners, and that it would monitor how they worked in practice.`),
];
