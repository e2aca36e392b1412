import { describe, expect, it } from 'vitest';
import { analyzeSentiment } from './sentiment.js';

describe('analyzeSentiment', () => {
  it('labels a clearly positive story positive', () => {
    const result = analyzeSentiment(
      "Volunteers celebrate record-breaking charity swim raising €2m for children's hospital",
      'Organisers said they were thrilled and grateful for the generous support, which will help families. The happy crowd cheered.',
    );
    expect(result.label).toBe('positive');
    expect(result.score).toBeGreaterThan(0.15);
  });

  it('labels a clearly negative story negative', () => {
    const result = analyzeSentiment(
      'Earthquake kills at least 12 and leaves hundreds homeless',
      'Rescue teams searched collapsed buildings. Dozens were injured and officials fear the death toll will rise in the disaster.',
    );
    expect(result.label).toBe('negative');
    expect(result.score).toBeLessThan(-0.15);
  });

  it('labels a routine report neutral, including rate stories lexicons misread', () => {
    expect(analyzeSentiment('Council publishes agenda for Tuesday meeting', 'The council will meet on Tuesday at 10am in the town hall. The agenda includes the annual report.')).toEqual({ label: 'neutral', score: 0 });
    expect(analyzeSentiment('Central bank raises interest rates by a quarter point', 'The bank raised its main rate to 4.25%.').label).toBe('neutral');
  });

  it('keeps the score within [-1, 1] even for extreme text', () => {
    const extreme = analyzeSentiment('Horrible terrible awful disaster catastrophe', 'Killed murdered tragic horrific awful terrible.');
    expect(extreme.score).toBeGreaterThanOrEqual(-1);
    expect(extreme.score).toBeLessThan(-0.8);
    expect(analyzeSentiment('', '')).toEqual({ label: 'neutral', score: 0 });
  });
});
