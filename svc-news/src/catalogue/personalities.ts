import type { Personality } from '@tidings/contracts/catalogue-api';

/**
 * The people onboarding suggests following (spec: 21 — world leaders, business figures, athletes
 * and entertainers). One neutral, factual line each; offices are as of 2025.
 */
export const PERSONALITIES: Personality[] = [
  { id: 'emmanuel-macron', name: 'Emmanuel Macron', category: 'world leader', description: 'President of France since 2017.' },
  { id: 'narendra-modi', name: 'Narendra Modi', category: 'world leader', description: 'Prime Minister of India since 2014.' },
  { id: 'keir-starmer', name: 'Keir Starmer', category: 'world leader', description: 'Prime Minister of the United Kingdom since 2024.' },
  { id: 'volodymyr-zelensky', name: 'Volodymyr Zelensky', category: 'world leader', description: 'President of Ukraine since 2019.' },
  { id: 'ursula-von-der-leyen', name: 'Ursula von der Leyen', category: 'world leader', description: 'President of the European Commission since 2019.' },
  { id: 'luiz-inacio-lula-da-silva', name: 'Luiz Inácio Lula da Silva', category: 'world leader', description: 'President of Brazil, in office 2003–2010 and again since 2023.' },

  { id: 'elon-musk', name: 'Elon Musk', category: 'business', description: 'Chief executive of Tesla and SpaceX.' },
  { id: 'tim-cook', name: 'Tim Cook', category: 'business', description: 'Chief executive of Apple since 2011.' },
  { id: 'satya-nadella', name: 'Satya Nadella', category: 'business', description: 'Chief executive of Microsoft since 2014.' },
  { id: 'jensen-huang', name: 'Jensen Huang', category: 'business', description: 'Co-founder and chief executive of Nvidia.' },
  { id: 'warren-buffett', name: 'Warren Buffett', category: 'business', description: 'Investor who has led Berkshire Hathaway since 1965.' },

  { id: 'lionel-messi', name: 'Lionel Messi', category: 'sports', description: "Argentine footballer; captained Argentina's 2022 World Cup win." },
  { id: 'serena-williams', name: 'Serena Williams', category: 'sports', description: 'American tennis player with 23 Grand Slam singles titles.' },
  { id: 'lebron-james', name: 'LeBron James', category: 'sports', description: "American basketball player; the NBA's all-time leading scorer." },
  { id: 'simone-biles', name: 'Simone Biles', category: 'sports', description: 'American gymnast; the most decorated in the sport’s history.' },
  { id: 'usain-bolt', name: 'Usain Bolt', category: 'sports', description: 'Jamaican sprinter; world-record holder in the 100 m and 200 m.' },

  { id: 'taylor-swift', name: 'Taylor Swift', category: 'entertainment', description: 'American singer-songwriter.' },
  { id: 'beyonce', name: 'Beyoncé', category: 'entertainment', description: 'American singer, songwriter and performer.' },
  { id: 'oprah-winfrey', name: 'Oprah Winfrey', category: 'entertainment', description: 'American television host, producer and philanthropist.' },
  { id: 'tom-hanks', name: 'Tom Hanks', category: 'entertainment', description: 'American actor and filmmaker; two-time Academy Award winner.' },
  { id: 'shah-rukh-khan', name: 'Shah Rukh Khan', category: 'entertainment', description: 'Indian actor and film producer.' },
];
