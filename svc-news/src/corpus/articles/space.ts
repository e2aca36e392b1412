import { storiesFor } from '../define.js';
import type { CorpusArticle } from '../types.js';

const story = storiesFor('space');

export const space: CorpusArticle[] = [
  story('space-selene-3-landing', {
    title: 'Selene-3 lander touches down near the Moon\'s south pole',
    source: 'laborbit', hoursAgo: 0.2, tone: 'positive', tags: ['moon', 'lunar lander', 'space exploration', 'selene-3'],
    also: ['science', 'technology'], cluster: 'selene-3-landing',
  }, `The Continental Space Agency's Selene-3 lander has touched down safely near the Moon's south pole, becoming the agency's first successful lunar landing.

Mission controllers confirmed the landing shortly after the spacecraft's descent engine shut down, following a 12-minute powered descent that it carried out autonomously using cameras and laser rangefinders to avoid boulders.

The lander carries instruments to measure the composition of the soil, search for water ice in shadowed areas and study the thin lunar exosphere. A small rover is due to roll off the lander within days.

The south pole region has become a focus of lunar exploration because ice in permanently shadowed craters could one day provide water, oxygen and rocket fuel for astronauts.

The agency said the lander was in good health and had begun sending data.`),
  story('space-selene-3-science-goals', {
    title: 'What Selene-3 will look for at the lunar south pole',
    source: 'meridian', hoursAgo: 0.7, tone: 'neutral', tags: ['moon', 'water ice', 'explainer', 'space science'],
    also: ['science'], cluster: 'selene-3-landing',
  }, `With the Selene-3 lander now on the Moon's surface, scientists are preparing for a mission of about two weeks, the length of a lunar day, before the lander is expected to fall silent in the cold of the lunar night.

Its main goal is to test whether the soil near the landing site contains water ice, and in what form. Spectrometers will analyse the soil, and a small drill will sample material a few centimetres below the surface.

The rover will travel to the edge of a shadowed crater, where temperatures stay below minus 200°C, and measure hydrogen levels, which can indicate ice.

Scientists say knowing how much ice is present, and how easy it is to extract, is crucial for future human missions.

Data will be made public within six months.`),
  story('space-selene-3-industry', {
    title: 'Lunar landing a boost for Europe\'s space suppliers',
    source: 'circuit', hoursAgo: 1.9, tone: 'neutral', tags: ['space industry', 'lunar lander', 'suppliers', 'engineering'],
    also: ['technology', 'business'], cluster: 'selene-3-landing',
  }, `The successful landing of Selene-3 has been welcomed by the companies that built its components, many of them small and medium-sized firms that had never previously worked on a lunar mission.

The lander's navigation cameras, landing legs and thermal blankets were built by suppliers in several countries, while its main engine was adapted from an engine used on satellites.

Industry groups said the success would help suppliers win contracts on future missions, including commercial landers being developed to deliver cargo to the Moon.

The agency said the mission had cost less than its budget, partly because it used existing components where possible.

A follow-up mission to land a larger rover is being studied.

Analysts said public missions remained the main source of orders for most of these companies.`),
  story('space-musk-starship-test', {
    title: 'Reusable rocket completes test flight and booster landing',
    source: 'circuit', hoursAgo: 34, tone: 'positive', tags: ['rockets', 'reusable launch', 'spacex', 'test flight'],
    also: ['technology', 'science'], people: ['Elon Musk'],
  }, `SpaceX, the rocket company led by Elon Musk, has completed another test flight of its large reusable rocket system, with the booster returning to the launch site to be caught by the launch tower's arms.

The upper stage travelled partway around the Earth before re-entering the atmosphere and splashing down in the ocean as planned. Engineers are studying data on the heat shield's performance during re-entry.

The rocket is designed to be fully reusable, which the company says could greatly reduce the cost of launching satellites and cargo.

Elon Musk has said the company aims to use the system for missions to the Moon and Mars, and it has been selected to provide a lunar lander for astronauts.

Regulators will review the flight data before approving the next test.`),
  story('space-meteor-shower-viewing', {
    title: 'Clear skies forecast for peak of winter meteor shower',
    source: 'atlantic', hoursAgo: 8, tone: 'neutral', tags: ['meteor shower', 'stargazing', 'astronomy', 'dark skies'],
    also: ['ireland', 'science', 'lifestyle'],
  }, `Stargazers in the west of Ireland could see up to 100 shooting stars an hour tonight, as the peak of a winter meteor shower coincides with a forecast of clear skies.

The meteors are tiny particles of debris burning up in the atmosphere. The best time to look is after midnight, when the part of the sky from which the meteors appear to come is high overhead.

Astronomers advise finding a dark place away from streetlights, dressing warmly and allowing eyes 20 minutes to adjust. No telescope or binoculars are needed.

Mayo's dark sky park, one of a few in Europe with gold-tier status, is hosting a viewing event with local astronomers.

The moon will set early, which will help make fainter meteors visible.`),
  story('space-satellite-debris-concern', {
    title: 'Growing number of satellites raises concerns about space debris',
    source: 'laborbit', hoursAgo: 55, tone: 'negative', tags: ['space debris', 'satellites', 'orbit', 'regulation'],
    also: ['science', 'technology'],
  }, `The number of active satellites in orbit around the Earth has more than tripled in five years, raising concerns among scientists and space agencies about collisions and debris.

Most of the new satellites belong to large constellations providing internet services. Tracking agencies say satellites now carry out thousands of manoeuvres a year to avoid collisions.

Scientists warn that a collision could create thousands of fragments, which could threaten other satellites and space stations. Astronomers have also raised concerns about satellites appearing as streaks in telescope images.

International guidelines recommend that satellites be removed from orbit within 25 years of the end of their missions, though some agencies want a shorter limit.

Efforts to develop spacecraft that can capture and remove debris are under way.`),
  story('space-exoplanet-atmosphere', {
    title: 'Telescope detects water vapour in atmosphere of distant planet',
    source: 'laborbit', hoursAgo: 80, tone: 'neutral', tags: ['exoplanets', 'telescopes', 'atmosphere', 'astronomy'],
    also: ['science'],
  }, `Astronomers using a space telescope have detected water vapour and carbon dioxide in the atmosphere of a planet about 120 light years from Earth, adding to knowledge of planets beyond the solar system.

The planet, which is larger than Earth but smaller than Neptune, orbits a small red star. Astronomers studied starlight passing through its atmosphere as it crossed in front of the star.

The planet is thought to be too hot for life as we know it, but the findings help scientists understand how planets form and what their atmospheres are made of.

Further observations are planned to look for other molecules.

The findings have been accepted for publication in a peer-reviewed journal.

Astronomers said the result showed how much the new generation of telescopes can reveal about distant worlds.`),
  story('space-irish-satellite-launch', {
    title: 'Irish university\'s second satellite prepares for launch',
    source: 'liffey', hoursAgo: 90, tone: 'positive', tags: ['cubesat', 'satellite', 'university', 'ireland'],
    also: ['ireland', 'science', 'education'],
  }, `A small satellite designed and built by students and researchers at an Irish university has passed its final tests and will be launched early next year.

The satellite, about the size of a shoebox, will test new sensors for monitoring greenhouse gases and a communications system developed in Ireland.

It is the university's second satellite, following one launched several years ago that tested equipment in orbit. Students involved have gone on to careers in the space industry.

The project is supported by the European Space Agency, which provides a launch opportunity and technical advice.

Ireland's space sector has grown to include more than 90 companies, according to industry figures.

The team will operate the satellite from a ground station on campus, and students will be responsible for sending commands and receiving data during its planned two-year mission.`),
  story('space-launch-delay-weather', {
    title: 'Weather delays launch of weather satellite',
    source: 'meridian', hoursAgo: 5, tone: 'negative', tags: ['launch delay', 'weather satellite', 'rockets', 'meteorology'],
    also: ['science', 'technology'],
  }, `The launch of a new weather satellite was postponed for the second time this week because of strong winds at high altitude over the launch site.

The satellite is designed to provide more detailed images of clouds and storms, helping forecasters track severe weather more accurately.

Launch officials said the rocket and satellite were in good condition and that a new date would be set once the forecast improved. The next possible window opens in three days.

Launch delays due to weather are common and are intended to protect the rocket from damaging forces during its climb.

Meteorologists said the satellite would improve forecasts of storms such as the one currently affecting parts of Europe.

The satellite is the second of four in a series.`),
  story('space-astronaut-school-call', {
    title: 'Students speak to astronauts on space station by radio',
    source: 'atlantic', hoursAgo: 120, tone: 'positive', tags: ['space station', 'astronauts', 'students', 'amateur radio'],
    also: ['ireland', 'education', 'science'],
  }, `Pupils at a secondary school in Co. Donegal spoke to an astronaut on the International Space Station this week, using an amateur radio link set up by local radio enthusiasts.

During the ten-minute window when the station passed overhead, students asked questions about sleeping in space, exercise and what the Earth looks like from orbit.

The contact was organised through a programme that connects schools with astronauts on the space station. The school spent months preparing, with students learning about radio and orbits.

Teachers said the event had sparked enthusiasm for science among students of all ages.

A recording of the conversation has been shared with other schools.

The local radio club that set up the link has offered to help other schools in the county apply for future contacts, and several students have since signed up for amateur radio licence classes.`),
  story('space-solar-storm-auroras', {
    title: 'Solar storm brings auroras as far south as the midlands',
    source: 'liffey', hoursAgo: 42, tone: 'neutral', tags: ['aurora', 'solar storm', 'northern lights', 'space weather'],
    also: ['ireland', 'science'],
  }, `A strong solar storm produced displays of the northern lights visible across much of Ireland last night, with sightings reported as far south as the midlands.

The storm was caused by a large eruption of charged particles from the Sun that reached Earth about two days later. Space weather forecasters had issued an alert.

People shared photographs of red and green skies taken on their phones, which can often capture colours that are faint to the naked eye.

Strong solar storms can affect satellites, radio communications and power grids, though no significant disruption was reported.

The Sun is near the peak of its 11-year cycle of activity, making such events more likely.

Space weather forecasters said further displays were possible over the coming nights, although clouds were expected to limit viewing in the east.`),
  story('space-budget-cut-mission', {
    title: 'Planned mission to study asteroids cancelled after budget cuts',
    source: 'northgate', hoursAgo: 110, tone: 'negative', tags: ['asteroid mission', 'budget cuts', 'space agency', 'science funding'],
    also: ['science', 'politics'],
  }, `A planned mission to study a group of asteroids has been cancelled by the Continental Space Agency after member states reduced their contributions to its science budget.

The mission had been in development for four years and was due to launch in 2030. Scientists involved said years of preparation would be lost.

The agency said it had to prioritise missions that were further advanced, including a telescope and a mission to Mars.

Some of the instruments developed for the mission may be used on other projects.

Scientists called on governments to restore funding, saying the mission would have answered important questions about the early solar system.

The decision will be discussed at the agency's council meeting next month, where some member states are expected to argue for a cheaper, scaled-down version of the mission. Several universities had built instruments for the spacecraft and hired staff to work on it.`),
  story('space-moon-rock-museum', {
    title: 'Museum displays moon rock loaned for new exhibition',
    source: 'hearth', hoursAgo: 150, tone: 'neutral', tags: ['moon rock', 'museum', 'exhibition', 'space history'],
    also: ['ireland', 'education'],
  }, `A sample of rock collected from the Moon's surface by astronauts in the early 1970s is on display at a Dublin museum as part of a new exhibition about space exploration.

The rock, a piece of lunar basalt, is displayed in a sealed case filled with nitrogen to protect it from contamination.

The exhibition also includes models of rockets and spacecraft, a replica spacesuit and interactive displays about living in space.

The museum said school groups had booked most weekday slots for the coming months.

The exhibition runs until next summer.

Entry is free, but visitors are asked to book timed tickets online at weekends. The museum is also hosting a series of evening talks by astronomers and engineers, including one on the history of Irish involvement in space research, and a family day with rocket-building workshops is planned for the school holidays.`),
  story('space-telescope-first-images', {
    title: 'New survey telescope releases first images of the southern sky',
    source: 'laborbit', hoursAgo: 65, tone: 'positive', tags: ['telescopes', 'sky survey', 'astronomy', 'galaxies'],
    also: ['science'],
  }, `A new observatory designed to survey the whole southern sky every few nights has released its first images, showing millions of galaxies and stars in remarkable detail.

The telescope has the largest digital camera ever built for astronomy. Over ten years, it will create a detailed time-lapse record of the changing sky.

Astronomers expect the survey to discover millions of new asteroids and supernovae, and to help study dark matter and dark energy.

The data will be made available to scientists worldwide, and some will be shared with the public through citizen science projects.

The first images were released at events in several countries.

The observatory sits on a mountaintop chosen for its dry air and dark skies, far from city lights. Engineers spent more than a decade building it.`),
];
