import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('art');

export const art: CorpusArticle[] = [
  story('art-national-gallery-portrait-acquired', {
    title: 'National gallery acquires rediscovered 18th-century portrait',
    source: 'liffey', hoursAgo: 24, tone: 'positive', tags: ['national gallery', 'portrait', 'acquisition', 'ireland'],
    also: ['ireland', 'entertainment'],
  }, `The national gallery in Dublin has acquired an 18th-century portrait of a Dublin merchant's daughter that had been in a private collection abroad for more than a century and was unknown to most scholars.

The painting was identified last year when a descendant of the original owners contacted the gallery with photographs. Conservators confirmed it was by a leading Irish portrait painter of the period, based on the style, materials and a partly hidden signature.

The gallery bought the painting with the help of a grant from a heritage fund and donations from the public. It will be cleaned and studied before going on display next spring.

Curators said the portrait offered new insights into the lives of merchant families in Georgian Dublin, including the fashions and objects of the time. Several items in the painting, such as a porcelain cup and a book, will be explored in a small accompanying exhibition.

Admission to the gallery's permanent collection is free.`),
  story('art-street-mural-festival', {
    title: 'Mural festival transforms walls across Waterford',
    source: 'hearth', hoursAgo: 58, tone: 'neutral', tags: ['murals', 'street art', 'waterford', 'festival'],
    also: ['ireland', 'travel'],
  }, `More than 20 new murals have appeared on buildings across Waterford city during a week-long street art festival that brought artists from Ireland and abroad.

The murals range from portraits of local people to abstract designs and scenes from the city's Viking history. Artists worked on scaffolding and cherry pickers while passers-by watched.

Building owners volunteer their walls, and the designs are discussed with residents before painting begins. Many of the murals from previous years remain and have become landmarks.

The festival organisers said the murals had changed how people saw parts of the city, and that walking tours of the artworks had become popular with visitors.

A map of all the murals is available at the tourist office and online, and guided tours run every Saturday until the end of the year.`),
  story('art-artist-residency-islands', {
    title: 'Island residencies give artists time and space to create',
    source: 'atlantic', hoursAgo: 140, tone: 'neutral', tags: ['artist residency', 'islands', 'arts funding', 'ireland'],
    also: ['ireland'],
  }, `A residency programme is offering artists the chance to live and work on islands off the west coast of Ireland for up to three months, with accommodation, a studio and a modest living allowance.

Artists selected this year include a painter, a composer, a poet and a ceramicist. They are asked to share their work with the island community through workshops, talks or exhibitions, but are otherwise free to pursue their own projects.

Islanders said the residencies brought new energy and ideas, especially during the quieter winter months. Children on the islands have taken part in workshops with visiting artists.

The programme is funded by the arts council and island co-operatives. Applications for next year open in February.

Several former residents have returned to the islands to exhibit work they began during their stay.`),
  story('art-museum-funding-cuts', {
    title: 'Regional museums warn of reduced opening hours after funding cuts',
    source: 'northgate', hoursAgo: 30, tone: 'negative', tags: ['museums', 'funding cuts', 'culture', 'opening hours'],
  }, `Several regional museums in the state of Marvale say they will have to reduce opening hours and cancel exhibitions next year after a cut in their public funding.

The culture ministry reduced grants to regional museums by about 12 per cent as part of wider spending cuts. Museum directors said they had already cut costs in recent years and had few options left.

Some museums plan to close on one or two weekdays, while others will delay building repairs and reduce education programmes for schools.

The ministry said it had protected funding for national institutions and that regional museums could apply for project grants.

Arts organisations have launched a campaign calling for the cuts to be reversed, arguing that museums bring visitors to towns and provide important learning opportunities.`),
  story('art-macron-louvre-exhibition', {
    title: 'Paris exhibition brings together medieval manuscripts from across Europe',
    source: 'meridian', hoursAgo: 90, tone: 'positive', tags: ['exhibition', 'manuscripts', 'paris', 'medieval art'],
    also: ['world', 'ireland'], people: ['Emmanuel Macron'],
  }, `An exhibition of illuminated medieval manuscripts gathered from libraries across Europe has opened in Paris, including several pages lent by Irish institutions.

The exhibition traces how monks and craftspeople decorated books with intricate patterns, gold leaf and brightly coloured pigments over several centuries. Some of the manuscripts are being shown together for the first time.

French President Emmanuel Macron visited the exhibition at its opening, touring the galleries with curators and representatives of the lending institutions.

Curators said the Irish contributions highlighted the influence of Irish monasteries on book art in Europe in the early Middle Ages.

The exhibition runs for four months, and the pages will be turned regularly to limit their exposure to light.

A catalogue with essays by scholars from several countries has been published.`),
  story('art-public-sculpture-debate', {
    title: 'New public sculpture divides opinion in city square',
    source: 'civic', hoursAgo: 18, tone: 'neutral', tags: ['public art', 'sculpture', 'city square', 'debate'],
  }, `A large steel sculpture installed in the main square of the city of Ellesby has divided opinion, with some residents praising its bold design and others calling it out of place.

The sculpture, by a well-known artist, consists of a series of curved steel ribbons rising to a height of eight metres. It was commissioned by the city council to mark the square's renovation.

Supporters say the sculpture has brought attention to the city and encourages people to stop and look. Critics say it blocks views of historic buildings and that the money should have been spent on other priorities.

The council said the sculpture was funded through a scheme that requires a percentage of the budget of major public building projects to be spent on art.

The artist said debate was a natural part of public art.`),
  story('art-stolen-painting-recovered', {
    title: 'Painting stolen 30 years ago recovered by police',
    source: 'meridian', hoursAgo: 110, tone: 'positive', tags: ['art theft', 'recovery', 'police', 'painting'],
  }, `A landscape painting stolen from a country house three decades ago has been recovered by police after it was offered for sale at an auction house.

Staff at the auction house checked the painting against a database of stolen art and contacted police. The person who consigned it said they had bought it in good faith many years ago.

The painting, by a 19th-century landscape artist, shows a river valley in autumn. It is thought to be worth several hundred thousand euro.

The painting will be returned to the family that owned it at the time of the theft. They said they had never expected to see it again.

Police said the case showed the importance of registering stolen artworks.`),
  story('art-craft-skills-endangered', {
    title: 'Traditional crafts at risk as makers retire',
    source: 'hearth', hoursAgo: 75, tone: 'negative', tags: ['crafts', 'heritage skills', 'apprenticeships', 'ireland'],
    also: ['ireland', 'education'],
  }, `Several traditional crafts in Ireland, including thatching, basket weaving and currach building, are at risk of dying out as experienced makers retire without apprentices to take their place.

A survey by a heritage organisation identified more than 20 crafts that it considers endangered. Some are practised by only a handful of people.

Makers said young people were interested in learning but that training often took years and was poorly paid.

The heritage organisation has called for paid apprenticeships, grants for makers who take on trainees and more use of traditional crafts in public building projects.

Some crafts have seen a revival, such as blacksmithing and pottery, thanks to courses and markets.

A national register of craft makers is also planned, so that people can find and commission them.`),
  story('art-photography-exhibition-coast', {
    title: 'Photography exhibition documents life on the Atlantic coast',
    source: 'atlantic', hoursAgo: 128, tone: 'neutral', tags: ['photography', 'exhibition', 'coast', 'ireland'],
    also: ['ireland', 'environment'],
  }, `An exhibition of photographs documenting life in coastal communities along the west of Ireland has opened at a gallery in Sligo.

The photographer spent five years travelling from Donegal to Kerry, photographing fishermen, farmers, surfers, lifeboat crews and families in their homes. The black-and-white images show both traditional ways of life and change.

Many of those photographed attended the opening, some travelling long distances.

The exhibition is accompanied by recorded interviews with people featured in the images.

It will tour to galleries in Galway and Cork next year.

The photographer, who grew up in Co. Mayo, said the project began as a record of his own community and grew as people invited him into their homes and onto their boats. He worked mostly with film cameras, developing the negatives himself in a darkroom in his garden shed. A book of the photographs will be published in the spring, and prints are being donated to the county archives so that the record is preserved for future generations.`),
  story('art-arts-council-funding-increase', {
    title: 'Arts council funding rises with focus on regions',
    source: 'liffey', hoursAgo: 160, tone: 'neutral', tags: ['arts funding', 'arts council', 'regions', 'ireland'],
    also: ['ireland', 'politics'],
  }, `The arts council's budget will rise by 8 per cent next year, with much of the increase going to organisations and artists outside Dublin.

The council said it would increase funding for regional arts centres, festivals and touring, and for a pilot scheme providing a basic income to artists.

Arts organisations welcomed the increase but said many were still recovering from years of tight budgets.

The council will publish its funding decisions for individual organisations in the new year.

Opposition politicians said the increase was welcome but that more was needed.

The basic income pilot, which pays selected artists a weekly sum for three years, has been studied closely by other countries. Early findings suggest that participants spent more time on their creative work and were less likely to take on unrelated jobs. The council said it would publish a full evaluation before any decision is made on extending the scheme.`),
  story('art-children-art-exhibition', {
    title: 'Children\'s art exhibition draws thousands of visitors',
    source: 'hearth', hoursAgo: 0.55, tone: 'positive', tags: ['children', 'art exhibition', 'schools', 'creativity'],
    also: ['education', 'ireland'],
  }, `An exhibition of artwork by primary school children from across Ireland has attracted more than 10,000 visitors in its first week at a Dublin gallery.

The exhibition features about 500 paintings, drawings, sculptures and collages selected from thousands of entries submitted by schools. This year's theme was "my place".

Many works depict homes, farms, beaches and city streets, as well as imaginary worlds.

Teachers said the exhibition gave children a chance to see their work displayed in a real gallery, which was a source of great pride.

The exhibition runs until the end of the month, and admission is free.

The competition has run for more than 30 years, and several past entrants have gone on to become professional artists and designers. Prizes this year include art materials for the winners' schools and a visit from a professional illustrator.`),
  story('art-gallery-closes-rent', {
    title: 'Artist-run gallery forced to leave city centre building',
    source: 'northgate', hoursAgo: 46, tone: 'negative', tags: ['galleries', 'artists', 'rent', 'workspace'],
    also: ['ireland'],
  }, `An artist-run gallery and studio building in Cork city centre will close next month after the building was sold for redevelopment.

The building has provided affordable studio space for about 30 artists and a gallery that hosted exhibitions by emerging artists for more than a decade.

Artists said they were struggling to find affordable space elsewhere in the city, and some may leave Cork altogether.

The city council said it was working on a plan to provide more affordable studio space, including in buildings it owns.

Arts groups said the loss of studio space was a growing problem in Irish cities.

The gallery's final exhibition, featuring work by all of the studio holders, opens this weekend and will run until the building closes. Its directors said they hoped to reopen elsewhere in the future.`),
  story('art-textile-exhibition-history', {
    title: 'Exhibition traces history of Irish linen and lace',
    source: 'marquee', hoursAgo: 100, tone: 'neutral', tags: ['textiles', 'lace', 'linen', 'museum'],
    also: ['ireland', 'lifestyle'],
  }, `A new exhibition at a museum in Belfast traces the history of Irish linen and lace, from cottage industries to large mills that once employed thousands of people.

The exhibition includes lace collars, tablecloths and christening gowns, along with tools, looms and photographs of workers.

Curators said the exhibition also told the stories of the women and children who worked long hours in difficult conditions.

Demonstrations of lace-making will take place on weekends.

The exhibition runs until next autumn.

The linen industry was once one of the largest employers in the north of Ireland, and the mills shaped the growth of towns and cities across the region. Many families still keep pieces of lace made by grandmothers and great-grandmothers, and the museum has invited visitors to bring in items for a recording day, when curators will photograph them and record the stories behind them. Some of the pieces will be added to the museum's online archive.`),
];
