// wink-sentiment ships no types; this covers the one call we make.
declare module 'wink-sentiment' {
  interface WinkToken {
    value: string;
    tag: string;
    score?: number;
    negation?: boolean;
    grouped?: number;
  }
  interface WinkSentiment {
    /** Sum of token scores. */
    score: number;
    /** Length-adjusted score, always within −5..5. */
    normalizedScore: number;
    tokenizedPhrase: WinkToken[];
  }
  function sentiment(phrase: string): WinkSentiment;
  export default sentiment;
}
